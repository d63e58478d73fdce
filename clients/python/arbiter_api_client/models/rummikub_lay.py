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






T = TypeVar("T", bound="RummikubLay")



@_attrs_define
class RummikubLay:
    """ The whole table after the turn and the tiles taken from the rack.

        Attributes:
            action (Literal['lay']):
            table (list[list[RummikubTile]]): Melds, each as laid left to right.
            from_rack (list[RummikubTile]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['lay']
    table: list[list[RummikubTile]]
    from_rack: list[RummikubTile]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        table = []
        for componentsschemas_rummikub_table_item_data in self.table:
            componentsschemas_rummikub_table_item = []
            for componentsschemas_rummikub_table_item_item_data in componentsschemas_rummikub_table_item_data:
                componentsschemas_rummikub_table_item_item = componentsschemas_rummikub_table_item_item_data.value
                componentsschemas_rummikub_table_item.append(componentsschemas_rummikub_table_item_item)


            table.append(componentsschemas_rummikub_table_item)



        from_rack = []
        for from_rack_item_data in self.from_rack:
            from_rack_item = from_rack_item_data.value
            from_rack.append(from_rack_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "table": table,
            "from_rack": from_rack,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['lay'] , d.pop("action"))
        if action != 'lay':
            raise ValueError(f"action must match const 'lay', got '{action}'")

        table = []
        _table = d.pop("table")
        for componentsschemas_rummikub_table_item_data in (_table):
            componentsschemas_rummikub_table_item = []
            _componentsschemas_rummikub_table_item = componentsschemas_rummikub_table_item_data
            for componentsschemas_rummikub_table_item_item_data in (_componentsschemas_rummikub_table_item):
                componentsschemas_rummikub_table_item_item = RummikubTile(componentsschemas_rummikub_table_item_item_data)



                componentsschemas_rummikub_table_item.append(componentsschemas_rummikub_table_item_item)

            table.append(componentsschemas_rummikub_table_item)


        from_rack = []
        _from_rack = d.pop("from_rack")
        for from_rack_item_data in (_from_rack):
            from_rack_item = RummikubTile(from_rack_item_data)



            from_rack.append(from_rack_item)


        text = d.pop("text", UNSET)

        rummikub_lay = cls(
            action=action,
            table=table,
            from_rack=from_rack,
            text=text,
        )

        return rummikub_lay

