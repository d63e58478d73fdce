from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bergamor_state_rounds_item_ended import BergamorStateRoundsItemEnded
from typing import cast

if TYPE_CHECKING:
  from ..models.bergamor_state_rounds_item_scoring_item import BergamorStateRoundsItemScoringItem





T = TypeVar("T", bound="BergamorStateRoundsItem")



@_attrs_define
class BergamorStateRoundsItem:
    """ 
        Attributes:
            round_ (int):
            dealer (int):
            ended (BergamorStateRoundsItemEnded):
            winner (int | None):
            pips (list[int]):
            points (list[int]):
            scoring (list[BergamorStateRoundsItemScoringItem]):
     """

    round_: int
    dealer: int
    ended: BergamorStateRoundsItemEnded
    winner: int | None
    pips: list[int]
    points: list[int]
    scoring: list[BergamorStateRoundsItemScoringItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_state_rounds_item_scoring_item import BergamorStateRoundsItemScoringItem # noqa: PLC0415
        round_ = self.round_

        dealer = self.dealer

        ended = self.ended.value

        winner: int | None
        winner = self.winner

        pips = self.pips



        points = self.points



        scoring = []
        for scoring_item_data in self.scoring:
            scoring_item = scoring_item_data.to_dict()
            scoring.append(scoring_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "dealer": dealer,
            "ended": ended,
            "winner": winner,
            "pips": pips,
            "points": points,
            "scoring": scoring,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bergamor_state_rounds_item_scoring_item import BergamorStateRoundsItemScoringItem # noqa: PLC0415
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        ended = BergamorStateRoundsItemEnded(d.pop("ended"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        pips = cast(list[int], d.pop("pips"))


        points = cast(list[int], d.pop("points"))


        scoring = []
        _scoring = d.pop("scoring")
        for scoring_item_data in (_scoring):
            scoring_item = BergamorStateRoundsItemScoringItem.from_dict(scoring_item_data)



            scoring.append(scoring_item)


        bergamor_state_rounds_item = cls(
            round_=round_,
            dealer=dealer,
            ended=ended,
            winner=winner,
            pips=pips,
            points=points,
            scoring=scoring,
        )

        return bergamor_state_rounds_item

