from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_game_over_event_by import CorellianSpikeGameOverEventBy
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CorellianSpikeGameOverEvent")



@_attrs_define
class CorellianSpikeGameOverEvent:
    """ 
        Attributes:
            event (Literal['game_over']):
            winners (list[int]):
            by (CorellianSpikeGameOverEventBy):
            next_dealer (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['game_over']
    winners: list[int]
    by: CorellianSpikeGameOverEventBy
    next_dealer: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        winners = self.winners



        by = self.by.value

        next_dealer = self.next_dealer

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "winners": winners,
            "by": by,
            "next_dealer": next_dealer,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['game_over'] , d.pop("event"))
        if event != 'game_over':
            raise ValueError(f"event must match const 'game_over', got '{event}'")

        winners = cast(list[int], d.pop("winners"))


        by = CorellianSpikeGameOverEventBy(d.pop("by"))




        next_dealer = d.pop("next_dealer")

        text = d.pop("text", UNSET)

        corellian_spike_game_over_event = cls(
            event=event,
            winners=winners,
            by=by,
            next_dealer=next_dealer,
            text=text,
        )

        return corellian_spike_game_over_event

