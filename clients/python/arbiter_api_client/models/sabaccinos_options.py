from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccinos_options_blocked import SabaccinosOptionsBlocked
from ..types import UNSET, Unset






T = TypeVar("T", bound="SabaccinosOptions")



@_attrs_define
class SabaccinosOptions:
    """ Options by name; a missing one takes its default.

        Attributes:
            draw (bool | Unset): The Draw variant (seed 000 Sabbacino Draw, Cross Draw, Krayt Dragon Draw): a player who
                cannot place draws from the boneyard until a tile fits, passing only when it is empty. Default: False.
            rounds (int | Unset): Rounds in the match (seed 000: 'usually between 3 to five'). Default: 3.
            blocked (SabaccinosOptionsBlocked | Unset): A blocked round (nobody can place; the seed says nothing of it):
                'lowest-pips' - the player with the lowest pip count wins the round, a tie wins nothing; 'none' - nobody wins.
                Default: SabaccinosOptionsBlocked.LOWEST_PIPS.
            open_with_decider (bool | Unset): The opener must place the tile that made them opener (their lowest double, or
                lowest tile); false lets them place any tile of their stock. Default: True.
     """

    draw: bool | Unset = False
    rounds: int | Unset = 3
    blocked: SabaccinosOptionsBlocked | Unset = SabaccinosOptionsBlocked.LOWEST_PIPS
    open_with_decider: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        draw = self.draw

        rounds = self.rounds

        blocked: str | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = self.blocked.value


        open_with_decider = self.open_with_decider


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if draw is not UNSET:
            field_dict["draw"] = draw
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if blocked is not UNSET:
            field_dict["blocked"] = blocked
        if open_with_decider is not UNSET:
            field_dict["open_with_decider"] = open_with_decider

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = d.pop("draw", UNSET)

        rounds = d.pop("rounds", UNSET)

        _blocked = d.pop("blocked", UNSET)
        blocked: SabaccinosOptionsBlocked | Unset
        if isinstance(_blocked,  Unset):
            blocked = UNSET
        else:
            blocked = SabaccinosOptionsBlocked(_blocked)




        open_with_decider = d.pop("open_with_decider", UNSET)

        sabaccinos_options = cls(
            draw=draw,
            rounds=rounds,
            blocked=blocked,
            open_with_decider=open_with_decider,
        )

        return sabaccinos_options

