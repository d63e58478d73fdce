from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="SleemoTurnOver")



@_attrs_define
class SleemoTurnOver:
    """ 
        Attributes:
            action (Literal['turn_over']):
            index (int): Index in the opponent's stock.
            player (int): The opponent.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['turn_over']
    index: int
    player: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        index = self.index

        player = self.player

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "index": index,
            "player": player,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['turn_over'] , d.pop("action"))
        if action != 'turn_over':
            raise ValueError(f"action must match const 'turn_over', got '{action}'")

        index = d.pop("index")

        player = d.pop("player")

        text = d.pop("text", UNSET)

        sleemo_turn_over = cls(
            action=action,
            index=index,
            player=player,
            text=text,
        )

        return sleemo_turn_over

