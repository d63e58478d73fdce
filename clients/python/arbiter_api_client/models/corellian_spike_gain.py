from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_card import CorellianSpikeCard
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="CorellianSpikeGain")



@_attrs_define
class CorellianSpikeGain:
    """ 
        Attributes:
            action (Literal['gain']):
            discard (CorellianSpikeCard | Unset): A card of the Corellian Spike deck by its code (seed 001 §1 The deck):
                signed value and stave or suit letter.
            player (int | Unset): The seat whose turn it is (checked).
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    action: Literal['gain']
    discard: CorellianSpikeCard | Unset = UNSET
    player: int | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        discard: str | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = self.discard.value


        player = self.player

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if discard is not UNSET:
            field_dict["discard"] = discard
        if player is not UNSET:
            field_dict["player"] = player
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal['gain'] , d.pop("action"))
        if action != 'gain':
            raise ValueError(f"action must match const 'gain', got '{action}'")

        _discard = d.pop("discard", UNSET)
        discard: CorellianSpikeCard | Unset
        if isinstance(_discard,  Unset):
            discard = UNSET
        else:
            discard = CorellianSpikeCard(_discard)




        player = d.pop("player", UNSET)

        text = d.pop("text", UNSET)

        corellian_spike_gain = cls(
            action=action,
            discard=discard,
            player=player,
            text=text,
        )

        return corellian_spike_gain

