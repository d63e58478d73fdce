from enum import StrEnum

class SabaccRankingGame(StrEnum):
    CORELLIAN_SPIKE = "corellian-spike"
    TRADITIONAL_SABACC = "traditional-sabacc"

    def __str__(self) -> str:
        return str(self.value)
