from enum import StrEnum

class TatooineSpiceTrainStateOptionsBlocked(StrEnum):
    LOWEST_PIPS = "lowest-pips"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
