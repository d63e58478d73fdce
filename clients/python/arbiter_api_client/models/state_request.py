from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
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





T = TypeVar("T", bound="StateRequest")



@_attrs_define
class StateRequest:
    """ 
        Attributes:
            state (BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState |
                NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState
                | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset):
            token (str | Unset): A sealed game's token as the last answer gave it, instead of `state` (docs/security.md).
                Its header `arb1.<key id>.<game>.<move counter>.` is readable: a relay refuses a counter lower than the last it
                saw.
            seat_key (str | Unset): With `token`: one seat's key from the sealed deal. The answer is that seat's; without a
                key, a spectator's.
            viewer (int | str | Unset): A player index, or "spectator": the answer holds only what that viewer may see
                (moves only to the seat to move; standings without other seats' secrets). Without it the answer is complete,
                every seat's secrets included: for a trusted server only.
     """

    state: BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    viewer: int | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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
        state: dict[str, Any] | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, CorellianSpikeState):
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


        token = self.token

        seat_key = self.seat_key

        viewer: int | str | Unset
        if isinstance(self.viewer, Unset):
            viewer = UNSET
        else:
            viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key
        if viewer is not UNSET:
            field_dict["viewer"] = viewer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        def _parse_state(data: object) -> BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset:
            if isinstance(data, Unset):
                return data
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

        state = _parse_state(d.pop("state", UNSET))


        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        def _parse_viewer(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        viewer = _parse_viewer(d.pop("viewer", UNSET))


        state_request = cls(
            state=state,
            token=token,
            seat_key=seat_key,
            viewer=viewer,
        )

        return state_request

