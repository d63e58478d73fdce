from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_tableau_open_ends_item import SabaccinoTableauOpenEndsItem
  from ..models.sabaccino_tableau_tiles_item import SabaccinoTableauTilesItem





T = TypeVar("T", bound="SabaccinoTableau")



@_attrs_define
class SabaccinoTableau:
    """ Placed tiles and their open ends (see docs/api.md).

        Attributes:
            tiles (list[SabaccinoTableauTilesItem]): Placed tiles in placement order: the tile it is on and the open end it
                covered (null for the opening tile).
            open_ends (list[SabaccinoTableauOpenEndsItem]): The open ends, which must follow from the tiles.
     """

    tiles: list[SabaccinoTableauTilesItem]
    open_ends: list[SabaccinoTableauOpenEndsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_tableau_open_ends_item import SabaccinoTableauOpenEndsItem # noqa: PLC0415
        from ..models.sabaccino_tableau_tiles_item import SabaccinoTableauTilesItem # noqa: PLC0415
        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        open_ends = []
        for open_ends_item_data in self.open_ends:
            open_ends_item = open_ends_item_data.to_dict()
            open_ends.append(open_ends_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tiles": tiles,
            "open_ends": open_ends,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabaccino_tableau_open_ends_item import SabaccinoTableauOpenEndsItem # noqa: PLC0415
        from ..models.sabaccino_tableau_tiles_item import SabaccinoTableauTilesItem # noqa: PLC0415
        d = dict(src_dict)
        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = SabaccinoTableauTilesItem.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        open_ends = []
        _open_ends = d.pop("open_ends")
        for open_ends_item_data in (_open_ends):
            open_ends_item = SabaccinoTableauOpenEndsItem.from_dict(open_ends_item_data)



            open_ends.append(open_ends_item)


        sabaccino_tableau = cls(
            tiles=tiles,
            open_ends=open_ends,
        )

        return sabaccino_tableau

