from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.rummikub_first_pick_event_picks_item import RummikubFirstPickEventPicksItem





T = TypeVar("T", bound="RummikubFirstPickEvent")



@_attrs_define
class RummikubFirstPickEvent:
    """ 
        Attributes:
            event (Literal['first_pick']):
            round_ (int):
            picks (list[RummikubFirstPickEventPicksItem]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['first_pick']
    round_: int
    picks: list[RummikubFirstPickEventPicksItem]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_first_pick_event_picks_item import RummikubFirstPickEventPicksItem # noqa: PLC0415
        event = self.event

        round_ = self.round_

        picks = []
        for picks_item_data in self.picks:
            picks_item = picks_item_data.to_dict()
            picks.append(picks_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "round": round_,
            "picks": picks,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rummikub_first_pick_event_picks_item import RummikubFirstPickEventPicksItem # noqa: PLC0415
        d = dict(src_dict)
        event = cast(Literal['first_pick'] , d.pop("event"))
        if event != 'first_pick':
            raise ValueError(f"event must match const 'first_pick', got '{event}'")

        round_ = d.pop("round")

        picks = []
        _picks = d.pop("picks")
        for picks_item_data in (_picks):
            picks_item = RummikubFirstPickEventPicksItem.from_dict(picks_item_data)



            picks.append(picks_item)


        text = d.pop("text", UNSET)

        rummikub_first_pick_event = cls(
            event=event,
            round_=round_,
            picks=picks,
            text=text,
        )

        return rummikub_first_pick_event

