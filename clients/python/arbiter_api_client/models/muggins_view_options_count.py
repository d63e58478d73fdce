from enum import StrEnum

class MugginsViewOptionsCount(StrEnum):
    EDGES = "edges"
    EXPOSED = "exposed"

    def __str__(self) -> str:
        return str(self.value)
