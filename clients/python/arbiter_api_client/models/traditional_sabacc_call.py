from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="TraditionalSabaccCall")



@_attrs_define
class TraditionalSabaccCall:
    """ 
        Attributes:
            action (Literal['call']):
            player (int | Unset): The seat whose turn it is (checked).
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['call']
    player: int | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        player = self.player

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['call'] , d.pop("action"))
        if action != 'call':
            raise ValueError(f"action must match const 'call', got '{action}'")

        player = d.pop("player", UNSET)

        text = d.pop("text", UNSET)

        traditional_sabacc_call = cls(
            action=action,
            player=player,
            text=text,
        )

        return traditional_sabacc_call

