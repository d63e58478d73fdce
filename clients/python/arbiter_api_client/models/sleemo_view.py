from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabaccino_tile import SabaccinoTile
from ..models.sleemo_view_phase import SleemoViewPhase
from ..models.sleemo_view_to_move_type_1 import SleemoViewToMoveType1
from ..models.sleemo_view_viewer_type_1 import SleemoViewViewerType1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.sabaccino_tableau import SabaccinoTableau
  from ..models.sleemo_view_options import SleemoViewOptions
  from ..models.sleemo_view_players_item import SleemoViewPlayersItem
  from ..models.sleemo_view_rounds_item import SleemoViewRoundsItem
  from ..models.sleemo_view_turn_type_0 import SleemoViewTurnType0





T = TypeVar("T", bound="SleemoView")



@_attrs_define
class SleemoView:
    """ The state as one seat or a spectator may see it: other players' stocks (while a round is in play) and the boneyard
    are replaced by their counts. The seed is left out.

        Attributes:
            game (Literal['sleemo']):
            version (Literal[1]): State format version.
            options (SleemoViewOptions): Every option of the game (see the catalog); a state saved before an option existed
                lacks it and loads with its default.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | None | SleemoViewToMoveType1): The seat to move, "chance" at a chance step, or null once the game
                is over.
            terminal (bool): Whether the game is over.
            phase (SleemoViewPhase): "deal" (a round is over; the next chance step deals), "roll", "discard", "play",
                "draw_roll", "turn_over" or "over" (see docs/api.md).
            round_ (int): The current round; in deal and over the round just finished.
            dealer (int):
            players (list[SleemoViewPlayersItem]):
            tableau (SabaccinoTableau): Placed tiles and their open ends (see docs/api.md).
            rounds (list[SleemoViewRoundsItem]): Finished rounds.
            rolls (list[list[int]]): Each seat's die rolls this round.
            turn (None | SleemoViewTurnType0):
            turned (list[list[SabaccinoTile]]): Per seat, the tiles of its stock turned over.
            viewer (int | SleemoViewViewerType1): Whose view this is: a seat, or "spectator".
            boneyard_count (int): How many tiles in the boneyard there are (the list itself is hidden).
     """

    game: Literal['sleemo']
    version: Literal[1]
    options: SleemoViewOptions
    chance_step: int
    to_move: int | None | SleemoViewToMoveType1
    terminal: bool
    phase: SleemoViewPhase
    round_: int
    dealer: int
    players: list[SleemoViewPlayersItem]
    tableau: SabaccinoTableau
    rounds: list[SleemoViewRoundsItem]
    rolls: list[list[int]]
    turn: None | SleemoViewTurnType0
    turned: list[list[SabaccinoTile]]
    viewer: int | SleemoViewViewerType1
    boneyard_count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        from ..models.sleemo_view_options import SleemoViewOptions # noqa: PLC0415
        from ..models.sleemo_view_players_item import SleemoViewPlayersItem # noqa: PLC0415
        from ..models.sleemo_view_rounds_item import SleemoViewRoundsItem # noqa: PLC0415
        from ..models.sleemo_view_turn_type_0 import SleemoViewTurnType0 # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, SleemoViewToMoveType1):
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



        tableau = self.tableau.to_dict()

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)



        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data


            rolls.append(rolls_item)



        turn: dict[str, Any] | None
        if isinstance(self.turn, SleemoViewTurnType0):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        turned = []
        for turned_item_data in self.turned:
            turned_item = []
            for turned_item_item_data in turned_item_data:
                turned_item_item = turned_item_item_data.value
                turned_item.append(turned_item_item)


            turned.append(turned_item)



        viewer: int | str
        if isinstance(self.viewer, SleemoViewViewerType1):
            viewer = self.viewer.value
        else:
            viewer = self.viewer

        boneyard_count = self.boneyard_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "options": options,
            "chance_step": chance_step,
            "to_move": to_move,
            "terminal": terminal,
            "phase": phase,
            "round": round_,
            "dealer": dealer,
            "players": players,
            "tableau": tableau,
            "rounds": rounds,
            "rolls": rolls,
            "turn": turn,
            "turned": turned,
            "viewer": viewer,
            "boneyard_count": boneyard_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        from ..models.sleemo_view_options import SleemoViewOptions # noqa: PLC0415
        from ..models.sleemo_view_players_item import SleemoViewPlayersItem # noqa: PLC0415
        from ..models.sleemo_view_rounds_item import SleemoViewRoundsItem # noqa: PLC0415
        from ..models.sleemo_view_turn_type_0 import SleemoViewTurnType0 # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['sleemo'] , d.pop("game"))
        if game != 'sleemo':
            raise ValueError(f"game must match const 'sleemo', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = SleemoViewOptions.from_dict(d.pop("options"))




        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | None | SleemoViewToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = SleemoViewToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SleemoViewToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        phase = SleemoViewPhase(d.pop("phase"))




        round_ = d.pop("round")

        dealer = d.pop("dealer")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = SleemoViewPlayersItem.from_dict(players_item_data)



            players.append(players_item)


        tableau = SabaccinoTableau.from_dict(d.pop("tableau"))




        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = SleemoViewRoundsItem.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = cast(list[int], rolls_item_data)

            rolls.append(rolls_item)


        def _parse_turn(data: object) -> None | SleemoViewTurnType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = SleemoViewTurnType0.from_dict(data)



                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SleemoViewTurnType0, data)

        turn = _parse_turn(d.pop("turn"))


        turned = []
        _turned = d.pop("turned")
        for turned_item_data in (_turned):
            turned_item = []
            _turned_item = turned_item_data
            for turned_item_item_data in (_turned_item):
                turned_item_item = SabaccinoTile(turned_item_item_data)



                turned_item.append(turned_item_item)

            turned.append(turned_item)


        def _parse_viewer(data: object) -> int | SleemoViewViewerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                viewer_type_1 = SleemoViewViewerType1(data)



                return viewer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SleemoViewViewerType1, data)

        viewer = _parse_viewer(d.pop("viewer"))


        boneyard_count = d.pop("boneyard_count")

        sleemo_view = cls(
            game=game,
            version=version,
            options=options,
            chance_step=chance_step,
            to_move=to_move,
            terminal=terminal,
            phase=phase,
            round_=round_,
            dealer=dealer,
            players=players,
            tableau=tableau,
            rounds=rounds,
            rolls=rolls,
            turn=turn,
            turned=turned,
            viewer=viewer,
            boneyard_count=boneyard_count,
        )

        return sleemo_view

