from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.krayt_dragon_chance import KraytDragonChance
  from ..models.krayt_dragon_discard import KraytDragonDiscard
  from ..models.krayt_dragon_draw import KraytDragonDraw
  from ..models.krayt_dragon_pass import KraytDragonPass
  from ..models.krayt_dragon_place import KraytDragonPlace





T = TypeVar("T", bound="KraytDragonSuggestResponse")



@_attrs_define
class KraytDragonSuggestResponse:
    """ 
        Attributes:
            move (KraytDragonChance | KraytDragonDiscard | KraytDragonDraw | KraytDragonPass | KraytDragonPlace): A move of
                Krayt Dragon, by its action.
     """

    move: KraytDragonChance | KraytDragonDiscard | KraytDragonDraw | KraytDragonPass | KraytDragonPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.krayt_dragon_chance import KraytDragonChance # noqa: PLC0415
        from ..models.krayt_dragon_discard import KraytDragonDiscard # noqa: PLC0415
        from ..models.krayt_dragon_draw import KraytDragonDraw # noqa: PLC0415
        from ..models.krayt_dragon_pass import KraytDragonPass # noqa: PLC0415
        from ..models.krayt_dragon_place import KraytDragonPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, KraytDragonPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, KraytDragonPass):
            move = self.move.to_dict()
        elif isinstance(self.move, KraytDragonDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, KraytDragonDiscard):
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
        from ..models.krayt_dragon_chance import KraytDragonChance # noqa: PLC0415
        from ..models.krayt_dragon_discard import KraytDragonDiscard # noqa: PLC0415
        from ..models.krayt_dragon_draw import KraytDragonDraw # noqa: PLC0415
        from ..models.krayt_dragon_pass import KraytDragonPass # noqa: PLC0415
        from ..models.krayt_dragon_place import KraytDragonPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> KraytDragonChance | KraytDragonDiscard | KraytDragonDraw | KraytDragonPass | KraytDragonPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_krayt_dragon_move_type_0 = KraytDragonPlace.from_dict(data)



                return componentsschemas_krayt_dragon_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_krayt_dragon_move_type_1 = KraytDragonPass.from_dict(data)



                return componentsschemas_krayt_dragon_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_krayt_dragon_move_type_2 = KraytDragonDraw.from_dict(data)



                return componentsschemas_krayt_dragon_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_krayt_dragon_move_type_3 = KraytDragonDiscard.from_dict(data)



                return componentsschemas_krayt_dragon_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_krayt_dragon_move_type_4 = KraytDragonChance.from_dict(data)



            return componentsschemas_krayt_dragon_move_type_4

        move = _parse_move(d.pop("move"))


        krayt_dragon_suggest_response = cls(
            move=move,
        )

        return krayt_dragon_suggest_response

