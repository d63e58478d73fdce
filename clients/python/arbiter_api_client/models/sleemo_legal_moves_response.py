from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sleemo_legal_moves_response_to_move_type_1 import SleemoLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sleemo_chance import SleemoChance
  from ..models.sleemo_decline import SleemoDecline
  from ..models.sleemo_draw import SleemoDraw
  from ..models.sleemo_pass import SleemoPass
  from ..models.sleemo_place import SleemoPlace
  from ..models.sleemo_record import SleemoRecord
  from ..models.sleemo_roll import SleemoRoll
  from ..models.sleemo_turn_over import SleemoTurnOver
  from ..models.sleemo_view import SleemoView





T = TypeVar("T", bound="SleemoLegalMovesResponse")



@_attrs_define
class SleemoLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | SleemoLegalMovesResponseToMoveType1): Player index, "chance", or null when the game is
                over.
            moves (list[SleemoChance | SleemoDecline | SleemoDraw | SleemoPass | SleemoPlace | SleemoRoll |
                SleemoTurnOver]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (SleemoView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a round
                is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (SleemoRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    to_move: int | None | SleemoLegalMovesResponseToMoveType1
    moves: list[SleemoChance | SleemoDecline | SleemoDraw | SleemoPass | SleemoPlace | SleemoRoll | SleemoTurnOver]
    complete: bool
    view: SleemoView | Unset = UNSET
    record: SleemoRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sleemo_chance import SleemoChance # noqa: PLC0415
        from ..models.sleemo_decline import SleemoDecline # noqa: PLC0415
        from ..models.sleemo_draw import SleemoDraw # noqa: PLC0415
        from ..models.sleemo_pass import SleemoPass # noqa: PLC0415
        from ..models.sleemo_place import SleemoPlace # noqa: PLC0415
        from ..models.sleemo_record import SleemoRecord # noqa: PLC0415
        from ..models.sleemo_roll import SleemoRoll # noqa: PLC0415
        from ..models.sleemo_turn_over import SleemoTurnOver # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, SleemoLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SleemoPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SleemoPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SleemoDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SleemoChance):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SleemoRoll):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SleemoTurnOver):
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
        from ..models.sleemo_chance import SleemoChance # noqa: PLC0415
        from ..models.sleemo_decline import SleemoDecline # noqa: PLC0415
        from ..models.sleemo_draw import SleemoDraw # noqa: PLC0415
        from ..models.sleemo_pass import SleemoPass # noqa: PLC0415
        from ..models.sleemo_place import SleemoPlace # noqa: PLC0415
        from ..models.sleemo_record import SleemoRecord # noqa: PLC0415
        from ..models.sleemo_roll import SleemoRoll # noqa: PLC0415
        from ..models.sleemo_turn_over import SleemoTurnOver # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | SleemoLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = SleemoLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SleemoLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SleemoChance | SleemoDecline | SleemoDraw | SleemoPass | SleemoPlace | SleemoRoll | SleemoTurnOver:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_move_type_0 = SleemoPlace.from_dict(data)



                    return componentsschemas_sleemo_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_move_type_1 = SleemoPass.from_dict(data)



                    return componentsschemas_sleemo_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_move_type_2 = SleemoDraw.from_dict(data)



                    return componentsschemas_sleemo_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_move_type_3 = SleemoChance.from_dict(data)



                    return componentsschemas_sleemo_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_move_type_4 = SleemoRoll.from_dict(data)



                    return componentsschemas_sleemo_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_move_type_5 = SleemoTurnOver.from_dict(data)



                    return componentsschemas_sleemo_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_move_type_6 = SleemoDecline.from_dict(data)



                return componentsschemas_sleemo_move_type_6

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: SleemoView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SleemoView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: SleemoRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = SleemoRecord.from_dict(_record)




        sleemo_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return sleemo_legal_moves_response

