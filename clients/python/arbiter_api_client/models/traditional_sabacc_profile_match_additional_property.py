from enum import StrEnum

class TraditionalSabaccProfileMatchAdditionalProperty(StrEnum):
    CONTAINED = "contained"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
