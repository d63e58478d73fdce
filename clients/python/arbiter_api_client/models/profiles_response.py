from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.corellian_spike_profile import CorellianSpikeProfile
  from ..models.traditional_sabacc_profile import TraditionalSabaccProfile





T = TypeVar("T", bound="ProfilesResponse")



@_attrs_define
class ProfilesResponse:
    """ 
        Attributes:
            profiles (list[CorellianSpikeProfile | TraditionalSabaccProfile]): Every shipped profile as data: its rank order
                and tie-break steps.
     """

    profiles: list[CorellianSpikeProfile | TraditionalSabaccProfile]





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_profile import CorellianSpikeProfile # noqa: PLC0415
        from ..models.traditional_sabacc_profile import TraditionalSabaccProfile # noqa: PLC0415
        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item: dict[str, Any]
            if isinstance(profiles_item_data, CorellianSpikeProfile):
                profiles_item = profiles_item_data.to_dict()
            else:
                profiles_item = profiles_item_data.to_dict()

            profiles.append(profiles_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "profiles": profiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corellian_spike_profile import CorellianSpikeProfile # noqa: PLC0415
        from ..models.traditional_sabacc_profile import TraditionalSabaccProfile # noqa: PLC0415
        d = dict(src_dict)
        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in (_profiles):
            def _parse_profiles_item(data: object) -> CorellianSpikeProfile | TraditionalSabaccProfile:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabacc_profile_type_0 = CorellianSpikeProfile.from_dict(data)



                    return componentsschemas_sabacc_profile_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabacc_profile_type_1 = TraditionalSabaccProfile.from_dict(data)



                return componentsschemas_sabacc_profile_type_1

            profiles_item = _parse_profiles_item(profiles_item_data)

            profiles.append(profiles_item)


        profiles_response = cls(
            profiles=profiles,
        )

        return profiles_response

