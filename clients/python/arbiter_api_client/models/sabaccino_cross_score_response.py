from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_cross_record import SabaccinoCrossRecord
  from ..models.sabaccino_cross_view import SabaccinoCrossView
  from ..models.sabaccino_standing import SabaccinoStanding





T = TypeVar("T", bound="SabaccinoCrossScoreResponse")



@_attrs_define
class SabaccinoCrossScoreResponse:
    """ 
        Attributes:
            terminal (bool):
            winners (list[int]): Seats that won; empty until the game is over.
            standings (list[SabaccinoStanding]): One entry per seat: player, score, and how it was reached (the form of the
                game's family).
            view (SabaccinoCrossView | Unset): The state as one seat or a spectator may see it: other players' stocks (while
                a round is in play) and the boneyard are replaced by their counts. The seed is left out.
            record (SabaccinoCrossRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and
                every move.
     """

    terminal: bool
    winners: list[int]
    standings: list[SabaccinoStanding]
    view: SabaccinoCrossView | Unset = UNSET
    record: SabaccinoCrossRecord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_cross_record import SabaccinoCrossRecord # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        from ..models.sabaccino_standing import SabaccinoStanding # noqa: PLC0415
        terminal = self.terminal

        winners = self.winners



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "terminal": terminal,
            "winners": winners,
            "standings": standings,
        })
        if view is not UNSET:
            field_dict["view"] = view
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabaccino_cross_record import SabaccinoCrossRecord # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        from ..models.sabaccino_standing import SabaccinoStanding # noqa: PLC0415
        d = dict(src_dict)
        terminal = d.pop("terminal")

        winners = cast(list[int], d.pop("winners"))


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = SabaccinoStanding.from_dict(standings_item_data)



            standings.append(standings_item)


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




        sabaccino_cross_score_response = cls(
            terminal=terminal,
            winners=winners,
            standings=standings,
            view=view,
            record=record,
        )


        sabaccino_cross_score_response.additional_properties = d
        return sabaccino_cross_score_response

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
