from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rummikub_legal_moves_response_to_move_type_1 import RummikubLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_chance import RummikubChance
  from ..models.rummikub_draw import RummikubDraw
  from ..models.rummikub_lay import RummikubLay
  from ..models.rummikub_penalty import RummikubPenalty
  from ..models.rummikub_record import RummikubRecord
  from ..models.rummikub_view import RummikubView





T = TypeVar("T", bound="RummikubLegalMovesResponse")



@_attrs_define
class RummikubLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | RummikubLegalMovesResponseToMoveType1): Player index, "chance", or null when the game is
                over.
            moves (list[RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (RummikubView | Unset): The state as one seat or a spectator may see it: other players' racks (until the
                game is over) and the pool are replaced by their counts. The seed is left out.
            record (RummikubRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    to_move: int | None | RummikubLegalMovesResponseToMoveType1
    moves: list[RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty]
    complete: bool
    view: RummikubView | Unset = UNSET
    record: RummikubRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        from ..models.rummikub_record import RummikubRecord # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, RummikubLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RummikubChance):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RummikubDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RummikubLay):
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
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        from ..models.rummikub_record import RummikubRecord # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | RummikubLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = RummikubLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | RummikubLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_move_type_0 = RummikubChance.from_dict(data)



                    return componentsschemas_rummikub_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_move_type_1 = RummikubDraw.from_dict(data)



                    return componentsschemas_rummikub_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_move_type_2 = RummikubLay.from_dict(data)



                    return componentsschemas_rummikub_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummikub_move_type_3 = RummikubPenalty.from_dict(data)



                return componentsschemas_rummikub_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: RummikubView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = RummikubView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: RummikubRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = RummikubRecord.from_dict(_record)




        rummikub_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return rummikub_legal_moves_response

