"""Reading and checking a Sabacc state, and writing it back: ``load`` and ``dump`` of
``engine.SabaccTable``, as a mixin (the state is described in ``engine``).

``load`` refuses, naming the JSON path of the first problem, a state whose members, seats,
cards (every card of the deck in exactly one place), phase and ``to_move`` do not agree, or
whose reveal or sudden demise the hands do not give.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..errors import InvalidState
from ..interface import GameInfo
from ..reader import Reader, choice, integer
from . import ranking
from .cards import Deck
from .model import Player, Showdown, Table
from .options import round_dealer

PHASES = ("turn", "dice", "sudden_demise", "over")
"""The phases a state may be in (see the module docstring)."""


def _array(r: Reader, key: str) -> list[Any]:
    """The array member ``key`` of the state ``r`` (which has it), as a new list.

    :raises InvalidState: it is not an array.
    """
    value = r.value[key]
    return list(value if value.__class__ is list else r[key].list())


class Reading:
    """The state reading of ``SabaccTable`` (which supplies ``info``, ``version``,
    ``header``, ``deck``, ``out_key``, ``frozen_key``, ``extra_keys``, ``last_round``,
    ``src``, ``final_round`` and ``judge``), and the hooks a game with state members of its
    own implements (``load_extra``, ``dump_extra``)."""

    info: GameInfo
    version: int
    header: Callable[[Any], Reader]
    deck: ClassVar[Deck]
    out_key: ClassVar[str]
    frozen_key: ClassVar[bool]
    extra_keys: ClassVar[tuple[str, ...]]
    last_round: ClassVar[int]
    src: ClassVar[dict[str, str]]
    final_round: Callable[[Table], bool]
    judge: Callable[[Table], Showdown]
    _codes: ClassVar[frozenset[str]]
    _state_keys: ClassVar[frozenset[str]]
    _player_keys: ClassVar[frozenset[str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if hasattr(cls, "deck"):
            cls._codes = frozenset(cls.deck.values)
            cls._state_keys = frozenset(
                (
                    "game",
                    "version",
                    "options",
                    "seed",
                    "chance_step",
                    "to_move",
                    "terminal",
                    "dealer",
                    "round",
                    "phase",
                    "players",
                    "draw_pile",
                    "discard_pile",
                    "sudden_demise",
                    *cls.extra_keys,
                )
            )
            cls._player_keys = frozenset(
                ("hand", cls.out_key) + (("frozen",) if cls.frozen_key else ())
            )

    def load_extra(self, r: Reader, model: Table) -> None:
        """Read the game's own state members into ``model`` (none by default)."""

    def dump_extra(self, model: Table, out: dict[str, Any]) -> None:
        """Write the game's own state members into ``out`` (none by default)."""

    # -- load and dump ---------------------------------------------------------------------

    def load(self, state: Any, trusted: bool = False) -> Table:
        """Parse and check a state: header, every member, every card in exactly one place,
        hands of two or more cards, a ``to_move`` that fits the phase, and a reveal or sudden
        demise that the hands really give. A ``trusted`` state (one this service made:
        ``Game.parse``) is read without checking where each card is.

        :raises InvalidState: naming the JSON path of the first problem.
        """
        r = self.header(state)
        if state.keys() != self._state_keys:
            r.obj(self._state_keys)
            raise r.fail(f"is missing the member {sorted(self._state_keys - state.keys())[0]!r}.")
        options = r.value["options"]  # every option named (``header``)
        raw_players, phase, rnd = self._head(r, options)
        n = len(raw_players)
        model = Table(
            options=dict(options),
            seed=state["seed"],
            chance_step=state["chance_step"],
            dealer=round_dealer(options, rnd, n),
            round=rnd,
            phase=phase,
            to_move=None,
            players=[self._player(raw, seat) for seat, raw in enumerate(raw_players)],
            draw_pile=_array(r, "draw_pile"),
            discard_pile=_array(r, "discard_pile"),
        )
        if not trusted:
            self._check_cards(model)
        if self.frozen_key and not trusted:
            self._check_frozen(model)
        self.load_extra(r, model)
        demise = r.value["sudden_demise"]  # empty (by a plain test) until the reveal
        model.demise = [] if demise == [] else self._demise(r["sudden_demise"], n)
        self._check_flow(r, model)
        return model

    def _head(self, r: Reader, options: dict[str, Any]) -> tuple[list[Any], str, int]:
        """``players`` (``min_players`` to ``max_players`` seats), ``dealer`` (the seat the
        options name), ``phase`` and ``round`` (1 to ``last_round``), checked in that order.

        :raises InvalidState: naming the first member that does not fit.
        """
        info = self.info
        raw_players = r["players"].list(info.max_players)
        n = len(raw_players)
        if n < info.min_players:
            raise InvalidState(
                f"state.players must hold {info.min_players} to "
                f"{info.max_players} seats; it holds {n}.",
                field="state.players",
            )
        dealer = integer(r, "dealer", 0, n - 1)
        if dealer != options["dealer"]:
            raise InvalidState(
                f"state.dealer is {dealer} but state.options.dealer is "
                f"{options['dealer']}; they name the same seat.",
                field="state.dealer",
            )
        return raw_players, choice(r, "phase", PHASES), integer(r, "round", 1, self.last_round)

    def _player(self, raw: Any, seat: int) -> Player:
        """One seat of ``state.players``: an object of exactly the seat members, a ``hand``
        array holding no card once out and 2 to ``ranking.MAX_CARDS`` cards in the game, an
        ``out_key`` boolean (and a ``frozen`` array).

        :raises InvalidState: naming the member that does not fit.
        """
        keys, out_key, frozen_key = self._player_keys, self.out_key, self.frozen_key
        if raw.__class__ is dict and raw.keys() == keys:
            hand, out = raw["hand"], raw[out_key]
            frozen = raw["frozen"] if frozen_key else []
        else:
            hand = out = frozen = None
        if (
            hand.__class__ is not list
            or out.__class__ is not bool
            or (frozen.__class__ is not list)
        ):  # the first member that does not fit, by name:
            r = Reader(raw, f"state.players[{seat}]")
            r.obj(keys)
            hand, out = r["hand"].list(), r[out_key].bool()
            frozen = r["frozen"].list() if frozen_key else []
        size = len(hand)
        if out and size or size > ranking.MAX_CARDS or not out and size < 2:
            where = f"state.players[{seat}].hand"
            raise InvalidState(
                f"{where} must be empty: a player who has left put the whole hand on the "
                f"discard pile ({self.src['turn']})."
                if out
                else f"{where} holds {size} cards; a hand at this table holds at most "
                f"{ranking.MAX_CARDS}."
                if size > 2
                else f"{where} holds {size} card{'s' if size != 1 else ''}; a player in the game "
                f"always holds at least two ({self.src['turn']}).",
                field=where,
            )
        return Player(list(hand), out, list(frozen))

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
        """Every card of the deck in exactly one place: no unknown, doubled or missing card."""
        codes = self._codes
        cards = [c for p in model.players for c in p.hand]
        cards += model.draw_pile
        cards += model.discard_pile
        try:
            if (
                len(cards) == len(codes)
                and codes.issuperset(cards)
                and len(set(cards)) == len(cards)
            ):
                return
        except TypeError:  # an unhashable item: the loop below names it
            pass
        seen: dict[str, str] = {}
        places = [(f"state.players[{i}].hand", p.hand) for i, p in enumerate(model.players)]
        places += [("state.draw_pile", model.draw_pile), ("state.discard_pile", model.discard_pile)]
        for path, cards in places:
            for i, code in enumerate(cards):
                where = f"{path}[{i}]"
                if code.__class__ is not str or code not in codes:
                    raise InvalidState(
                        f"{where} must be a card code of the {self.deck.label} deck written "
                        f"as the service writes it (such as {self.deck.codes[0]!r}); got "
                        f"{code!r}.",
                        field=where,
                    )
                if code in seen:
                    raise InvalidState(
                        f"{where}: {code} is also at {seen[code]}; every card "
                        "is in exactly one place.",
                        field=where,
                    )
                seen[code] = where
        if len(seen) != len(codes):
            missing = [c for c in self.deck.codes if c not in seen]
            raise InvalidState(
                f"state is missing {len(missing)} card{'s' if len(missing) > 1 else ''} of the "
                f"{self.deck.label} deck ({', '.join(missing[:5])}"
                f"{', ...' if len(missing) > 5 else ''}); every card is in a hand, the draw "
                "pile or the discard pile.",
                field="state",
            )

    def _demise(self, r: Reader, n: int) -> list[list[tuple[int, str]]]:
        draws = []
        for rnd in r.items(len(self._codes)):
            entries = []
            for item in rnd.items(n):
                item.obj({"player", "card"})
                entries.append((item["player"].int(0, n - 1), item["card"].str()))
            if len(entries) < 2:
                raise rnd.fail("must list the card of each of two or more tied players.")
            draws.append(entries)
        return draws

    def _check_flow(self, r: Reader, model: Table) -> None:
        """The phase, ``to_move``, ``terminal`` and the showdown agree with each other."""
        phase, active = model.phase, model.active()
        to_move = r.value["to_move"]  # every member is there (``load``)
        expected_chance = phase in ("dice", "sudden_demise")
        if state_terminal := r.value["terminal"]:
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
        elif (
            to_move.__class__ is not int
            or not 0 <= to_move < len(model.players)
            or to_move not in active
            or to_move == model.caller
        ):
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
