from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_legal_moves_response_to_move_type_1 import TraditionalSabaccLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_call import TraditionalSabaccCall
  from ..models.traditional_sabacc_chance import TraditionalSabaccChance
  from ..models.traditional_sabacc_fold import TraditionalSabaccFold
  from ..models.traditional_sabacc_freeze import TraditionalSabaccFreeze
  from ..models.traditional_sabacc_gain import TraditionalSabaccGain
  from ..models.traditional_sabacc_record import TraditionalSabaccRecord
  from ..models.traditional_sabacc_roll import TraditionalSabaccRoll
  from ..models.traditional_sabacc_stand import TraditionalSabaccStand
  from ..models.traditional_sabacc_swap import TraditionalSabaccSwap
  from ..models.traditional_sabacc_view import TraditionalSabaccView





T = TypeVar("T", bound="TraditionalSabaccLegalMovesResponse")



@_attrs_define
class TraditionalSabaccLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | TraditionalSabaccLegalMovesResponseToMoveType1): Player index, "chance", or null when the
                game is over.
            moves (list[TraditionalSabaccCall | TraditionalSabaccChance | TraditionalSabaccFold | TraditionalSabaccFreeze |
                TraditionalSabaccGain | TraditionalSabaccRoll | TraditionalSabaccStand | TraditionalSabaccSwap]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (TraditionalSabaccView | Unset): The state as one seat or a spectator may see it: other players' hands
                (until the reveal) and the draw pile are replaced by their counts; the discard pile is face up. The seed is left
                out.
            record (TraditionalSabaccRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    to_move: int | None | TraditionalSabaccLegalMovesResponseToMoveType1
    moves: list[TraditionalSabaccCall | TraditionalSabaccChance | TraditionalSabaccFold | TraditionalSabaccFreeze | TraditionalSabaccGain | TraditionalSabaccRoll | TraditionalSabaccStand | TraditionalSabaccSwap]
    complete: bool
    view: TraditionalSabaccView | Unset = UNSET
    record: TraditionalSabaccRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_call import TraditionalSabaccCall # noqa: PLC0415
        from ..models.traditional_sabacc_chance import TraditionalSabaccChance # noqa: PLC0415
        from ..models.traditional_sabacc_fold import TraditionalSabaccFold # noqa: PLC0415
        from ..models.traditional_sabacc_freeze import TraditionalSabaccFreeze # noqa: PLC0415
        from ..models.traditional_sabacc_gain import TraditionalSabaccGain # noqa: PLC0415
        from ..models.traditional_sabacc_record import TraditionalSabaccRecord # noqa: PLC0415
        from ..models.traditional_sabacc_roll import TraditionalSabaccRoll # noqa: PLC0415
        from ..models.traditional_sabacc_stand import TraditionalSabaccStand # noqa: PLC0415
        from ..models.traditional_sabacc_swap import TraditionalSabaccSwap # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, TraditionalSabaccLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, TraditionalSabaccGain):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TraditionalSabaccSwap):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TraditionalSabaccStand):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TraditionalSabaccFold):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TraditionalSabaccFreeze):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TraditionalSabaccCall):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TraditionalSabaccChance):
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
        from ..models.traditional_sabacc_call import TraditionalSabaccCall # noqa: PLC0415
        from ..models.traditional_sabacc_chance import TraditionalSabaccChance # noqa: PLC0415
        from ..models.traditional_sabacc_fold import TraditionalSabaccFold # noqa: PLC0415
        from ..models.traditional_sabacc_freeze import TraditionalSabaccFreeze # noqa: PLC0415
        from ..models.traditional_sabacc_gain import TraditionalSabaccGain # noqa: PLC0415
        from ..models.traditional_sabacc_record import TraditionalSabaccRecord # noqa: PLC0415
        from ..models.traditional_sabacc_roll import TraditionalSabaccRoll # noqa: PLC0415
        from ..models.traditional_sabacc_stand import TraditionalSabaccStand # noqa: PLC0415
        from ..models.traditional_sabacc_swap import TraditionalSabaccSwap # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | TraditionalSabaccLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = TraditionalSabaccLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | TraditionalSabaccLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> TraditionalSabaccCall | TraditionalSabaccChance | TraditionalSabaccFold | TraditionalSabaccFreeze | TraditionalSabaccGain | TraditionalSabaccRoll | TraditionalSabaccStand | TraditionalSabaccSwap:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: TraditionalSabaccView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TraditionalSabaccView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: TraditionalSabaccRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = TraditionalSabaccRecord.from_dict(_record)




        traditional_sabacc_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return traditional_sabacc_legal_moves_response

