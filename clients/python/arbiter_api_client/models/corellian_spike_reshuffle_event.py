from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="CorellianSpikeReshuffleEvent")



@_attrs_define
class CorellianSpikeReshuffleEvent:
    """ 
        Attributes:
            event (Literal['reshuffle']):
            cards (int):
            rule (str):
            source (str):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['reshuffle']
    cards: int
    rule: str
    source: str
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        cards = self.cards

        rule = self.rule

        source = self.source

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "cards": cards,
            "rule": rule,
            "source": source,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['reshuffle'] , d.pop("event"))
        if event != 'reshuffle':
            raise ValueError(f"event must match const 'reshuffle', got '{event}'")

        cards = d.pop("cards")

        rule = d.pop("rule")

        source = d.pop("source")

        text = d.pop("text", UNSET)

        corellian_spike_reshuffle_event = cls(
            event=event,
            cards=cards,
            rule=rule,
            source=source,
            text=text,
        )

        return corellian_spike_reshuffle_event

