from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_replay_response_signed import TraditionalSabaccReplayResponseSigned
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.first_illegal import FirstIllegal
  from ..models.traditional_sabacc_record import TraditionalSabaccRecord
  from ..models.traditional_sabacc_replay_step import TraditionalSabaccReplayStep
  from ..models.traditional_sabacc_score_response import TraditionalSabaccScoreResponse
  from ..models.traditional_sabacc_state import TraditionalSabaccState





T = TypeVar("T", bound="TraditionalSabaccReplayResponse")



@_attrs_define
class TraditionalSabaccReplayResponse:
    """ 
        Attributes:
            state (TraditionalSabaccState): A whole Traditional 76-card Sabacc state as the service writes it. Every card of
                the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a player
                who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the sudden
                demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the hands.
            score (TraditionalSabaccScoreResponse):
            moves (int): How many moves were accepted.
            first_illegal (FirstIllegal | None): null, or the first move refused.
            signed (TraditionalSabaccReplayResponseSigned): Whether the record's signature holds: "valid" (this service
                signed this very record, with a key it holds), "invalid" (altered since, or signed with a key this server does
                not hold), or "absent" (no signature). docs/records.md, Signatures.
            start (TraditionalSabaccState | Unset): A whole Traditional 76-card Sabacc state as the service writes it. Every
                card of the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a
                player who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the
                sudden demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the
                hands.
            steps (list[TraditionalSabaccReplayStep] | Unset): With steps: one entry per move accepted.
            record (TraditionalSabaccRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    state: TraditionalSabaccState
    score: TraditionalSabaccScoreResponse
    moves: int
    first_illegal: FirstIllegal | None
    signed: TraditionalSabaccReplayResponseSigned
    start: TraditionalSabaccState | Unset = UNSET
    steps: list[TraditionalSabaccReplayStep] | Unset = UNSET
    record: TraditionalSabaccRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.traditional_sabacc_record import TraditionalSabaccRecord # noqa: PLC0415
        from ..models.traditional_sabacc_replay_step import TraditionalSabaccReplayStep # noqa: PLC0415
        from ..models.traditional_sabacc_score_response import TraditionalSabaccScoreResponse # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        state = self.state.to_dict()

        score = self.score.to_dict()

        moves = self.moves

        first_illegal: dict[str, Any] | None
        if isinstance(self.first_illegal, FirstIllegal):
            first_illegal = self.first_illegal.to_dict()
        else:
            first_illegal = self.first_illegal

        signed = self.signed.value

        start: dict[str, Any] | Unset = UNSET
        if not isinstance(self.start, Unset):
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
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.traditional_sabacc_record import TraditionalSabaccRecord # noqa: PLC0415
        from ..models.traditional_sabacc_replay_step import TraditionalSabaccReplayStep # noqa: PLC0415
        from ..models.traditional_sabacc_score_response import TraditionalSabaccScoreResponse # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        d = dict(src_dict)
        state = TraditionalSabaccState.from_dict(d.pop("state"))




        score = TraditionalSabaccScoreResponse.from_dict(d.pop("score"))




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


        signed = TraditionalSabaccReplayResponseSigned(d.pop("signed"))




        _start = d.pop("start", UNSET)
        start: TraditionalSabaccState | Unset
        if isinstance(_start,  Unset):
            start = UNSET
        else:
            start = TraditionalSabaccState.from_dict(_start)




        _steps = d.pop("steps", UNSET)
        steps: list[TraditionalSabaccReplayStep] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = TraditionalSabaccReplayStep.from_dict(steps_item_data)



                steps.append(steps_item)


        _record = d.pop("record", UNSET)
        record: TraditionalSabaccRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = TraditionalSabaccRecord.from_dict(_record)




        traditional_sabacc_replay_response = cls(
            state=state,
            score=score,
            moves=moves,
            first_illegal=first_illegal,
            signed=signed,
            start=start,
            steps=steps,
            record=record,
        )

        return traditional_sabacc_replay_response

