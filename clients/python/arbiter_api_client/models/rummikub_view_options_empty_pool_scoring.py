from enum import StrEnum

class RummikubViewOptionsEmptyPoolScoring(StrEnum):
    DIFFERENCES = "differences"
    LESS_OWN = "less-own"

    def __str__(self) -> str:
        return str(self.value)
