from enum import StrEnum

class SleemoStateOptionsPlaceAfterDraw(StrEnum):
    MAY = "may"
    MUST = "must"

    def __str__(self) -> str:
        return str(self.value)
