from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard






T = TypeVar("T", bound="TraditionalSabaccViewSuddenDemiseItemItem")



@_attrs_define
class TraditionalSabaccViewSuddenDemiseItemItem:
    """ 
        Attributes:
            player (int):
            card (TraditionalSabaccCard): A card of the traditional 76-card deck by its code (seed 002 The Cards and Such):
                signed value and stave or suit letter.
     """

    player: int
    card: TraditionalSabaccCard





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

        card = TraditionalSabaccCard(d.pop("card"))




        traditional_sabacc_view_sudden_demise_item_item = cls(
            player=player,
            card=card,
        )

        return traditional_sabacc_view_sudden_demise_item_item

