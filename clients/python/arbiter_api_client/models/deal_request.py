from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bergamor_options import BergamorOptions
  from ..models.corellian_spike_options import CorellianSpikeOptions
  from ..models.krayt_dragon_options import KraytDragonOptions
  from ..models.muggins_options import MugginsOptions
  from ..models.nerf_herder_options import NerfHerderOptions
  from ..models.never_tell_me_the_odds_options import NeverTellMeTheOddsOptions
  from ..models.porg_foot_options import PorgFootOptions
  from ..models.rule_of_two_options import RuleOfTwoOptions
  from ..models.rummikub_options import RummikubOptions
  from ..models.sabaccino_cross_options import SabaccinoCrossOptions
  from ..models.sabaccinos_options import SabaccinosOptions
  from ..models.scoundrels_run_options import ScoundrelsRunOptions
  from ..models.sleemo_options import SleemoOptions
  from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions
  from ..models.traditional_sabacc_options import TraditionalSabaccOptions





T = TypeVar("T", bound="DealRequest")



@_attrs_define
class DealRequest:
    """ 
        Attributes:
            players (int): Number of seats: 2 to 8 over all the games; each game's own range is in its catalog entry
                (another number is 422 `invalid_request`, the game's rule).
            seed (int | Unset): Seed of every chance outcome (0 to 2^53-1).
            options (BergamorOptions | CorellianSpikeOptions | KraytDragonOptions | MugginsOptions | NerfHerderOptions |
                NeverTellMeTheOddsOptions | PorgFootOptions | RuleOfTwoOptions | RummikubOptions | SabaccinoCrossOptions |
                SabaccinosOptions | ScoundrelsRunOptions | SleemoOptions | TatooineSpiceTrainOptions | TraditionalSabaccOptions
                | Unset): Options by name for the game in the URL: its <Game>Options schema (see also the catalog); a missing
                one takes its default. Options carry no `game` member, so this is anyOf every game's, not a discriminated oneOf;
                an option the game in the URL does not have is refused (422 `invalid_option`).
            sealed (bool | Unset): Deal a sealed game: the answer has `token`, `seat_keys` and a spectator's `view` instead
                of `state` (docs/security.md).
     """

    players: int
    seed: int | Unset = UNSET
    options: BergamorOptions | CorellianSpikeOptions | KraytDragonOptions | MugginsOptions | NerfHerderOptions | NeverTellMeTheOddsOptions | PorgFootOptions | RuleOfTwoOptions | RummikubOptions | SabaccinoCrossOptions | SabaccinosOptions | ScoundrelsRunOptions | SleemoOptions | TatooineSpiceTrainOptions | TraditionalSabaccOptions | Unset = UNSET
    sealed: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_options import BergamorOptions # noqa: PLC0415
        from ..models.corellian_spike_options import CorellianSpikeOptions # noqa: PLC0415
        from ..models.krayt_dragon_options import KraytDragonOptions # noqa: PLC0415
        from ..models.muggins_options import MugginsOptions # noqa: PLC0415
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        from ..models.never_tell_me_the_odds_options import NeverTellMeTheOddsOptions # noqa: PLC0415
        from ..models.porg_foot_options import PorgFootOptions # noqa: PLC0415
        from ..models.rule_of_two_options import RuleOfTwoOptions # noqa: PLC0415
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        from ..models.sabaccino_cross_options import SabaccinoCrossOptions # noqa: PLC0415
        from ..models.sabaccinos_options import SabaccinosOptions # noqa: PLC0415
        from ..models.scoundrels_run_options import ScoundrelsRunOptions # noqa: PLC0415
        from ..models.sleemo_options import SleemoOptions # noqa: PLC0415
        from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions # noqa: PLC0415
        from ..models.traditional_sabacc_options import TraditionalSabaccOptions # noqa: PLC0415
        players = self.players

        seed = self.seed

        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, CorellianSpikeOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, TraditionalSabaccOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, SabaccinosOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, MugginsOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, TatooineSpiceTrainOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, PorgFootOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, BergamorOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, NerfHerderOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, SabaccinoCrossOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, ScoundrelsRunOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, RuleOfTwoOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, NeverTellMeTheOddsOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, KraytDragonOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, SleemoOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        sealed = self.sealed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if options is not UNSET:
            field_dict["options"] = options
        if sealed is not UNSET:
            field_dict["sealed"] = sealed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bergamor_options import BergamorOptions # noqa: PLC0415
        from ..models.corellian_spike_options import CorellianSpikeOptions # noqa: PLC0415
        from ..models.krayt_dragon_options import KraytDragonOptions # noqa: PLC0415
        from ..models.muggins_options import MugginsOptions # noqa: PLC0415
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        from ..models.never_tell_me_the_odds_options import NeverTellMeTheOddsOptions # noqa: PLC0415
        from ..models.porg_foot_options import PorgFootOptions # noqa: PLC0415
        from ..models.rule_of_two_options import RuleOfTwoOptions # noqa: PLC0415
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        from ..models.sabaccino_cross_options import SabaccinoCrossOptions # noqa: PLC0415
        from ..models.sabaccinos_options import SabaccinosOptions # noqa: PLC0415
        from ..models.scoundrels_run_options import ScoundrelsRunOptions # noqa: PLC0415
        from ..models.sleemo_options import SleemoOptions # noqa: PLC0415
        from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions # noqa: PLC0415
        from ..models.traditional_sabacc_options import TraditionalSabaccOptions # noqa: PLC0415
        d = dict(src_dict)
        players = d.pop("players")

        seed = d.pop("seed", UNSET)

        def _parse_options(data: object) -> BergamorOptions | CorellianSpikeOptions | KraytDragonOptions | MugginsOptions | NerfHerderOptions | NeverTellMeTheOddsOptions | PorgFootOptions | RuleOfTwoOptions | RummikubOptions | SabaccinoCrossOptions | SabaccinosOptions | ScoundrelsRunOptions | SleemoOptions | TatooineSpiceTrainOptions | TraditionalSabaccOptions | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_0 = CorellianSpikeOptions.from_dict(data)



                return componentsschemas_any_game_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_1 = TraditionalSabaccOptions.from_dict(data)



                return componentsschemas_any_game_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_2 = SabaccinosOptions.from_dict(data)



                return componentsschemas_any_game_options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_3 = MugginsOptions.from_dict(data)



                return componentsschemas_any_game_options_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_4 = TatooineSpiceTrainOptions.from_dict(data)



                return componentsschemas_any_game_options_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_5 = PorgFootOptions.from_dict(data)



                return componentsschemas_any_game_options_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_6 = BergamorOptions.from_dict(data)



                return componentsschemas_any_game_options_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_7 = NerfHerderOptions.from_dict(data)



                return componentsschemas_any_game_options_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_8 = SabaccinoCrossOptions.from_dict(data)



                return componentsschemas_any_game_options_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_9 = ScoundrelsRunOptions.from_dict(data)



                return componentsschemas_any_game_options_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_10 = RuleOfTwoOptions.from_dict(data)



                return componentsschemas_any_game_options_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_11 = NeverTellMeTheOddsOptions.from_dict(data)



                return componentsschemas_any_game_options_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_12 = KraytDragonOptions.from_dict(data)



                return componentsschemas_any_game_options_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_13 = SleemoOptions.from_dict(data)



                return componentsschemas_any_game_options_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_options_type_14 = RummikubOptions.from_dict(data)



            return componentsschemas_any_game_options_type_14

        options = _parse_options(d.pop("options", UNSET))


        sealed = d.pop("sealed", UNSET)

        deal_request = cls(
            players=players,
            seed=seed,
            options=options,
            sealed=sealed,
        )

        return deal_request

