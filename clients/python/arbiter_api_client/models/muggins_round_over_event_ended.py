from enum import StrEnum

class MugginsRoundOverEventEnded(StrEnum):
    BLOCKED = "blocked"
    OUT = "out"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
