from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="CorellianSpikeGainEvent")



@_attrs_define
class CorellianSpikeGainEvent:
    """ In an answer for a viewer, the card drawn face down by another seat (`card`) is left out.

        Attributes:
            event (Literal['gain']):
            player (int):
            card (CorellianSpikeCard | Unset): A card of the Corellian Spike deck by its code (seed 001 §1 The deck): signed
                value and stave or suit letter.
            discarded (CorellianSpikeCard | Unset): A card of the Corellian Spike deck by its code (seed 001 §1 The deck):
                signed value and stave or suit letter.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['gain']
    player: int
    card: CorellianSpikeCard | Unset = UNSET
    discarded: CorellianSpikeCard | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value


        discarded: str | Unset = UNSET
        if not isinstance(self.discarded, Unset):
            discarded = self.discarded.value


        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if discarded is not UNSET:
            field_dict["discarded"] = discarded
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['gain'] , d.pop("event"))
        if event != 'gain':
            raise ValueError(f"event must match const 'gain', got '{event}'")

        player = d.pop("player")

        _card = d.pop("card", UNSET)
        card: CorellianSpikeCard | Unset
        if isinstance(_card,  Unset):
            card = UNSET
        else:
            card = CorellianSpikeCard(_card)




        _discarded = d.pop("discarded", UNSET)
        discarded: CorellianSpikeCard | Unset
        if isinstance(_discarded,  Unset):
            discarded = UNSET
        else:
            discarded = CorellianSpikeCard(_discarded)




        text = d.pop("text", UNSET)

        corellian_spike_gain_event = cls(
            event=event,
            player=player,
            card=card,
            discarded=discarded,
            text=text,
        )

        return corellian_spike_gain_event

