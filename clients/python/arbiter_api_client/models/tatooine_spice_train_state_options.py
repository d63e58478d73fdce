from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tatooine_spice_train_state_options_blocked import TatooineSpiceTrainStateOptionsBlocked
from ..types import UNSET, Unset






T = TypeVar("T", bound="TatooineSpiceTrainStateOptions")



@_attrs_define
class TatooineSpiceTrainStateOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            rounds (int | Unset): Rounds in the match (seed 000: 'usually between 3 to five'). Default: 3.
            target (int | Unset): 0 (seed 000 Goal and Gameplay: 'After a set number of rounds'): the match is `rounds`
                rounds. A positive score (Ending the game: 'until one player reaches the agreed score') deals rounds until one
                ends with a player at or past it. At most 300: a match to it ends in tens of rounds, within every ceiling.
                Default: 0.
            blocked (TatooineSpiceTrainStateOptionsBlocked | Unset): A blocked round (nobody can place; the seed says
                nothing of it): 'lowest-pips' - the player with the lowest pip count wins the round, a tie wins nothing; 'none'
                - nobody wins. Default: TatooineSpiceTrainStateOptionsBlocked.LOWEST_PIPS.
            late_trains (bool | Unset): After their first turn a player may still begin a new train on a free edge of the
                double sylop (seed 000: 'Afterwards, they can also play their tiles against any of the 'trains' in progress':
                'also', besides beginning trains); false: later turns go only on the trains in progress. Default: True.
     """

    rounds: int | Unset = 3
    target: int | Unset = 0
    blocked: TatooineSpiceTrainStateOptionsBlocked | Unset = TatooineSpiceTrainStateOptionsBlocked.LOWEST_PIPS
    late_trains: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        target = self.target

        blocked: str | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = self.blocked.value


        late_trains = self.late_trains


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if target is not UNSET:
            field_dict["target"] = target
        if blocked is not UNSET:
            field_dict["blocked"] = blocked
        if late_trains is not UNSET:
            field_dict["late_trains"] = late_trains

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds", UNSET)

        target = d.pop("target", UNSET)

        _blocked = d.pop("blocked", UNSET)
        blocked: TatooineSpiceTrainStateOptionsBlocked | Unset
        if isinstance(_blocked,  Unset):
            blocked = UNSET
        else:
            blocked = TatooineSpiceTrainStateOptionsBlocked(_blocked)




        late_trains = d.pop("late_trains", UNSET)

        tatooine_spice_train_state_options = cls(
            rounds=rounds,
            target=target,
            blocked=blocked,
            late_trains=late_trains,
        )

        return tatooine_spice_train_state_options

