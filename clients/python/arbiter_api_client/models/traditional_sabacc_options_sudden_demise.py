from enum import StrEnum

class TraditionalSabaccOptionsSuddenDemise(StrEnum):
    HAND = "hand"
    SHARE = "share"

    def __str__(self) -> str:
        return str(self.value)
