from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from typing import cast






T = TypeVar("T", bound="SabaccinoTableauTilesItem")



@_attrs_define
class SabaccinoTableauTilesItem:
    """ 
        Attributes:
            tile (SabaccinoTile): A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.
            on (int | None):
            end (int | None):
            crosswise (bool):
     """

    tile: SabaccinoTile
    on: int | None
    end: int | None
    crosswise: bool





    def to_dict(self) -> dict[str, Any]:
        tile = self.tile.value

        on: int | None
        on = self.on

        end: int | None
        end = self.end

        crosswise = self.crosswise


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tile": tile,
            "on": on,
            "end": end,
            "crosswise": crosswise,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = SabaccinoTile(d.pop("tile"))




        def _parse_on(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        on = _parse_on(d.pop("on"))


        def _parse_end(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        end = _parse_end(d.pop("end"))


        crosswise = d.pop("crosswise")

        sabaccino_tableau_tiles_item = cls(
            tile=tile,
            on=on,
            end=end,
            crosswise=crosswise,
        )

        return sabaccino_tableau_tiles_item

