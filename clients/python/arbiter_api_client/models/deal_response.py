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
  from ..models.bergamor_view import BergamorView
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.corellian_spike_view import CorellianSpikeView
  from ..models.krayt_dragon_state import KraytDragonState
  from ..models.krayt_dragon_view import KraytDragonView
  from ..models.muggins_state import MugginsState
  from ..models.muggins_view import MugginsView
  from ..models.nerf_herder_state import NerfHerderState
  from ..models.nerf_herder_view import NerfHerderView
  from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState
  from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView
  from ..models.porg_foot_state import PorgFootState
  from ..models.porg_foot_view import PorgFootView
  from ..models.rule_of_two_state import RuleOfTwoState
  from ..models.rule_of_two_view import RuleOfTwoView
  from ..models.rummikub_state import RummikubState
  from ..models.rummikub_view import RummikubView
  from ..models.sabaccino_cross_state import SabaccinoCrossState
  from ..models.sabaccino_cross_view import SabaccinoCrossView
  from ..models.sabaccinos_state import SabaccinosState
  from ..models.sabaccinos_view import SabaccinosView
  from ..models.scoundrels_run_state import ScoundrelsRunState
  from ..models.scoundrels_run_view import ScoundrelsRunView
  from ..models.sleemo_state import SleemoState
  from ..models.sleemo_view import SleemoView
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState
  from ..models.tatooine_spice_train_view import TatooineSpiceTrainView
  from ..models.traditional_sabacc_state import TraditionalSabaccState
  from ..models.traditional_sabacc_view import TraditionalSabaccView





T = TypeVar("T", bound="DealResponse")



@_attrs_define
class DealResponse:
    """ 
        Attributes:
            state (BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState |
                NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState
                | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset):
            token (str | Unset): The sealed game (a sealed deal).
            seat_keys (list[str] | Unset): A sealed deal: each seat's key, by seat; hand each to its player.
            view (BergamorView | CorellianSpikeView | KraytDragonView | MugginsView | NerfHerderView |
                NeverTellMeTheOddsView | PorgFootView | RuleOfTwoView | RummikubView | SabaccinoCrossView | SabaccinosView |
                ScoundrelsRunView | SleemoView | TatooineSpiceTrainView | TraditionalSabaccView | Unset):
     """

    state: BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset = UNSET
    token: str | Unset = UNSET
    seat_keys: list[str] | Unset = UNSET
    view: BergamorView | CorellianSpikeView | KraytDragonView | MugginsView | NerfHerderView | NeverTellMeTheOddsView | PorgFootView | RuleOfTwoView | RummikubView | SabaccinoCrossView | SabaccinosView | ScoundrelsRunView | SleemoView | TatooineSpiceTrainView | TraditionalSabaccView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.bergamor_view import BergamorView # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_view import CorellianSpikeView # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.porg_foot_view import PorgFootView # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.scoundrels_run_view import ScoundrelsRunView # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
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

        seat_keys: list[str] | Unset = UNSET
        if not isinstance(self.seat_keys, Unset):
            seat_keys = self.seat_keys



        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, CorellianSpikeView):
            view = self.view.to_dict()
        elif isinstance(self.view, TraditionalSabaccView):
            view = self.view.to_dict()
        elif isinstance(self.view, SabaccinosView):
            view = self.view.to_dict()
        elif isinstance(self.view, MugginsView):
            view = self.view.to_dict()
        elif isinstance(self.view, TatooineSpiceTrainView):
            view = self.view.to_dict()
        elif isinstance(self.view, PorgFootView):
            view = self.view.to_dict()
        elif isinstance(self.view, BergamorView):
            view = self.view.to_dict()
        elif isinstance(self.view, NerfHerderView):
            view = self.view.to_dict()
        elif isinstance(self.view, SabaccinoCrossView):
            view = self.view.to_dict()
        elif isinstance(self.view, ScoundrelsRunView):
            view = self.view.to_dict()
        elif isinstance(self.view, RuleOfTwoView):
            view = self.view.to_dict()
        elif isinstance(self.view, NeverTellMeTheOddsView):
            view = self.view.to_dict()
        elif isinstance(self.view, KraytDragonView):
            view = self.view.to_dict()
        elif isinstance(self.view, SleemoView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token
        if seat_keys is not UNSET:
            field_dict["seat_keys"] = seat_keys
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.bergamor_view import BergamorView # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_view import CorellianSpikeView # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.porg_foot_view import PorgFootView # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.scoundrels_run_view import ScoundrelsRunView # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
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

        seat_keys = cast(list[str], d.pop("seat_keys", UNSET))


        def _parse_view(data: object) -> BergamorView | CorellianSpikeView | KraytDragonView | MugginsView | NerfHerderView | NeverTellMeTheOddsView | PorgFootView | RuleOfTwoView | RummikubView | SabaccinoCrossView | SabaccinosView | ScoundrelsRunView | SleemoView | TatooineSpiceTrainView | TraditionalSabaccView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_0 = CorellianSpikeView.from_dict(data)



                return componentsschemas_any_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_1 = TraditionalSabaccView.from_dict(data)



                return componentsschemas_any_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_2 = SabaccinosView.from_dict(data)



                return componentsschemas_any_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_3 = MugginsView.from_dict(data)



                return componentsschemas_any_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_4 = TatooineSpiceTrainView.from_dict(data)



                return componentsschemas_any_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_5 = PorgFootView.from_dict(data)



                return componentsschemas_any_game_view_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_6 = BergamorView.from_dict(data)



                return componentsschemas_any_game_view_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_7 = NerfHerderView.from_dict(data)



                return componentsschemas_any_game_view_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_8 = SabaccinoCrossView.from_dict(data)



                return componentsschemas_any_game_view_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_9 = ScoundrelsRunView.from_dict(data)



                return componentsschemas_any_game_view_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_10 = RuleOfTwoView.from_dict(data)



                return componentsschemas_any_game_view_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_11 = NeverTellMeTheOddsView.from_dict(data)



                return componentsschemas_any_game_view_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_12 = KraytDragonView.from_dict(data)



                return componentsschemas_any_game_view_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_13 = SleemoView.from_dict(data)



                return componentsschemas_any_game_view_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_view_type_14 = RummikubView.from_dict(data)



            return componentsschemas_any_game_view_type_14

        view = _parse_view(d.pop("view", UNSET))


        deal_response = cls(
            state=state,
            token=token,
            seat_keys=seat_keys,
            view=view,
        )

        return deal_response

