from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meld_verdict import MeldVerdict





T = TypeVar("T", bound="CheckTableResponse")



@_attrs_define
class CheckTableResponse:
    """ 
        Attributes:
            valid (bool):
            tile_set (str):
            melds (list[MeldVerdict]):
            tiles (int):
            value (int): Sum of valid melds.
     """

    valid: bool
    tile_set: str
    melds: list[MeldVerdict]
    tiles: int
    value: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meld_verdict import MeldVerdict # noqa: PLC0415
        valid = self.valid

        tile_set = self.tile_set

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)



        tiles = self.tiles

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "valid": valid,
            "tile_set": tile_set,
            "melds": melds,
            "tiles": tiles,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meld_verdict import MeldVerdict # noqa: PLC0415
        d = dict(src_dict)
        valid = d.pop("valid")

        tile_set = d.pop("tile_set")

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in (_melds):
            melds_item = MeldVerdict.from_dict(melds_item_data)



            melds.append(melds_item)


        tiles = d.pop("tiles")

        value = d.pop("value")

        check_table_response = cls(
            valid=valid,
            tile_set=tile_set,
            melds=melds,
            tiles=tiles,
            value=value,
        )

        return check_table_response

