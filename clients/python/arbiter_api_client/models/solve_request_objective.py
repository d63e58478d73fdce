from enum import StrEnum

class SolveRequestObjective(StrEnum):
    TILES = "tiles"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
