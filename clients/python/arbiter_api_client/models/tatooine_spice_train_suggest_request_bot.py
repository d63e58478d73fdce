from enum import StrEnum

class TatooineSpiceTrainSuggestRequestBot(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
