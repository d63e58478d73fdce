from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="KraytDragonHuntEvent")



@_attrs_define
class KraytDragonHuntEvent:
    """ 
        Attributes:
            event (Literal['hunt']):
            reason (str):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['hunt']
    reason: str
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        reason = self.reason

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "reason": reason,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['hunt'] , d.pop("event"))
        if event != 'hunt':
            raise ValueError(f"event must match const 'hunt', got '{event}'")

        reason = d.pop("reason")

        text = d.pop("text", UNSET)

        krayt_dragon_hunt_event = cls(
            event=event,
            reason=reason,
            text=text,
        )

        return krayt_dragon_hunt_event

