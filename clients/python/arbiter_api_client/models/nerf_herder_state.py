from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nerf_herder_state_phase import NerfHerderStatePhase
from ..models.nerf_herder_state_to_move_type_1 import NerfHerderStateToMoveType1
from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.nerf_herder_state_options import NerfHerderStateOptions
  from ..models.nerf_herder_state_players_item import NerfHerderStatePlayersItem
  from ..models.nerf_herder_state_rounds_item import NerfHerderStateRoundsItem
  from ..models.nerf_herder_state_scoring_item import NerfHerderStateScoringItem
  from ..models.sabaccino_tableau import SabaccinoTableau





T = TypeVar("T", bound="NerfHerderState")



@_attrs_define
class NerfHerderState:
    """ A whole Nerf Herder state as the service writes it. Each of the 28 tiles is in exactly one place (a stock, the
    boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile by tile; every seat a
    member names is one of the table's, and every list per seat holds one item per seat; each finished round's figures
    add up to what its result awards, and each score is the sum of the rounds.

        Attributes:
            game (Literal['nerf-herder']):
            version (Literal[1]): State format version.
            options (NerfHerderStateOptions): Every option of the game (see the catalog); a state saved before an option
                existed lacks it and loads with its default.
            seed (int): Seed of every chance outcome.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | NerfHerderStateToMoveType1 | None): The seat to move, "chance" at a chance step, or null once the
                game is over.
            terminal (bool): Whether the game is over.
            phase (NerfHerderStatePhase): "deal" (a round is over; the next chance step deals), "roll", "discard", "play",
                "draw_roll", "turn_over" or "over" (see docs/api.md).
            round_ (int): The current round; in deal and over the round just finished.
            dealer (int):
            players (list[NerfHerderStatePlayersItem]):
            boneyard (list[SabaccinoTile]): The tiles left after the deal; top last.
            tableau (SabaccinoTableau): Placed tiles and their open ends (see docs/api.md).
            rounds (list[NerfHerderStateRoundsItem]): Finished rounds.
            scoring (list[NerfHerderStateScoringItem]): This round's scoring lays.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
     """

    game: Literal['nerf-herder']
    version: Literal[1]
    options: NerfHerderStateOptions
    seed: int
    chance_step: int
    to_move: int | NerfHerderStateToMoveType1 | None
    terminal: bool
    phase: NerfHerderStatePhase
    round_: int
    dealer: int
    players: list[NerfHerderStatePlayersItem]
    boneyard: list[SabaccinoTile]
    tableau: SabaccinoTableau
    rounds: list[NerfHerderStateRoundsItem]
    scoring: list[NerfHerderStateScoringItem]
    nonce: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_state_options import NerfHerderStateOptions # noqa: PLC0415
        from ..models.nerf_herder_state_players_item import NerfHerderStatePlayersItem # noqa: PLC0415
        from ..models.nerf_herder_state_rounds_item import NerfHerderStateRoundsItem # noqa: PLC0415
        from ..models.nerf_herder_state_scoring_item import NerfHerderStateScoringItem # noqa: PLC0415
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        seed = self.seed

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, NerfHerderStateToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        terminal = self.terminal

        phase = self.phase.value

        round_ = self.round_

        dealer = self.dealer

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        boneyard = []
        for boneyard_item_data in self.boneyard:
            boneyard_item = boneyard_item_data.value
            boneyard.append(boneyard_item)



        tableau = self.tableau.to_dict()

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)



        scoring = []
        for scoring_item_data in self.scoring:
            scoring_item = scoring_item_data.to_dict()
            scoring.append(scoring_item)



        nonce = self.nonce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "options": options,
            "seed": seed,
            "chance_step": chance_step,
            "to_move": to_move,
            "terminal": terminal,
            "phase": phase,
            "round": round_,
            "dealer": dealer,
            "players": players,
            "boneyard": boneyard,
            "tableau": tableau,
            "rounds": rounds,
            "scoring": scoring,
        })
        if nonce is not UNSET:
            field_dict["nonce"] = nonce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nerf_herder_state_options import NerfHerderStateOptions # noqa: PLC0415
        from ..models.nerf_herder_state_players_item import NerfHerderStatePlayersItem # noqa: PLC0415
        from ..models.nerf_herder_state_rounds_item import NerfHerderStateRoundsItem # noqa: PLC0415
        from ..models.nerf_herder_state_scoring_item import NerfHerderStateScoringItem # noqa: PLC0415
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['nerf-herder'] , d.pop("game"))
        if game != 'nerf-herder':
            raise ValueError(f"game must match const 'nerf-herder', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = NerfHerderStateOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | NerfHerderStateToMoveType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = NerfHerderStateToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | NerfHerderStateToMoveType1 | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        phase = NerfHerderStatePhase(d.pop("phase"))




        round_ = d.pop("round")

        dealer = d.pop("dealer")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = NerfHerderStatePlayersItem.from_dict(players_item_data)



            players.append(players_item)


        boneyard = []
        _boneyard = d.pop("boneyard")
        for boneyard_item_data in (_boneyard):
            boneyard_item = SabaccinoTile(boneyard_item_data)



            boneyard.append(boneyard_item)


        tableau = SabaccinoTableau.from_dict(d.pop("tableau"))




        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = NerfHerderStateRoundsItem.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        scoring = []
        _scoring = d.pop("scoring")
        for scoring_item_data in (_scoring):
            scoring_item = NerfHerderStateScoringItem.from_dict(scoring_item_data)



            scoring.append(scoring_item)


        nonce = d.pop("nonce", UNSET)

        nerf_herder_state = cls(
            game=game,
            version=version,
            options=options,
            seed=seed,
            chance_step=chance_step,
            to_move=to_move,
            terminal=terminal,
            phase=phase,
            round_=round_,
            dealer=dealer,
            players=players,
            boneyard=boneyard,
            tableau=tableau,
            rounds=rounds,
            scoring=scoring,
            nonce=nonce,
        )

        return nerf_herder_state

