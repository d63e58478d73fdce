from enum import StrEnum

class RuleOfTwoViewViewerType1(StrEnum):
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
