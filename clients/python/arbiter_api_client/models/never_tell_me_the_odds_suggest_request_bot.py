from enum import StrEnum

class NeverTellMeTheOddsSuggestRequestBot(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
