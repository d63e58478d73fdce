from enum import StrEnum

class TatooineSpiceTrainViewViewerType1(StrEnum):
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
