from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="KraytDragonDiscard")



@_attrs_define
class KraytDragonDiscard:
    """ 
        Attributes:
            action (Literal['discard']):
            tile (str): A tile, either half first ("3-5" or "5-3").
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['discard']
    tile: str
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        tile = self.tile

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "tile": tile,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['discard'] , d.pop("action"))
        if action != 'discard':
            raise ValueError(f"action must match const 'discard', got '{action}'")

        tile = d.pop("tile")

        text = d.pop("text", UNSET)

        krayt_dragon_discard = cls(
            action=action,
            tile=tile,
            text=text,
        )

        return krayt_dragon_discard

