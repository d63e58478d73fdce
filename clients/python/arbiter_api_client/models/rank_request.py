from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.corellian_spike_profile import CorellianSpikeProfile
  from ..models.traditional_sabacc_profile import TraditionalSabaccProfile





T = TypeVar("T", bound="RankRequest")



@_attrs_define
class RankRequest:
    """ 
        Attributes:
            hands (list[list[int | str]]):  Example: [[2, 2, 2, -3, -3], [1, 1, -1, -1]].
            profile (CorellianSpikeProfile | str | TraditionalSabaccProfile | Unset): A profile name from GET
                /v1/games/{game}/profiles, or an inline profile object of the same form. Default: the seed's reading.
     """

    hands: list[list[int | str]]
    profile: CorellianSpikeProfile | str | TraditionalSabaccProfile | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_profile import CorellianSpikeProfile # noqa: PLC0415
        from ..models.traditional_sabacc_profile import TraditionalSabaccProfile # noqa: PLC0415
        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item: int | str
                hands_item_item = hands_item_item_data
                hands_item.append(hands_item_item)


            hands.append(hands_item)



        profile: dict[str, Any] | str | Unset
        if isinstance(self.profile, Unset):
            profile = UNSET
        elif isinstance(self.profile, CorellianSpikeProfile):
            profile = self.profile.to_dict()
        elif isinstance(self.profile, TraditionalSabaccProfile):
            profile = self.profile.to_dict()
        else:
            profile = self.profile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hands": hands,
        })
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corellian_spike_profile import CorellianSpikeProfile # noqa: PLC0415
        from ..models.traditional_sabacc_profile import TraditionalSabaccProfile # noqa: PLC0415
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in (_hands_item):
                def _parse_hands_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                hands_item_item = _parse_hands_item_item(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)


        def _parse_profile(data: object) -> CorellianSpikeProfile | str | TraditionalSabaccProfile | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabacc_profile_type_0 = CorellianSpikeProfile.from_dict(data)



                return componentsschemas_sabacc_profile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabacc_profile_type_1 = TraditionalSabaccProfile.from_dict(data)



                return componentsschemas_sabacc_profile_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CorellianSpikeProfile | str | TraditionalSabaccProfile | Unset, data)

        profile = _parse_profile(d.pop("profile", UNSET))


        rank_request = cls(
            hands=hands,
            profile=profile,
        )

        return rank_request

