from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_standing_rounds_item_ended import SabaccinoStandingRoundsItemEnded
from typing import cast






T = TypeVar("T", bound="SabaccinoStandingRoundsItem")



@_attrs_define
class SabaccinoStandingRoundsItem:
    """ 
        Attributes:
            round_ (int):
            pips (int):
            points (int):
            how (str):
            ended (SabaccinoStandingRoundsItemEnded):
            winner (int | None):
     """

    round_: int
    pips: int
    points: int
    how: str
    ended: SabaccinoStandingRoundsItemEnded
    winner: int | None





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        pips = self.pips

        points = self.points

        how = self.how

        ended = self.ended.value

        winner: int | None
        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "pips": pips,
            "points": points,
            "how": how,
            "ended": ended,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        pips = d.pop("pips")

        points = d.pop("points")

        how = d.pop("how")

        ended = SabaccinoStandingRoundsItemEnded(d.pop("ended"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        sabaccino_standing_rounds_item = cls(
            round_=round_,
            pips=pips,
            points=points,
            how=how,
            ended=ended,
            winner=winner,
        )

        return sabaccino_standing_rounds_item

