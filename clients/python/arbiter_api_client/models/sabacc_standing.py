from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabacc_standing_status import SabaccStandingStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SabaccStanding")



@_attrs_define
class SabaccStanding:
    """ One seat's standing in a Sabacc game.

        Attributes:
            player (int):
            status (SabaccStandingStatus):
            cards (int): Cards held.
            score (int | None):
            position (int | None):
            how (str): How the standing was reached, with the rule.
            name (str | Unset): The hand's name.
            hand (list[int | str] | Unset): The hand laid face up at the reveal.
            sudden_demise (list[str] | Unset): Cards drawn in sudden demise.
     """

    player: int
    status: SabaccStandingStatus
    cards: int
    score: int | None
    position: int | None
    how: str
    name: str | Unset = UNSET
    hand: list[int | str] | Unset = UNSET
    sudden_demise: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        status = self.status.value

        cards = self.cards

        score: int | None
        score = self.score

        position: int | None
        position = self.position

        how = self.how

        name = self.name

        hand: list[int | str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item: int | str
                hand_item = hand_item_data
                hand.append(hand_item)



        sudden_demise: list[str] | Unset = UNSET
        if not isinstance(self.sudden_demise, Unset):
            sudden_demise = self.sudden_demise




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "status": status,
            "cards": cards,
            "score": score,
            "position": position,
            "how": how,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if hand is not UNSET:
            field_dict["hand"] = hand
        if sudden_demise is not UNSET:
            field_dict["sudden_demise"] = sudden_demise

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        status = SabaccStandingStatus(d.pop("status"))




        cards = d.pop("cards")

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))


        how = d.pop("how")

        name = d.pop("name", UNSET)

        _hand = d.pop("hand", UNSET)
        hand: list[int | str] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                def _parse_hand_item(data: object) -> int | str:
                    return cast(int | str, data)

                hand_item = _parse_hand_item(hand_item_data)

                hand.append(hand_item)


        sudden_demise = cast(list[str], d.pop("sudden_demise", UNSET))


        sabacc_standing = cls(
            player=player,
            status=status,
            cards=cards,
            score=score,
            position=position,
            how=how,
            name=name,
            hand=hand,
            sudden_demise=sudden_demise,
        )

        return sabacc_standing

