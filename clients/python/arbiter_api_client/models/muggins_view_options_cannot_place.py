from enum import StrEnum

class MugginsViewOptionsCannotPlace(StrEnum):
    CHOICE = "choice"
    DRAW = "draw"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
