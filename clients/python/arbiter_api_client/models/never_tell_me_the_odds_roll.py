from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="NeverTellMeTheOddsRoll")



@_attrs_define
class NeverTellMeTheOddsRoll:
    """ 
        Attributes:
            action (Literal['roll']):
            die (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['roll']
    die: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        die = self.die

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "die": die,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['roll'] , d.pop("action"))
        if action != 'roll':
            raise ValueError(f"action must match const 'roll', got '{action}'")

        die = d.pop("die")

        text = d.pop("text", UNSET)

        never_tell_me_the_odds_roll = cls(
            action=action,
            die=die,
            text=text,
        )

        return never_tell_me_the_odds_roll

