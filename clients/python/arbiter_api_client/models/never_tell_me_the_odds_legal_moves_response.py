from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.never_tell_me_the_odds_legal_moves_response_to_move_type_1 import NeverTellMeTheOddsLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.never_tell_me_the_odds_chance import NeverTellMeTheOddsChance
  from ..models.never_tell_me_the_odds_pass import NeverTellMeTheOddsPass
  from ..models.never_tell_me_the_odds_place import NeverTellMeTheOddsPlace
  from ..models.never_tell_me_the_odds_record import NeverTellMeTheOddsRecord
  from ..models.never_tell_me_the_odds_roll import NeverTellMeTheOddsRoll
  from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView





T = TypeVar("T", bound="NeverTellMeTheOddsLegalMovesResponse")



@_attrs_define
class NeverTellMeTheOddsLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | NeverTellMeTheOddsLegalMovesResponseToMoveType1 | None): Player index, "chance", or null when the
                game is over.
            moves (list[NeverTellMeTheOddsChance | NeverTellMeTheOddsPass | NeverTellMeTheOddsPlace |
                NeverTellMeTheOddsRoll]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (NeverTellMeTheOddsView | Unset): The state as one seat or a spectator may see it: other players' stocks
                (while a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (NeverTellMeTheOddsRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state)
                and every move.
     """

    to_move: int | NeverTellMeTheOddsLegalMovesResponseToMoveType1 | None
    moves: list[NeverTellMeTheOddsChance | NeverTellMeTheOddsPass | NeverTellMeTheOddsPlace | NeverTellMeTheOddsRoll]
    complete: bool
    view: NeverTellMeTheOddsView | Unset = UNSET
    record: NeverTellMeTheOddsRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.never_tell_me_the_odds_chance import NeverTellMeTheOddsChance # noqa: PLC0415
        from ..models.never_tell_me_the_odds_pass import NeverTellMeTheOddsPass # noqa: PLC0415
        from ..models.never_tell_me_the_odds_place import NeverTellMeTheOddsPlace # noqa: PLC0415
        from ..models.never_tell_me_the_odds_record import NeverTellMeTheOddsRecord # noqa: PLC0415
        from ..models.never_tell_me_the_odds_roll import NeverTellMeTheOddsRoll # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, NeverTellMeTheOddsLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, NeverTellMeTheOddsPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, NeverTellMeTheOddsPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, NeverTellMeTheOddsChance):
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
        from ..models.never_tell_me_the_odds_chance import NeverTellMeTheOddsChance # noqa: PLC0415
        from ..models.never_tell_me_the_odds_pass import NeverTellMeTheOddsPass # noqa: PLC0415
        from ..models.never_tell_me_the_odds_place import NeverTellMeTheOddsPlace # noqa: PLC0415
        from ..models.never_tell_me_the_odds_record import NeverTellMeTheOddsRecord # noqa: PLC0415
        from ..models.never_tell_me_the_odds_roll import NeverTellMeTheOddsRoll # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | NeverTellMeTheOddsLegalMovesResponseToMoveType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = NeverTellMeTheOddsLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | NeverTellMeTheOddsLegalMovesResponseToMoveType1 | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> NeverTellMeTheOddsChance | NeverTellMeTheOddsPass | NeverTellMeTheOddsPlace | NeverTellMeTheOddsRoll:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_move_type_0 = NeverTellMeTheOddsPlace.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_move_type_1 = NeverTellMeTheOddsPass.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_move_type_2 = NeverTellMeTheOddsChance.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_never_tell_me_the_odds_move_type_3 = NeverTellMeTheOddsRoll.from_dict(data)



                return componentsschemas_never_tell_me_the_odds_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: NeverTellMeTheOddsView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = NeverTellMeTheOddsView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: NeverTellMeTheOddsRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = NeverTellMeTheOddsRecord.from_dict(_record)




        never_tell_me_the_odds_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return never_tell_me_the_odds_legal_moves_response

