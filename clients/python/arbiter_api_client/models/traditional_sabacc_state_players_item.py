from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from typing import cast






T = TypeVar("T", bound="TraditionalSabaccStatePlayersItem")



@_attrs_define
class TraditionalSabaccStatePlayersItem:
    """ 
        Attributes:
            hand (list[TraditionalSabaccCard]): Cards held (codes).
            folded (bool): Left the game (fold).
            frozen (list[TraditionalSabaccCard]): Cards of the hand frozen in the interference field.
     """

    hand: list[TraditionalSabaccCard]
    folded: bool
    frozen: list[TraditionalSabaccCard]





    def to_dict(self) -> dict[str, Any]:
        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.value
            hand.append(hand_item)



        folded = self.folded

        frozen = []
        for frozen_item_data in self.frozen:
            frozen_item = frozen_item_data.value
            frozen.append(frozen_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
            "folded": folded,
            "frozen": frozen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = TraditionalSabaccCard(hand_item_data)



            hand.append(hand_item)


        folded = d.pop("folded")

        frozen = []
        _frozen = d.pop("frozen")
        for frozen_item_data in (_frozen):
            frozen_item = TraditionalSabaccCard(frozen_item_data)



            frozen.append(frozen_item)


        traditional_sabacc_state_players_item = cls(
            hand=hand,
            folded=folded,
            frozen=frozen,
        )

        return traditional_sabacc_state_players_item

