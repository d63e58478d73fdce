from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RummikubStanding")



@_attrs_define
class RummikubStanding:
    """ One seat's score in Rummikub (another seat's `rack_points` are left out of an answer for a viewer while play goes
    on).

        Attributes:
            player (int):
            score (int):
            rack_tiles (int):
            initial_meld_done (bool):
            how (str):
            rack_points (int | Unset): The rack's total (a joker 30).
     """

    player: int
    score: int
    rack_tiles: int
    initial_meld_done: bool
    how: str
    rack_points: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        score = self.score

        rack_tiles = self.rack_tiles

        initial_meld_done = self.initial_meld_done

        how = self.how

        rack_points = self.rack_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "score": score,
            "rack_tiles": rack_tiles,
            "initial_meld_done": initial_meld_done,
            "how": how,
        })
        if rack_points is not UNSET:
            field_dict["rack_points"] = rack_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        score = d.pop("score")

        rack_tiles = d.pop("rack_tiles")

        initial_meld_done = d.pop("initial_meld_done")

        how = d.pop("how")

        rack_points = d.pop("rack_points", UNSET)

        rummikub_standing = cls(
            player=player,
            score=score,
            rack_tiles=rack_tiles,
            initial_meld_done=initial_meld_done,
            how=how,
            rack_points=rack_points,
        )

        return rummikub_standing

