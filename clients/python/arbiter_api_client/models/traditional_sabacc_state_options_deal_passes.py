from enum import StrEnum

class TraditionalSabaccStateOptionsDealPasses(StrEnum):
    GAME = "game"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
