from enum import StrEnum

class SabaccinoTile(StrEnum):
    VALUE_0 = "0-0"
    VALUE_1 = "0-1"
    VALUE_10 = "1-4"
    VALUE_11 = "1-5"
    VALUE_12 = "1-6"
    VALUE_13 = "2-2"
    VALUE_14 = "2-3"
    VALUE_15 = "2-4"
    VALUE_16 = "2-5"
    VALUE_17 = "2-6"
    VALUE_18 = "3-3"
    VALUE_19 = "3-4"
    VALUE_2 = "0-2"
    VALUE_20 = "3-5"
    VALUE_21 = "3-6"
    VALUE_22 = "4-4"
    VALUE_23 = "4-5"
    VALUE_24 = "4-6"
    VALUE_25 = "5-5"
    VALUE_26 = "5-6"
    VALUE_27 = "6-6"
    VALUE_3 = "0-3"
    VALUE_4 = "0-4"
    VALUE_5 = "0-5"
    VALUE_6 = "0-6"
    VALUE_7 = "1-1"
    VALUE_8 = "1-2"
    VALUE_9 = "1-3"

    def __str__(self) -> str:
        return str(self.value)
