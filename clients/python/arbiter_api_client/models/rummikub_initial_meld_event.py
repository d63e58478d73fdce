from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RummikubInitialMeldEvent")



@_attrs_define
class RummikubInitialMeldEvent:
    """ 
        Attributes:
            event (Literal['initial_meld']):
            player (int):
            worth (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['initial_meld']
    player: int
    worth: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        worth = self.worth

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "worth": worth,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['initial_meld'] , d.pop("event"))
        if event != 'initial_meld':
            raise ValueError(f"event must match const 'initial_meld', got '{event}'")

        player = d.pop("player")

        worth = d.pop("worth")

        text = d.pop("text", UNSET)

        rummikub_initial_meld_event = cls(
            event=event,
            player=player,
            worth=worth,
            text=text,
        )

        return rummikub_initial_meld_event

