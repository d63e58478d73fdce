from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RummikubDealEvent")



@_attrs_define
class RummikubDealEvent:
    """ 
        Attributes:
            event (Literal['deal']):
            tiles_each (int):
            pool (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['deal']
    tiles_each: int
    pool: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        tiles_each = self.tiles_each

        pool = self.pool

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "tiles_each": tiles_each,
            "pool": pool,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['deal'] , d.pop("event"))
        if event != 'deal':
            raise ValueError(f"event must match const 'deal', got '{event}'")

        tiles_each = d.pop("tiles_each")

        pool = d.pop("pool")

        text = d.pop("text", UNSET)

        rummikub_deal_event = cls(
            event=event,
            tiles_each=tiles_each,
            pool=pool,
            text=text,
        )

        return rummikub_deal_event

