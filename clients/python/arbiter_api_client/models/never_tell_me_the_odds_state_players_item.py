from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from typing import cast






T = TypeVar("T", bound="NeverTellMeTheOddsStatePlayersItem")



@_attrs_define
class NeverTellMeTheOddsStatePlayersItem:
    """ 
        Attributes:
            stock (list[SabaccinoTile]):
            score (int): Points, or rounds won where the game counts rounds.
     """

    stock: list[SabaccinoTile]
    score: int





    def to_dict(self) -> dict[str, Any]:
        stock = []
        for stock_item_data in self.stock:
            stock_item = stock_item_data.value
            stock.append(stock_item)



        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stock": stock,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stock = []
        _stock = d.pop("stock")
        for stock_item_data in (_stock):
            stock_item = SabaccinoTile(stock_item_data)



            stock.append(stock_item)


        score = d.pop("score")

        never_tell_me_the_odds_state_players_item = cls(
            stock=stock,
            score=score,
        )

        return never_tell_me_the_odds_state_players_item

