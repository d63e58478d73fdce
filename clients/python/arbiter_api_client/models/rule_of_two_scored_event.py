from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RuleOfTwoScoredEvent")



@_attrs_define
class RuleOfTwoScoredEvent:
    """ 
        Attributes:
            event (Literal['scored']):
            player (int):
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            points (int):
            chain (list[SabaccinoTile]):
            score (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['scored']
    player: int
    tile: SabaccinoTile
    points: int
    chain: list[SabaccinoTile]
    score: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        tile = self.tile.value

        points = self.points

        chain = []
        for chain_item_data in self.chain:
            chain_item = chain_item_data.value
            chain.append(chain_item)



        score = self.score

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "tile": tile,
            "points": points,
            "chain": chain,
            "score": score,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['scored'] , d.pop("event"))
        if event != 'scored':
            raise ValueError(f"event must match const 'scored', got '{event}'")

        player = d.pop("player")

        tile = SabaccinoTile(d.pop("tile"))




        points = d.pop("points")

        chain = []
        _chain = d.pop("chain")
        for chain_item_data in (_chain):
            chain_item = SabaccinoTile(chain_item_data)



            chain.append(chain_item)


        score = d.pop("score")

        text = d.pop("text", UNSET)

        rule_of_two_scored_event = cls(
            event=event,
            player=player,
            tile=tile,
            points=points,
            chain=chain,
            score=score,
            text=text,
        )

        return rule_of_two_scored_event

