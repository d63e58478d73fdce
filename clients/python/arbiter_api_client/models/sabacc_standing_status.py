from enum import StrEnum

class SabaccStandingStatus(StrEnum):
    FOLDED = "folded"
    JUNKED = "junked"
    LOST = "lost"
    PLAYING = "playing"
    SHARED = "shared"
    SUDDEN_DEMISE = "sudden_demise"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
