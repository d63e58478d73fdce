from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.replay_response_signed import ReplayResponseSigned
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.any_game_record import AnyGameRecord
  from ..models.bergamor_state import BergamorState
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.first_illegal import FirstIllegal
  from ..models.krayt_dragon_state import KraytDragonState
  from ..models.muggins_state import MugginsState
  from ..models.nerf_herder_state import NerfHerderState
  from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState
  from ..models.porg_foot_state import PorgFootState
  from ..models.replay_step import ReplayStep
  from ..models.rule_of_two_state import RuleOfTwoState
  from ..models.rummikub_state import RummikubState
  from ..models.sabaccino_cross_state import SabaccinoCrossState
  from ..models.sabaccinos_state import SabaccinosState
  from ..models.score_response import ScoreResponse
  from ..models.scoundrels_run_state import ScoundrelsRunState
  from ..models.sleemo_state import SleemoState
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState
  from ..models.traditional_sabacc_state import TraditionalSabaccState





T = TypeVar("T", bound="ReplayResponse")



@_attrs_define
class ReplayResponse:
    """ 
        Attributes:
            state (BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState |
                NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState
                | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState):
            score (ScoreResponse):
            moves (int): How many moves were accepted.
            first_illegal (FirstIllegal | None): null, or the first move refused.
            signed (ReplayResponseSigned): Whether the record's signature holds: "valid" (this service signed this very
                record, with a key it holds), "invalid" (altered since, or signed with a key this server does not hold), or
                "absent" (no signature). docs/records.md, Signatures.
            start (BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState |
                NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState
                | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset):
            steps (list[ReplayStep] | Unset): With steps: one entry per move accepted.
            record (AnyGameRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    state: BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState
    score: ScoreResponse
    moves: int
    first_illegal: FirstIllegal | None
    signed: ReplayResponseSigned
    start: BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset = UNSET
    steps: list[ReplayStep] | Unset = UNSET
    record: AnyGameRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_game_record import AnyGameRecord # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.replay_step import ReplayStep # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.score_response import ScoreResponse # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
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


        score = self.score.to_dict()

        moves = self.moves

        first_illegal: dict[str, Any] | None
        if isinstance(self.first_illegal, FirstIllegal):
            first_illegal = self.first_illegal.to_dict()
        else:
            first_illegal = self.first_illegal

        signed = self.signed.value

        start: dict[str, Any] | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, CorellianSpikeState):
            start = self.start.to_dict()
        elif isinstance(self.start, TraditionalSabaccState):
            start = self.start.to_dict()
        elif isinstance(self.start, SabaccinosState):
            start = self.start.to_dict()
        elif isinstance(self.start, MugginsState):
            start = self.start.to_dict()
        elif isinstance(self.start, TatooineSpiceTrainState):
            start = self.start.to_dict()
        elif isinstance(self.start, PorgFootState):
            start = self.start.to_dict()
        elif isinstance(self.start, BergamorState):
            start = self.start.to_dict()
        elif isinstance(self.start, NerfHerderState):
            start = self.start.to_dict()
        elif isinstance(self.start, SabaccinoCrossState):
            start = self.start.to_dict()
        elif isinstance(self.start, ScoundrelsRunState):
            start = self.start.to_dict()
        elif isinstance(self.start, RuleOfTwoState):
            start = self.start.to_dict()
        elif isinstance(self.start, NeverTellMeTheOddsState):
            start = self.start.to_dict()
        elif isinstance(self.start, KraytDragonState):
            start = self.start.to_dict()
        elif isinstance(self.start, SleemoState):
            start = self.start.to_dict()
        else:
            start = self.start.to_dict()


        steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.steps, Unset):
            steps = []
            for steps_item_data in self.steps:
                steps_item = steps_item_data.to_dict()
                steps.append(steps_item)



        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "score": score,
            "moves": moves,
            "first_illegal": first_illegal,
            "signed": signed,
        })
        if start is not UNSET:
            field_dict["start"] = start
        if steps is not UNSET:
            field_dict["steps"] = steps
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_game_record import AnyGameRecord # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.replay_step import ReplayStep # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.score_response import ScoreResponse # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        d = dict(src_dict)
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


        score = ScoreResponse.from_dict(d.pop("score"))




        moves = d.pop("moves")

        def _parse_first_illegal(data: object) -> FirstIllegal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_illegal_type_0 = FirstIllegal.from_dict(data)



                return first_illegal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FirstIllegal | None, data)

        first_illegal = _parse_first_illegal(d.pop("first_illegal"))


        signed = ReplayResponseSigned(d.pop("signed"))




        def _parse_start(data: object) -> BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset:
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

        start = _parse_start(d.pop("start", UNSET))


        _steps = d.pop("steps", UNSET)
        steps: list[ReplayStep] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = ReplayStep.from_dict(steps_item_data)



                steps.append(steps_item)


        _record = d.pop("record", UNSET)
        record: AnyGameRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = AnyGameRecord.from_dict(_record)




        replay_response = cls(
            state=state,
            score=score,
            moves=moves,
            first_illegal=first_illegal,
            signed=signed,
            start=start,
            steps=steps,
            record=record,
        )

        return replay_response

