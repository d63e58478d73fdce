from enum import StrEnum

class CorellianSpikeStateToMoveType1(StrEnum):
    CHANCE = "chance"

    def __str__(self) -> str:
        return str(self.value)
