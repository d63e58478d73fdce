from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nerf_herder_legal_moves_response_to_move_type_1 import NerfHerderLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.nerf_herder_chance import NerfHerderChance
  from ..models.nerf_herder_pass import NerfHerderPass
  from ..models.nerf_herder_place import NerfHerderPlace
  from ..models.nerf_herder_record import NerfHerderRecord
  from ..models.nerf_herder_view import NerfHerderView





T = TypeVar("T", bound="NerfHerderLegalMovesResponse")



@_attrs_define
class NerfHerderLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | NerfHerderLegalMovesResponseToMoveType1 | None): Player index, "chance", or null when the game is
                over.
            moves (list[NerfHerderChance | NerfHerderPass | NerfHerderPlace]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (NerfHerderView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (NerfHerderRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    to_move: int | NerfHerderLegalMovesResponseToMoveType1 | None
    moves: list[NerfHerderChance | NerfHerderPass | NerfHerderPlace]
    complete: bool
    view: NerfHerderView | Unset = UNSET
    record: NerfHerderRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_chance import NerfHerderChance # noqa: PLC0415
        from ..models.nerf_herder_pass import NerfHerderPass # noqa: PLC0415
        from ..models.nerf_herder_place import NerfHerderPlace # noqa: PLC0415
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, NerfHerderLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, NerfHerderPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, NerfHerderPass):
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
        from ..models.nerf_herder_chance import NerfHerderChance # noqa: PLC0415
        from ..models.nerf_herder_pass import NerfHerderPass # noqa: PLC0415
        from ..models.nerf_herder_place import NerfHerderPlace # noqa: PLC0415
        from ..models.nerf_herder_record import NerfHerderRecord # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | NerfHerderLegalMovesResponseToMoveType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = NerfHerderLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | NerfHerderLegalMovesResponseToMoveType1 | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> NerfHerderChance | NerfHerderPass | NerfHerderPlace:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_move_type_0 = NerfHerderPlace.from_dict(data)



                    return componentsschemas_nerf_herder_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_move_type_1 = NerfHerderPass.from_dict(data)



                    return componentsschemas_nerf_herder_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nerf_herder_move_type_2 = NerfHerderChance.from_dict(data)



                return componentsschemas_nerf_herder_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: NerfHerderView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = NerfHerderView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: NerfHerderRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = NerfHerderRecord.from_dict(_record)




        nerf_herder_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return nerf_herder_legal_moves_response

