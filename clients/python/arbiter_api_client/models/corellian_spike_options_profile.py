from enum import StrEnum

class CorellianSpikeOptionsProfile(StrEnum):
    EXACT_PATTERNS = "exact-patterns"
    LOWER_POSITIVE_TOTAL = "lower-positive-total"
    SEED_001 = "seed-001"

    def __str__(self) -> str:
        return str(self.value)
