from enum import StrEnum

class CorellianSpikeOptionsSuddenDemise(StrEnum):
    CARD = "card"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
