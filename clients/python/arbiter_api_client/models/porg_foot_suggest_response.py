from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.porg_foot_chance import PorgFootChance
  from ..models.porg_foot_draw import PorgFootDraw
  from ..models.porg_foot_pass import PorgFootPass
  from ..models.porg_foot_place import PorgFootPlace
  from ..models.porg_foot_roll import PorgFootRoll





T = TypeVar("T", bound="PorgFootSuggestResponse")



@_attrs_define
class PorgFootSuggestResponse:
    """ 
        Attributes:
            move (PorgFootChance | PorgFootDraw | PorgFootPass | PorgFootPlace | PorgFootRoll): A move of Porg Foot, by its
                action.
     """

    move: PorgFootChance | PorgFootDraw | PorgFootPass | PorgFootPlace | PorgFootRoll





    def to_dict(self) -> dict[str, Any]:
        from ..models.porg_foot_chance import PorgFootChance # noqa: PLC0415
        from ..models.porg_foot_draw import PorgFootDraw # noqa: PLC0415
        from ..models.porg_foot_pass import PorgFootPass # noqa: PLC0415
        from ..models.porg_foot_place import PorgFootPlace # noqa: PLC0415
        from ..models.porg_foot_roll import PorgFootRoll # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, PorgFootPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, PorgFootPass):
            move = self.move.to_dict()
        elif isinstance(self.move, PorgFootDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, PorgFootChance):
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
        from ..models.porg_foot_chance import PorgFootChance # noqa: PLC0415
        from ..models.porg_foot_draw import PorgFootDraw # noqa: PLC0415
        from ..models.porg_foot_pass import PorgFootPass # noqa: PLC0415
        from ..models.porg_foot_place import PorgFootPlace # noqa: PLC0415
        from ..models.porg_foot_roll import PorgFootRoll # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> PorgFootChance | PorgFootDraw | PorgFootPass | PorgFootPlace | PorgFootRoll:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_porg_foot_move_type_0 = PorgFootPlace.from_dict(data)



                return componentsschemas_porg_foot_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_porg_foot_move_type_1 = PorgFootPass.from_dict(data)



                return componentsschemas_porg_foot_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_porg_foot_move_type_2 = PorgFootDraw.from_dict(data)



                return componentsschemas_porg_foot_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_porg_foot_move_type_3 = PorgFootChance.from_dict(data)



                return componentsschemas_porg_foot_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_porg_foot_move_type_4 = PorgFootRoll.from_dict(data)



            return componentsschemas_porg_foot_move_type_4

        move = _parse_move(d.pop("move"))


        porg_foot_suggest_response = cls(
            move=move,
        )

        return porg_foot_suggest_response

