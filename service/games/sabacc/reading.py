"""Reading and checking a Sabacc state, and writing it back: ``load`` and ``dump`` of
``engine.SabaccTable``, as a mixin (the state is described in ``engine``).

``load`` takes the state as the contract shapes it (``schema.py``: every member there and of
its JSON type, a card code of the deck wherever a card is, counts and ranges the schema
states; ``boundary`` refuses anything else before an engine runs) and refuses, naming the
JSON path of the first problem, what the rules forbid and no schema says: a seat the table
does not have, a card of the deck in two places or none, a hand too small for a player in
the game, a phase and ``to_move`` that do not agree, a reveal or sudden demise the hands do
not give.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..errors import InvalidState
from ..interface import GameInfo
from .cards import Deck
from .model import Player, Showdown, Table
from .options import round_dealer


class Reading:
    """The state reading of ``SabaccTable`` (which supplies ``info``, ``version``,
    ``header``, ``deck``, ``out_key``, ``frozen_key``, ``src``, ``final_round`` and
    ``judge``), and the hooks a game with state members of its own implements
    (``load_extra``, ``dump_extra``)."""

    info: GameInfo
    version: int
    header: Callable[[Any], dict[str, Any]]
    deck: ClassVar[Deck]
    out_key: ClassVar[str]
    frozen_key: ClassVar[bool]
    src: ClassVar[dict[str, str]]
    final_round: Callable[[Table], bool]
    judge: Callable[[Table], Showdown]
    _codes: ClassVar[frozenset[str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if hasattr(cls, "deck"):
            cls._codes = frozenset(cls.deck.values)

    def load_extra(self, state: dict[str, Any], model: Table) -> None:
        """Read the game's own state members into ``model`` (none by default)."""

    def dump_extra(self, model: Table, out: dict[str, Any]) -> None:
        """Write the game's own state members into ``out`` (none by default)."""

    # -- load and dump ---------------------------------------------------------------------

    def load(self, state: Any, trusted: bool = False) -> Table:
        """Read a state as the contract shapes it (``schema.py``) and check what the rules
        demand: a dealer of this table, every card in exactly one place, hands of two or
        more cards, a ``to_move`` that fits the phase, and a reveal or sudden demise that
        the hands really give. A ``trusted`` state (one this service made: ``Game.parse``)
        is read without checking where each card is.

        :raises InvalidState: naming the JSON path of the first problem.
        """
        state = self.header(state)  # every option named
        options, rnd = state["options"], state["round"]
        n = len(state["players"])
        self._check_dealer(state["dealer"], options, n)
        model = Table(
            options=dict(options),
            seed=state["seed"],
            chance_step=state["chance_step"],
            dealer=round_dealer(options, rnd, n),
            round=rnd,
            phase=state["phase"],
            to_move=None,
            players=[self._player(raw, seat) for seat, raw in enumerate(state["players"])],
            draw_pile=list(state["draw_pile"]),
            discard_pile=list(state["discard_pile"]),
        )
        if not trusted:
            self._check_cards(model)
        if self.frozen_key and not trusted:
            self._check_frozen(model)
        self.load_extra(state, model)
        model.demise = [
            [(entry["player"], entry["card"]) for entry in draw] for draw in state["sudden_demise"]
        ]
        self._check_flow(state, model)
        return model

    def _check_dealer(self, dealer: int, options: dict[str, Any], n: int) -> None:
        """``dealer`` is a seat of this table of ``n`` and the one ``options`` name.

        :raises InvalidState: naming ``state.dealer``.
        """
        if dealer >= n:
            raise InvalidState(
                f"state.dealer must be between 0 and {n - 1}; got {dealer}.", field="state.dealer"
            )
        if dealer != options["dealer"]:
            raise InvalidState(
                f"state.dealer is {dealer} but state.options.dealer is "
                f"{options['dealer']}; they name the same seat.",
                field="state.dealer",
            )

    def _player(self, raw: dict[str, Any], seat: int) -> Player:
        """One seat of ``state.players``: a ``hand`` holding no card once out and two or more
        in the game (the schema bounds it by ``ranking.MAX_CARDS``), the ``out_key`` (and
        ``frozen``).

        :raises InvalidState: naming the hand that does not fit.
        """
        hand, out = raw["hand"], raw[self.out_key]
        size = len(hand)
        if out and size or not out and size < 2:
            where = f"state.players[{seat}].hand"
            raise InvalidState(
                f"{where} must be empty: a player who has left put the whole hand on the "
                f"discard pile ({self.src['turn']})."
                if out
                else f"{where} holds {size} card{'s' if size != 1 else ''}; a player in the game "
                f"always holds at least two ({self.src['turn']}).",
                field=where,
            )
        return Player(list(hand), out, list(raw["frozen"]) if self.frozen_key else [])

    def _check_frozen(self, model: Table) -> None:
        """Frozen cards are distinct cards of the player's own hand (checked after the cards)."""
        for seat, player in enumerate(model.players):
            frozen = player.frozen
            if frozen and (
                any(c not in player.hand for c in frozen) or len(set(frozen)) != len(frozen)
            ):
                raise InvalidState(
                    f"state.players[{seat}].frozen must list distinct cards of that player's hand.",
                    field=f"state.players[{seat}].frozen",
                )

    def _check_cards(self, model: Table) -> None:
        """Every card of the deck in exactly one place: no doubled or missing card (each is
        a card code of the deck: the schema's ``<Game>Card``)."""
        codes = self._codes
        cards = [c for p in model.players for c in p.hand]
        cards += model.draw_pile
        cards += model.discard_pile
        if len(cards) == len(codes) and len(set(cards)) == len(cards):
            return
        seen: dict[str, str] = {}
        places = [(f"state.players[{i}].hand", p.hand) for i, p in enumerate(model.players)]
        places += [("state.draw_pile", model.draw_pile), ("state.discard_pile", model.discard_pile)]
        for path, cards in places:
            for i, code in enumerate(cards):
                where = f"{path}[{i}]"
                if code in seen:
                    raise InvalidState(
                        f"{where}: {code} is also at {seen[code]}; every card "
                        "is in exactly one place.",
                        field=where,
                    )
                seen[code] = where
        missing = [c for c in self.deck.codes if c not in seen]
        raise InvalidState(
            f"state is missing {len(missing)} card{'s' if len(missing) > 1 else ''} of the "
            f"{self.deck.label} deck ({', '.join(missing[:5])}"
            f"{', ...' if len(missing) > 5 else ''}); every card is in a hand, the draw "
            "pile or the discard pile.",
            field="state",
        )

    def _check_flow(self, state: dict[str, Any], model: Table) -> None:
        """The phase, ``to_move``, ``terminal`` and the showdown agree with each other."""
        phase, active = model.phase, model.active()
        to_move = state["to_move"]
        expected_chance = phase in ("dice", "sudden_demise")
        if state_terminal := state["terminal"]:
            if phase != "over":
                raise InvalidState(
                    f"state.terminal is true but the phase is {phase!r}.", field="state.terminal"
                )
        elif phase == "over":
            raise InvalidState(
                "state.terminal must be true in phase 'over'.", field="state.terminal"
            )
        if phase == "over":
            if to_move is not None:
                raise InvalidState(
                    "state.to_move must be null once the game is over.", field="state.to_move"
                )
        elif expected_chance:
            if to_move != "chance":
                raise InvalidState(
                    f"state.to_move must be 'chance' in phase {phase!r}.", field="state.to_move"
                )
        elif to_move not in active or to_move == model.caller:
            raise InvalidState(
                f"state.to_move must be the seat of a player still in the "
                f"game whose turn it can be; got {to_move!r}.",
                field="state.to_move",
            )
        model.to_move = to_move
        if len(active) < 2 and not (state_terminal and len(active) == 1):
            raise InvalidState(
                "state has fewer than two players in the game but is not over "
                f"with one player left ({self.src['turn']}).",
                field="state.players",
            )
        showdown_due = phase == "sudden_demise" or (phase == "over" and len(active) > 1)
        if showdown_due and not self.final_round(model):
            raise InvalidState(
                f"state is in phase {phase!r} before the last dice roll.", field="state.phase"
            )
        if not showdown_due:
            if model.demise:
                raise InvalidState(
                    "state.sudden_demise must be empty before the reveal.",
                    field="state.sudden_demise",
                )
            return
        model.showdown = showdown = self.judge(model)
        if showdown.decided != (phase == "over"):
            raise InvalidState(
                f"state is in phase {phase!r} but the hands give "
                + (
                    "a decided result."
                    if showdown.decided
                    else "a tie that sudden demise must break."
                ),
                field="state.phase",
            )

    def dump(self, model: Table) -> dict[str, Any]:
        """The JSON state of ``model`` (see the ``table`` module docstring)."""
        out_key = self.out_key
        players = []
        for p in model.players:
            entry = {"hand": p.hand, out_key: p.out}
            if self.frozen_key:
                entry["frozen"] = p.frozen
            players.append(entry)
        state = {
            "game": self.info.id,
            "version": self.version,
            "options": model.options,
            "seed": model.seed,
            "chance_step": model.chance_step,
            "to_move": model.to_move,
            "terminal": model.phase == "over",
            "dealer": model.options["dealer"],
            "round": model.round,
            "phase": model.phase,
            "players": players,
            "draw_pile": model.draw_pile,
            "discard_pile": model.discard_pile,
        }
        self.dump_extra(model, state)
        state["sudden_demise"] = [
            [{"player": s, "card": c} for s, c in rnd] for rnd in model.demise
        ]
        return state
