from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance
  from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass
  from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace





T = TypeVar("T", bound="TatooineSpiceTrainSuggestResponse")



@_attrs_define
class TatooineSpiceTrainSuggestResponse:
    """ 
        Attributes:
            move (TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace): A move of Tatooine Spice
                Train, by its action.
     """

    move: TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace





    def to_dict(self) -> dict[str, Any]:
        from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance # noqa: PLC0415
        from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass # noqa: PLC0415
        from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, TatooineSpiceTrainPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, TatooineSpiceTrainPass):
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
        from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance # noqa: PLC0415
        from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass # noqa: PLC0415
        from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tatooine_spice_train_move_type_0 = TatooineSpiceTrainPlace.from_dict(data)



                return componentsschemas_tatooine_spice_train_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tatooine_spice_train_move_type_1 = TatooineSpiceTrainPass.from_dict(data)



                return componentsschemas_tatooine_spice_train_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_tatooine_spice_train_move_type_2 = TatooineSpiceTrainChance.from_dict(data)



            return componentsschemas_tatooine_spice_train_move_type_2

        move = _parse_move(d.pop("move"))


        tatooine_spice_train_suggest_response = cls(
            move=move,
        )

        return tatooine_spice_train_suggest_response

