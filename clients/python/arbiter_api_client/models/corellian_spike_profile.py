from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_profile_order_item import CorellianSpikeProfileOrderItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.corellian_spike_profile_match import CorellianSpikeProfileMatch
  from ..models.corellian_spike_profile_ties import CorellianSpikeProfileTies





T = TypeVar("T", bound="CorellianSpikeProfile")



@_attrs_define
class CorellianSpikeProfile:
    """ 
        Attributes:
            id (str):
            order (list[CorellianSpikeProfileOrderItem]):
            match (CorellianSpikeProfileMatch):
            ties (CorellianSpikeProfileTies):
            game (Literal['corellian-spike'] | Unset):
            title (str | Unset):
            description (str | Unset):
            source (str | Unset):
     """

    id: str
    order: list[CorellianSpikeProfileOrderItem]
    match: CorellianSpikeProfileMatch
    ties: CorellianSpikeProfileTies
    game: Literal['corellian-spike'] | Unset = UNSET
    title: str | Unset = UNSET
    description: str | Unset = UNSET
    source: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_profile_match import CorellianSpikeProfileMatch # noqa: PLC0415
        from ..models.corellian_spike_profile_ties import CorellianSpikeProfileTies # noqa: PLC0415
        id = self.id

        order = []
        for order_item_data in self.order:
            order_item = order_item_data.value
            order.append(order_item)



        match = self.match.to_dict()

        ties = self.ties.to_dict()

        game = self.game

        title = self.title

        description = self.description

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "order": order,
            "match": match,
            "ties": ties,
        })
        if game is not UNSET:
            field_dict["game"] = game
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corellian_spike_profile_match import CorellianSpikeProfileMatch # noqa: PLC0415
        from ..models.corellian_spike_profile_ties import CorellianSpikeProfileTies # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        order = []
        _order = d.pop("order")
        for order_item_data in (_order):
            order_item = CorellianSpikeProfileOrderItem(order_item_data)



            order.append(order_item)


        match = CorellianSpikeProfileMatch.from_dict(d.pop("match"))




        ties = CorellianSpikeProfileTies.from_dict(d.pop("ties"))




        game = cast(Literal['corellian-spike'] | Unset , d.pop("game", UNSET))
        if game != 'corellian-spike'and not isinstance(game, Unset):
            raise ValueError(f"game must match const 'corellian-spike', got '{game}'")

        title = d.pop("title", UNSET)

        description = d.pop("description", UNSET)

        source = d.pop("source", UNSET)

        corellian_spike_profile = cls(
            id=id,
            order=order,
            match=match,
            ties=ties,
            game=game,
            title=title,
            description=description,
            source=source,
        )

        return corellian_spike_profile

