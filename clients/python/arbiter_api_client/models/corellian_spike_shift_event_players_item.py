from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CorellianSpikeShiftEventPlayersItem")



@_attrs_define
class CorellianSpikeShiftEventPlayersItem:
    """ 
        Attributes:
            player (int):
            discarded (list[CorellianSpikeCard]):
            dealt (list[CorellianSpikeCard] | Unset):
            dealt_count (int | Unset):
     """

    player: int
    discarded: list[CorellianSpikeCard]
    dealt: list[CorellianSpikeCard] | Unset = UNSET
    dealt_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        discarded = []
        for discarded_item_data in self.discarded:
            discarded_item = discarded_item_data.value
            discarded.append(discarded_item)



        dealt: list[str] | Unset = UNSET
        if not isinstance(self.dealt, Unset):
            dealt = []
            for dealt_item_data in self.dealt:
                dealt_item = dealt_item_data.value
                dealt.append(dealt_item)



        dealt_count = self.dealt_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "discarded": discarded,
        })
        if dealt is not UNSET:
            field_dict["dealt"] = dealt
        if dealt_count is not UNSET:
            field_dict["dealt_count"] = dealt_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        discarded = []
        _discarded = d.pop("discarded")
        for discarded_item_data in (_discarded):
            discarded_item = CorellianSpikeCard(discarded_item_data)



            discarded.append(discarded_item)


        _dealt = d.pop("dealt", UNSET)
        dealt: list[CorellianSpikeCard] | Unset = UNSET
        if _dealt is not UNSET:
            dealt = []
            for dealt_item_data in _dealt:
                dealt_item = CorellianSpikeCard(dealt_item_data)



                dealt.append(dealt_item)


        dealt_count = d.pop("dealt_count", UNSET)

        corellian_spike_shift_event_players_item = cls(
            player=player,
            discarded=discarded,
            dealt=dealt,
            dealt_count=dealt_count,
        )

        return corellian_spike_shift_event_players_item

