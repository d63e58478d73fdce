from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Ready")



@_attrs_define
class Ready:
    """ 
        Attributes:
            status (str):  Example: ready.
            version (str): API version.
            games (int): Games with an engine loaded and answering.
     """

    status: str
    version: str
    games: int





    def to_dict(self) -> dict[str, Any]:
        status = self.status

        version = self.version

        games = self.games


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "version": version,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        version = d.pop("version")

        games = d.pop("games")

        ready = cls(
            status=status,
            version=version,
            games=games,
        )

        return ready

