from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scoundrels_run_record import ScoundrelsRunRecord





T = TypeVar("T", bound="ScoundrelsRunReplayRequest")



@_attrs_define
class ScoundrelsRunReplayRequest:
    """ 
        Attributes:
            record (ScoundrelsRunRecord): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
            steps (bool | Unset): Also give every intermediate state and its events (records of at most 1000 moves).
                Default: False.
            sign (bool | Unset): Also give the record back signed by the service (`record`, its `signature` of origin
                "checked") when every move is legal; a record whose signature already holds comes back as it is. Needs the
                server's sealing keys (501 `sealing_unavailable` without). docs/records.md says what it proves. Default: False.
     """

    record: ScoundrelsRunRecord
    steps: bool | Unset = False
    sign: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.scoundrels_run_record import ScoundrelsRunRecord # noqa: PLC0415
        record = self.record.to_dict()

        steps = self.steps

        sign = self.sign


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "record": record,
        })
        if steps is not UNSET:
            field_dict["steps"] = steps
        if sign is not UNSET:
            field_dict["sign"] = sign

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scoundrels_run_record import ScoundrelsRunRecord # noqa: PLC0415
        d = dict(src_dict)
        record = ScoundrelsRunRecord.from_dict(d.pop("record"))




        steps = d.pop("steps", UNSET)

        sign = d.pop("sign", UNSET)

        scoundrels_run_replay_request = cls(
            record=record,
            steps=steps,
            sign=sign,
        )

        return scoundrels_run_replay_request

