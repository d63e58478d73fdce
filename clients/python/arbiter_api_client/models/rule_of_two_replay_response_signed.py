from enum import StrEnum

class RuleOfTwoReplayResponseSigned(StrEnum):
    ABSENT = "absent"
    INVALID = "invalid"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
