from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sabacc_ranking_ranking_item_tie_values import SabaccRankingRankingItemTieValues





T = TypeVar("T", bound="SabaccRankingRankingItem")



@_attrs_define
class SabaccRankingRankingItem:
    """ 
        Attributes:
            hand (int): Index in the request.
            position (int): 1 = best; equal for hands every rule leaves tied.
            cards (list[int | str]):
            total (int):
            name (str): The named hand, "nulrhek", "bomb out", or the plain kind.
            tie_values (SabaccRankingRankingItemTieValues): What each tie-break step reads from this hand, by step name, as
                a person reads it (a number, a word such as "positive", or the values of a pattern such as [1, 2]).
     """

    hand: int
    position: int
    cards: list[int | str]
    total: int
    name: str
    tie_values: SabaccRankingRankingItemTieValues





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabacc_ranking_ranking_item_tie_values import SabaccRankingRankingItemTieValues # noqa: PLC0415
        hand = self.hand

        position = self.position

        cards = []
        for cards_item_data in self.cards:
            cards_item: int | str
            cards_item = cards_item_data
            cards.append(cards_item)



        total = self.total

        name = self.name

        tie_values = self.tie_values.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
            "position": position,
            "cards": cards,
            "total": total,
            "name": name,
            "tie_values": tie_values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabacc_ranking_ranking_item_tie_values import SabaccRankingRankingItemTieValues # noqa: PLC0415
        d = dict(src_dict)
        hand = d.pop("hand")

        position = d.pop("position")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            def _parse_cards_item(data: object) -> int | str:
                return cast(int | str, data)

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)


        total = d.pop("total")

        name = d.pop("name")

        tie_values = SabaccRankingRankingItemTieValues.from_dict(d.pop("tie_values"))




        sabacc_ranking_ranking_item = cls(
            hand=hand,
            position=position,
            cards=cards,
            total=total,
            name=name,
            tie_values=tie_values,
        )

        return sabacc_ranking_ranking_item

