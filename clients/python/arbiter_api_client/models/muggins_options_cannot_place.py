from enum import StrEnum

class MugginsOptionsCannotPlace(StrEnum):
    CHOICE = "choice"
    DRAW = "draw"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
