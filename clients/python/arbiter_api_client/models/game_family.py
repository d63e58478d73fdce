from enum import StrEnum

class GameFamily(StrEnum):
    RUMMIKUB = "rummikub"
    SABACC = "sabacc"
    SABACCINO = "sabaccino"

    def __str__(self) -> str:
        return str(self.value)
