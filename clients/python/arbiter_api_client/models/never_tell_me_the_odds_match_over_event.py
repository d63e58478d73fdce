from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="NeverTellMeTheOddsMatchOverEvent")



@_attrs_define
class NeverTellMeTheOddsMatchOverEvent:
    """ 
        Attributes:
            event (Literal['match_over']):
            winners (list[int]):
            scores (list[int]):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['match_over']
    winners: list[int]
    scores: list[int]
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event

        winners = self.winners



        scores = self.scores



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "winners": winners,
            "scores": scores,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = cast(Literal['match_over'] , d.pop("event"))
        if event != 'match_over':
            raise ValueError(f"event must match const 'match_over', got '{event}'")

        winners = cast(list[int], d.pop("winners"))


        scores = cast(list[int], d.pop("scores"))


        text = d.pop("text", UNSET)

        never_tell_me_the_odds_match_over_event = cls(
            event=event,
            winners=winners,
            scores=scores,
            text=text,
        )

        return never_tell_me_the_odds_match_over_event

