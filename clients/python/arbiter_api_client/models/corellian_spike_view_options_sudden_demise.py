from enum import StrEnum

class CorellianSpikeViewOptionsSuddenDemise(StrEnum):
    CARD = "card"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
