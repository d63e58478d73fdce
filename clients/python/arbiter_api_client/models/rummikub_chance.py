from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_tile import RummikubTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RummikubChance")



@_attrs_define
class RummikubChance:
    """ The pick for first player and the deal: from the seed, or as it fell (first and racks together, 14 tiles each).

        Attributes:
            action (Literal['chance']):
            first (int | Unset):
            racks (list[list[RummikubTile]] | Unset):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['chance']
    first: int | Unset = UNSET
    racks: list[list[RummikubTile]] | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        first = self.first

        racks: list[list[str]] | Unset = UNSET
        if not isinstance(self.racks, Unset):
            racks = []
            for racks_item_data in self.racks:
                racks_item = []
                for racks_item_item_data in racks_item_data:
                    racks_item_item = racks_item_item_data.value
                    racks_item.append(racks_item_item)


                racks.append(racks_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if first is not UNSET:
            field_dict["first"] = first
        if racks is not UNSET:
            field_dict["racks"] = racks
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['chance'] , d.pop("action"))
        if action != 'chance':
            raise ValueError(f"action must match const 'chance', got '{action}'")

        first = d.pop("first", UNSET)

        _racks = d.pop("racks", UNSET)
        racks: list[list[RummikubTile]] | Unset = UNSET
        if _racks is not UNSET:
            racks = []
            for racks_item_data in _racks:
                racks_item = []
                _racks_item = racks_item_data
                for racks_item_item_data in (_racks_item):
                    racks_item_item = RummikubTile(racks_item_item_data)



                    racks_item.append(racks_item_item)

                racks.append(racks_item)


        text = d.pop("text", UNSET)

        rummikub_chance = cls(
            action=action,
            first=first,
            racks=racks,
            text=text,
        )

        return rummikub_chance

