from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CorellianSpikeDiceEvent")



@_attrs_define
class CorellianSpikeDiceEvent:
    """ 
        Attributes:
            event (Literal['dice']):
            dice (list[int]):
            double (bool):
            seeded (bool):
            round_ (int):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['dice']
    dice: list[int]
    double: bool
    seeded: bool
    round_: int
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        dice = self.dice



        double = self.double

        seeded = self.seeded

        round_ = self.round_

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "dice": dice,
            "double": double,
            "seeded": seeded,
            "round": round_,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['dice'] , d.pop("event"))
        if event != 'dice':
            raise ValueError(f"event must match const 'dice', got '{event}'")

        dice = cast(list[int], d.pop("dice"))


        double = d.pop("double")

        seeded = d.pop("seeded")

        round_ = d.pop("round")

        text = d.pop("text", UNSET)

        corellian_spike_dice_event = cls(
            event=event,
            dice=dice,
            double=double,
            seeded=seeded,
            round_=round_,
            text=text,
        )

        return corellian_spike_dice_event

