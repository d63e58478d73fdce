from enum import StrEnum

class TraditionalSabaccProfileOrderItem(StrEnum):
    BOMB_OUT = "bomb_out"
    IDIOTS_ARRAY = "idiots_array"
    NON_PURE_SABACC = "non_pure_sabacc"
    PURE_SABACC = "pure_sabacc"

    def __str__(self) -> str:
        return str(self.value)
