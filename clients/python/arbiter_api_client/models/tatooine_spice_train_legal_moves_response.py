from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tatooine_spice_train_legal_moves_response_to_move_type_1 import TatooineSpiceTrainLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance
  from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass
  from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace
  from ..models.tatooine_spice_train_record import TatooineSpiceTrainRecord
  from ..models.tatooine_spice_train_view import TatooineSpiceTrainView





T = TypeVar("T", bound="TatooineSpiceTrainLegalMovesResponse")



@_attrs_define
class TatooineSpiceTrainLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | TatooineSpiceTrainLegalMovesResponseToMoveType1): Player index, "chance", or null when the
                game is over.
            moves (list[TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (TatooineSpiceTrainView | Unset): The state as one seat or a spectator may see it: other players' stocks
                (while a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (TatooineSpiceTrainRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    to_move: int | None | TatooineSpiceTrainLegalMovesResponseToMoveType1
    moves: list[TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace]
    complete: bool
    view: TatooineSpiceTrainView | Unset = UNSET
    record: TatooineSpiceTrainRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance # noqa: PLC0415
        from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass # noqa: PLC0415
        from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace # noqa: PLC0415
        from ..models.tatooine_spice_train_record import TatooineSpiceTrainRecord # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, TatooineSpiceTrainLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, TatooineSpiceTrainPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TatooineSpiceTrainPass):
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
        from ..models.tatooine_spice_train_chance import TatooineSpiceTrainChance # noqa: PLC0415
        from ..models.tatooine_spice_train_pass import TatooineSpiceTrainPass # noqa: PLC0415
        from ..models.tatooine_spice_train_place import TatooineSpiceTrainPlace # noqa: PLC0415
        from ..models.tatooine_spice_train_record import TatooineSpiceTrainRecord # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | TatooineSpiceTrainLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = TatooineSpiceTrainLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | TatooineSpiceTrainLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> TatooineSpiceTrainChance | TatooineSpiceTrainPass | TatooineSpiceTrainPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_move_type_0 = TatooineSpiceTrainPlace.from_dict(data)



                    return componentsschemas_tatooine_spice_train_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tatooine_spice_train_move_type_1 = TatooineSpiceTrainPass.from_dict(data)



                    return componentsschemas_tatooine_spice_train_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tatooine_spice_train_move_type_2 = TatooineSpiceTrainChance.from_dict(data)



                return componentsschemas_tatooine_spice_train_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: TatooineSpiceTrainView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TatooineSpiceTrainView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: TatooineSpiceTrainRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = TatooineSpiceTrainRecord.from_dict(_record)




        tatooine_spice_train_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return tatooine_spice_train_legal_moves_response

