from enum import StrEnum

class RuleOfTwoViewToMoveType1(StrEnum):
    CHANCE = "chance"

    def __str__(self) -> str:
        return str(self.value)
