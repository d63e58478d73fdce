from enum import StrEnum

class PorgFootReplayResponseSigned(StrEnum):
    ABSENT = "absent"
    INVALID = "invalid"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
