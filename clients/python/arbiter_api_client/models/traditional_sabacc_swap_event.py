from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="TraditionalSabaccSwapEvent")



@_attrs_define
class TraditionalSabaccSwapEvent:
    """ In an answer for a viewer, the card drawn face down by another seat (`card`) is left out.

        Attributes:
            event (Literal['swap']):
            player (int):
            discarded (TraditionalSabaccCard): A card of the traditional 76-card deck by its code (seed 002 The Cards and
                Such): signed value and stave or suit letter.
            card (TraditionalSabaccCard | Unset): A card of the traditional 76-card deck by its code (seed 002 The Cards and
                Such): signed value and stave or suit letter.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['swap']
    player: int
    discarded: TraditionalSabaccCard
    card: TraditionalSabaccCard | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        discarded = self.discarded.value

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value


        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "discarded": discarded,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['swap'] , d.pop("event"))
        if event != 'swap':
            raise ValueError(f"event must match const 'swap', got '{event}'")

        player = d.pop("player")

        discarded = TraditionalSabaccCard(d.pop("discarded"))




        _card = d.pop("card", UNSET)
        card: TraditionalSabaccCard | Unset
        if isinstance(_card,  Unset):
            card = UNSET
        else:
            card = TraditionalSabaccCard(_card)




        text = d.pop("text", UNSET)

        traditional_sabacc_swap_event = cls(
            event=event,
            player=player,
            discarded=discarded,
            card=card,
            text=text,
        )

        return traditional_sabacc_swap_event

