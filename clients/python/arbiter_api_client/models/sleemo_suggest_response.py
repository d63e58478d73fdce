from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sleemo_chance import SleemoChance
  from ..models.sleemo_decline import SleemoDecline
  from ..models.sleemo_draw import SleemoDraw
  from ..models.sleemo_pass import SleemoPass
  from ..models.sleemo_place import SleemoPlace
  from ..models.sleemo_roll import SleemoRoll
  from ..models.sleemo_turn_over import SleemoTurnOver





T = TypeVar("T", bound="SleemoSuggestResponse")



@_attrs_define
class SleemoSuggestResponse:
    """ 
        Attributes:
            move (SleemoChance | SleemoDecline | SleemoDraw | SleemoPass | SleemoPlace | SleemoRoll | SleemoTurnOver): A
                move of Sleemo, by its action.
     """

    move: SleemoChance | SleemoDecline | SleemoDraw | SleemoPass | SleemoPlace | SleemoRoll | SleemoTurnOver





    def to_dict(self) -> dict[str, Any]:
        from ..models.sleemo_chance import SleemoChance # noqa: PLC0415
        from ..models.sleemo_decline import SleemoDecline # noqa: PLC0415
        from ..models.sleemo_draw import SleemoDraw # noqa: PLC0415
        from ..models.sleemo_pass import SleemoPass # noqa: PLC0415
        from ..models.sleemo_place import SleemoPlace # noqa: PLC0415
        from ..models.sleemo_roll import SleemoRoll # noqa: PLC0415
        from ..models.sleemo_turn_over import SleemoTurnOver # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, SleemoPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, SleemoPass):
            move = self.move.to_dict()
        elif isinstance(self.move, SleemoDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, SleemoChance):
            move = self.move.to_dict()
        elif isinstance(self.move, SleemoRoll):
            move = self.move.to_dict()
        elif isinstance(self.move, SleemoTurnOver):
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
        from ..models.sleemo_chance import SleemoChance # noqa: PLC0415
        from ..models.sleemo_decline import SleemoDecline # noqa: PLC0415
        from ..models.sleemo_draw import SleemoDraw # noqa: PLC0415
        from ..models.sleemo_pass import SleemoPass # noqa: PLC0415
        from ..models.sleemo_place import SleemoPlace # noqa: PLC0415
        from ..models.sleemo_roll import SleemoRoll # noqa: PLC0415
        from ..models.sleemo_turn_over import SleemoTurnOver # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> SleemoChance | SleemoDecline | SleemoDraw | SleemoPass | SleemoPlace | SleemoRoll | SleemoTurnOver:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_0 = SleemoPlace.from_dict(data)



                return componentsschemas_sleemo_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_1 = SleemoPass.from_dict(data)



                return componentsschemas_sleemo_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_2 = SleemoDraw.from_dict(data)



                return componentsschemas_sleemo_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_3 = SleemoChance.from_dict(data)



                return componentsschemas_sleemo_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_4 = SleemoRoll.from_dict(data)



                return componentsschemas_sleemo_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_5 = SleemoTurnOver.from_dict(data)



                return componentsschemas_sleemo_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_sleemo_move_type_6 = SleemoDecline.from_dict(data)



            return componentsschemas_sleemo_move_type_6

        move = _parse_move(d.pop("move"))


        sleemo_suggest_response = cls(
            move=move,
        )

        return sleemo_suggest_response

