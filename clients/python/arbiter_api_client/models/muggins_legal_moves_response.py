from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.muggins_legal_moves_response_to_move_type_1 import MugginsLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.muggins_chance import MugginsChance
  from ..models.muggins_draw import MugginsDraw
  from ..models.muggins_pass import MugginsPass
  from ..models.muggins_place import MugginsPlace
  from ..models.muggins_record import MugginsRecord
  from ..models.muggins_view import MugginsView





T = TypeVar("T", bound="MugginsLegalMovesResponse")



@_attrs_define
class MugginsLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | MugginsLegalMovesResponseToMoveType1 | None): Player index, "chance", or null when the game is
                over.
            moves (list[MugginsChance | MugginsDraw | MugginsPass | MugginsPlace]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (MugginsView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (MugginsRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    to_move: int | MugginsLegalMovesResponseToMoveType1 | None
    moves: list[MugginsChance | MugginsDraw | MugginsPass | MugginsPlace]
    complete: bool
    view: MugginsView | Unset = UNSET
    record: MugginsRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.muggins_chance import MugginsChance # noqa: PLC0415
        from ..models.muggins_draw import MugginsDraw # noqa: PLC0415
        from ..models.muggins_pass import MugginsPass # noqa: PLC0415
        from ..models.muggins_place import MugginsPlace # noqa: PLC0415
        from ..models.muggins_record import MugginsRecord # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, MugginsLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, MugginsPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, MugginsPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, MugginsDraw):
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
        from ..models.muggins_chance import MugginsChance # noqa: PLC0415
        from ..models.muggins_draw import MugginsDraw # noqa: PLC0415
        from ..models.muggins_pass import MugginsPass # noqa: PLC0415
        from ..models.muggins_place import MugginsPlace # noqa: PLC0415
        from ..models.muggins_record import MugginsRecord # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | MugginsLegalMovesResponseToMoveType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = MugginsLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | MugginsLegalMovesResponseToMoveType1 | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> MugginsChance | MugginsDraw | MugginsPass | MugginsPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_move_type_0 = MugginsPlace.from_dict(data)



                    return componentsschemas_muggins_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_move_type_1 = MugginsPass.from_dict(data)



                    return componentsschemas_muggins_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_move_type_2 = MugginsDraw.from_dict(data)



                    return componentsschemas_muggins_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_muggins_move_type_3 = MugginsChance.from_dict(data)



                return componentsschemas_muggins_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: MugginsView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = MugginsView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: MugginsRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = MugginsRecord.from_dict(_record)




        muggins_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return muggins_legal_moves_response

