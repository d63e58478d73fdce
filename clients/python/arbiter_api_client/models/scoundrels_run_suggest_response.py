from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.scoundrels_run_chance import ScoundrelsRunChance
  from ..models.scoundrels_run_pass import ScoundrelsRunPass
  from ..models.scoundrels_run_place import ScoundrelsRunPlace
  from ..models.scoundrels_run_roll import ScoundrelsRunRoll





T = TypeVar("T", bound="ScoundrelsRunSuggestResponse")



@_attrs_define
class ScoundrelsRunSuggestResponse:
    """ 
        Attributes:
            move (ScoundrelsRunChance | ScoundrelsRunPass | ScoundrelsRunPlace | ScoundrelsRunRoll): A move of Scoundrel's
                Run, by its action.
     """

    move: ScoundrelsRunChance | ScoundrelsRunPass | ScoundrelsRunPlace | ScoundrelsRunRoll





    def to_dict(self) -> dict[str, Any]:
        from ..models.scoundrels_run_chance import ScoundrelsRunChance # noqa: PLC0415
        from ..models.scoundrels_run_pass import ScoundrelsRunPass # noqa: PLC0415
        from ..models.scoundrels_run_place import ScoundrelsRunPlace # noqa: PLC0415
        from ..models.scoundrels_run_roll import ScoundrelsRunRoll # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ScoundrelsRunPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, ScoundrelsRunPass):
            move = self.move.to_dict()
        elif isinstance(self.move, ScoundrelsRunChance):
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
        from ..models.scoundrels_run_chance import ScoundrelsRunChance # noqa: PLC0415
        from ..models.scoundrels_run_pass import ScoundrelsRunPass # noqa: PLC0415
        from ..models.scoundrels_run_place import ScoundrelsRunPlace # noqa: PLC0415
        from ..models.scoundrels_run_roll import ScoundrelsRunRoll # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ScoundrelsRunChance | ScoundrelsRunPass | ScoundrelsRunPlace | ScoundrelsRunRoll:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoundrels_run_move_type_0 = ScoundrelsRunPlace.from_dict(data)



                return componentsschemas_scoundrels_run_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoundrels_run_move_type_1 = ScoundrelsRunPass.from_dict(data)



                return componentsschemas_scoundrels_run_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoundrels_run_move_type_2 = ScoundrelsRunChance.from_dict(data)



                return componentsschemas_scoundrels_run_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_scoundrels_run_move_type_3 = ScoundrelsRunRoll.from_dict(data)



            return componentsschemas_scoundrels_run_move_type_3

        move = _parse_move(d.pop("move"))


        scoundrels_run_suggest_response = cls(
            move=move,
        )

        return scoundrels_run_suggest_response

