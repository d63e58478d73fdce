from enum import StrEnum

class MugginsReplayResponseSigned(StrEnum):
    ABSENT = "absent"
    INVALID = "invalid"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
