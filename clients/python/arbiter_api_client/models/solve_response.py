from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_chance import RummikubChance
  from ..models.rummikub_draw import RummikubDraw
  from ..models.rummikub_lay import RummikubLay
  from ..models.rummikub_penalty import RummikubPenalty





T = TypeVar("T", bound="SolveResponse")



@_attrs_define
class SolveResponse:
    """ 
        Attributes:
            action (str): lay or draw.
            move (RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty): A move of Rummikub, by its action.
            table (list[list[str]]): Melds, each as laid left to right. Example: [['K5', 'B5', 'Y5'], ['R7', 'R8', 'R9']].
            from_rack (list[str]):
            tiles (int): Tiles laid.
            value (int): Points laid, as a rack counts them (a joker 30).
            opening_value (int | None): On the opening turn, the worth of the initial meld.
            objective (str):
            proven (bool): True when the turn is proven best; false when the time limit cut the search short.
     """

    action: str
    move: RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty
    table: list[list[str]]
    from_rack: list[str]
    tiles: int
    value: int
    opening_value: int | None
    objective: str
    proven: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        action = self.action

        move: dict[str, Any]
        if isinstance(self.move, RummikubChance):
            move = self.move.to_dict()
        elif isinstance(self.move, RummikubDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, RummikubLay):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        table = []
        for table_item_data in self.table:
            table_item = table_item_data


            table.append(table_item)



        from_rack = self.from_rack



        tiles = self.tiles

        value = self.value

        opening_value: int | None
        opening_value = self.opening_value

        objective = self.objective

        proven = self.proven


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "move": move,
            "table": table,
            "from_rack": from_rack,
            "tiles": tiles,
            "value": value,
            "opening_value": opening_value,
            "objective": objective,
            "proven": proven,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rummikub_chance import RummikubChance # noqa: PLC0415
        from ..models.rummikub_draw import RummikubDraw # noqa: PLC0415
        from ..models.rummikub_lay import RummikubLay # noqa: PLC0415
        from ..models.rummikub_penalty import RummikubPenalty # noqa: PLC0415
        d = dict(src_dict)
        action = d.pop("action")

        def _parse_move(data: object) -> RummikubChance | RummikubDraw | RummikubLay | RummikubPenalty:
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

        move = _parse_move(d.pop("move"))


        table = []
        _table = d.pop("table")
        for table_item_data in (_table):
            table_item = cast(list[str], table_item_data)

            table.append(table_item)


        from_rack = cast(list[str], d.pop("from_rack"))


        tiles = d.pop("tiles")

        value = d.pop("value")

        def _parse_opening_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        opening_value = _parse_opening_value(d.pop("opening_value"))


        objective = d.pop("objective")

        proven = d.pop("proven")

        solve_response = cls(
            action=action,
            move=move,
            table=table,
            from_rack=from_rack,
            tiles=tiles,
            value=value,
            opening_value=opening_value,
            objective=objective,
            proven=proven,
        )

        return solve_response

