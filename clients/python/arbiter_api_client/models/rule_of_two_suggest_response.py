from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rule_of_two_chance import RuleOfTwoChance
  from ..models.rule_of_two_pass import RuleOfTwoPass
  from ..models.rule_of_two_place import RuleOfTwoPlace
  from ..models.rule_of_two_roll import RuleOfTwoRoll





T = TypeVar("T", bound="RuleOfTwoSuggestResponse")



@_attrs_define
class RuleOfTwoSuggestResponse:
    """ 
        Attributes:
            move (RuleOfTwoChance | RuleOfTwoPass | RuleOfTwoPlace | RuleOfTwoRoll): A move of Rule of Two, by its action.
     """

    move: RuleOfTwoChance | RuleOfTwoPass | RuleOfTwoPlace | RuleOfTwoRoll





    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_of_two_chance import RuleOfTwoChance # noqa: PLC0415
        from ..models.rule_of_two_pass import RuleOfTwoPass # noqa: PLC0415
        from ..models.rule_of_two_place import RuleOfTwoPlace # noqa: PLC0415
        from ..models.rule_of_two_roll import RuleOfTwoRoll # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, RuleOfTwoPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, RuleOfTwoPass):
            move = self.move.to_dict()
        elif isinstance(self.move, RuleOfTwoChance):
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
        from ..models.rule_of_two_chance import RuleOfTwoChance # noqa: PLC0415
        from ..models.rule_of_two_pass import RuleOfTwoPass # noqa: PLC0415
        from ..models.rule_of_two_place import RuleOfTwoPlace # noqa: PLC0415
        from ..models.rule_of_two_roll import RuleOfTwoRoll # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> RuleOfTwoChance | RuleOfTwoPass | RuleOfTwoPlace | RuleOfTwoRoll:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rule_of_two_move_type_0 = RuleOfTwoPlace.from_dict(data)



                return componentsschemas_rule_of_two_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rule_of_two_move_type_1 = RuleOfTwoPass.from_dict(data)



                return componentsschemas_rule_of_two_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rule_of_two_move_type_2 = RuleOfTwoChance.from_dict(data)



                return componentsschemas_rule_of_two_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rule_of_two_move_type_3 = RuleOfTwoRoll.from_dict(data)



            return componentsschemas_rule_of_two_move_type_3

        move = _parse_move(d.pop("move"))


        rule_of_two_suggest_response = cls(
            move=move,
        )

        return rule_of_two_suggest_response

