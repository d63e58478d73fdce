from enum import StrEnum

class ScoundrelsRunViewToMoveType1(StrEnum):
    CHANCE = "chance"

    def __str__(self) -> str:
        return str(self.value)
