from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="JokerMeaning")



@_attrs_define
class JokerMeaning:
    """ 
        Attributes:
            place (int): 0-based place.
            stands_for (list[str]): Every tile this joker may stand for here.
     """

    place: int
    stands_for: list[str]





    def to_dict(self) -> dict[str, Any]:
        place = self.place

        stands_for = self.stands_for




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "place": place,
            "stands_for": stands_for,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        place = d.pop("place")

        stands_for = cast(list[str], d.pop("stands_for"))


        joker_meaning = cls(
            place=place,
            stands_for=stands_for,
        )

        return joker_meaning

