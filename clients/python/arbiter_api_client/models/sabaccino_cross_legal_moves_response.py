from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_cross_legal_moves_response_to_move_type_1 import SabaccinoCrossLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_cross_chance import SabaccinoCrossChance
  from ..models.sabaccino_cross_draw import SabaccinoCrossDraw
  from ..models.sabaccino_cross_pass import SabaccinoCrossPass
  from ..models.sabaccino_cross_place import SabaccinoCrossPlace
  from ..models.sabaccino_cross_record import SabaccinoCrossRecord
  from ..models.sabaccino_cross_view import SabaccinoCrossView





T = TypeVar("T", bound="SabaccinoCrossLegalMovesResponse")



@_attrs_define
class SabaccinoCrossLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | SabaccinoCrossLegalMovesResponseToMoveType1): Player index, "chance", or null when the
                game is over.
            moves (list[SabaccinoCrossChance | SabaccinoCrossDraw | SabaccinoCrossPass | SabaccinoCrossPlace]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (SabaccinoCrossView | Unset): The state as one seat or a spectator may see it: other players' stocks (while
                a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (SabaccinoCrossRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    to_move: int | None | SabaccinoCrossLegalMovesResponseToMoveType1
    moves: list[SabaccinoCrossChance | SabaccinoCrossDraw | SabaccinoCrossPass | SabaccinoCrossPlace]
    complete: bool
    view: SabaccinoCrossView | Unset = UNSET
    record: SabaccinoCrossRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_cross_chance import SabaccinoCrossChance # noqa: PLC0415
        from ..models.sabaccino_cross_draw import SabaccinoCrossDraw # noqa: PLC0415
        from ..models.sabaccino_cross_pass import SabaccinoCrossPass # noqa: PLC0415
        from ..models.sabaccino_cross_place import SabaccinoCrossPlace # noqa: PLC0415
        from ..models.sabaccino_cross_record import SabaccinoCrossRecord # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, SabaccinoCrossLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SabaccinoCrossPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SabaccinoCrossPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SabaccinoCrossDraw):
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
        from ..models.sabaccino_cross_chance import SabaccinoCrossChance # noqa: PLC0415
        from ..models.sabaccino_cross_draw import SabaccinoCrossDraw # noqa: PLC0415
        from ..models.sabaccino_cross_pass import SabaccinoCrossPass # noqa: PLC0415
        from ..models.sabaccino_cross_place import SabaccinoCrossPlace # noqa: PLC0415
        from ..models.sabaccino_cross_record import SabaccinoCrossRecord # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | SabaccinoCrossLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = SabaccinoCrossLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SabaccinoCrossLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SabaccinoCrossChance | SabaccinoCrossDraw | SabaccinoCrossPass | SabaccinoCrossPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_move_type_0 = SabaccinoCrossPlace.from_dict(data)



                    return componentsschemas_sabaccino_cross_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_move_type_1 = SabaccinoCrossPass.from_dict(data)



                    return componentsschemas_sabaccino_cross_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_move_type_2 = SabaccinoCrossDraw.from_dict(data)



                    return componentsschemas_sabaccino_cross_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccino_cross_move_type_3 = SabaccinoCrossChance.from_dict(data)



                return componentsschemas_sabaccino_cross_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: SabaccinoCrossView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SabaccinoCrossView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: SabaccinoCrossRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = SabaccinoCrossRecord.from_dict(_record)




        sabaccino_cross_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return sabaccino_cross_legal_moves_response

