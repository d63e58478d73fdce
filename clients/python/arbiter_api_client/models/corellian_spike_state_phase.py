from enum import StrEnum

class CorellianSpikeStatePhase(StrEnum):
    DICE = "dice"
    OVER = "over"
    SUDDEN_DEMISE = "sudden_demise"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
