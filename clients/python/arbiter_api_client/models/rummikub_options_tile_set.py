from enum import StrEnum

class RummikubOptionsTileSet(StrEnum):
    SABRA_104 = "sabra-104"
    STANDARD_106 = "standard-106"

    def __str__(self) -> str:
        return str(self.value)
