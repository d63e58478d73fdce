from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.porg_foot_state_options_blocked import PorgFootStateOptionsBlocked
from ..types import UNSET, Unset






T = TypeVar("T", bound="PorgFootStateOptions")



@_attrs_define
class PorgFootStateOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            rounds (int | Unset): Rounds in the match (seed 000: 'usually between 3 to five'). Default: 3.
            blocked (PorgFootStateOptionsBlocked | Unset): A blocked round (nobody can place; the seed says nothing of it):
                'lowest-pips' - the player with the lowest pip count wins the round, a tie wins nothing; 'none' - nobody wins.
                Default: PorgFootStateOptionsBlocked.LOWEST_PIPS.
            hub_branches (int | Unset): Tiles the hub needs before play goes elsewhere: 3, as every double (seed 000: 'When
                a double is played, players must build 3 branches'), or 4, one on each of its sides. Default: 3.
            doubles_bonus (bool | Unset): Doubles Bonus (seed 000): 'When scoring, any doubles left in player's stock score
                double.' Default: False.
            holonet_interference (bool | Unset): HoloNet Interference (seed 000): a player who cannot place rolls the die
                instead of drawing: on a 1-3 they draw a tile, on a 4-6 they pass. Default: False.
            smugglers_standoff (bool | Unset): Smuggler's Standoff (seed 000): a double may be laid right after a double,
                anywhere it matches ('If two doubles are played back-to-back'); both porg feet must then be completed before
                play goes elsewhere. Default: False.
     """

    rounds: int | Unset = 3
    blocked: PorgFootStateOptionsBlocked | Unset = PorgFootStateOptionsBlocked.LOWEST_PIPS
    hub_branches: int | Unset = 3
    doubles_bonus: bool | Unset = False
    holonet_interference: bool | Unset = False
    smugglers_standoff: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        blocked: str | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = self.blocked.value


        hub_branches = self.hub_branches

        doubles_bonus = self.doubles_bonus

        holonet_interference = self.holonet_interference

        smugglers_standoff = self.smugglers_standoff


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if blocked is not UNSET:
            field_dict["blocked"] = blocked
        if hub_branches is not UNSET:
            field_dict["hub_branches"] = hub_branches
        if doubles_bonus is not UNSET:
            field_dict["doubles_bonus"] = doubles_bonus
        if holonet_interference is not UNSET:
            field_dict["holonet_interference"] = holonet_interference
        if smugglers_standoff is not UNSET:
            field_dict["smugglers_standoff"] = smugglers_standoff

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds", UNSET)

        _blocked = d.pop("blocked", UNSET)
        blocked: PorgFootStateOptionsBlocked | Unset
        if isinstance(_blocked,  Unset):
            blocked = UNSET
        else:
            blocked = PorgFootStateOptionsBlocked(_blocked)




        hub_branches = d.pop("hub_branches", UNSET)

        doubles_bonus = d.pop("doubles_bonus", UNSET)

        holonet_interference = d.pop("holonet_interference", UNSET)

        smugglers_standoff = d.pop("smugglers_standoff", UNSET)

        porg_foot_state_options = cls(
            rounds=rounds,
            blocked=blocked,
            hub_branches=hub_branches,
            doubles_bonus=doubles_bonus,
            holonet_interference=holonet_interference,
            smugglers_standoff=smugglers_standoff,
        )

        return porg_foot_state_options

