from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RummikubViewPlayersItem")



@_attrs_define
class RummikubViewPlayersItem:
    """ 
        Attributes:
            initial_meld_done (bool): Whether the initial meld is made.
            rack (list[RummikubTile] | Unset):
            rack_count (int | Unset): How many tiles on the rack there are (the list itself is hidden).
     """

    initial_meld_done: bool
    rack: list[RummikubTile] | Unset = UNSET
    rack_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        initial_meld_done = self.initial_meld_done

        rack: list[str] | Unset = UNSET
        if not isinstance(self.rack, Unset):
            rack = []
            for rack_item_data in self.rack:
                rack_item = rack_item_data.value
                rack.append(rack_item)



        rack_count = self.rack_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "initial_meld_done": initial_meld_done,
        })
        if rack is not UNSET:
            field_dict["rack"] = rack
        if rack_count is not UNSET:
            field_dict["rack_count"] = rack_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        initial_meld_done = d.pop("initial_meld_done")

        _rack = d.pop("rack", UNSET)
        rack: list[RummikubTile] | Unset = UNSET
        if _rack is not UNSET:
            rack = []
            for rack_item_data in _rack:
                rack_item = RummikubTile(rack_item_data)



                rack.append(rack_item)


        rack_count = d.pop("rack_count", UNSET)

        rummikub_view_players_item = cls(
            initial_meld_done=initial_meld_done,
            rack=rack,
            rack_count=rack_count,
        )

        return rummikub_view_players_item

