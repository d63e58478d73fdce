from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.never_tell_me_the_odds_chance import NeverTellMeTheOddsChance
  from ..models.never_tell_me_the_odds_pass import NeverTellMeTheOddsPass
  from ..models.never_tell_me_the_odds_place import NeverTellMeTheOddsPlace
  from ..models.never_tell_me_the_odds_roll import NeverTellMeTheOddsRoll





T = TypeVar("T", bound="NeverTellMeTheOddsSuggestResponse")



@_attrs_define
class NeverTellMeTheOddsSuggestResponse:
    """ 
        Attributes:
            move (NeverTellMeTheOddsChance | NeverTellMeTheOddsPass | NeverTellMeTheOddsPlace | NeverTellMeTheOddsRoll): A
                move of Never Tell Me The Odds, by its action.
     """

    move: NeverTellMeTheOddsChance | NeverTellMeTheOddsPass | NeverTellMeTheOddsPlace | NeverTellMeTheOddsRoll





    def to_dict(self) -> dict[str, Any]:
        from ..models.never_tell_me_the_odds_chance import NeverTellMeTheOddsChance # noqa: PLC0415
        from ..models.never_tell_me_the_odds_pass import NeverTellMeTheOddsPass # noqa: PLC0415
        from ..models.never_tell_me_the_odds_place import NeverTellMeTheOddsPlace # noqa: PLC0415
        from ..models.never_tell_me_the_odds_roll import NeverTellMeTheOddsRoll # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, NeverTellMeTheOddsPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, NeverTellMeTheOddsPass):
            move = self.move.to_dict()
        elif isinstance(self.move, NeverTellMeTheOddsChance):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.never_tell_me_the_odds_chance import NeverTellMeTheOddsChance # noqa: PLC0415
        from ..models.never_tell_me_the_odds_pass import NeverTellMeTheOddsPass # noqa: PLC0415
        from ..models.never_tell_me_the_odds_place import NeverTellMeTheOddsPlace # noqa: PLC0415
        from ..models.never_tell_me_the_odds_roll import NeverTellMeTheOddsRoll # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> NeverTellMeTheOddsChance | NeverTellMeTheOddsPass | NeverTellMeTheOddsPlace | NeverTellMeTheOddsRoll:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_never_tell_me_the_odds_move_type_0 = NeverTellMeTheOddsPlace.from_dict(data)



                return componentsschemas_never_tell_me_the_odds_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_never_tell_me_the_odds_move_type_1 = NeverTellMeTheOddsPass.from_dict(data)



                return componentsschemas_never_tell_me_the_odds_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_never_tell_me_the_odds_move_type_2 = NeverTellMeTheOddsChance.from_dict(data)



                return componentsschemas_never_tell_me_the_odds_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_never_tell_me_the_odds_move_type_3 = NeverTellMeTheOddsRoll.from_dict(data)



            return componentsschemas_never_tell_me_the_odds_move_type_3

        move = _parse_move(d.pop("move"))


        never_tell_me_the_odds_suggest_response = cls(
            move=move,
        )

        return never_tell_me_the_odds_suggest_response

