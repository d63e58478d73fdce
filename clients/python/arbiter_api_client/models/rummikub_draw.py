from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RummikubDraw")



@_attrs_define
class RummikubDraw:
    """ One tile from the pool (tile: the one drawn at a physical table).

        Attributes:
            action (Literal['draw']):
            tile (RummikubTile | Unset): A tile: colour K, R, B or Y and number 1-13 (R9, K13), or J for a joker. A tile set
                holds two of each, but sabra-104 holds one red 9 and one yellow 5 (option tile_set).
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['draw']
    tile: RummikubTile | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        tile: str | Unset = UNSET
        if not isinstance(self.tile, Unset):
            tile = self.tile.value


        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if tile is not UNSET:
            field_dict["tile"] = tile
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['draw'] , d.pop("action"))
        if action != 'draw':
            raise ValueError(f"action must match const 'draw', got '{action}'")

        _tile = d.pop("tile", UNSET)
        tile: RummikubTile | Unset
        if isinstance(_tile,  Unset):
            tile = UNSET
        else:
            tile = RummikubTile(_tile)




        text = d.pop("text", UNSET)

        rummikub_draw = cls(
            action=action,
            tile=tile,
            text=text,
        )

        return rummikub_draw

