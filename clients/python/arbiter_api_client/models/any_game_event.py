from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AnyGameEvent")



@_attrs_define
class AnyGameEvent:
    """ A event of the game in the URL: exactly one of that game's <Game>Event schemas. Moves and events carry no `game`
    member (the URL names it) and one may fit several games' schemas, so the generic operations type them as an open
    object that keeps every member; each game's own operations (mugginsPlay...) type them exactly.

        Attributes:
            event (str):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: str
    text: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event": event,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = d.pop("event")

        text = d.pop("text", UNSET)

        any_game_event = cls(
            event=event,
            text=text,
        )


        any_game_event.additional_properties = d
        return any_game_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
