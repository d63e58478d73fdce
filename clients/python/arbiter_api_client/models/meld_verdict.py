from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.joker_meaning import JokerMeaning





T = TypeVar("T", bound="MeldVerdict")



@_attrs_define
class MeldVerdict:
    """ 
        Attributes:
            meld (list[str]):
            valid (bool):
            kind (None | str): group, run, or 'group or run'; null when not valid.
            value (int | None): Sum of the numbers the tiles stand for (the better reading).
            jokers (list[JokerMeaning]):
            reason (None | str): Why the meld is not valid; null when it is.
     """

    meld: list[str]
    valid: bool
    kind: None | str
    value: int | None
    jokers: list[JokerMeaning]
    reason: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.joker_meaning import JokerMeaning # noqa: PLC0415
        meld = self.meld



        valid = self.valid

        kind: None | str
        kind = self.kind

        value: int | None
        value = self.value

        jokers = []
        for jokers_item_data in self.jokers:
            jokers_item = jokers_item_data.to_dict()
            jokers.append(jokers_item)



        reason: None | str
        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meld": meld,
            "valid": valid,
            "kind": kind,
            "value": value,
            "jokers": jokers,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.joker_meaning import JokerMeaning # noqa: PLC0415
        d = dict(src_dict)
        meld = cast(list[str], d.pop("meld"))


        valid = d.pop("valid")

        def _parse_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kind = _parse_kind(d.pop("kind"))


        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        jokers = []
        _jokers = d.pop("jokers")
        for jokers_item_data in (_jokers):
            jokers_item = JokerMeaning.from_dict(jokers_item_data)



            jokers.append(jokers_item)


        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        meld_verdict = cls(
            meld=meld,
            valid=valid,
            kind=kind,
            value=value,
            jokers=jokers,
            reason=reason,
        )

        return meld_verdict

