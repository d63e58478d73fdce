from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_signature_origin import RecordSignatureOrigin






T = TypeVar("T", bound="RecordSignature")



@_attrs_define
class RecordSignature:
    """ The service's signature of a record it wrote (docs/records.md says what it proves and what it does not); replay says
    whether it holds (`signed`).

        Attributes:
            key (str): The id of the sealing key that signed (ARBITER_SEAL_KEYS; docs/security.md).
            origin (RecordSignatureOrigin): "sealed": the service dealt the game sealed and recorded every move as it played
                it; "checked": the service replayed a record it was sent and found every move legal (it did not see the game
                played).
            mac (str): HMAC-SHA-256 of the record (all but `signature` and `tags`), URL-safe base64 without padding.
     """

    key: str
    origin: RecordSignatureOrigin
    mac: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        origin = self.origin.value

        mac = self.mac


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "origin": origin,
            "mac": mac,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        origin = RecordSignatureOrigin(d.pop("origin"))




        mac = d.pop("mac")

        record_signature = cls(
            key=key,
            origin=origin,
            mac=mac,
        )

        return record_signature

