from enum import StrEnum

class RummikubStateOptionsEmptyPoolScoring(StrEnum):
    DIFFERENCES = "differences"
    LESS_OWN = "less-own"

    def __str__(self) -> str:
        return str(self.value)
