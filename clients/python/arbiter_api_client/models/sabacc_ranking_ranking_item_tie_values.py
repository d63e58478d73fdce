from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SabaccRankingRankingItemTieValues")



@_attrs_define
class SabaccRankingRankingItemTieValues:
    """ What each tie-break step reads from this hand, by step name, as a person reads it (a number, a word such as
    "positive", or the values of a pattern such as [1, 2]).

     """

    additional_properties: dict[str, int | list[int | str] | None | str] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, list):
                field_dict[prop_name] = []
                for additional_property_type_3_item_data in prop:
                    additional_property_type_3_item: int | str
                    additional_property_type_3_item = additional_property_type_3_item_data
                    field_dict[prop_name].append(additional_property_type_3_item)


            else:
                field_dict[prop_name] = prop


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sabacc_ranking_ranking_item_tie_values = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> int | list[int | str] | None | str:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    additional_property_type_3 = []
                    _additional_property_type_3 = data
                    for additional_property_type_3_item_data in (_additional_property_type_3):
                        def _parse_additional_property_type_3_item(data: object) -> int | str:
                            return cast(int | str, data)

                        additional_property_type_3_item = _parse_additional_property_type_3_item(additional_property_type_3_item_data)

                        additional_property_type_3.append(additional_property_type_3_item)

                    return additional_property_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | list[int | str] | None | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        sabacc_ranking_ranking_item_tie_values.additional_properties = additional_properties
        return sabacc_ranking_ranking_item_tie_values

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int | list[int | str] | None | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int | list[int | str] | None | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
