from enum import StrEnum

class SabaccinoCrossViewRoundsItemEnded(StrEnum):
    BLOCKED = "blocked"
    OUT = "out"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
