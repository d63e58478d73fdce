from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nerf_herder_replay_response_signed import NerfHerderReplayResponseSigned
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.first_illegal import FirstIllegal
  from ..models.nerf_herder_record import NerfHerderRecord
  from ..models.nerf_herder_replay_step import NerfHerderReplayStep
  from ..models.nerf_herder_score_response import NerfHerderScoreResponse
  from ..models.nerf_herder_state import NerfHerderState





T = TypeVar("T", bound="NerfHerderReplayResponse")



@_attrs_define
class NerfHerderReplayResponse:
    """ 
        Attributes:
            state (NerfHerderState): A whole Nerf Herder state as the service writes it. Each of the 28 tiles is in exactly
                one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile
                by tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            score (NerfHerderScoreResponse):
            moves (int): How many moves were accepted.
            first_illegal (FirstIllegal | None): null, or the first move refused.
            signed (NerfHerderReplayResponseSigned): Whether the record's signature holds: "valid" (this service signed this
                very record, with a key it holds), "invalid" (altered since, or signed with a key this server does not hold), or
                "absent" (no signature). docs/records.md, Signatures.
            start (NerfHerderState | Unset): A whole Nerf Herder state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            steps (list[NerfHerderReplayStep] | Unset): With steps: one entry per move accepted.
            record (NerfHerderRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    state: NerfHerderState
    score: NerfHerderScoreResponse
    moves: int
    first_illegal: FirstIllegal | None
    signed: NerfHerderReplayResponseSigned
    start: NerfHerderState | Unset = UNSET
    steps: list[NerfHerderReplayStep] | Unset = UNSET
    record: NerfHerderRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.first_illegal import FirstIllegal # noqa: PLC0415
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_replay_step import NerfHerderReplayStep # noqa: PLC0415
        from ..models.nerf_herder_score_response import NerfHerderScoreResponse # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
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
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_replay_step import NerfHerderReplayStep # noqa: PLC0415
        from ..models.nerf_herder_score_response import NerfHerderScoreResponse # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        d = dict(src_dict)
        state = NerfHerderState.from_dict(d.pop("state"))




        score = NerfHerderScoreResponse.from_dict(d.pop("score"))




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


        signed = NerfHerderReplayResponseSigned(d.pop("signed"))




        _start = d.pop("start", UNSET)
        start: NerfHerderState | Unset
        if isinstance(_start,  Unset):
            start = UNSET
        else:
            start = NerfHerderState.from_dict(_start)




        _steps = d.pop("steps", UNSET)
        steps: list[NerfHerderReplayStep] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = NerfHerderReplayStep.from_dict(steps_item_data)



                steps.append(steps_item)


        _record = d.pop("record", UNSET)
        record: NerfHerderRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = NerfHerderRecord.from_dict(_record)




        nerf_herder_replay_response = cls(
            state=state,
            score=score,
            moves=moves,
            first_illegal=first_illegal,
            signed=signed,
            start=start,
            steps=steps,
            record=record,
        )

        return nerf_herder_replay_response

