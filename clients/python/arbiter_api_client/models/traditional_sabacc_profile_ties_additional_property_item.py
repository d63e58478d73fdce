from enum import StrEnum

class TraditionalSabaccProfileTiesAdditionalPropertyItem(StrEnum):
    CLOSEST_TO_PLUS_23 = "closest_to_plus_23"
    CLOSEST_TO_TARGET = "closest_to_target"
    MOST_CARDS = "most_cards"
    NEGATIVE_FIRST = "negative_first"
    PATTERN = "pattern"
    POSITIVE_FIRST = "positive_first"

    def __str__(self) -> str:
        return str(self.value)
