from enum import StrEnum

class SleemoViewOptionsPlaceAfterDraw(StrEnum):
    MAY = "may"
    MUST = "must"

    def __str__(self) -> str:
        return str(self.value)
