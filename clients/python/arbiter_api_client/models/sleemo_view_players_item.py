from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SleemoViewPlayersItem")



@_attrs_define
class SleemoViewPlayersItem:
    """ 
        Attributes:
            score (int): Points, or rounds won where the game counts rounds.
            stock (list[SabaccinoTile] | Unset):
            stock_count (int | Unset): How many tiles in the stock there are (the list itself is hidden).
     """

    score: int
    stock: list[SabaccinoTile] | Unset = UNSET
    stock_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        score = self.score

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = []
            for stock_item_data in self.stock:
                stock_item = stock_item_data.value
                stock.append(stock_item)



        stock_count = self.stock_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "score": score,
        })
        if stock is not UNSET:
            field_dict["stock"] = stock
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        _stock = d.pop("stock", UNSET)
        stock: list[SabaccinoTile] | Unset = UNSET
        if _stock is not UNSET:
            stock = []
            for stock_item_data in _stock:
                stock_item = SabaccinoTile(stock_item_data)



                stock.append(stock_item)


        stock_count = d.pop("stock_count", UNSET)

        sleemo_view_players_item = cls(
            score=score,
            stock=stock,
            stock_count=stock_count,
        )

        return sleemo_view_players_item

