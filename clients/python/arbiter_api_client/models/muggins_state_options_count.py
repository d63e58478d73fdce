from enum import StrEnum

class MugginsStateOptionsCount(StrEnum):
    EDGES = "edges"
    EXPOSED = "exposed"

    def __str__(self) -> str:
        return str(self.value)
