from enum import StrEnum

class CorellianSpikeProfileMatchAdditionalProperty(StrEnum):
    CONTAINED = "contained"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
