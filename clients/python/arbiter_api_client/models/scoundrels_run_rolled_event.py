from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="ScoundrelsRunRolledEvent")



@_attrs_define
class ScoundrelsRunRolledEvent:
    """ 
        Attributes:
            event (Literal['rolled']):
            player (int):
            die (int):
            drew (int | Unset):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['rolled']
    player: int
    die: int
    drew: int | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        die = self.die

        drew = self.drew

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "die": die,
        })
        if drew is not UNSET:
            field_dict["drew"] = drew
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['rolled'] , d.pop("event"))
        if event != 'rolled':
            raise ValueError(f"event must match const 'rolled', got '{event}'")

        player = d.pop("player")

        die = d.pop("die")

        drew = d.pop("drew", UNSET)

        text = d.pop("text", UNSET)

        scoundrels_run_rolled_event = cls(
            event=event,
            player=player,
            die=die,
            drew=drew,
            text=text,
        )

        return scoundrels_run_rolled_event

