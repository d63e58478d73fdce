from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sleemo_options_blocked import SleemoOptionsBlocked
from ..models.sleemo_options_place_after_draw import SleemoOptionsPlaceAfterDraw
from ..types import UNSET, Unset






T = TypeVar("T", bound="SleemoOptions")



@_attrs_define
class SleemoOptions:
    """ Options by name; a missing one takes its default.

        Attributes:
            target (int | Unset): The score that wins the match (seed 000: 'usually 100, 300 or 500 points'); 0 plays
                `rounds` rounds instead (Gameplay: 'usually played for a set number of rounds'). At most 500: a match to it ends
                in tens of rounds, within every ceiling. Default: 100.
            rounds (int | Unset): Rounds in the match when `target` is 0 (seed 000: 'usually between 3 to five'). Default:
                3.
            blocked (SleemoOptionsBlocked | Unset): A blocked round (nobody can place; the seed says nothing of it):
                'lowest-pips' - the player with the lowest pip count wins the round, a tie wins nothing; 'none' - nobody wins.
                Default: SleemoOptionsBlocked.LOWEST_PIPS.
            place_after_draw (SleemoOptionsPlaceAfterDraw | Unset): A player who drew on their turn (seed 000 Sleemo, Player
                turn: 'The player may make a legal move using any of the new tiles if possible. If they still cannot place, they
                pass'): 'may' - placing a tile that now fits is allowed, passing too; 'must' - a player who can place must.
                Default: SleemoOptionsPlaceAfterDraw.MAY.
     """

    target: int | Unset = 100
    rounds: int | Unset = 3
    blocked: SleemoOptionsBlocked | Unset = SleemoOptionsBlocked.LOWEST_PIPS
    place_after_draw: SleemoOptionsPlaceAfterDraw | Unset = SleemoOptionsPlaceAfterDraw.MAY





    def to_dict(self) -> dict[str, Any]:
        target = self.target

        rounds = self.rounds

        blocked: str | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = self.blocked.value


        place_after_draw: str | Unset = UNSET
        if not isinstance(self.place_after_draw, Unset):
            place_after_draw = self.place_after_draw.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if target is not UNSET:
            field_dict["target"] = target
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if blocked is not UNSET:
            field_dict["blocked"] = blocked
        if place_after_draw is not UNSET:
            field_dict["place_after_draw"] = place_after_draw

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target", UNSET)

        rounds = d.pop("rounds", UNSET)

        _blocked = d.pop("blocked", UNSET)
        blocked: SleemoOptionsBlocked | Unset
        if isinstance(_blocked,  Unset):
            blocked = UNSET
        else:
            blocked = SleemoOptionsBlocked(_blocked)




        _place_after_draw = d.pop("place_after_draw", UNSET)
        place_after_draw: SleemoOptionsPlaceAfterDraw | Unset
        if isinstance(_place_after_draw,  Unset):
            place_after_draw = UNSET
        else:
            place_after_draw = SleemoOptionsPlaceAfterDraw(_place_after_draw)




        sleemo_options = cls(
            target=target,
            rounds=rounds,
            blocked=blocked,
            place_after_draw=place_after_draw,
        )

        return sleemo_options

