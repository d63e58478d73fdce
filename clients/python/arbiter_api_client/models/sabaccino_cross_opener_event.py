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






T = TypeVar("T", bound="SabaccinoCrossOpenerEvent")



@_attrs_define
class SabaccinoCrossOpenerEvent:
    """ 
        Attributes:
            event (Literal['opener']):
            player (int):
            why (str):
            tile (None | SabaccinoTile):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['opener']
    player: int
    why: str
    tile: None | SabaccinoTile
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        why = self.why

        tile: None | str
        if isinstance(self.tile, SabaccinoTile):
            tile = self.tile.value
        else:
            tile = self.tile

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "why": why,
            "tile": tile,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['opener'] , d.pop("event"))
        if event != 'opener':
            raise ValueError(f"event must match const 'opener', got '{event}'")

        player = d.pop("player")

        why = d.pop("why")

        def _parse_tile(data: object) -> None | SabaccinoTile:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tile_type_0 = SabaccinoTile(data)



                return tile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SabaccinoTile, data)

        tile = _parse_tile(d.pop("tile"))


        text = d.pop("text", UNSET)

        sabaccino_cross_opener_event = cls(
            event=event,
            player=player,
            why=why,
            tile=tile,
            text=text,
        )

        return sabaccino_cross_opener_event

