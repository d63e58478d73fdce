from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_chance import RummikubChance
  from ..models.rummikub_draw import RummikubDraw
  from ..models.rummikub_lay import RummikubLay
  from ..models.rummikub_penalty import RummikubPenalty





T = TypeVar("T", bound="RummikubSuggestResponse")



@_attrs_define
class RummikubSuggestResponse:
    """ 
        Attributes:
            move (RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty): A move of Rummikub, by its action.
     """

    move: RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, RummikubChance):
            move = self.move.to_dict()
        elif isinstance(self.move, RummikubDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, RummikubLay):
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
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummikub_move_type_0 = RummikubChance.from_dict(data)



                return componentsschemas_rummikub_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummikub_move_type_1 = RummikubDraw.from_dict(data)



                return componentsschemas_rummikub_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummikub_move_type_2 = RummikubLay.from_dict(data)



                return componentsschemas_rummikub_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rummikub_move_type_3 = RummikubPenalty.from_dict(data)



            return componentsschemas_rummikub_move_type_3

        move = _parse_move(d.pop("move"))


        rummikub_suggest_response = cls(
            move=move,
        )

        return rummikub_suggest_response

