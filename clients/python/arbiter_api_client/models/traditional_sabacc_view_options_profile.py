from enum import StrEnum

class TraditionalSabaccViewOptionsProfile(StrEnum):
    IDIOT_CONTAINED = "idiot-contained"
    NEGATIVE_23_FIRST = "negative-23-first"
    SEED_002 = "seed-002"
    SUDDEN_DEMISE = "sudden-demise"
    ZERO_NOT_BOMB_OUT = "zero-not-bomb-out"

    def __str__(self) -> str:
        return str(self.value)
