from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.any_game_move import AnyGameMove





T = TypeVar("T", bound="SuggestResponse")



@_attrs_define
class SuggestResponse:
    """ 
        Attributes:
            move (AnyGameMove): A move of the game in the URL: exactly one of that game's <Game>Move schemas. Moves and
                events carry no `game` member (the URL names it) and one may fit several games' schemas, so the generic
                operations type them as an open object that keeps every member; each game's own operations (mugginsPlay...) type
                them exactly.
     """

    move: AnyGameMove





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_game_move import AnyGameMove # noqa: PLC0415
        move = self.move.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_game_move import AnyGameMove # noqa: PLC0415
        d = dict(src_dict)
        move = AnyGameMove.from_dict(d.pop("move"))




        suggest_response = cls(
            move=move,
        )

        return suggest_response

