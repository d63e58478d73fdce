from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.solve_request_objective import SolveRequestObjective
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_options import RummikubOptions





T = TypeVar("T", bound="SolveRequest")



@_attrs_define
class SolveRequest:
    """ 
        Attributes:
            rack (list[str]):  Example: ['K10', 'B10', 'Y10', 'R2'].
            table (list[list[str]] | Unset): Melds, each as laid left to right. Example: [['K5', 'B5', 'Y5'], ['R7', 'R8',
                'R9']].
            initial_meld_done (bool | Unset): Whether the player has made the initial meld (default false).
            objective (SolveRequestObjective | Unset): tiles (default): most tiles laid, then most points; value: most
                points (a joker 30), then most tiles.
            options (RummikubOptions | Unset): Options by name; a missing one takes its default.
            time_limit (float | Unset): Seconds the solver may take (default 5); past it the best turn found is answered
                with proven false.
     """

    rack: list[str]
    table: list[list[str]] | Unset = UNSET
    initial_meld_done: bool | Unset = UNSET
    objective: SolveRequestObjective | Unset = UNSET
    options: RummikubOptions | Unset = UNSET
    time_limit: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        rack = self.rack



        table: list[list[str]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data


                table.append(table_item)



        initial_meld_done = self.initial_meld_done

        objective: str | Unset = UNSET
        if not isinstance(self.objective, Unset):
            objective = self.objective.value


        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        time_limit = self.time_limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rack": rack,
        })
        if table is not UNSET:
            field_dict["table"] = table
        if initial_meld_done is not UNSET:
            field_dict["initial_meld_done"] = initial_meld_done
        if objective is not UNSET:
            field_dict["objective"] = objective
        if options is not UNSET:
            field_dict["options"] = options
        if time_limit is not UNSET:
            field_dict["time_limit"] = time_limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        d = dict(src_dict)
        rack = cast(list[str], d.pop("rack"))


        _table = d.pop("table", UNSET)
        table: list[list[str]] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = cast(list[str], table_item_data)

                table.append(table_item)


        initial_meld_done = d.pop("initial_meld_done", UNSET)

        _objective = d.pop("objective", UNSET)
        objective: SolveRequestObjective | Unset
        if isinstance(_objective,  Unset):
            objective = UNSET
        else:
            objective = SolveRequestObjective(_objective)




        _options = d.pop("options", UNSET)
        options: RummikubOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = RummikubOptions.from_dict(_options)




        time_limit = d.pop("time_limit", UNSET)

        solve_request = cls(
            rack=rack,
            table=table,
            initial_meld_done=initial_meld_done,
            objective=objective,
            options=options,
            time_limit=time_limit,
        )

        return solve_request

