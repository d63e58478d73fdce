from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RummikubPenalty")



@_attrs_define
class RummikubPenalty:
    """ Take back the turn and draw three tiles.

        Attributes:
            action (Literal['penalty']):
            tiles (list[RummikubTile] | Unset):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['penalty']
    tiles: list[RummikubTile] | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = []
            for tiles_item_data in self.tiles:
                tiles_item = tiles_item_data.value
                tiles.append(tiles_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['penalty'] , d.pop("action"))
        if action != 'penalty':
            raise ValueError(f"action must match const 'penalty', got '{action}'")

        _tiles = d.pop("tiles", UNSET)
        tiles: list[RummikubTile] | Unset = UNSET
        if _tiles is not UNSET:
            tiles = []
            for tiles_item_data in _tiles:
                tiles_item = RummikubTile(tiles_item_data)



                tiles.append(tiles_item)


        text = d.pop("text", UNSET)

        rummikub_penalty = cls(
            action=action,
            tiles=tiles,
            text=text,
        )

        return rummikub_penalty

