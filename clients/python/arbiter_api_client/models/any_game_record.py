from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.any_game_move import AnyGameMove
  from ..models.any_game_record_tags import AnyGameRecordTags
  from ..models.bergamor_options import BergamorOptions
  from ..models.bergamor_state import BergamorState
  from ..models.corellian_spike_options import CorellianSpikeOptions
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.krayt_dragon_options import KraytDragonOptions
  from ..models.krayt_dragon_state import KraytDragonState
  from ..models.muggins_options import MugginsOptions
  from ..models.muggins_state import MugginsState
  from ..models.nerf_herder_options import NerfHerderOptions
  from ..models.nerf_herder_state import NerfHerderState
  from ..models.never_tell_me_the_odds_options import NeverTellMeTheOddsOptions
  from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState
  from ..models.porg_foot_options import PorgFootOptions
  from ..models.porg_foot_state import PorgFootState
  from ..models.record_signature import RecordSignature
  from ..models.rule_of_two_options import RuleOfTwoOptions
  from ..models.rule_of_two_state import RuleOfTwoState
  from ..models.rummikub_options import RummikubOptions
  from ..models.rummikub_state import RummikubState
  from ..models.sabaccino_cross_options import SabaccinoCrossOptions
  from ..models.sabaccino_cross_state import SabaccinoCrossState
  from ..models.sabaccinos_options import SabaccinosOptions
  from ..models.sabaccinos_state import SabaccinosState
  from ..models.scoundrels_run_options import ScoundrelsRunOptions
  from ..models.scoundrels_run_state import ScoundrelsRunState
  from ..models.sleemo_options import SleemoOptions
  from ..models.sleemo_state import SleemoState
  from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions
  from ..models.tatooine_spice_train_state import TatooineSpiceTrainState
  from ..models.traditional_sabacc_options import TraditionalSabaccOptions
  from ..models.traditional_sabacc_state import TraditionalSabaccState





T = TypeVar("T", bound="AnyGameRecord")



@_attrs_define
class AnyGameRecord:
    """ A game record (docs/records.md): the start (a seed or a whole state) and every move.

        Attributes:
            game (GameId): A game's id, as the catalog lists it (GET /v1/games). An operation a game does not offer answers
                404 `unsupported_endpoint`.
            version (int): The state format version.
            players (int): The number of seats.
            options (BergamorOptions | CorellianSpikeOptions | KraytDragonOptions | MugginsOptions | NerfHerderOptions |
                NeverTellMeTheOddsOptions | PorgFootOptions | RuleOfTwoOptions | RummikubOptions | SabaccinoCrossOptions |
                SabaccinosOptions | ScoundrelsRunOptions | SleemoOptions | TatooineSpiceTrainOptions |
                TraditionalSabaccOptions): Options by name for the game in the URL: its <Game>Options schema (see also the
                catalog); a missing one takes its default. Options carry no `game` member, so this is anyOf every game's, not a
                discriminated oneOf; an option the game in the URL does not have is refused (422 `invalid_option`).
            moves (list[AnyGameMove]): Every move in order, as sent to play, chance steps included.
            seed (int | Unset): The deal's seed (or `start`).
            start (BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState |
                NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState
                | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset):
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
            tags (AnyGameRecordTags | Unset): Strings by name for people (names, place, date); no rule reads them, and no
                signature covers them.
            signature (RecordSignature | Unset): The service's signature of a record it wrote (docs/records.md says what it
                proves and what it does not); replay says whether it holds (`signed`).
     """

    game: GameId
    version: int
    players: int
    options: BergamorOptions | CorellianSpikeOptions | KraytDragonOptions | MugginsOptions | NerfHerderOptions | NeverTellMeTheOddsOptions | PorgFootOptions | RuleOfTwoOptions | RummikubOptions | SabaccinoCrossOptions | SabaccinosOptions | ScoundrelsRunOptions | SleemoOptions | TatooineSpiceTrainOptions | TraditionalSabaccOptions
    moves: list[AnyGameMove]
    seed: int | Unset = UNSET
    start: BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset = UNSET
    nonce: str | Unset = UNSET
    tags: AnyGameRecordTags | Unset = UNSET
    signature: RecordSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.any_game_move import AnyGameMove # noqa: PLC0415
        from ..models.any_game_record_tags import AnyGameRecordTags # noqa: PLC0415
        from ..models.bergamor_options import BergamorOptions # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.corellian_spike_options import CorellianSpikeOptions # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.krayt_dragon_options import KraytDragonOptions # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.muggins_options import MugginsOptions # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_options import NeverTellMeTheOddsOptions # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.porg_foot_options import PorgFootOptions # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        from ..models.rule_of_two_options import RuleOfTwoOptions # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.sabaccino_cross_options import SabaccinoCrossOptions # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccinos_options import SabaccinosOptions # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.scoundrels_run_options import ScoundrelsRunOptions # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.sleemo_options import SleemoOptions # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.traditional_sabacc_options import TraditionalSabaccOptions # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        game = self.game.value

        version = self.version

        players = self.players

        options: dict[str, Any]
        if isinstance(self.options, CorellianSpikeOptions):
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


        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        seed = self.seed

        start: dict[str, Any] | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, CorellianSpikeState):
            start = self.start.to_dict()
        elif isinstance(self.start, TraditionalSabaccState):
            start = self.start.to_dict()
        elif isinstance(self.start, SabaccinosState):
            start = self.start.to_dict()
        elif isinstance(self.start, MugginsState):
            start = self.start.to_dict()
        elif isinstance(self.start, TatooineSpiceTrainState):
            start = self.start.to_dict()
        elif isinstance(self.start, PorgFootState):
            start = self.start.to_dict()
        elif isinstance(self.start, BergamorState):
            start = self.start.to_dict()
        elif isinstance(self.start, NerfHerderState):
            start = self.start.to_dict()
        elif isinstance(self.start, SabaccinoCrossState):
            start = self.start.to_dict()
        elif isinstance(self.start, ScoundrelsRunState):
            start = self.start.to_dict()
        elif isinstance(self.start, RuleOfTwoState):
            start = self.start.to_dict()
        elif isinstance(self.start, NeverTellMeTheOddsState):
            start = self.start.to_dict()
        elif isinstance(self.start, KraytDragonState):
            start = self.start.to_dict()
        elif isinstance(self.start, SleemoState):
            start = self.start.to_dict()
        else:
            start = self.start.to_dict()


        nonce = self.nonce

        tags: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags.to_dict()

        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "players": players,
            "options": options,
            "moves": moves,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if start is not UNSET:
            field_dict["start"] = start
        if nonce is not UNSET:
            field_dict["nonce"] = nonce
        if tags is not UNSET:
            field_dict["tags"] = tags
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_game_move import AnyGameMove # noqa: PLC0415
        from ..models.any_game_record_tags import AnyGameRecordTags # noqa: PLC0415
        from ..models.bergamor_options import BergamorOptions # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        from ..models.corellian_spike_options import CorellianSpikeOptions # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.krayt_dragon_options import KraytDragonOptions # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        from ..models.muggins_options import MugginsOptions # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        from ..models.never_tell_me_the_odds_options import NeverTellMeTheOddsOptions # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        from ..models.porg_foot_options import PorgFootOptions # noqa: PLC0415
        from ..models.porg_foot_state import PorgFootState # noqa: PLC0415
        from ..models.record_signature import RecordSignature # noqa: PLC0415
        from ..models.rule_of_two_options import RuleOfTwoOptions # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rummikub_options import RummikubOptions # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.sabaccino_cross_options import SabaccinoCrossOptions # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        from ..models.sabaccinos_options import SabaccinosOptions # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        from ..models.scoundrels_run_options import ScoundrelsRunOptions # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        from ..models.sleemo_options import SleemoOptions # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.tatooine_spice_train_options import TatooineSpiceTrainOptions # noqa: PLC0415
        from ..models.tatooine_spice_train_state import TatooineSpiceTrainState # noqa: PLC0415
        from ..models.traditional_sabacc_options import TraditionalSabaccOptions # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        d = dict(src_dict)
        game = GameId(d.pop("game"))




        version = d.pop("version")

        players = d.pop("players")

        def _parse_options(data: object) -> BergamorOptions | CorellianSpikeOptions | KraytDragonOptions | MugginsOptions | NerfHerderOptions | NeverTellMeTheOddsOptions | PorgFootOptions | RuleOfTwoOptions | RummikubOptions | SabaccinoCrossOptions | SabaccinosOptions | ScoundrelsRunOptions | SleemoOptions | TatooineSpiceTrainOptions | TraditionalSabaccOptions:
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

        options = _parse_options(d.pop("options"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = AnyGameMove.from_dict(moves_item_data)



            moves.append(moves_item)


        seed = d.pop("seed", UNSET)

        def _parse_start(data: object) -> BergamorState | CorellianSpikeState | KraytDragonState | MugginsState | NerfHerderState | NeverTellMeTheOddsState | PorgFootState | RuleOfTwoState | RummikubState | SabaccinoCrossState | SabaccinosState | ScoundrelsRunState | SleemoState | TatooineSpiceTrainState | TraditionalSabaccState | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_0 = CorellianSpikeState.from_dict(data)



                return componentsschemas_any_game_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_1 = TraditionalSabaccState.from_dict(data)



                return componentsschemas_any_game_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_2 = SabaccinosState.from_dict(data)



                return componentsschemas_any_game_state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_3 = MugginsState.from_dict(data)



                return componentsschemas_any_game_state_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_4 = TatooineSpiceTrainState.from_dict(data)



                return componentsschemas_any_game_state_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_5 = PorgFootState.from_dict(data)



                return componentsschemas_any_game_state_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_6 = BergamorState.from_dict(data)



                return componentsschemas_any_game_state_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_7 = NerfHerderState.from_dict(data)



                return componentsschemas_any_game_state_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_8 = SabaccinoCrossState.from_dict(data)



                return componentsschemas_any_game_state_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_9 = ScoundrelsRunState.from_dict(data)



                return componentsschemas_any_game_state_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_10 = RuleOfTwoState.from_dict(data)



                return componentsschemas_any_game_state_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_11 = NeverTellMeTheOddsState.from_dict(data)



                return componentsschemas_any_game_state_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_12 = KraytDragonState.from_dict(data)



                return componentsschemas_any_game_state_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_state_type_13 = SleemoState.from_dict(data)



                return componentsschemas_any_game_state_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_state_type_14 = RummikubState.from_dict(data)



            return componentsschemas_any_game_state_type_14

        start = _parse_start(d.pop("start", UNSET))


        nonce = d.pop("nonce", UNSET)

        _tags = d.pop("tags", UNSET)
        tags: AnyGameRecordTags | Unset
        if isinstance(_tags,  Unset):
            tags = UNSET
        else:
            tags = AnyGameRecordTags.from_dict(_tags)




        _signature = d.pop("signature", UNSET)
        signature: RecordSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = RecordSignature.from_dict(_signature)




        any_game_record = cls(
            game=game,
            version=version,
            players=players,
            options=options,
            moves=moves,
            seed=seed,
            start=start,
            nonce=nonce,
            tags=tags,
            signature=signature,
        )

        return any_game_record

