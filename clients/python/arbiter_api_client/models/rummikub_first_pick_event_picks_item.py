from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile






T = TypeVar("T", bound="RummikubFirstPickEventPicksItem")



@_attrs_define
class RummikubFirstPickEventPicksItem:
    """ 
        Attributes:
            player (int):
            tile (RummikubTile): A tile: colour K, R, B or Y and number 1-13 (R9, K13), or J for a joker. A tile set holds
                two of each, but sabra-104 holds one red 9 and one yellow 5 (option tile_set).
     """

    player: int
    tile: RummikubTile





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        tile = self.tile.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        tile = RummikubTile(d.pop("tile"))




        rummikub_first_pick_event_picks_item = cls(
            player=player,
            tile=tile,
        )

        return rummikub_first_pick_event_picks_item

