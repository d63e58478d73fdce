from enum import StrEnum

class PorgFootViewOptionsBlocked(StrEnum):
    LOWEST_PIPS = "lowest-pips"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
