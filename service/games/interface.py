"""The one game interface every game implements (after OpenSpiel's ``Game``/``State``).

A game turns JSON states into its own model, and back::

    deal(players, seed, options) -> state        a fresh, seeded deal
    legal_moves(state)           -> {"to_move", "moves", "complete"}
    play(state, move)            -> (state, events)
    score(state)                 -> standings, winners once over, how each figure was reached
    view(state, viewer)          -> the state as that player (or a spectator) may see it

States and moves are plain JSON values so that a state survives a JSON round trip exactly
and every answer can be replayed. ``to_move`` is a player index, ``"chance"`` at a chance
step (shuffle, dice, blind draw), or ``None`` once the game is over. At a chance step a move
``{"action": "chance"}`` asks the engine to draw the outcome from the state's seed; a caller
with physical dice may instead send the outcome it rolled (each game documents its form).

Every listed move and every event carries ``text``, a sentence in words from the family's
``words`` module (``service/games/words.py``); a move sent back with its ``text`` is
accepted, the text being no rule input.

Every state carries ``game``, ``version``, ``options``, ``seed``, ``chance_step``,
``to_move`` and ``terminal``. The input state is never changed: each call parses it into a
fresh model.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, TypeVar

from .chance import CHANCE_STEP_MAX, SEED_MAX, fresh_seed
from .errors import ArbiterError, InvalidMove, InvalidRequest, InvalidState, LimitReached
from .options import OptionSet
from .reader import Reader
from .words import worded

Model = TypeVar("Model")

INTERFACE_ENDPOINTS = ("deal", "legal-moves", "play", "score", "view", "replay")
"""The endpoints every available game supports; games add their own (``rank``, ``solve``)."""


@dataclass(frozen=True)
class GameInfo:
    """A game's catalog entry.

    :param id: the URL id, e.g. ``"corellian-spike"``.
    :param name: the name in the seed.
    :param family: ``"sabacc"``, ``"sabaccino"`` or ``"rummikub"``.
    :param min_players: fewest players the rules allow.
    :param max_players: most players the rules allow.
    :param source: the seed file (and section) holding the rules.
    :param summary: one sentence on the game.
    :param options: the options a table may choose.
    :param endpoints: the endpoints this game supports (empty while planned).
    :param status: ``"available"`` or ``"planned"``.
    """

    id: str
    name: str
    family: str
    min_players: int
    max_players: int
    source: str
    summary: str
    options: OptionSet = field(default_factory=OptionSet)
    endpoints: tuple[str, ...] = ()
    status: str = "planned"

    def as_json(self) -> dict[str, Any]:
        """The catalog entry as served by ``GET /v1/games/{game}``."""
        return {
            "id": self.id,
            "name": self.name,
            "family": self.family,
            "players": {"min": self.min_players, "max": self.max_players},
            "source": self.source,
            "summary": self.summary,
            "options": [spec.as_json() for spec in self.options.specs],
            "endpoints": list(self.endpoints),
            "status": self.status,
        }


def _is_int(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def can(verify: Callable[..., None], *args: Any) -> bool:
    """Whether ``verify(*args)`` passes: the ``can_<action>`` of every verify/can/do trio
    (after pokerkit), so each game writes only the verify and the do."""
    try:
        verify(*args)
    except ArbiterError:
        return False
    return True


def conceal(container: dict[str, Any], key: str) -> None:
    """Replace the hidden list ``container[key]`` by its size, ``container[key + "_count"]``.

    The one way every view hides things: ``players[1].hand`` -> ``players[1].hand_count``,
    ``draw_pile`` -> ``draw_pile_count``.
    """
    container[f"{key}_count"] = len(container.pop(key))


MAX_TEXT = 1000
"""Longest ``text`` a move sent back may carry (the words of a listed move are far shorter)."""


def untold(move: Any) -> Any:
    """``move`` without its ``text``, which words gave and no rule reads.

    :raises InvalidMove: a ``text`` that is not a string of at most ``MAX_TEXT`` characters.
    """
    if type(move) is not dict or "text" not in move:
        return move
    text = move["text"]
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise InvalidMove(f"move.text must be a string of at most {MAX_TEXT} characters "
                          f"(the words legal-moves gave).", field="move.text")
    return {key: value for key, value in move.items() if key != "text"}


class Game(abc.ABC, Generic[Model]):
    """Base of every game engine: checks the common state header and copies nothing in place.

    Subclasses set ``info``, ``version`` and ``words`` (the family's words module: ``MOVES``
    and ``EVENTS``, sayers by action and by event name) and implement the hooks ``new``, ``load``,
    ``dump``, ``moves``, ``apply``, ``standings`` and ``visible``. The public methods
    (``deal``, ``legal_moves``, ``play``, ``score``, ``view``) are the interface.
    """

    info: GameInfo
    version: int = 1
    words: ModuleType

    # -- the interface -------------------------------------------------------------------

    def deal(self, players: Any, seed: Any = None, options: Any = None) -> dict[str, Any]:
        """A fresh state: ``players`` seats, dealt from ``seed`` (a new one when ``None``).

        :raises InvalidRequest: a player count outside the game's range, a bad seed.
        :raises InvalidOption: unknown or ill-typed options.
        """
        if not isinstance(players, int) or isinstance(players, bool) or not (
            self.info.min_players <= players <= self.info.max_players
        ):
            raise InvalidRequest(
                f"{self.info.name} is for {self.info.min_players} to {self.info.max_players} "
                f"players; got {players!r}.",
                field="players",
                source=self.info.source,
            )
        if seed is None:
            seed = fresh_seed()
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
            raise InvalidRequest(f"seed must be an integer from 0 to {SEED_MAX}.", field="seed")
        resolved = self.info.options.resolve(options)
        return self.dump(self.new(players, seed, resolved))

    def legal_moves(self, state: Any) -> dict[str, Any]:
        """Who is to move and what they may do: ``{"to_move", "moves", "complete"}``.

        ``complete`` is false only where the moves cannot all be listed (Rummikub).
        """
        model = self.load(state)
        to_move, moves, complete = self.moves(model)
        return {"to_move": to_move, "moves": self.told(moves, "action"), "complete": complete}

    def play(self, state: Any, move: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The state after ``move`` and the events it caused; the input is not changed.

        :raises InvalidState: the state is not valid.
        :raises InvalidMove: the move is not well formed.
        :raises IllegalMove: the rules forbid the move here (naming the rule and source).
        :raises LimitReached: the next state would carry a counter past its ceiling.
        """
        model = self.load(state)
        events = self.apply(model, untold(move))
        after = self.dump(model)
        self.check_counters(after)
        return after, self.told(events, "event")

    def score(self, state: Any) -> dict[str, Any]:
        """Standings so far, the winners once the game is over, and how each was reached."""
        return self.standings(self.load(state))

    def view(self, state: Any, viewer: Any) -> dict[str, Any]:
        """The state as ``viewer`` (a player index or ``"spectator"``) may see it.

        Every game's view follows one convention: what the viewer may not see is replaced by
        how many there are (``conceal``: ``hand`` -> ``hand_count``), ``seed`` is left out,
        and ``viewer`` says whose view it is.

        :raises InvalidRequest: a viewer that is not a seat of this state nor ``"spectator"``.
        """
        model = self.load(state)
        who = self.check_viewer(state, viewer)
        seen = self.visible(model, who)
        del seen["seed"]  # every shuffle and roll to come follows from it
        seen["viewer"] = who
        return seen

    def told(self, items: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
        """``items`` (moves when ``kind`` is ``"action"``, events when ``"event"``), each a new
        object with ``text`` added from the item alone: call it on what the caller may see."""
        sayers = self.words.MOVES if kind == "action" else self.words.EVENTS
        return worded(items, sayers, kind, self.info.id)

    # -- shared checks -------------------------------------------------------------------

    def header(self, state: Any) -> Reader:
        """Check the members every state has and return a reader of it. A state whose
        ``options`` lack an option (saved before it was added) is read with that option's
        default: the reader then holds a copy of the state with every option named.

        :raises InvalidState: not an object; another game; another version; a bad seed or
            chance step; options that are not this game's.
        """
        if (type(state) is dict and state.get("game") == self.info.id
                and _is_int(state.get("version"), self.version, self.version)
                and _is_int(state.get("seed"), 0, SEED_MAX)
                and _is_int(state.get("chance_step"), 0, CHANCE_STEP_MAX)
                and type(state.get("terminal")) is bool
                and self.info.options.names_each(state.get("options"))):
            return Reader(state, "state")  # the usual case, by plain tests; else the refusal:
        r = Reader(state, "state")
        r.obj()
        game = r["game"].str()
        if game != self.info.id:
            raise InvalidState(
                f"This is a state of {game!r}, not of {self.info.id!r}.", field="state.game"
            )
        version = r["version"].int()
        if version != self.version:
            raise InvalidState(
                f"State format version {version} is not supported; this service reads "
                f"version {self.version} of {self.info.id}.",
                field="state.version",
            )
        r["seed"].int(0, SEED_MAX)
        r["chance_step"].int(0, CHANCE_STEP_MAX)
        r["terminal"].bool()
        options = r["options"].obj()
        try:
            resolved = self.info.options.resolve(options)
        except Exception as exc:  # InvalidOption, reported as a state problem
            raise InvalidState(f"state.options: {exc}", field="state.options") from exc
        if resolved != options:
            # a state saved before an option was added loads with that option's default
            return Reader({**state, "options": resolved}, "state")
        return r

    def counters(self, state: dict[str, Any]) -> Iterator[tuple[str, int, int]]:
        """Every counter of a (dumped) state: ``(JSON path, value, ceiling)``, the ceiling
        being the largest value the loader accepts. Games add their own (rounds, scores) to
        the ``chance_step`` every state has."""
        yield "state.chance_step", state["chance_step"], CHANCE_STEP_MAX

    def check_counters(self, state: dict[str, Any]) -> None:
        """Refuse a state ``play`` made whose counter passed its ceiling, so that no state
        the service accepts plays into one it would refuse.

        :raises LimitReached: naming the counter, its value and its ceiling.
        """
        for path, value, ceiling in self.counters(state):
            if value > ceiling:
                raise LimitReached(
                    f"This move would take {path[len('state.'):]} to {value}, past {ceiling}, "
                    f"the most a state may carry; the game cannot go on from this state.",
                    field=path)

    def check_viewer(self, state: Any, viewer: Any) -> int | str:
        """``viewer`` if it is ``"spectator"`` or a seat of ``state``.

        :raises InvalidRequest: anything else.
        """
        seats = len(state["players"])
        if viewer == "spectator":
            return "spectator"
        if isinstance(viewer, int) and not isinstance(viewer, bool) and 0 <= viewer < seats:
            return viewer
        raise InvalidRequest(
            f"viewer must be a player index from 0 to {seats - 1} or 'spectator'; got {viewer!r}.",
            field="viewer",
        )

    # -- hooks ---------------------------------------------------------------------------

    @abc.abstractmethod
    def new(self, players: int, seed: int, options: dict[str, Any]) -> Model:
        """A fresh model for a deal (options already resolved)."""

    @abc.abstractmethod
    def load(self, state: Any) -> Model:
        """Parse and check a JSON state (start with ``self.header(state)``).

        :raises InvalidState: anything that contradicts the rules or itself.
        """

    @abc.abstractmethod
    def dump(self, model: Model) -> dict[str, Any]:
        """The JSON state of a model; ``load(dump(m))`` gives ``m`` back."""

    @abc.abstractmethod
    def moves(self, model: Model) -> tuple[int | str | None, list[dict[str, Any]], bool]:
        """``(to_move, moves, complete)`` for the model."""

    @abc.abstractmethod
    def apply(self, model: Model, move: Any) -> list[dict[str, Any]]:
        """Check ``move`` and carry it out on ``model`` in place; return the events."""

    @abc.abstractmethod
    def standings(self, model: Model) -> dict[str, Any]:
        """The ``score`` answer."""

    @abc.abstractmethod
    def visible(self, model: Model, viewer: int | str) -> dict[str, Any]:
        """The viewer's state: hidden members replaced by counts with ``conceal`` (the base
        class then drops ``seed`` and adds ``viewer``)."""
