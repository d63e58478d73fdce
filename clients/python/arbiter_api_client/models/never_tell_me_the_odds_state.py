from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.never_tell_me_the_odds_state_phase import NeverTellMeTheOddsStatePhase
from ..models.never_tell_me_the_odds_state_to_move_type_1 import NeverTellMeTheOddsStateToMoveType1
from ..models.sabaccino_tile import SabaccinoTile
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.never_tell_me_the_odds_state_options import NeverTellMeTheOddsStateOptions
  from ..models.never_tell_me_the_odds_state_players_item import NeverTellMeTheOddsStatePlayersItem
  from ..models.never_tell_me_the_odds_state_rounds_item import NeverTellMeTheOddsStateRoundsItem
  from ..models.sabaccino_tableau import SabaccinoTableau





T = TypeVar("T", bound="NeverTellMeTheOddsState")



@_attrs_define
class NeverTellMeTheOddsState:
    """ A whole Never Tell Me The Odds state as the service writes it. Each of the 28 tiles is in exactly one place (a
    stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile by tile; every
    seat a member names is one of the table's, and every list per seat holds one item per seat; each finished round's
    figures add up to what its result awards, and each score is the sum of the rounds.

        Attributes:
            game (Literal['never-tell-me-the-odds']):
            version (Literal[1]): State format version.
            options (NeverTellMeTheOddsStateOptions): Every option of the game (see the catalog); a state saved before an
                option existed lacks it and loads with its default.
            seed (int): Seed of every chance outcome.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | NeverTellMeTheOddsStateToMoveType1 | None): The seat to move, "chance" at a chance step, or null
                once the game is over.
            terminal (bool): Whether the game is over.
            phase (NeverTellMeTheOddsStatePhase): "deal" (a round is over; the next chance step deals), "roll", "discard",
                "play", "draw_roll", "turn_over" or "over" (see docs/api.md).
            round_ (int): The current round; in deal and over the round just finished.
            dealer (int):
            players (list[NeverTellMeTheOddsStatePlayersItem]):
            boneyard (list[SabaccinoTile]): The tiles left after the deal; top last.
            tableau (SabaccinoTableau): Placed tiles and their open ends (see docs/api.md).
            rounds (list[NeverTellMeTheOddsStateRoundsItem]): Finished rounds.
            rolls (list[list[int]]): Each seat's die rolls this round.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
     """

    game: Literal['never-tell-me-the-odds']
    version: Literal[1]
    options: NeverTellMeTheOddsStateOptions
    seed: int
    chance_step: int
    to_move: int | NeverTellMeTheOddsStateToMoveType1 | None
    terminal: bool
    phase: NeverTellMeTheOddsStatePhase
    round_: int
    dealer: int
    players: list[NeverTellMeTheOddsStatePlayersItem]
    boneyard: list[SabaccinoTile]
    tableau: SabaccinoTableau
    rounds: list[NeverTellMeTheOddsStateRoundsItem]
    rolls: list[list[int]]
    nonce: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.never_tell_me_the_odds_state_options import NeverTellMeTheOddsStateOptions # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state_players_item import NeverTellMeTheOddsStatePlayersItem # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state_rounds_item import NeverTellMeTheOddsStateRoundsItem # noqa: PLC0415
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        seed = self.seed

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, NeverTellMeTheOddsStateToMoveType1):
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



        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data


            rolls.append(rolls_item)



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
            "rolls": rolls,
        })
        if nonce is not UNSET:
            field_dict["nonce"] = nonce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.never_tell_me_the_odds_state_options import NeverTellMeTheOddsStateOptions # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state_players_item import NeverTellMeTheOddsStatePlayersItem # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state_rounds_item import NeverTellMeTheOddsStateRoundsItem # noqa: PLC0415
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['never-tell-me-the-odds'] , d.pop("game"))
        if game != 'never-tell-me-the-odds':
            raise ValueError(f"game must match const 'never-tell-me-the-odds', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = NeverTellMeTheOddsStateOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | NeverTellMeTheOddsStateToMoveType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = NeverTellMeTheOddsStateToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | NeverTellMeTheOddsStateToMoveType1 | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        phase = NeverTellMeTheOddsStatePhase(d.pop("phase"))




        round_ = d.pop("round")

        dealer = d.pop("dealer")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = NeverTellMeTheOddsStatePlayersItem.from_dict(players_item_data)



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
            rounds_item = NeverTellMeTheOddsStateRoundsItem.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = cast(list[int], rolls_item_data)

            rolls.append(rolls_item)


        nonce = d.pop("nonce", UNSET)

        never_tell_me_the_odds_state = cls(
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
            rolls=rolls,
            nonce=nonce,
        )

        return never_tell_me_the_odds_state

