from enum import StrEnum

class MugginsOptionsCount(StrEnum):
    EDGES = "edges"
    EXPOSED = "exposed"

    def __str__(self) -> str:
        return str(self.value)
