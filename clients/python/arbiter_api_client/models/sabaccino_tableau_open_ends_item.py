from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SabaccinoTableauOpenEndsItem")



@_attrs_define
class SabaccinoTableauOpenEndsItem:
    """ 
        Attributes:
            id (int):
            value (int):
            tile (int):
     """

    id: int
    value: int
    tile: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        value = self.value

        tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "value": value,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        value = d.pop("value")

        tile = d.pop("tile")

        sabaccino_tableau_open_ends_item = cls(
            id=id,
            value=value,
            tile=tile,
        )

        return sabaccino_tableau_open_ends_item

