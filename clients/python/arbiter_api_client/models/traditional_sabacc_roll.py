from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="TraditionalSabaccRoll")



@_attrs_define
class TraditionalSabaccRoll:
    """ The two dice as the table rolled them.

        Attributes:
            action (Literal['roll']):
            dice (list[int]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['roll']
    dice: list[int]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        dice = self.dice



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "dice": dice,
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

        dice = cast(list[int], d.pop("dice"))


        text = d.pop("text", UNSET)

        traditional_sabacc_roll = cls(
            action=action,
            dice=dice,
            text=text,
        )

        return traditional_sabacc_roll

