from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SabaccinoStandingCurrent")



@_attrs_define
class SabaccinoStandingCurrent:
    """ While a round is in play: its figures so far (another seat's `pips` are left out of an answer for a viewer).

        Attributes:
            round_ (int):
            points (int):
            how (str):
            pips (int | Unset):
     """

    round_: int
    points: int
    how: str
    pips: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        points = self.points

        how = self.how

        pips = self.pips


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "points": points,
            "how": how,
        })
        if pips is not UNSET:
            field_dict["pips"] = pips

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        points = d.pop("points")

        how = d.pop("how")

        pips = d.pop("pips", UNSET)

        sabaccino_standing_current = cls(
            round_=round_,
            points=points,
            how=how,
            pips=pips,
        )

        return sabaccino_standing_current

