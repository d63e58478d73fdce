from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bergamor_view_phase import BergamorViewPhase
from ..models.bergamor_view_to_move_type_1 import BergamorViewToMoveType1
from ..models.bergamor_view_viewer_type_1 import BergamorViewViewerType1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.bergamor_view_options import BergamorViewOptions
  from ..models.bergamor_view_players_item import BergamorViewPlayersItem
  from ..models.bergamor_view_rounds_item import BergamorViewRoundsItem
  from ..models.bergamor_view_scoring_item import BergamorViewScoringItem
  from ..models.sabaccino_tableau import SabaccinoTableau





T = TypeVar("T", bound="BergamorView")



@_attrs_define
class BergamorView:
    """ The state as one seat or a spectator may see it: other players' stocks (while a round is in play) and the boneyard
    are replaced by their counts. The seed is left out.

        Attributes:
            game (Literal['bergamor']):
            version (Literal[1]): State format version.
            options (BergamorViewOptions): Every option of the game (see the catalog); a state saved before an option
                existed lacks it and loads with its default.
            chance_step (int): How many chance outcomes were drawn.
            to_move (BergamorViewToMoveType1 | int | None): The seat to move, "chance" at a chance step, or null once the
                game is over.
            terminal (bool): Whether the game is over.
            phase (BergamorViewPhase): "deal" (a round is over; the next chance step deals), "roll", "discard", "play",
                "draw_roll", "turn_over" or "over" (see docs/api.md).
            round_ (int): The current round; in deal and over the round just finished.
            dealer (int):
            players (list[BergamorViewPlayersItem]):
            tableau (SabaccinoTableau): Placed tiles and their open ends (see docs/api.md).
            rounds (list[BergamorViewRoundsItem]): Finished rounds.
            scoring (list[BergamorViewScoringItem]): This round's scoring lays.
            viewer (BergamorViewViewerType1 | int): Whose view this is: a seat, or "spectator".
            boneyard_count (int): How many tiles in the boneyard there are (the list itself is hidden).
     """

    game: Literal['bergamor']
    version: Literal[1]
    options: BergamorViewOptions
    chance_step: int
    to_move: BergamorViewToMoveType1 | int | None
    terminal: bool
    phase: BergamorViewPhase
    round_: int
    dealer: int
    players: list[BergamorViewPlayersItem]
    tableau: SabaccinoTableau
    rounds: list[BergamorViewRoundsItem]
    scoring: list[BergamorViewScoringItem]
    viewer: BergamorViewViewerType1 | int
    boneyard_count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_view_options import BergamorViewOptions # noqa: PLC0415
        from ..models.bergamor_view_players_item import BergamorViewPlayersItem # noqa: PLC0415
        from ..models.bergamor_view_rounds_item import BergamorViewRoundsItem # noqa: PLC0415
        from ..models.bergamor_view_scoring_item import BergamorViewScoringItem # noqa: PLC0415
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, BergamorViewToMoveType1):
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



        scoring = []
        for scoring_item_data in self.scoring:
            scoring_item = scoring_item_data.to_dict()
            scoring.append(scoring_item)



        viewer: int | str
        if isinstance(self.viewer, BergamorViewViewerType1):
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
            "scoring": scoring,
            "viewer": viewer,
            "boneyard_count": boneyard_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bergamor_view_options import BergamorViewOptions # noqa: PLC0415
        from ..models.bergamor_view_players_item import BergamorViewPlayersItem # noqa: PLC0415
        from ..models.bergamor_view_rounds_item import BergamorViewRoundsItem # noqa: PLC0415
        from ..models.bergamor_view_scoring_item import BergamorViewScoringItem # noqa: PLC0415
        from ..models.sabaccino_tableau import SabaccinoTableau # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['bergamor'] , d.pop("game"))
        if game != 'bergamor':
            raise ValueError(f"game must match const 'bergamor', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = BergamorViewOptions.from_dict(d.pop("options"))




        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> BergamorViewToMoveType1 | int | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = BergamorViewToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BergamorViewToMoveType1 | int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        phase = BergamorViewPhase(d.pop("phase"))




        round_ = d.pop("round")

        dealer = d.pop("dealer")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = BergamorViewPlayersItem.from_dict(players_item_data)



            players.append(players_item)


        tableau = SabaccinoTableau.from_dict(d.pop("tableau"))




        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = BergamorViewRoundsItem.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        scoring = []
        _scoring = d.pop("scoring")
        for scoring_item_data in (_scoring):
            scoring_item = BergamorViewScoringItem.from_dict(scoring_item_data)



            scoring.append(scoring_item)


        def _parse_viewer(data: object) -> BergamorViewViewerType1 | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                viewer_type_1 = BergamorViewViewerType1(data)



                return viewer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BergamorViewViewerType1 | int, data)

        viewer = _parse_viewer(d.pop("viewer"))


        boneyard_count = d.pop("boneyard_count")

        bergamor_view = cls(
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
            scoring=scoring,
            viewer=viewer,
            boneyard_count=boneyard_count,
        )

        return bergamor_view

