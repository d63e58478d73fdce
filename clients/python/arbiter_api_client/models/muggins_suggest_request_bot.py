from enum import StrEnum

class MugginsSuggestRequestBot(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
