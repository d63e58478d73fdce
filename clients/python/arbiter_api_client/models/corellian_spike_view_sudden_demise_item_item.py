from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard






T = TypeVar("T", bound="CorellianSpikeViewSuddenDemiseItemItem")



@_attrs_define
class CorellianSpikeViewSuddenDemiseItemItem:
    """ 
        Attributes:
            player (int):
            card (CorellianSpikeCard): A card of the Corellian Spike deck by its code (seed 001 §1 The deck): signed value
                and stave or suit letter.
     """

    player: int
    card: CorellianSpikeCard





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = CorellianSpikeCard(d.pop("card"))




        corellian_spike_view_sudden_demise_item_item = cls(
            player=player,
            card=card,
        )

        return corellian_spike_view_sudden_demise_item_item

