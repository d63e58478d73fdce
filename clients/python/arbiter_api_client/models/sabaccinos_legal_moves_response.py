from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccinos_legal_moves_response_to_move_type_1 import SabaccinosLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccinos_chance import SabaccinosChance
  from ..models.sabaccinos_draw import SabaccinosDraw
  from ..models.sabaccinos_pass import SabaccinosPass
  from ..models.sabaccinos_place import SabaccinosPlace
  from ..models.sabaccinos_record import SabaccinosRecord
  from ..models.sabaccinos_view import SabaccinosView





T = TypeVar("T", bound="SabaccinosLegalMovesResponse")



@_attrs_define
class SabaccinosLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | SabaccinosLegalMovesResponseToMoveType1): Player index, "chance", or null when the game is
                over.
            moves (list[SabaccinosChance | SabaccinosDraw | SabaccinosPass | SabaccinosPlace]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (SabaccinosView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (SabaccinosRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    to_move: int | None | SabaccinosLegalMovesResponseToMoveType1
    moves: list[SabaccinosChance | SabaccinosDraw | SabaccinosPass | SabaccinosPlace]
    complete: bool
    view: SabaccinosView | Unset = UNSET
    record: SabaccinosRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccinos_chance import SabaccinosChance # noqa: PLC0415
        from ..models.sabaccinos_draw import SabaccinosDraw # noqa: PLC0415
        from ..models.sabaccinos_pass import SabaccinosPass # noqa: PLC0415
        from ..models.sabaccinos_place import SabaccinosPlace # noqa: PLC0415
        from ..models.sabaccinos_record import SabaccinosRecord # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, SabaccinosLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SabaccinosPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SabaccinosPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SabaccinosDraw):
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
        from ..models.sabaccinos_chance import SabaccinosChance # noqa: PLC0415
        from ..models.sabaccinos_draw import SabaccinosDraw # noqa: PLC0415
        from ..models.sabaccinos_pass import SabaccinosPass # noqa: PLC0415
        from ..models.sabaccinos_place import SabaccinosPlace # noqa: PLC0415
        from ..models.sabaccinos_record import SabaccinosRecord # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | SabaccinosLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = SabaccinosLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SabaccinosLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SabaccinosChance | SabaccinosDraw | SabaccinosPass | SabaccinosPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_move_type_0 = SabaccinosPlace.from_dict(data)



                    return componentsschemas_sabaccinos_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_move_type_1 = SabaccinosPass.from_dict(data)



                    return componentsschemas_sabaccinos_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_move_type_2 = SabaccinosDraw.from_dict(data)



                    return componentsschemas_sabaccinos_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccinos_move_type_3 = SabaccinosChance.from_dict(data)



                return componentsschemas_sabaccinos_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: SabaccinosView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SabaccinosView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: SabaccinosRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = SabaccinosRecord.from_dict(_record)




        sabaccinos_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return sabaccinos_legal_moves_response

