from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.krayt_dragon_legal_moves_response_to_move_type_1 import KraytDragonLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.krayt_dragon_chance import KraytDragonChance
  from ..models.krayt_dragon_discard import KraytDragonDiscard
  from ..models.krayt_dragon_draw import KraytDragonDraw
  from ..models.krayt_dragon_pass import KraytDragonPass
  from ..models.krayt_dragon_place import KraytDragonPlace
  from ..models.krayt_dragon_record import KraytDragonRecord
  from ..models.krayt_dragon_view import KraytDragonView





T = TypeVar("T", bound="KraytDragonLegalMovesResponse")



@_attrs_define
class KraytDragonLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | KraytDragonLegalMovesResponseToMoveType1 | None): Player index, "chance", or null when the game
                is over.
            moves (list[KraytDragonChance | KraytDragonDiscard | KraytDragonDraw | KraytDragonPass | KraytDragonPlace]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (KraytDragonView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (KraytDragonRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    to_move: int | KraytDragonLegalMovesResponseToMoveType1 | None
    moves: list[KraytDragonChance | KraytDragonDiscard | KraytDragonDraw | KraytDragonPass | KraytDragonPlace]
    complete: bool
    view: KraytDragonView | Unset = UNSET
    record: KraytDragonRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.krayt_dragon_chance import KraytDragonChance # noqa: PLC0415
        from ..models.krayt_dragon_discard import KraytDragonDiscard # noqa: PLC0415
        from ..models.krayt_dragon_draw import KraytDragonDraw # noqa: PLC0415
        from ..models.krayt_dragon_pass import KraytDragonPass # noqa: PLC0415
        from ..models.krayt_dragon_place import KraytDragonPlace # noqa: PLC0415
        from ..models.krayt_dragon_record import KraytDragonRecord # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, KraytDragonLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, KraytDragonPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KraytDragonPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KraytDragonDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KraytDragonDiscard):
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
        from ..models.krayt_dragon_chance import KraytDragonChance # noqa: PLC0415
        from ..models.krayt_dragon_discard import KraytDragonDiscard # noqa: PLC0415
        from ..models.krayt_dragon_draw import KraytDragonDraw # noqa: PLC0415
        from ..models.krayt_dragon_pass import KraytDragonPass # noqa: PLC0415
        from ..models.krayt_dragon_place import KraytDragonPlace # noqa: PLC0415
        from ..models.krayt_dragon_record import KraytDragonRecord # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | KraytDragonLegalMovesResponseToMoveType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = KraytDragonLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | KraytDragonLegalMovesResponseToMoveType1 | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> KraytDragonChance | KraytDragonDiscard | KraytDragonDraw | KraytDragonPass | KraytDragonPlace:
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: KraytDragonView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = KraytDragonView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: KraytDragonRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = KraytDragonRecord.from_dict(_record)




        krayt_dragon_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return krayt_dragon_legal_moves_response

