from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.any_game_event import AnyGameEvent
  from ..models.bergamor_state import BergamorState
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.krayt_dragon_state import KraytDragonState
  from ..models.muggins_state import MugginsState
  from ..models.nerf_herder_state import NerfHerderState
  from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState
  from ..models.porg_foot_state import PorgFootState
  from ..models.rule_of_two_state import RuleOfTwoState
  from ..models.rummikub_state import RummikubState
  from ..models.sabaccino_cross_state import SabaccinoCrossState
  from ..models.sabaccinos_state import SabaccinosState
  from ..models.scoundrels_run_state import ScoundrelsRunState
  from ..models.sleemo_state import SleemoState
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState
  from ..models.traditional_sabacc_state import TraditionalSabaccState





T = TypeVar("T", bound="ReplayStep")



@_attrs_define
class ReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState |
                NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState
                | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState):
            events (list[AnyGameEvent]):
     """

    index: int
    move: Any
    state: BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState
    events: list[AnyGameEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_game_event import AnyGameEvent # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        index = self.index

        move = self.move

        state: dict[str, Any]
        if isinstance(self.state, CorellianSpikeState):
            state = self.state.to_dict()
        elif isinstance(self.state, TraditionalSabaccState):
            state = self.state.to_dict()
        elif isinstance(self.state, SabaccinosState):
            state = self.state.to_dict()
        elif isinstance(self.state, MugginsState):
            state = self.state.to_dict()
        elif isinstance(self.state, TatooineSpiceTrainState):
            state = self.state.to_dict()
        elif isinstance(self.state, PorgFootState):
            state = self.state.to_dict()
        elif isinstance(self.state, BergamorState):
            state = self.state.to_dict()
        elif isinstance(self.state, NerfHerderState):
            state = self.state.to_dict()
        elif isinstance(self.state, SabaccinoCrossState):
            state = self.state.to_dict()
        elif isinstance(self.state, ScoundrelsRunState):
            state = self.state.to_dict()
        elif isinstance(self.state, RuleOfTwoState):
            state = self.state.to_dict()
        elif isinstance(self.state, NeverTellMeTheOddsState):
            state = self.state.to_dict()
        elif isinstance(self.state, KraytDragonState):
            state = self.state.to_dict()
        elif isinstance(self.state, SleemoState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "move": move,
            "state": state,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_game_event import AnyGameEvent # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        def _parse_state(data: object) -> BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_0 = CorellianSpikeState.from_dict(data)



                return componentsschemas_any_game_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_1 = TraditionalSabaccState.from_dict(data)



                return componentsschemas_any_game_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_2 = SabaccinosState.from_dict(data)



                return componentsschemas_any_game_state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_3 = MugginsState.from_dict(data)



                return componentsschemas_any_game_state_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_4 = TatooineSpiceTrainState.from_dict(data)



                return componentsschemas_any_game_state_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_5 = PorgFootState.from_dict(data)



                return componentsschemas_any_game_state_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_6 = BergamorState.from_dict(data)



                return componentsschemas_any_game_state_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_7 = NerfHerderState.from_dict(data)



                return componentsschemas_any_game_state_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_8 = SabaccinoCrossState.from_dict(data)



                return componentsschemas_any_game_state_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_9 = ScoundrelsRunState.from_dict(data)



                return componentsschemas_any_game_state_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_10 = RuleOfTwoState.from_dict(data)



                return componentsschemas_any_game_state_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_11 = NeverTellMeTheOddsState.from_dict(data)



                return componentsschemas_any_game_state_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_12 = KraytDragonState.from_dict(data)



                return componentsschemas_any_game_state_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_13 = SleemoState.from_dict(data)



                return componentsschemas_any_game_state_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_state_type_14 = RummikubState.from_dict(data)



            return componentsschemas_any_game_state_type_14

        state = _parse_state(d.pop("state"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = AnyGameEvent.from_dict(events_item_data)



            events.append(events_item)


        replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return replay_step

