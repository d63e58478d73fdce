from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from typing import cast






T = TypeVar("T", bound="NerfHerderStateScoringItem")



@_attrs_define
class NerfHerderStateScoringItem:
    """ 
        Attributes:
            player (int):
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            points (int):
            ends (list[int]):
     """

    player: int
    tile: SabaccinoTile
    points: int
    ends: list[int]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        tile = self.tile.value

        points = self.points

        ends = self.ends




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "tile": tile,
            "points": points,
            "ends": ends,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        tile = SabaccinoTile(d.pop("tile"))




        points = d.pop("points")

        ends = cast(list[int], d.pop("ends"))


        nerf_herder_state_scoring_item = cls(
            player=player,
            tile=tile,
            points=points,
            ends=ends,
        )

        return nerf_herder_state_scoring_item

