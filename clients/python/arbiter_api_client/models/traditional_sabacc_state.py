from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..models.traditional_sabacc_state_phase import TraditionalSabaccStatePhase
from ..models.traditional_sabacc_state_to_move_type_1 import TraditionalSabaccStateToMoveType1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_state_options import TraditionalSabaccStateOptions
  from ..models.traditional_sabacc_state_players_item import TraditionalSabaccStatePlayersItem
  from ..models.traditional_sabacc_state_sudden_demise_item_item import TraditionalSabaccStateSuddenDemiseItemItem





T = TypeVar("T", bound="TraditionalSabaccState")



@_attrs_define
class TraditionalSabaccState:
    """ A whole Traditional 76-card Sabacc state as the service writes it. Every card of the deck is, by its code, in
    exactly one place: a hand, the draw pile or the discard pile (top last); a player who has left holds no card, one in
    the game two or more; the phase, to_move and terminal agree; the sudden demise draws are the last cards of the tied
    players' hands, and the reveal is worked out again from the hands.

        Attributes:
            game (Literal['traditional-sabacc']):
            version (Literal[1]): State format version.
            options (TraditionalSabaccStateOptions): Every option of the game (see the catalog); a state saved before an
                option existed lacks it and loads with its default.
            seed (int): Seed of every chance outcome.
            chance_step (int): How many chance outcomes were drawn.
            to_move (int | None | TraditionalSabaccStateToMoveType1): The seat to move, "chance" at a chance step, or null
                once the game is over.
            terminal (bool): Whether the game is over.
            dealer (int):
            round_ (int):
            phase (TraditionalSabaccStatePhase): "turn" (to_move a seat), "dice" or "sudden_demise" (to_move "chance"),
                "over".
            players (list[TraditionalSabaccStatePlayersItem]):
            draw_pile (list[TraditionalSabaccCard]): Face down, top last.
            discard_pile (list[TraditionalSabaccCard]): Face up, top last.
            called_by (int | None):
            sudden_demise (list[list[TraditionalSabaccStateSuddenDemiseItemItem]]): Per sudden demise draw, each tied
                player's card.
            nonce (str | Unset): Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance draw.
                Never in a view or an answer to a player.
     """

    game: Literal['traditional-sabacc']
    version: Literal[1]
    options: TraditionalSabaccStateOptions
    seed: int
    chance_step: int
    to_move: int | None | TraditionalSabaccStateToMoveType1
    terminal: bool
    dealer: int
    round_: int
    phase: TraditionalSabaccStatePhase
    players: list[TraditionalSabaccStatePlayersItem]
    draw_pile: list[TraditionalSabaccCard]
    discard_pile: list[TraditionalSabaccCard]
    called_by: int | None
    sudden_demise: list[list[TraditionalSabaccStateSuddenDemiseItemItem]]
    nonce: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_state_options import TraditionalSabaccStateOptions # noqa: PLC0415
        from ..models.traditional_sabacc_state_players_item import TraditionalSabaccStatePlayersItem # noqa: PLC0415
        from ..models.traditional_sabacc_state_sudden_demise_item_item import TraditionalSabaccStateSuddenDemiseItemItem # noqa: PLC0415
        game = self.game

        version = self.version

        options = self.options.to_dict()

        seed = self.seed

        chance_step = self.chance_step

        to_move: int | None | str
        if isinstance(self.to_move, TraditionalSabaccStateToMoveType1):
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



        draw_pile = []
        for draw_pile_item_data in self.draw_pile:
            draw_pile_item = draw_pile_item_data.value
            draw_pile.append(draw_pile_item)



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
            "dealer": dealer,
            "round": round_,
            "phase": phase,
            "players": players,
            "draw_pile": draw_pile,
            "discard_pile": discard_pile,
            "called_by": called_by,
            "sudden_demise": sudden_demise,
        })
        if nonce is not UNSET:
            field_dict["nonce"] = nonce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.traditional_sabacc_state_options import TraditionalSabaccStateOptions # noqa: PLC0415
        from ..models.traditional_sabacc_state_players_item import TraditionalSabaccStatePlayersItem # noqa: PLC0415
        from ..models.traditional_sabacc_state_sudden_demise_item_item import TraditionalSabaccStateSuddenDemiseItemItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['traditional-sabacc'] , d.pop("game"))
        if game != 'traditional-sabacc':
            raise ValueError(f"game must match const 'traditional-sabacc', got '{game}'")

        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = TraditionalSabaccStateOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        chance_step = d.pop("chance_step")

        def _parse_to_move(data: object) -> int | None | TraditionalSabaccStateToMoveType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = TraditionalSabaccStateToMoveType1(data)



                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | TraditionalSabaccStateToMoveType1, data)

        to_move = _parse_to_move(d.pop("to_move"))


        terminal = d.pop("terminal")

        dealer = d.pop("dealer")

        round_ = d.pop("round")

        phase = TraditionalSabaccStatePhase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = TraditionalSabaccStatePlayersItem.from_dict(players_item_data)



            players.append(players_item)


        draw_pile = []
        _draw_pile = d.pop("draw_pile")
        for draw_pile_item_data in (_draw_pile):
            draw_pile_item = TraditionalSabaccCard(draw_pile_item_data)



            draw_pile.append(draw_pile_item)


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
                sudden_demise_item_item = TraditionalSabaccStateSuddenDemiseItemItem.from_dict(sudden_demise_item_item_data)



                sudden_demise_item.append(sudden_demise_item_item)

            sudden_demise.append(sudden_demise_item)


        nonce = d.pop("nonce", UNSET)

        traditional_sabacc_state = cls(
            game=game,
            version=version,
            options=options,
            seed=seed,
            chance_step=chance_step,
            to_move=to_move,
            terminal=terminal,
            dealer=dealer,
            round_=round_,
            phase=phase,
            players=players,
            draw_pile=draw_pile,
            discard_pile=discard_pile,
            called_by=called_by,
            sudden_demise=sudden_demise,
            nonce=nonce,
        )

        return traditional_sabacc_state

