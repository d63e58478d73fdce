from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="TraditionalSabaccFreeze")



@_attrs_define
class TraditionalSabaccFreeze:
    """ 
        Attributes:
            action (Literal['freeze']):
            card (TraditionalSabaccCard): A card of the traditional 76-card deck by its code (seed 002 The Cards and Such):
                signed value and stave or suit letter.
            player (int | Unset): The seat whose turn it is (checked).
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['freeze']
    card: TraditionalSabaccCard
    player: int | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card.value

        player = self.player

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "card": card,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['freeze'] , d.pop("action"))
        if action != 'freeze':
            raise ValueError(f"action must match const 'freeze', got '{action}'")

        card = TraditionalSabaccCard(d.pop("card"))




        player = d.pop("player", UNSET)

        text = d.pop("text", UNSET)

        traditional_sabacc_freeze = cls(
            action=action,
            card=card,
            player=player,
            text=text,
        )

        return traditional_sabacc_freeze

