from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.muggins_view_options_cannot_place import MugginsViewOptionsCannotPlace
from ..models.muggins_view_options_count import MugginsViewOptionsCount
from ..types import UNSET, Unset






T = TypeVar("T", bound="MugginsViewOptions")



@_attrs_define
class MugginsViewOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            target (int | Unset): The score that wins the match (seed 000: 'usually 100 or 150'). At most 300: a match to it
                ends in tens of rounds, within every ceiling. Default: 100.
            open_with_decider (bool | Unset): The opener must place the tile that made them opener (their lowest double, or
                lowest tile); false lets them place any tile of their stock. Default: True.
            draw (bool | Unset): Kept for states saved before 'cannot_place': true is 'cannot_place' 'draw' (choice B of
                seed 000 Muggins, Player turn: draw until a tile fits, passing only when the boneyard is empty). Default: False.
            count (MugginsViewOptionsCount | Unset): How the ends are counted (seed 000 Muggins, Scoring: 'the sum of the
                open ends'): 'exposed' - a crosswise double at an exposed end of the layout counts both its halves (5-5 counts
                10), until tiles lie against two of its edges (then it counts nothing, its free edges staying open for play), as
                Muggins, All Fives and Five Up players count; 'edges' - every open edge counts the value it shows (an opening
                5-5 counts 20). Default: MugginsViewOptionsCount.EXPOSED.
            cannot_place (MugginsViewOptionsCannotPlace | Unset): A player who cannot place (seed 000 Muggins, Player turn:
                'their either A) pass on their go or B) draw from the Boneyard'): 'choice' - at each such turn the player passes
                or draws one tile, while the boneyard has tiles; 'pass' - always passes (A); 'draw' - draws until a tile fits,
                passing only when the boneyard is empty (B). Option draw true is the same as 'draw'. Default:
                MugginsViewOptionsCannotPlace.CHOICE.
     """

    target: int | Unset = 100
    open_with_decider: bool | Unset = True
    draw: bool | Unset = False
    count: MugginsViewOptionsCount | Unset = MugginsViewOptionsCount.EXPOSED
    cannot_place: MugginsViewOptionsCannotPlace | Unset = MugginsViewOptionsCannotPlace.CHOICE





    def to_dict(self) -> dict[str, Any]:
        target = self.target

        open_with_decider = self.open_with_decider

        draw = self.draw

        count: str | Unset = UNSET
        if not isinstance(self.count, Unset):
            count = self.count.value


        cannot_place: str | Unset = UNSET
        if not isinstance(self.cannot_place, Unset):
            cannot_place = self.cannot_place.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if target is not UNSET:
            field_dict["target"] = target
        if open_with_decider is not UNSET:
            field_dict["open_with_decider"] = open_with_decider
        if draw is not UNSET:
            field_dict["draw"] = draw
        if count is not UNSET:
            field_dict["count"] = count
        if cannot_place is not UNSET:
            field_dict["cannot_place"] = cannot_place

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target", UNSET)

        open_with_decider = d.pop("open_with_decider", UNSET)

        draw = d.pop("draw", UNSET)

        _count = d.pop("count", UNSET)
        count: MugginsViewOptionsCount | Unset
        if isinstance(_count,  Unset):
            count = UNSET
        else:
            count = MugginsViewOptionsCount(_count)




        _cannot_place = d.pop("cannot_place", UNSET)
        cannot_place: MugginsViewOptionsCannotPlace | Unset
        if isinstance(_cannot_place,  Unset):
            cannot_place = UNSET
        else:
            cannot_place = MugginsViewOptionsCannotPlace(_cannot_place)




        muggins_view_options = cls(
            target=target,
            open_with_decider=open_with_decider,
            draw=draw,
            count=count,
            cannot_place=cannot_place,
        )

        return muggins_view_options

