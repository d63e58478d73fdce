from enum import StrEnum

class CorellianSpikeStateOptionsDealPasses(StrEnum):
    GAME = "game"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
