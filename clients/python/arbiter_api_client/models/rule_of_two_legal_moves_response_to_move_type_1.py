from enum import StrEnum

class RuleOfTwoLegalMovesResponseToMoveType1(StrEnum):
    CHANCE = "chance"

    def __str__(self) -> str:
        return str(self.value)
