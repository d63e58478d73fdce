from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_type import OptionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Option")



@_attrs_define
class Option:
    """ 
        Attributes:
            name (str):
            type_ (OptionType):
            default (bool | int | str):
            description (str):
            choices (list[str] | Unset):
            minimum (int | Unset):
            maximum (int | Unset):
     """

    name: str
    type_: OptionType
    default: bool | int | str
    description: str
    choices: list[str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        default: bool | int | str
        default = self.default

        description = self.description

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices



        minimum = self.minimum

        maximum = self.maximum


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "type": type_,
            "default": default,
            "description": description,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = OptionType(d.pop("type"))




        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))


        description = d.pop("description")

        choices = cast(list[str], d.pop("choices", UNSET))


        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        option = cls(
            name=name,
            type_=type_,
            default=default,
            description=description,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
        )

        return option

