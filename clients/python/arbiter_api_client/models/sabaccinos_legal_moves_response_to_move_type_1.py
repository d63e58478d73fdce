from enum import StrEnum

class SabaccinosLegalMovesResponseToMoveType1(StrEnum):
    CHANCE = "chance"

    def __str__(self) -> str:
        return str(self.value)
