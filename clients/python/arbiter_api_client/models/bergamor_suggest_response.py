from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bergamor_chance import BergamorChance
  from ..models.bergamor_pass import BergamorPass
  from ..models.bergamor_place import BergamorPlace





T = TypeVar("T", bound="BergamorSuggestResponse")



@_attrs_define
class BergamorSuggestResponse:
    """ 
        Attributes:
            move (BergamorChance | BergamorPass | BergamorPlace): A move of Bergamor, by its action.
     """

    move: BergamorChance | BergamorPass | BergamorPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_chance import BergamorChance # noqa: PLC0415
        from ..models.bergamor_pass import BergamorPass # noqa: PLC0415
        from ..models.bergamor_place import BergamorPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, BergamorPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, BergamorPass):
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
        from ..models.bergamor_chance import BergamorChance # noqa: PLC0415
        from ..models.bergamor_pass import BergamorPass # noqa: PLC0415
        from ..models.bergamor_place import BergamorPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> BergamorChance | BergamorPass | BergamorPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bergamor_move_type_0 = BergamorPlace.from_dict(data)



                return componentsschemas_bergamor_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bergamor_move_type_1 = BergamorPass.from_dict(data)



                return componentsschemas_bergamor_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_bergamor_move_type_2 = BergamorChance.from_dict(data)



            return componentsschemas_bergamor_move_type_2

        move = _parse_move(d.pop("move"))


        bergamor_suggest_response = cls(
            move=move,
        )

        return bergamor_suggest_response

