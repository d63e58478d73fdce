from enum import StrEnum

class TatooineSpiceTrainReplayResponseSigned(StrEnum):
    ABSENT = "absent"
    INVALID = "invalid"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
