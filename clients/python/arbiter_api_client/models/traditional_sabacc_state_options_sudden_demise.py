from enum import StrEnum

class TraditionalSabaccStateOptionsSuddenDemise(StrEnum):
    HAND = "hand"
    SHARE = "share"

    def __str__(self) -> str:
        return str(self.value)
