from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccinos_chance import SabaccinosChance
  from ..models.sabaccinos_draw import SabaccinosDraw
  from ..models.sabaccinos_pass import SabaccinosPass
  from ..models.sabaccinos_place import SabaccinosPlace





T = TypeVar("T", bound="SabaccinosSuggestResponse")



@_attrs_define
class SabaccinosSuggestResponse:
    """ 
        Attributes:
            move (SabaccinosChance | SabaccinosDraw | SabaccinosPass | SabaccinosPlace): A move of Basic Sabbacinos, by its
                action.
     """

    move: SabaccinosChance | SabaccinosDraw | SabaccinosPass | SabaccinosPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccinos_chance import SabaccinosChance # noqa: PLC0415
        from ..models.sabaccinos_draw import SabaccinosDraw # noqa: PLC0415
        from ..models.sabaccinos_pass import SabaccinosPass # noqa: PLC0415
        from ..models.sabaccinos_place import SabaccinosPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, SabaccinosPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, SabaccinosPass):
            move = self.move.to_dict()
        elif isinstance(self.move, SabaccinosDraw):
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
        from ..models.sabaccinos_chance import SabaccinosChance # noqa: PLC0415
        from ..models.sabaccinos_draw import SabaccinosDraw # noqa: PLC0415
        from ..models.sabaccinos_pass import SabaccinosPass # noqa: PLC0415
        from ..models.sabaccinos_place import SabaccinosPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> SabaccinosChance | SabaccinosDraw | SabaccinosPass | SabaccinosPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccinos_move_type_0 = SabaccinosPlace.from_dict(data)



                return componentsschemas_sabaccinos_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccinos_move_type_1 = SabaccinosPass.from_dict(data)



                return componentsschemas_sabaccinos_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccinos_move_type_2 = SabaccinosDraw.from_dict(data)



                return componentsschemas_sabaccinos_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_sabaccinos_move_type_3 = SabaccinosChance.from_dict(data)



            return componentsschemas_sabaccinos_move_type_3

        move = _parse_move(d.pop("move"))


        sabaccinos_suggest_response = cls(
            move=move,
        )

        return sabaccinos_suggest_response

