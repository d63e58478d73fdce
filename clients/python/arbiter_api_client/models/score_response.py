from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.any_game_record import AnyGameRecord
  from ..models.bergamor_view import BergamorView
  from ..models.corellian_spike_view import CorellianSpikeView
  from ..models.krayt_dragon_view import KraytDragonView
  from ..models.muggins_view import MugginsView
  from ..models.nerf_herder_view import NerfHerderView
  from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView
  from ..models.porg_foot_view import PorgFootView
  from ..models.rule_of_two_view import RuleOfTwoView
  from ..models.rummikub_standing import RummikubStanding
  from ..models.rummikub_view import RummikubView
  from ..models.sabacc_standing import SabaccStanding
  from ..models.sabaccino_cross_view import SabaccinoCrossView
  from ..models.sabaccino_standing import SabaccinoStanding
  from ..models.sabaccinos_view import SabaccinosView
  from ..models.scoundrels_run_view import ScoundrelsRunView
  from ..models.sleemo_view import SleemoView
  from ..models.tatooine_spice_train_view import TatooineSpiceTrainView
  from ..models.traditional_sabacc_view import TraditionalSabaccView





T = TypeVar("T", bound="ScoreResponse")



@_attrs_define
class ScoreResponse:
    """ 
        Attributes:
            terminal (bool):
            winners (list[int]): Seats that won; empty until the game is over.
            standings (list[RummikubStanding | SabaccinoStanding | SabaccStanding]): One entry per seat: player, score, and
                how it was reached (the form of the game's family).
            view (BergamorView | CorellianSpikeView | KraytDragonView | MugginsView | NerfHerderView |
                NeverTellMeTheOddsView | PorgFootView | RuleOfTwoView | RummikubView | SabaccinoCrossView | SabaccinosView |
                ScoundrelsRunView | SleemoView | TatooineSpiceTrainView | TraditionalSabaccView | Unset):
            record (AnyGameRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    terminal: bool
    winners: list[int]
    standings: list[RummikubStanding | SabaccinoStanding | SabaccStanding]
    view: BergamorView | CorellianSpikeView | KraytDragonView | MugginsView | NerfHerderView | NeverTellMeTheOddsView | PorgFootView | RuleOfTwoView | RummikubView | SabaccinoCrossView | SabaccinosView | ScoundrelsRunView | SleemoView | TatooineSpiceTrainView | TraditionalSabaccView | Unset = UNSET
    record: AnyGameRecord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_game_record import AnyGameRecord # noqa: PLC0415
        from ..models.bergamor_view import BergamorView # noqa: PLC0415
        from ..models.corellian_spike_view import CorellianSpikeView # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        from ..models.porg_foot_view import PorgFootView # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        from ..models.rummikub_standing import RummikubStanding # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        from ..models.sabacc_standing import SabaccStanding # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        from ..models.sabaccino_standing import SabaccinoStanding # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        from ..models.scoundrels_run_view import ScoundrelsRunView # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        terminal = self.terminal

        winners = self.winners



        standings = []
        for standings_item_data in self.standings:
            standings_item: dict[str, Any]
            if isinstance(standings_item_data, SabaccStanding):
                standings_item = standings_item_data.to_dict()
            elif isinstance(standings_item_data, SabaccinoStanding):
                standings_item = standings_item_data.to_dict()
            else:
                standings_item = standings_item_data.to_dict()

            standings.append(standings_item)



        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, CorellianSpikeView):
            view = self.view.to_dict()
        elif isinstance(self.view, TraditionalSabaccView):
            view = self.view.to_dict()
        elif isinstance(self.view, SabaccinosView):
            view = self.view.to_dict()
        elif isinstance(self.view, MugginsView):
            view = self.view.to_dict()
        elif isinstance(self.view, TatooineSpiceTrainView):
            view = self.view.to_dict()
        elif isinstance(self.view, PorgFootView):
            view = self.view.to_dict()
        elif isinstance(self.view, BergamorView):
            view = self.view.to_dict()
        elif isinstance(self.view, NerfHerderView):
            view = self.view.to_dict()
        elif isinstance(self.view, SabaccinoCrossView):
            view = self.view.to_dict()
        elif isinstance(self.view, ScoundrelsRunView):
            view = self.view.to_dict()
        elif isinstance(self.view, RuleOfTwoView):
            view = self.view.to_dict()
        elif isinstance(self.view, NeverTellMeTheOddsView):
            view = self.view.to_dict()
        elif isinstance(self.view, KraytDragonView):
            view = self.view.to_dict()
        elif isinstance(self.view, SleemoView):
            view = self.view.to_dict()
        else:
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
        from ..models.any_game_record import AnyGameRecord # noqa: PLC0415
        from ..models.bergamor_view import BergamorView # noqa: PLC0415
        from ..models.corellian_spike_view import CorellianSpikeView # noqa: PLC0415
        from ..models.krayt_dragon_view import KraytDragonView # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        from ..models.nerf_herder_view import NerfHerderView # noqa: PLC0415
        from ..models.never_tell_me_the_odds_view import NeverTellMeTheOddsView # noqa: PLC0415
        from ..models.porg_foot_view import PorgFootView # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        from ..models.rummikub_standing import RummikubStanding # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        from ..models.sabacc_standing import SabaccStanding # noqa: PLC0415
        from ..models.sabaccino_cross_view import SabaccinoCrossView # noqa: PLC0415
        from ..models.sabaccino_standing import SabaccinoStanding # noqa: PLC0415
        from ..models.sabaccinos_view import SabaccinosView # noqa: PLC0415
        from ..models.scoundrels_run_view import ScoundrelsRunView # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        from ..models.tatooine_spice_train_view import TatooineSpiceTrainView # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        d = dict(src_dict)
        terminal = d.pop("terminal")

        winners = cast(list[int], d.pop("winners"))


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            def _parse_standings_item(data: object) -> RummikubStanding | SabaccinoStanding | SabaccStanding:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_game_standing_type_0 = SabaccStanding.from_dict(data)



                    return componentsschemas_any_game_standing_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_game_standing_type_1 = SabaccinoStanding.from_dict(data)



                    return componentsschemas_any_game_standing_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_standing_type_2 = RummikubStanding.from_dict(data)



                return componentsschemas_any_game_standing_type_2

            standings_item = _parse_standings_item(standings_item_data)

            standings.append(standings_item)


        def _parse_view(data: object) -> BergamorView | CorellianSpikeView | KraytDragonView | MugginsView | NerfHerderView | NeverTellMeTheOddsView | PorgFootView | RuleOfTwoView | RummikubView | SabaccinoCrossView | SabaccinosView | ScoundrelsRunView | SleemoView | TatooineSpiceTrainView | TraditionalSabaccView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_0 = CorellianSpikeView.from_dict(data)



                return componentsschemas_any_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_1 = TraditionalSabaccView.from_dict(data)



                return componentsschemas_any_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_2 = SabaccinosView.from_dict(data)



                return componentsschemas_any_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_3 = MugginsView.from_dict(data)



                return componentsschemas_any_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_4 = TatooineSpiceTrainView.from_dict(data)



                return componentsschemas_any_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_5 = PorgFootView.from_dict(data)



                return componentsschemas_any_game_view_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_6 = BergamorView.from_dict(data)



                return componentsschemas_any_game_view_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_7 = NerfHerderView.from_dict(data)



                return componentsschemas_any_game_view_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_8 = SabaccinoCrossView.from_dict(data)



                return componentsschemas_any_game_view_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_9 = ScoundrelsRunView.from_dict(data)



                return componentsschemas_any_game_view_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_10 = RuleOfTwoView.from_dict(data)



                return componentsschemas_any_game_view_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_11 = NeverTellMeTheOddsView.from_dict(data)



                return componentsschemas_any_game_view_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_12 = KraytDragonView.from_dict(data)



                return componentsschemas_any_game_view_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_view_type_13 = SleemoView.from_dict(data)



                return componentsschemas_any_game_view_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_view_type_14 = RummikubView.from_dict(data)



            return componentsschemas_any_game_view_type_14

        view = _parse_view(d.pop("view", UNSET))


        _record = d.pop("record", UNSET)
        record: AnyGameRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = AnyGameRecord.from_dict(_record)




        score_response = cls(
            terminal=terminal,
            winners=winners,
            standings=standings,
            view=view,
            record=record,
        )


        score_response.additional_properties = d
        return score_response

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
