from enum import StrEnum

class GameStatus(StrEnum):
    AVAILABLE = "available"
    PLANNED = "planned"

    def __str__(self) -> str:
        return str(self.value)
