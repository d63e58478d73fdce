from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_options import RummikubOptions





T = TypeVar("T", bound="CheckTableRequest")



@_attrs_define
class CheckTableRequest:
    """ 
        Attributes:
            table (list[list[str]]): Melds, each as laid left to right. Example: [['K5', 'B5', 'Y5'], ['R7', 'R8', 'R9']].
            options (RummikubOptions | Unset): Options by name; a missing one takes its default.
     """

    table: list[list[str]]
    options: RummikubOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        table = []
        for table_item_data in self.table:
            table_item = table_item_data


            table.append(table_item)



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "table": table,
        })
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        d = dict(src_dict)
        table = []
        _table = d.pop("table")
        for table_item_data in (_table):
            table_item = cast(list[str], table_item_data)

            table.append(table_item)


        _options = d.pop("options", UNSET)
        options: RummikubOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = RummikubOptions.from_dict(_options)




        check_table_request = cls(
            table=table,
            options=options,
        )

        return check_table_request

