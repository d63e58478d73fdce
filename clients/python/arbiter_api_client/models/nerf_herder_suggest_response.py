from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.nerf_herder_chance import NerfHerderChance
  from ..models.nerf_herder_pass import NerfHerderPass
  from ..models.nerf_herder_place import NerfHerderPlace





T = TypeVar("T", bound="NerfHerderSuggestResponse")



@_attrs_define
class NerfHerderSuggestResponse:
    """ 
        Attributes:
            move (NerfHerderChance | NerfHerderPass | NerfHerderPlace): A move of Nerf Herder, by its action.
     """

    move: NerfHerderChance | NerfHerderPass | NerfHerderPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_chance import NerfHerderChance # noqa: PLC0415
        from ..models.nerf_herder_pass import NerfHerderPass # noqa: PLC0415
        from ..models.nerf_herder_place import NerfHerderPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, NerfHerderPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, NerfHerderPass):
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
        from ..models.nerf_herder_chance import NerfHerderChance # noqa: PLC0415
        from ..models.nerf_herder_pass import NerfHerderPass # noqa: PLC0415
        from ..models.nerf_herder_place import NerfHerderPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> NerfHerderChance | NerfHerderPass | NerfHerderPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nerf_herder_move_type_0 = NerfHerderPlace.from_dict(data)



                return componentsschemas_nerf_herder_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nerf_herder_move_type_1 = NerfHerderPass.from_dict(data)



                return componentsschemas_nerf_herder_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_nerf_herder_move_type_2 = NerfHerderChance.from_dict(data)



            return componentsschemas_nerf_herder_move_type_2

        move = _parse_move(d.pop("move"))


        nerf_herder_suggest_response = cls(
            move=move,
        )

        return nerf_herder_suggest_response

