from enum import StrEnum

class RuleOfTwoStatePhase(StrEnum):
    DEAL = "deal"
    DISCARD = "discard"
    DRAW_ROLL = "draw_roll"
    OVER = "over"
    PLAY = "play"
    ROLL = "roll"
    TURN_OVER = "turn_over"

    def __str__(self) -> str:
        return str(self.value)
