from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.porg_foot_legal_moves_response_to_move_type_1 import PorgFootLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.porg_foot_chance import PorgFootChance
  from ..models.porg_foot_draw import PorgFootDraw
  from ..models.porg_foot_pass import PorgFootPass
  from ..models.porg_foot_place import PorgFootPlace
  from ..models.porg_foot_record import PorgFootRecord
  from ..models.porg_foot_roll import PorgFootRoll
  from ..models.porg_foot_view import PorgFootView





T = TypeVar("T", bound="PorgFootLegalMovesResponse")



@_attrs_define
class PorgFootLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | PorgFootLegalMovesResponseToMoveType1): Player index, "chance", or null when the game is
                over.
            moves (list[PorgFootChance | PorgFootDraw | PorgFootPass | PorgFootPlace | PorgFootRoll]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (PorgFootView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (PorgFootRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    to_move: int | None | PorgFootLegalMovesResponseToMoveType1
    moves: list[PorgFootChance | PorgFootDraw | PorgFootPass | PorgFootPlace | PorgFootRoll]
    complete: bool
    view: PorgFootView | Unset = UNSET
    record: PorgFootRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.porg_foot_chance import PorgFootChance # noqa: PLC0415
        from ..models.porg_foot_draw import PorgFootDraw # noqa: PLC0415
        from ..models.porg_foot_pass import PorgFootPass # noqa: PLC0415
        from ..models.porg_foot_place import PorgFootPlace # noqa: PLC0415
        from ..models.porg_foot_record import PorgFootRecord # noqa: PLC0415
        from ..models.porg_foot_roll import PorgFootRoll # noqa: PLC0415
        from ..models.porg_foot_view import PorgFootView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, PorgFootLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PorgFootPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PorgFootPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PorgFootDraw):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PorgFootChance):
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
        from ..models.porg_foot_chance import PorgFootChance # noqa: PLC0415
        from ..models.porg_foot_draw import PorgFootDraw # noqa: PLC0415
        from ..models.porg_foot_pass import PorgFootPass # noqa: PLC0415
        from ..models.porg_foot_place import PorgFootPlace # noqa: PLC0415
        from ..models.porg_foot_record import PorgFootRecord # noqa: PLC0415
        from ..models.porg_foot_roll import PorgFootRoll # noqa: PLC0415
        from ..models.porg_foot_view import PorgFootView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | PorgFootLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = PorgFootLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | PorgFootLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> PorgFootChance | PorgFootDraw | PorgFootPass | PorgFootPlace | PorgFootRoll:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_move_type_0 = PorgFootPlace.from_dict(data)



                    return componentsschemas_porg_foot_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_move_type_1 = PorgFootPass.from_dict(data)



                    return componentsschemas_porg_foot_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_move_type_2 = PorgFootDraw.from_dict(data)



                    return componentsschemas_porg_foot_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_porg_foot_move_type_3 = PorgFootChance.from_dict(data)



                    return componentsschemas_porg_foot_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_porg_foot_move_type_4 = PorgFootRoll.from_dict(data)



                return componentsschemas_porg_foot_move_type_4

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: PorgFootView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = PorgFootView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: PorgFootRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = PorgFootRecord.from_dict(_record)




        porg_foot_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return porg_foot_legal_moves_response

