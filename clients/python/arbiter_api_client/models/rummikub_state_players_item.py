from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile
from typing import cast






T = TypeVar("T", bound="RummikubStatePlayersItem")



@_attrs_define
class RummikubStatePlayersItem:
    """ 
        Attributes:
            rack (list[RummikubTile]):
            initial_meld_done (bool): Whether the initial meld is made.
     """

    rack: list[RummikubTile]
    initial_meld_done: bool





    def to_dict(self) -> dict[str, Any]:
        rack = []
        for rack_item_data in self.rack:
            rack_item = rack_item_data.value
            rack.append(rack_item)



        initial_meld_done = self.initial_meld_done


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rack": rack,
            "initial_meld_done": initial_meld_done,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rack = []
        _rack = d.pop("rack")
        for rack_item_data in (_rack):
            rack_item = RummikubTile(rack_item_data)



            rack.append(rack_item)


        initial_meld_done = d.pop("initial_meld_done")

        rummikub_state_players_item = cls(
            rack=rack,
            initial_meld_done=initial_meld_done,
        )

        return rummikub_state_players_item

