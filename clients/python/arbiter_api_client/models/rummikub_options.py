from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_options_empty_pool_scoring import RummikubOptionsEmptyPoolScoring
from ..models.rummikub_options_tile_set import RummikubOptionsTileSet
from ..types import UNSET, Unset






T = TypeVar("T", bound="RummikubOptions")



@_attrs_define
class RummikubOptions:
    """ Options by name; a missing one takes its default.

        Attributes:
            tile_set (RummikubOptionsTileSet | Unset): Which tiles: 'sabra-104', the seed's set (two jokers take the place
                of one red 9 and one yellow 5; seed 004 Tiles used), or 'standard-106' (all 104 numbered tiles and two jokers).
                Default: RummikubOptionsTileSet.SABRA_104.
            initial_meld (int | Unset): Least worth of the initial meld (seed 004 The play: 'at least 30 points'). Default:
                30.
            rearrange_on_opening (bool | Unset): Whether the player may add to melds and rearrange the table on the turn of
                the initial meld (seed 004 The play: 'on the same or subsequent turns'); false forbids it, as other editions do.
                Default: True.
            freed_joker_new_meld (bool | Unset): Whether a joker freed by a swap may start a new meld. By default it goes
                into a combination already on the table (seed 004 The play: 'he may then apply the joker to some other existing
                combination on the table'); true lets it start a new meld too, as many published rules do. Default: False.
            empty_pool_scoring (RummikubOptionsEmptyPoolScoring | Unset): Scores when the pool runs out: 'less-own', the
                winner is credited with the others' rack totals less its own (seed 004 Scoring, last line); 'differences', with
                the sum of the differences between each loser's total and its own, each loser scoring minus that difference.
                Default: RummikubOptionsEmptyPoolScoring.LESS_OWN.
     """

    tile_set: RummikubOptionsTileSet | Unset = RummikubOptionsTileSet.SABRA_104
    initial_meld: int | Unset = 30
    rearrange_on_opening: bool | Unset = True
    freed_joker_new_meld: bool | Unset = False
    empty_pool_scoring: RummikubOptionsEmptyPoolScoring | Unset = RummikubOptionsEmptyPoolScoring.LESS_OWN





    def to_dict(self) -> dict[str, Any]:
        tile_set: str | Unset = UNSET
        if not isinstance(self.tile_set, Unset):
            tile_set = self.tile_set.value


        initial_meld = self.initial_meld

        rearrange_on_opening = self.rearrange_on_opening

        freed_joker_new_meld = self.freed_joker_new_meld

        empty_pool_scoring: str | Unset = UNSET
        if not isinstance(self.empty_pool_scoring, Unset):
            empty_pool_scoring = self.empty_pool_scoring.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if tile_set is not UNSET:
            field_dict["tile_set"] = tile_set
        if initial_meld is not UNSET:
            field_dict["initial_meld"] = initial_meld
        if rearrange_on_opening is not UNSET:
            field_dict["rearrange_on_opening"] = rearrange_on_opening
        if freed_joker_new_meld is not UNSET:
            field_dict["freed_joker_new_meld"] = freed_joker_new_meld
        if empty_pool_scoring is not UNSET:
            field_dict["empty_pool_scoring"] = empty_pool_scoring

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _tile_set = d.pop("tile_set", UNSET)
        tile_set: RummikubOptionsTileSet | Unset
        if isinstance(_tile_set,  Unset):
            tile_set = UNSET
        else:
            tile_set = RummikubOptionsTileSet(_tile_set)




        initial_meld = d.pop("initial_meld", UNSET)

        rearrange_on_opening = d.pop("rearrange_on_opening", UNSET)

        freed_joker_new_meld = d.pop("freed_joker_new_meld", UNSET)

        _empty_pool_scoring = d.pop("empty_pool_scoring", UNSET)
        empty_pool_scoring: RummikubOptionsEmptyPoolScoring | Unset
        if isinstance(_empty_pool_scoring,  Unset):
            empty_pool_scoring = UNSET
        else:
            empty_pool_scoring = RummikubOptionsEmptyPoolScoring(_empty_pool_scoring)




        rummikub_options = cls(
            tile_set=tile_set,
            initial_meld=initial_meld,
            rearrange_on_opening=rearrange_on_opening,
            freed_joker_new_meld=freed_joker_new_meld,
            empty_pool_scoring=empty_pool_scoring,
        )

        return rummikub_options

