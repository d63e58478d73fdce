from enum import StrEnum

class RecordSignatureOrigin(StrEnum):
    CHECKED = "checked"
    SEALED = "sealed"

    def __str__(self) -> str:
        return str(self.value)
