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






T = TypeVar("T", bound="RummikubDrawEvent")



@_attrs_define
class RummikubDrawEvent:
    """ In an answer for a viewer, tiles another seat drew face down are only counted (`tiles_count` instead of `tiles`).

        Attributes:
            event (Literal['draw']):
            player (int):
            pool (int):
            tiles (list[RummikubTile] | Unset):
            tiles_count (int | Unset):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['draw']
    player: int
    pool: int
    tiles: list[RummikubTile] | Unset = UNSET
    tiles_count: int | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        pool = self.pool

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = []
            for tiles_item_data in self.tiles:
                tiles_item = tiles_item_data.value
                tiles.append(tiles_item)



        tiles_count = self.tiles_count

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "pool": pool,
        })
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if tiles_count is not UNSET:
            field_dict["tiles_count"] = tiles_count
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['draw'] , d.pop("event"))
        if event != 'draw':
            raise ValueError(f"event must match const 'draw', got '{event}'")

        player = d.pop("player")

        pool = d.pop("pool")

        _tiles = d.pop("tiles", UNSET)
        tiles: list[RummikubTile] | Unset = UNSET
        if _tiles is not UNSET:
            tiles = []
            for tiles_item_data in _tiles:
                tiles_item = RummikubTile(tiles_item_data)



                tiles.append(tiles_item)


        tiles_count = d.pop("tiles_count", UNSET)

        text = d.pop("text", UNSET)

        rummikub_draw_event = cls(
            event=event,
            player=player,
            pool=pool,
            tiles=tiles,
            tiles_count=tiles_count,
            text=text,
        )

        return rummikub_draw_event

