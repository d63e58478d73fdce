from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="MugginsPassedEvent")



@_attrs_define
class MugginsPassedEvent:
    """ 
        Attributes:
            event (Literal['passed']):
            player (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['passed']
    player: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['passed'] , d.pop("event"))
        if event != 'passed':
            raise ValueError(f"event must match const 'passed', got '{event}'")

        player = d.pop("player")

        text = d.pop("text", UNSET)

        muggins_passed_event = cls(
            event=event,
            player=player,
            text=text,
        )

        return muggins_passed_event

