from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Violation")



@_attrs_define
class Violation:
    """ 
        Attributes:
            rule (str): The rule, in words.
            reason (str): What in the move broke it, in words.
            source (str): Seed file and section of the rule.
            field (str | Unset): JSON path of the offending part of the move, when one part is.
     """

    rule: str
    reason: str
    source: str
    field: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        reason = self.reason

        source = self.source

        field = self.field


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rule": rule,
            "reason": reason,
            "source": source,
        })
        if field is not UNSET:
            field_dict["field"] = field

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        reason = d.pop("reason")

        source = d.pop("source")

        field = d.pop("field", UNSET)

        violation = cls(
            rule=rule,
            reason=reason,
            source=source,
            field=field,
        )

        return violation

