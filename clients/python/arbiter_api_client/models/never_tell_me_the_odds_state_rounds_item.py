from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.never_tell_me_the_odds_state_rounds_item_ended import NeverTellMeTheOddsStateRoundsItemEnded
from typing import cast






T = TypeVar("T", bound="NeverTellMeTheOddsStateRoundsItem")



@_attrs_define
class NeverTellMeTheOddsStateRoundsItem:
    """ 
        Attributes:
            round_ (int):
            dealer (int):
            ended (NeverTellMeTheOddsStateRoundsItemEnded):
            winner (int | None):
            pips (list[int]):
            points (list[int]):
     """

    round_: int
    dealer: int
    ended: NeverTellMeTheOddsStateRoundsItemEnded
    winner: int | None
    pips: list[int]
    points: list[int]





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        ended = self.ended.value

        winner: int | None
        winner = self.winner

        pips = self.pips



        points = self.points




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "dealer": dealer,
            "ended": ended,
            "winner": winner,
            "pips": pips,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        ended = NeverTellMeTheOddsStateRoundsItemEnded(d.pop("ended"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        pips = cast(list[int], d.pop("pips"))


        points = cast(list[int], d.pop("points"))


        never_tell_me_the_odds_state_rounds_item = cls(
            round_=round_,
            dealer=dealer,
            ended=ended,
            winner=winner,
            pips=pips,
            points=points,
        )

        return never_tell_me_the_odds_state_rounds_item

