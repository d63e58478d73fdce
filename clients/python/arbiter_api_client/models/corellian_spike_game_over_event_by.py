from enum import StrEnum

class CorellianSpikeGameOverEventBy(StrEnum):
    LAST_PLAYER_LEFT = "last player left"
    REVEAL = "reveal"
    SHARED_THE_TIE_STANDS = "shared: the tie stands"
    SUDDEN_DEMISE = "sudden demise"

    def __str__(self) -> str:
        return str(self.value)
