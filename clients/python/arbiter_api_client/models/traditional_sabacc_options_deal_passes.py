from enum import StrEnum

class TraditionalSabaccOptionsDealPasses(StrEnum):
    GAME = "game"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
