from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TraditionalSabaccShiftEventPlayersItem")



@_attrs_define
class TraditionalSabaccShiftEventPlayersItem:
    """ 
        Attributes:
            player (int):
            discarded (list[TraditionalSabaccCard]):
            dealt (list[TraditionalSabaccCard] | Unset):
            dealt_count (int | Unset):
     """

    player: int
    discarded: list[TraditionalSabaccCard]
    dealt: list[TraditionalSabaccCard] | Unset = UNSET
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
            discarded_item = TraditionalSabaccCard(discarded_item_data)



            discarded.append(discarded_item)


        _dealt = d.pop("dealt", UNSET)
        dealt: list[TraditionalSabaccCard] | Unset = UNSET
        if _dealt is not UNSET:
            dealt = []
            for dealt_item_data in _dealt:
                dealt_item = TraditionalSabaccCard(dealt_item_data)



                dealt.append(dealt_item)


        dealt_count = d.pop("dealt_count", UNSET)

        traditional_sabacc_shift_event_players_item = cls(
            player=player,
            discarded=discarded,
            dealt=dealt,
            dealt_count=dealt_count,
        )

        return traditional_sabacc_shift_event_players_item

