from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard
from typing import cast






T = TypeVar("T", bound="CorellianSpikeStatePlayersItem")



@_attrs_define
class CorellianSpikeStatePlayersItem:
    """ 
        Attributes:
            hand (list[CorellianSpikeCard]): Cards held (codes).
            junked (bool): Left the game (junk).
     """

    hand: list[CorellianSpikeCard]
    junked: bool





    def to_dict(self) -> dict[str, Any]:
        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.value
            hand.append(hand_item)



        junked = self.junked


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
            "junked": junked,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = CorellianSpikeCard(hand_item_data)



            hand.append(hand_item)


        junked = d.pop("junked")

        corellian_spike_state_players_item = cls(
            hand=hand,
            junked=junked,
        )

        return corellian_spike_state_players_item

