from enum import StrEnum

class CorellianSpikeProfileTiesAdditionalPropertyItem(StrEnum):
    CLOSEST_TO_ZERO = "closest_to_zero"
    HIGHER_POSITIVE_TOTAL = "higher_positive_total"
    HIGHEST_POSITIVE_CARD = "highest_positive_card"
    LOWER_POSITIVE_TOTAL = "lower_positive_total"
    MOST_CARDS = "most_cards"
    NEGATIVE_FIRST = "negative_first"
    PATTERN = "pattern"
    POSITIVE_FIRST = "positive_first"

    def __str__(self) -> str:
        return str(self.value)
