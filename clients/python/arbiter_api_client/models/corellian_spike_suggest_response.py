from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.corellian_spike_chance import CorellianSpikeChance
  from ..models.corellian_spike_gain import CorellianSpikeGain
  from ..models.corellian_spike_junk import CorellianSpikeJunk
  from ..models.corellian_spike_roll import CorellianSpikeRoll
  from ..models.corellian_spike_stand import CorellianSpikeStand
  from ..models.corellian_spike_swap import CorellianSpikeSwap





T = TypeVar("T", bound="CorellianSpikeSuggestResponse")



@_attrs_define
class CorellianSpikeSuggestResponse:
    """ 
        Attributes:
            move (CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand
                | CorellianSpikeSwap): A move of Corellian Spike Sabacc, by its action.
     """

    move: CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, CorellianSpikeGain):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeSwap):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeStand):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeJunk):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeChance):
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
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_0 = CorellianSpikeGain.from_dict(data)



                return componentsschemas_corellian_spike_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_1 = CorellianSpikeSwap.from_dict(data)



                return componentsschemas_corellian_spike_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_2 = CorellianSpikeStand.from_dict(data)



                return componentsschemas_corellian_spike_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_3 = CorellianSpikeJunk.from_dict(data)



                return componentsschemas_corellian_spike_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_4 = CorellianSpikeChance.from_dict(data)



                return componentsschemas_corellian_spike_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_corellian_spike_move_type_5 = CorellianSpikeRoll.from_dict(data)



            return componentsschemas_corellian_spike_move_type_5

        move = _parse_move(d.pop("move"))


        corellian_spike_suggest_response = cls(
            move=move,
        )

        return corellian_spike_suggest_response

