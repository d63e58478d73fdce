from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="SleemoTurnedOverEvent")



@_attrs_define
class SleemoTurnedOverEvent:
    """ 
        Attributes:
            event (Literal['turned_over']):
            player (int):
            opponent (int):
            index (int):
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['turned_over']
    player: int
    opponent: int
    index: int
    tile: SabaccinoTile
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        opponent = self.opponent

        index = self.index

        tile = self.tile.value

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "opponent": opponent,
            "index": index,
            "tile": tile,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['turned_over'] , d.pop("event"))
        if event != 'turned_over':
            raise ValueError(f"event must match const 'turned_over', got '{event}'")

        player = d.pop("player")

        opponent = d.pop("opponent")

        index = d.pop("index")

        tile = SabaccinoTile(d.pop("tile"))




        text = d.pop("text", UNSET)

        sleemo_turned_over_event = cls(
            event=event,
            player=player,
            opponent=opponent,
            index=index,
            tile=tile,
            text=text,
        )

        return sleemo_turned_over_event

