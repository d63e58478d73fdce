from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.muggins_chance import MugginsChance
  from ..models.muggins_draw import MugginsDraw
  from ..models.muggins_pass import MugginsPass
  from ..models.muggins_place import MugginsPlace





T = TypeVar("T", bound="MugginsSuggestResponse")



@_attrs_define
class MugginsSuggestResponse:
    """ 
        Attributes:
            move (MugginsChance | MugginsDraw | MugginsPass | MugginsPlace): A move of Muggins, by its action.
     """

    move: MugginsChance | MugginsDraw | MugginsPass | MugginsPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.muggins_chance import MugginsChance # noqa: PLC0415
        from ..models.muggins_draw import MugginsDraw # noqa: PLC0415
        from ..models.muggins_pass import MugginsPass # noqa: PLC0415
        from ..models.muggins_place import MugginsPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, MugginsPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, MugginsPass):
            move = self.move.to_dict()
        elif isinstance(self.move, MugginsDraw):
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
        from ..models.muggins_chance import MugginsChance # noqa: PLC0415
        from ..models.muggins_draw import MugginsDraw # noqa: PLC0415
        from ..models.muggins_pass import MugginsPass # noqa: PLC0415
        from ..models.muggins_place import MugginsPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> MugginsChance | MugginsDraw | MugginsPass | MugginsPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_muggins_move_type_0 = MugginsPlace.from_dict(data)



                return componentsschemas_muggins_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_muggins_move_type_1 = MugginsPass.from_dict(data)



                return componentsschemas_muggins_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_muggins_move_type_2 = MugginsDraw.from_dict(data)



                return componentsschemas_muggins_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_muggins_move_type_3 = MugginsChance.from_dict(data)



            return componentsschemas_muggins_move_type_3

        move = _parse_move(d.pop("move"))


        muggins_suggest_response = cls(
            move=move,
        )

        return muggins_suggest_response

