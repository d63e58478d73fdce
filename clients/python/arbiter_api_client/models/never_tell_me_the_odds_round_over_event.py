from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.never_tell_me_the_odds_round_over_event_ended import NeverTellMeTheOddsRoundOverEventEnded
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="NeverTellMeTheOddsRoundOverEvent")



@_attrs_define
class NeverTellMeTheOddsRoundOverEvent:
    """ 
        Attributes:
            event (Literal['round_over']):
            round_ (int):
            ended (NeverTellMeTheOddsRoundOverEventEnded):
            winner (int | None):
            pips (list[int]):
            points (list[int]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['round_over']
    round_: int
    ended: NeverTellMeTheOddsRoundOverEventEnded
    winner: int | None
    pips: list[int]
    points: list[int]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        round_ = self.round_

        ended = self.ended.value

        winner: int | None
        winner = self.winner

        pips = self.pips



        points = self.points



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "round": round_,
            "ended": ended,
            "winner": winner,
            "pips": pips,
            "points": points,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['round_over'] , d.pop("event"))
        if event != 'round_over':
            raise ValueError(f"event must match const 'round_over', got '{event}'")

        round_ = d.pop("round")

        ended = NeverTellMeTheOddsRoundOverEventEnded(d.pop("ended"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        pips = cast(list[int], d.pop("pips"))


        points = cast(list[int], d.pop("points"))


        text = d.pop("text", UNSET)

        never_tell_me_the_odds_round_over_event = cls(
            event=event,
            round_=round_,
            ended=ended,
            winner=winner,
            pips=pips,
            points=points,
            text=text,
        )

        return never_tell_me_the_odds_round_over_event

