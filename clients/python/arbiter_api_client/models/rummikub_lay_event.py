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






T = TypeVar("T", bound="RummikubLayEvent")



@_attrs_define
class RummikubLayEvent:
    """ 
        Attributes:
            event (Literal['lay']):
            player (int):
            tiles (list[RummikubTile]):
            points (int): What the laid tiles would have cost left on the rack: the sum of their numbers, a joker 30 (seed
                004 Scoring). Not their worth in the melds: the initial_meld event gives that.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['lay']
    player: int
    tiles: list[RummikubTile]
    points: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.value
            tiles.append(tiles_item)



        points = self.points

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "tiles": tiles,
            "points": points,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['lay'] , d.pop("event"))
        if event != 'lay':
            raise ValueError(f"event must match const 'lay', got '{event}'")

        player = d.pop("player")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = RummikubTile(tiles_item_data)



            tiles.append(tiles_item)


        points = d.pop("points")

        text = d.pop("text", UNSET)

        rummikub_lay_event = cls(
            event=event,
            player=player,
            tiles=tiles,
            points=points,
            text=text,
        )

        return rummikub_lay_event

