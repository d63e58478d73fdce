from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_cross_chance import SabaccinoCrossChance
  from ..models.sabaccino_cross_draw import SabaccinoCrossDraw
  from ..models.sabaccino_cross_pass import SabaccinoCrossPass
  from ..models.sabaccino_cross_place import SabaccinoCrossPlace





T = TypeVar("T", bound="SabaccinoCrossSuggestResponse")



@_attrs_define
class SabaccinoCrossSuggestResponse:
    """ 
        Attributes:
            move (SabaccinoCrossChance | SabaccinoCrossDraw | SabaccinoCrossPass | SabaccinoCrossPlace): A move of Sabbacino
                Cross, by its action.
     """

    move: SabaccinoCrossChance | SabaccinoCrossDraw | SabaccinoCrossPass | SabaccinoCrossPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_cross_chance import SabaccinoCrossChance # noqa: PLC0415
        from ..models.sabaccino_cross_draw import SabaccinoCrossDraw # noqa: PLC0415
        from ..models.sabaccino_cross_pass import SabaccinoCrossPass # noqa: PLC0415
        from ..models.sabaccino_cross_place import SabaccinoCrossPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, SabaccinoCrossPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, SabaccinoCrossPass):
            move = self.move.to_dict()
        elif isinstance(self.move, SabaccinoCrossDraw):
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
        from ..models.sabaccino_cross_chance import SabaccinoCrossChance # noqa: PLC0415
        from ..models.sabaccino_cross_draw import SabaccinoCrossDraw # noqa: PLC0415
        from ..models.sabaccino_cross_pass import SabaccinoCrossPass # noqa: PLC0415
        from ..models.sabaccino_cross_place import SabaccinoCrossPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> SabaccinoCrossChance | SabaccinoCrossDraw | SabaccinoCrossPass | SabaccinoCrossPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccino_cross_move_type_0 = SabaccinoCrossPlace.from_dict(data)



                return componentsschemas_sabaccino_cross_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccino_cross_move_type_1 = SabaccinoCrossPass.from_dict(data)



                return componentsschemas_sabaccino_cross_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccino_cross_move_type_2 = SabaccinoCrossDraw.from_dict(data)



                return componentsschemas_sabaccino_cross_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_sabaccino_cross_move_type_3 = SabaccinoCrossChance.from_dict(data)



            return componentsschemas_sabaccino_cross_move_type_3

        move = _parse_move(d.pop("move"))


        sabaccino_cross_suggest_response = cls(
            move=move,
        )

        return sabaccino_cross_suggest_response

