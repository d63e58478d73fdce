from enum import StrEnum

class PorgFootSuggestRequestBot(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
