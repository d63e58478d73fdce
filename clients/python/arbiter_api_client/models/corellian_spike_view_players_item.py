from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CorellianSpikeViewPlayersItem")



@_attrs_define
class CorellianSpikeViewPlayersItem:
    """ 
        Attributes:
            junked (bool): Left the game (junk).
            hand (list[CorellianSpikeCard] | Unset): Cards held (codes).
            hand_count (int | Unset): How many cards in the hand there are (the list itself is hidden).
     """

    junked: bool
    hand: list[CorellianSpikeCard] | Unset = UNSET
    hand_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        junked = self.junked

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.value
                hand.append(hand_item)



        hand_count = self.hand_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "junked": junked,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_count is not UNSET:
            field_dict["hand_count"] = hand_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        junked = d.pop("junked")

        _hand = d.pop("hand", UNSET)
        hand: list[CorellianSpikeCard] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = CorellianSpikeCard(hand_item_data)



                hand.append(hand_item)


        hand_count = d.pop("hand_count", UNSET)

        corellian_spike_view_players_item = cls(
            junked=junked,
            hand=hand,
            hand_count=hand_count,
        )

        return corellian_spike_view_players_item

