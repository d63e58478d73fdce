from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TraditionalSabaccViewPlayersItem")



@_attrs_define
class TraditionalSabaccViewPlayersItem:
    """ 
        Attributes:
            folded (bool): Left the game (fold).
            frozen (list[TraditionalSabaccCard]): Cards of the hand frozen in the interference field.
            hand (list[TraditionalSabaccCard] | Unset): Cards held (codes).
            hand_count (int | Unset): How many cards in the hand there are (the list itself is hidden).
     """

    folded: bool
    frozen: list[TraditionalSabaccCard]
    hand: list[TraditionalSabaccCard] | Unset = UNSET
    hand_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        folded = self.folded

        frozen = []
        for frozen_item_data in self.frozen:
            frozen_item = frozen_item_data.value
            frozen.append(frozen_item)



        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.value
                hand.append(hand_item)



        hand_count = self.hand_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "folded": folded,
            "frozen": frozen,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_count is not UNSET:
            field_dict["hand_count"] = hand_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        folded = d.pop("folded")

        frozen = []
        _frozen = d.pop("frozen")
        for frozen_item_data in (_frozen):
            frozen_item = TraditionalSabaccCard(frozen_item_data)



            frozen.append(frozen_item)


        _hand = d.pop("hand", UNSET)
        hand: list[TraditionalSabaccCard] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = TraditionalSabaccCard(hand_item_data)



                hand.append(hand_item)


        hand_count = d.pop("hand_count", UNSET)

        traditional_sabacc_view_players_item = cls(
            folded=folded,
            frozen=frozen,
            hand=hand,
            hand_count=hand_count,
        )

        return traditional_sabacc_view_players_item

