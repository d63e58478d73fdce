from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corellian_spike_legal_moves_response_to_move_type_1 import CorellianSpikeLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.corellian_spike_chance import CorellianSpikeChance
  from ..models.corellian_spike_gain import CorellianSpikeGain
  from ..models.corellian_spike_junk import CorellianSpikeJunk
  from ..models.corellian_spike_record import CorellianSpikeRecord
  from ..models.corellian_spike_roll import CorellianSpikeRoll
  from ..models.corellian_spike_stand import CorellianSpikeStand
  from ..models.corellian_spike_swap import CorellianSpikeSwap
  from ..models.corellian_spike_view import CorellianSpikeView





T = TypeVar("T", bound="CorellianSpikeLegalMovesResponse")



@_attrs_define
class CorellianSpikeLegalMovesResponse:
    """ 
        Attributes:
            to_move (CorellianSpikeLegalMovesResponseToMoveType1 | int | None): Player index, "chance", or null when the
                game is over.
            moves (list[CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll |
                CorellianSpikeStand | CorellianSpikeSwap]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (CorellianSpikeView | Unset): The state as one seat or a spectator may see it: other players' hands (until
                the reveal) and the draw pile are replaced by their counts; the discard pile is face up. The seed is left out.
            record (CorellianSpikeRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    to_move: CorellianSpikeLegalMovesResponseToMoveType1 | int | None
    moves: list[CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap]
    complete: bool
    view: CorellianSpikeView | Unset = UNSET
    record: CorellianSpikeRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_record import CorellianSpikeRecord # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        from ..models.corellian_spike_view import CorellianSpikeView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, CorellianSpikeLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, CorellianSpikeGain):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeSwap):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeStand):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeJunk):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CorellianSpikeChance):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        complete = self.complete

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to_move": to_move,
            "moves": moves,
            "complete": complete,
        })
        if view is not UNSET:
            field_dict["view"] = view
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_record import CorellianSpikeRecord # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        from ..models.corellian_spike_view import CorellianSpikeView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> CorellianSpikeLegalMovesResponseToMoveType1 | int | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = CorellianSpikeLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CorellianSpikeLegalMovesResponseToMoveType1 | int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: CorellianSpikeView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = CorellianSpikeView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: CorellianSpikeRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = CorellianSpikeRecord.from_dict(_record)




        corellian_spike_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return corellian_spike_legal_moves_response

