from enum import StrEnum

class SabaccinosReplayResponseSigned(StrEnum):
    ABSENT = "absent"
    INVALID = "invalid"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
