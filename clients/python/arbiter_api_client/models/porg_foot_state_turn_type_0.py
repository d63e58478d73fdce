from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PorgFootStateTurnType0")



@_attrs_define
class PorgFootStateTurnType0:
    """ Whose turn it is and how many tiles they drew on it.

        Attributes:
            player (int):
            drew (int):
     """

    player: int
    drew: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        drew = self.drew


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "drew": drew,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        drew = d.pop("drew")

        porg_foot_state_turn_type_0 = cls(
            player=player,
            drew=drew,
        )

        return porg_foot_state_turn_type_0

