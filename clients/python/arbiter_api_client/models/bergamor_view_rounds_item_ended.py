from enum import StrEnum

class BergamorViewRoundsItemEnded(StrEnum):
    BLOCKED = "blocked"
    OUT = "out"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
