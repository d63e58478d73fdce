from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="CorellianSpikeSwapEvent")



@_attrs_define
class CorellianSpikeSwapEvent:
    """ In an answer for a viewer, the card drawn face down by another seat (`card`) is left out.

        Attributes:
            event (Literal['swap']):
            player (int):
            took (CorellianSpikeCard): A card of the Corellian Spike deck by its code (seed 001 §1 The deck): signed value
                and stave or suit letter.
            discarded (CorellianSpikeCard): A card of the Corellian Spike deck by its code (seed 001 §1 The deck): signed
                value and stave or suit letter.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['swap']
    player: int
    took: CorellianSpikeCard
    discarded: CorellianSpikeCard
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        took = self.took.value

        discarded = self.discarded.value

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "took": took,
            "discarded": discarded,
        })
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

        took = CorellianSpikeCard(d.pop("took"))




        discarded = CorellianSpikeCard(d.pop("discarded"))




        text = d.pop("text", UNSET)

        corellian_spike_swap_event = cls(
            event=event,
            player=player,
            took=took,
            discarded=discarded,
            text=text,
        )

        return corellian_spike_swap_event

