from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="TraditionalSabaccFoldEvent")



@_attrs_define
class TraditionalSabaccFoldEvent:
    """ 
        Attributes:
            event (Literal['fold']):
            player (int):
            cards (list[TraditionalSabaccCard]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['fold']
    player: int
    cards: list[TraditionalSabaccCard]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        player = self.player

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "player": player,
            "cards": cards,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['fold'] , d.pop("event"))
        if event != 'fold':
            raise ValueError(f"event must match const 'fold', got '{event}'")

        player = d.pop("player")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = TraditionalSabaccCard(cards_item_data)



            cards.append(cards_item)


        text = d.pop("text", UNSET)

        traditional_sabacc_fold_event = cls(
            event=event,
            player=player,
            cards=cards,
            text=text,
        )

        return traditional_sabacc_fold_event

