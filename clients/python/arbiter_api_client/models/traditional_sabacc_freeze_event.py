from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="TraditionalSabaccFreezeEvent")



@_attrs_define
class TraditionalSabaccFreezeEvent:
    """ 
        Attributes:
            event (Literal['freeze']):
            player (int):
            card (TraditionalSabaccCard): A card of the traditional 76-card deck by its code (seed 002 The Cards and Such):
                signed value and stave or suit letter.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['freeze']
    player: int
    card: TraditionalSabaccCard
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        card = self.card.value

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "card": card,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['freeze'] , d.pop("event"))
        if event != 'freeze':
            raise ValueError(f"event must match const 'freeze', got '{event}'")

        player = d.pop("player")

        card = TraditionalSabaccCard(d.pop("card"))




        text = d.pop("text", UNSET)

        traditional_sabacc_freeze_event = cls(
            event=event,
            player=player,
            card=card,
            text=text,
        )

        return traditional_sabacc_freeze_event

