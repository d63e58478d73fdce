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






T = TypeVar("T", bound="BergamorPlacedEvent")



@_attrs_define
class BergamorPlacedEvent:
    """ 
        Attributes:
            event (Literal['placed']):
            player (int):
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            end (int | None):
            opens (list[int]): Ids of the open ends it made.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['placed']
    player: int
    tile: SabaccinoTile
    end: int | None
    opens: list[int]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        tile = self.tile.value

        end: int | None
        end = self.end

        opens = self.opens



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "tile": tile,
            "end": end,
            "opens": opens,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['placed'] , d.pop("event"))
        if event != 'placed':
            raise ValueError(f"event must match const 'placed', got '{event}'")

        player = d.pop("player")

        tile = SabaccinoTile(d.pop("tile"))




        def _parse_end(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        end = _parse_end(d.pop("end"))


        opens = cast(list[int], d.pop("opens"))


        text = d.pop("text", UNSET)

        bergamor_placed_event = cls(
            event=event,
            player=player,
            tile=tile,
            end=end,
            opens=opens,
            text=text,
        )

        return bergamor_placed_event

