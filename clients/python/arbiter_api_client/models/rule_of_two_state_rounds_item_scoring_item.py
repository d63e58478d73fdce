from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from typing import cast






T = TypeVar("T", bound="RuleOfTwoStateRoundsItemScoringItem")



@_attrs_define
class RuleOfTwoStateRoundsItemScoringItem:
    """ 
        Attributes:
            player (int):
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            points (int):
            chain (list[SabaccinoTile]):
     """

    player: int
    tile: SabaccinoTile
    points: int
    chain: list[SabaccinoTile]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        tile = self.tile.value

        points = self.points

        chain = []
        for chain_item_data in self.chain:
            chain_item = chain_item_data.value
            chain.append(chain_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "tile": tile,
            "points": points,
            "chain": chain,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        tile = SabaccinoTile(d.pop("tile"))




        points = d.pop("points")

        chain = []
        _chain = d.pop("chain")
        for chain_item_data in (_chain):
            chain_item = SabaccinoTile(chain_item_data)



            chain.append(chain_item)


        rule_of_two_state_rounds_item_scoring_item = cls(
            player=player,
            tile=tile,
            points=points,
            chain=chain,
        )

        return rule_of_two_state_rounds_item_scoring_item

