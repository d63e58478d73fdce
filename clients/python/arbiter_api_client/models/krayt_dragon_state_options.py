from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.krayt_dragon_state_options_blocked import KraytDragonStateOptionsBlocked
from ..types import UNSET, Unset






T = TypeVar("T", bound="KraytDragonStateOptions")



@_attrs_define
class KraytDragonStateOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            draw (bool | Unset): The Draw variant (seed 000 Sabbacino Draw, Cross Draw, Krayt Dragon Draw): a player who
                cannot place draws from the boneyard until a tile fits, passing only when it is empty. Default: False.
            rounds (int | Unset): Rounds in the match (seed 000: 'usually between 3 to five'). Default: 3.
            blocked (KraytDragonStateOptionsBlocked | Unset): A blocked round (nobody can place; the seed says nothing of
                it): 'lowest-pips' - the player with the lowest pip count wins the round, a tie wins nothing; 'none' - nobody
                wins. Default: KraytDragonStateOptionsBlocked.LOWEST_PIPS.
     """

    draw: bool | Unset = False
    rounds: int | Unset = 3
    blocked: KraytDragonStateOptionsBlocked | Unset = KraytDragonStateOptionsBlocked.LOWEST_PIPS





    def to_dict(self) -> dict[str, Any]:
        draw = self.draw

        rounds = self.rounds

        blocked: str | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = self.blocked.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if draw is not UNSET:
            field_dict["draw"] = draw
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if blocked is not UNSET:
            field_dict["blocked"] = blocked

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = d.pop("draw", UNSET)

        rounds = d.pop("rounds", UNSET)

        _blocked = d.pop("blocked", UNSET)
        blocked: KraytDragonStateOptionsBlocked | Unset
        if isinstance(_blocked,  Unset):
            blocked = UNSET
        else:
            blocked = KraytDragonStateOptionsBlocked(_blocked)




        krayt_dragon_state_options = cls(
            draw=draw,
            rounds=rounds,
            blocked=blocked,
        )

        return krayt_dragon_state_options

