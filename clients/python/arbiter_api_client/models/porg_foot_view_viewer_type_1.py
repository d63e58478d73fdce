from enum import StrEnum

class PorgFootViewViewerType1(StrEnum):
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
