from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="KraytDragonPlace")



@_attrs_define
class KraytDragonPlace:
    """ 
        Attributes:
            action (Literal['place']):
            tile (str): A tile, either half first ("3-5" or "5-3").
            end (int | None | Unset):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['place']
    tile: str
    end: int | None | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        tile = self.tile

        end: int | None | Unset
        if isinstance(self.end, Unset):
            end = UNSET
        else:
            end = self.end

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "tile": tile,
        })
        if end is not UNSET:
            field_dict["end"] = end
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['place'] , d.pop("action"))
        if action != 'place':
            raise ValueError(f"action must match const 'place', got '{action}'")

        tile = d.pop("tile")

        def _parse_end(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        end = _parse_end(d.pop("end", UNSET))


        text = d.pop("text", UNSET)

        krayt_dragon_place = cls(
            action=action,
            tile=tile,
            end=end,
            text=text,
        )

        return krayt_dragon_place

