from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..models.traditional_sabacc_view_phase import TraditionalSabaccViewPhase
from ..models.traditional_sabacc_view_to_move_type_1 import TraditionalSabaccViewToMoveType1
from ..models.traditional_sabacc_view_viewer_type_1 import TraditionalSabaccViewViewerType1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_view_options import TraditionalSabaccViewOptions
  from ..models.traditional_sabacc_view_players_item import TraditionalSabaccViewPlayersItem
  from ..models.traditional_sabacc_view_sudden_demise_item_item import TraditionalSabaccViewSuddenDemiseItemItem





T = TypeVar("T", bound="TraditionalSabaccView")



@_attrs_define
class TraditionalSabaccView:
    """ The state as one seat or a spectator may see it: other players' hands (until the reveal) and the draw pile are
    replaced by their counts; the discard pile is face up. The seed is left out.

        Attributes:
            game (Literal['traditional-sabacc']):
            version (Literal[1]): State format version.
            options (TraditionalSabaccViewOptions): Every option of the game (see the catalog); a state saved before an
                option existed lacks it and loads with its default.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | None | TraditionalSabaccViewToMoveType1): The seat to move, "chance" at a chance step, or null
                once the game is over.
            terminal (bool): Whether the game is over.
            dealer (int):
            round_ (int):
            phase (TraditionalSabaccViewPhase): "turn" (to_move a seat), "dice" or "sudden_demise" (to_move "chance"),
                "over".
            players (list[TraditionalSabaccViewPlayersItem]):
            discard_pile (list[TraditionalSabaccCard]): Face up, top last.
            called_by (int | None):
            sudden_demise (list[list[TraditionalSabaccViewSuddenDemiseItemItem]]): Per sudden demise draw, each tied
                player's card.
            viewer (int | TraditionalSabaccViewViewerType1): Whose view this is: a seat, or "spectator".
            draw_pile_count (int): How many cards in the draw pile there are (the list itself is hidden).
     """

    game: Literal['traditional-sabacc']
    version: Literal[1]
    options: TraditionalSabaccViewOptions
    chance_step: int
    to_move: int | None | TraditionalSabaccViewToMoveType1
    terminal: bool
    dealer: int
    round_: int
    phase: TraditionalSabaccViewPhase
    players: list[TraditionalSabaccViewPlayersItem]
    discard_pile: list[TraditionalSabaccCard]
    called_by: int | None
    sudden_demise: list[list[TraditionalSabaccViewSuddenDemiseItemItem]]
    viewer: int | TraditionalSabaccViewViewerType1
    draw_pile_count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_view_options import TraditionalSabaccViewOptions # noqa: PLC0415
        from ..models.traditional_sabacc_view_players_item import TraditionalSabaccViewPlayersItem # noqa: PLC0415
        from ..models.traditional_sabacc_view_sudden_demise_item_item import TraditionalSabaccViewSuddenDemiseItemItem # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, TraditionalSabaccViewToMoveType1):
            to_move = self.to_move.value
        else:
            to_move = self.to_move

        terminal = self.terminal

        dealer = self.dealer

        round_ = self.round_

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        discard_pile = []
        for discard_pile_item_data in self.discard_pile:
            discard_pile_item = discard_pile_item_data.value
            discard_pile.append(discard_pile_item)



        called_by: int | None
        called_by = self.called_by

        sudden_demise = []
        for sudden_demise_item_data in self.sudden_demise:
            sudden_demise_item = []
            for sudden_demise_item_item_data in sudden_demise_item_data:
                sudden_demise_item_item = sudden_demise_item_item_data.to_dict()
                sudden_demise_item.append(sudden_demise_item_item)


            sudden_demise.append(sudden_demise_item)



        viewer: int | str
        if isinstance(self.viewer, TraditionalSabaccViewViewerType1):
            viewer = self.viewer.value
        else:
            viewer = self.viewer

        draw_pile_count = self.draw_pile_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "options": options,
            "chance_step": chance_step,
            "to_move": to_move,
            "terminal": terminal,
            "dealer": dealer,
            "round": round_,
            "phase": phase,
            "players": players,
            "discard_pile": discard_pile,
            "called_by": called_by,
            "sudden_demise": sudden_demise,
            "viewer": viewer,
            "draw_pile_count": draw_pile_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.traditional_sabacc_view_options import TraditionalSabaccViewOptions # noqa: PLC0415
        from ..models.traditional_sabacc_view_players_item import TraditionalSabaccViewPlayersItem # noqa: PLC0415
        from ..models.traditional_sabacc_view_sudden_demise_item_item import TraditionalSabaccViewSuddenDemiseItemItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['traditional-sabacc'] , d.pop("game"))
        if game != 'traditional-sabacc':
            raise ValueError(f"game must match const 'traditional-sabacc', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = TraditionalSabaccViewOptions.from_dict(d.pop("options"))




        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | None | TraditionalSabaccViewToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = TraditionalSabaccViewToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | TraditionalSabaccViewToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        dealer = d.pop("dealer")

        round_ = d.pop("round")

        phase = TraditionalSabaccViewPhase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = TraditionalSabaccViewPlayersItem.from_dict(players_item_data)



            players.append(players_item)


        discard_pile = []
        _discard_pile = d.pop("discard_pile")
        for discard_pile_item_data in (_discard_pile):
            discard_pile_item = TraditionalSabaccCard(discard_pile_item_data)



            discard_pile.append(discard_pile_item)


        def _parse_called_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        called_by = _parse_called_by(d.pop("called_by"))


        sudden_demise = []
        _sudden_demise = d.pop("sudden_demise")
        for sudden_demise_item_data in (_sudden_demise):
            sudden_demise_item = []
            _sudden_demise_item = sudden_demise_item_data
            for sudden_demise_item_item_data in (_sudden_demise_item):
                sudden_demise_item_item = TraditionalSabaccViewSuddenDemiseItemItem.from_dict(sudden_demise_item_item_data)



                sudden_demise_item.append(sudden_demise_item_item)

            sudden_demise.append(sudden_demise_item)


        def _parse_viewer(data: object) -> int | TraditionalSabaccViewViewerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                viewer_type_1 = TraditionalSabaccViewViewerType1(data)



                return viewer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | TraditionalSabaccViewViewerType1, data)

        viewer = _parse_viewer(d.pop("viewer"))


        draw_pile_count = d.pop("draw_pile_count")

        traditional_sabacc_view = cls(
            game=game,
            version=version,
            options=options,
            chance_step=chance_step,
            to_move=to_move,
            terminal=terminal,
            dealer=dealer,
            round_=round_,
            phase=phase,
            players=players,
            discard_pile=discard_pile,
            called_by=called_by,
            sudden_demise=sudden_demise,
            viewer=viewer,
            draw_pile_count=draw_pile_count,
        )

        return traditional_sabacc_view

