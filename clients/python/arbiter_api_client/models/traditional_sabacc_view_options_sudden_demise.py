from enum import StrEnum

class TraditionalSabaccViewOptionsSuddenDemise(StrEnum):
    HAND = "hand"
    SHARE = "share"

    def __str__(self) -> str:
        return str(self.value)
