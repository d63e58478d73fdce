from enum import StrEnum

class KraytDragonViewViewerType1(StrEnum):
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
