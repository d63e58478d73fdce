from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="ScoundrelsRunDealtEvent")



@_attrs_define
class ScoundrelsRunDealtEvent:
    """ 
        Attributes:
            event (Literal['dealt']):
            round_ (int):
            dealer (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['dealt']
    round_: int
    dealer: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        round_ = self.round_

        dealer = self.dealer

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "round": round_,
            "dealer": dealer,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['dealt'] , d.pop("event"))
        if event != 'dealt':
            raise ValueError(f"event must match const 'dealt', got '{event}'")

        round_ = d.pop("round")

        dealer = d.pop("dealer")

        text = d.pop("text", UNSET)

        scoundrels_run_dealt_event = cls(
            event=event,
            round_=round_,
            dealer=dealer,
            text=text,
        )

        return scoundrels_run_dealt_event

