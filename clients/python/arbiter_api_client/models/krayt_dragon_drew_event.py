from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="KraytDragonDrewEvent")



@_attrs_define
class KraytDragonDrewEvent:
    """ 
        Attributes:
            event (Literal['drew']):
            player (int):
            tile (SabaccinoTile | Unset): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['drew']
    player: int
    tile: SabaccinoTile | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        tile: str | Unset = UNSET
        if not isinstance(self.tile, Unset):
            tile = self.tile.value


        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
        })
        if tile is not UNSET:
            field_dict["tile"] = tile
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['drew'] , d.pop("event"))
        if event != 'drew':
            raise ValueError(f"event must match const 'drew', got '{event}'")

        player = d.pop("player")

        _tile = d.pop("tile", UNSET)
        tile: SabaccinoTile | Unset
        if isinstance(_tile,  Unset):
            tile = UNSET
        else:
            tile = SabaccinoTile(_tile)




        text = d.pop("text", UNSET)

        krayt_dragon_drew_event = cls(
            event=event,
            player=player,
            tile=tile,
            text=text,
        )

        return krayt_dragon_drew_event

