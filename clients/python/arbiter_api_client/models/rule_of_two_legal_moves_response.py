from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rule_of_two_legal_moves_response_to_move_type_1 import RuleOfTwoLegalMovesResponseToMoveType1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rule_of_two_chance import RuleOfTwoChance
  from ..models.rule_of_two_pass import RuleOfTwoPass
  from ..models.rule_of_two_place import RuleOfTwoPlace
  from ..models.rule_of_two_record import RuleOfTwoRecord
  from ..models.rule_of_two_roll import RuleOfTwoRoll
  from ..models.rule_of_two_view import RuleOfTwoView





T = TypeVar("T", bound="RuleOfTwoLegalMovesResponse")



@_attrs_define
class RuleOfTwoLegalMovesResponse:
    """ 
        Attributes:
            to_move (int | None | RuleOfTwoLegalMovesResponseToMoveType1): Player index, "chance", or null when the game is
                over.
            moves (list[RuleOfTwoChance | RuleOfTwoPass | RuleOfTwoPlace | RuleOfTwoRoll]):
            complete (bool): False when not every legal move could be listed (Rummikub).
            view (RuleOfTwoView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (RuleOfTwoRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    to_move: int | None | RuleOfTwoLegalMovesResponseToMoveType1
    moves: list[RuleOfTwoChance | RuleOfTwoPass | RuleOfTwoPlace | RuleOfTwoRoll]
    complete: bool
    view: RuleOfTwoView | Unset = UNSET
    record: RuleOfTwoRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_of_two_chance import RuleOfTwoChance # noqa: PLC0415
        from ..models.rule_of_two_pass import RuleOfTwoPass # noqa: PLC0415
        from ..models.rule_of_two_place import RuleOfTwoPlace # noqa: PLC0415
        from ..models.rule_of_two_record import RuleOfTwoRecord # noqa: PLC0415
        from ..models.rule_of_two_roll import RuleOfTwoRoll # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        to_move: int | None | str
        if isinstance(self.to_move, RuleOfTwoLegalMovesResponseToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RuleOfTwoPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RuleOfTwoPass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RuleOfTwoChance):
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
        from ..models.rule_of_two_chance import RuleOfTwoChance # noqa: PLC0415
        from ..models.rule_of_two_pass import RuleOfTwoPass # noqa: PLC0415
        from ..models.rule_of_two_place import RuleOfTwoPlace # noqa: PLC0415
        from ..models.rule_of_two_record import RuleOfTwoRecord # noqa: PLC0415
        from ..models.rule_of_two_roll import RuleOfTwoRoll # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_to_move(data: object) -> int | None | RuleOfTwoLegalMovesResponseToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = RuleOfTwoLegalMovesResponseToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | RuleOfTwoLegalMovesResponseToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> RuleOfTwoChance | RuleOfTwoPass | RuleOfTwoPlace | RuleOfTwoRoll:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_move_type_0 = RuleOfTwoPlace.from_dict(data)



                    return componentsschemas_rule_of_two_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_move_type_1 = RuleOfTwoPass.from_dict(data)



                    return componentsschemas_rule_of_two_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_move_type_2 = RuleOfTwoChance.from_dict(data)



                    return componentsschemas_rule_of_two_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rule_of_two_move_type_3 = RuleOfTwoRoll.from_dict(data)



                return componentsschemas_rule_of_two_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        complete = d.pop("complete")

        _view = d.pop("view", UNSET)
        view: RuleOfTwoView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = RuleOfTwoView.from_dict(_view)




        _record = d.pop("record", UNSET)
        record: RuleOfTwoRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = RuleOfTwoRecord.from_dict(_record)




        rule_of_two_legal_moves_response = cls(
            to_move=to_move,
            moves=moves,
            complete=complete,
            view=view,
            record=record,
        )

        return rule_of_two_legal_moves_response

