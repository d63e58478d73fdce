from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_call import TraditionalSabaccCall
  from ..models.traditional_sabacc_chance import TraditionalSabaccChance
  from ..models.traditional_sabacc_fold import TraditionalSabaccFold
  from ..models.traditional_sabacc_freeze import TraditionalSabaccFreeze
  from ..models.traditional_sabacc_gain import TraditionalSabaccGain
  from ..models.traditional_sabacc_roll import TraditionalSabaccRoll
  from ..models.traditional_sabacc_stand import TraditionalSabaccStand
  from ..models.traditional_sabacc_swap import TraditionalSabaccSwap





T = TypeVar("T", bound="TraditionalSabaccSuggestResponse")



@_attrs_define
class TraditionalSabaccSuggestResponse:
    """ 
        Attributes:
            move (TraditionalSabaccCall | TraditionalSabaccChance | TraditionalSabaccFold | TraditionalSabaccFreeze |
                TraditionalSabaccGain | TraditionalSabaccRoll | TraditionalSabaccStand | TraditionalSabaccSwap): A move of
                Traditional 76-card Sabacc, by its action.
     """

    move: TraditionalSabaccCall | TraditionalSabaccChance | TraditionalSabaccFold | TraditionalSabaccFreeze | TraditionalSabaccGain | TraditionalSabaccRoll | TraditionalSabaccStand | TraditionalSabaccSwap





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_call import TraditionalSabaccCall # noqa: PLC0415
        from ..models.traditional_sabacc_chance import TraditionalSabaccChance # noqa: PLC0415
        from ..models.traditional_sabacc_fold import TraditionalSabaccFold # noqa: PLC0415
        from ..models.traditional_sabacc_freeze import TraditionalSabaccFreeze # noqa: PLC0415
        from ..models.traditional_sabacc_gain import TraditionalSabaccGain # noqa: PLC0415
        from ..models.traditional_sabacc_roll import TraditionalSabaccRoll # noqa: PLC0415
        from ..models.traditional_sabacc_stand import TraditionalSabaccStand # noqa: PLC0415
        from ..models.traditional_sabacc_swap import TraditionalSabaccSwap # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, TraditionalSabaccGain):
            move = self.move.to_dict()
        elif isinstance(self.move, TraditionalSabaccSwap):
            move = self.move.to_dict()
        elif isinstance(self.move, TraditionalSabaccStand):
            move = self.move.to_dict()
        elif isinstance(self.move, TraditionalSabaccFold):
            move = self.move.to_dict()
        elif isinstance(self.move, TraditionalSabaccFreeze):
            move = self.move.to_dict()
        elif isinstance(self.move, TraditionalSabaccCall):
            move = self.move.to_dict()
        elif isinstance(self.move, TraditionalSabaccChance):
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
        from ..models.traditional_sabacc_call import TraditionalSabaccCall # noqa: PLC0415
        from ..models.traditional_sabacc_chance import TraditionalSabaccChance # noqa: PLC0415
        from ..models.traditional_sabacc_fold import TraditionalSabaccFold # noqa: PLC0415
        from ..models.traditional_sabacc_freeze import TraditionalSabaccFreeze # noqa: PLC0415
        from ..models.traditional_sabacc_gain import TraditionalSabaccGain # noqa: PLC0415
        from ..models.traditional_sabacc_roll import TraditionalSabaccRoll # noqa: PLC0415
        from ..models.traditional_sabacc_stand import TraditionalSabaccStand # noqa: PLC0415
        from ..models.traditional_sabacc_swap import TraditionalSabaccSwap # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> TraditionalSabaccCall | TraditionalSabaccChance | TraditionalSabaccFold | TraditionalSabaccFreeze | TraditionalSabaccGain | TraditionalSabaccRoll | TraditionalSabaccStand | TraditionalSabaccSwap:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_0 = TraditionalSabaccGain.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_1 = TraditionalSabaccSwap.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_2 = TraditionalSabaccStand.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_3 = TraditionalSabaccFold.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_4 = TraditionalSabaccFreeze.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_5 = TraditionalSabaccCall.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_move_type_6 = TraditionalSabaccChance.from_dict(data)



                return componentsschemas_traditional_sabacc_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_traditional_sabacc_move_type_7 = TraditionalSabaccRoll.from_dict(data)



            return componentsschemas_traditional_sabacc_move_type_7

        move = _parse_move(d.pop("move"))


        traditional_sabacc_suggest_response = cls(
            move=move,
        )

        return traditional_sabacc_suggest_response

