"""The one game interface every game implements (after OpenSpiel's ``Game``/``State``).

A game turns JSON states into its own model, and back::

    deal(players, seed, options)        -> state        a fresh, seeded deal
    legal_moves(state, viewer=None)     -> {"to_move", "moves", "complete"}
    play(state, move, viewer=None)      -> (state, events), or (view, events) with a viewer
    score(state, viewer=None)           -> standings, winners once over, how each was reached
    view(state, viewer)                 -> the state as that player (or a spectator) may see it

With a ``viewer`` (a seat index or ``"spectator"``) an answer holds only what that viewer may
see: each family's ``conceal_event`` and ``visible_standings`` hooks hide the rest, and moves
are listed only to the seat to move (chance moves to everyone). Without one the answer is
complete, for a trusted server that keeps the state itself.

States and moves are plain JSON values so that a state survives a JSON round trip exactly
and every answer can be replayed. ``to_move`` is a player index, ``"chance"`` at a chance
step (shuffle, dice, blind draw), or ``None`` once the game is over. At a chance step a move
``{"action": "chance"}`` asks the engine to draw the outcome from the state's seed; a caller
with physical dice may instead send the outcome it rolled (each game documents its form).

Every listed move and every event carries ``text``, a sentence in words from the family's
``words`` module (``service/games/words.py``); a move sent back with its ``text`` is
accepted, the text being no rule input.

Every state carries ``game``, ``version``, ``options``, ``seed``, ``chance_step``,
``to_move`` and ``terminal``; a sealed game's state also ``nonce``, a secret mixed into every
chance draw (``chance.secret``), which this class keeps out of the engines' models and views
and puts back in every state it returns. The input state is never changed: each call parses
it into a fresh model.

A trust boundary (after python-chess's ``push`` beside ``push_san``): what a caller sends is
read and checked (``load``); a state this service made and sealed itself (``trusted``, from
``service.sealing``: authenticated by AES-GCM, sealed with the current key in the current
token format and state version) is read without the checks, which only refuse what the
engines never make. The rules are stated once either way: a trusted read skips checks,
it has no copy of any.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, TypeVar

from . import chance
from .chance import CHANCE_STEP_MAX, fresh_seed
from .errors import ArbiterError, InvalidMove, InvalidRequest, LimitReached
from .options import OptionSet
from .words import Sayer, worded

Model = TypeVar("Model")

INTERFACE_ENDPOINTS = ("deal", "legal-moves", "play", "score", "view", "replay", "suggest")
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


def can(verify: Callable[..., None], *args: Any) -> bool:
    """Whether ``verify(*args)`` passes: the ``can_<action>`` of every verify/can/do trio
    (after pokerkit), so each game writes only the verify and the do."""
    try:
        verify(*args)
    except ArbiterError:
        return False
    return True


def without(event: dict[str, Any], *keys: str) -> dict[str, Any]:
    """A copy of ``event`` without the members ``keys`` (a hidden card drawn, say)."""
    return {name: value for name, value in event.items() if name not in keys}


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
        raise InvalidMove(
            f"move.text must be a string of at most {MAX_TEXT} characters "
            f"(the words legal-moves gave).",
            field="move.text",
        )
    told = move.copy()  # (a copy less one member: cheaper than a comprehension, same order)
    del told["text"]
    return told


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
    chance_outcomes: dict[str, tuple[str, ...]] = {}
    """Moves that name a chance outcome instead of drawing it (dice a table rolled, a tile
    drawn from a real pool): action -> the members that name it (empty: the whole action).
    A sealed game refuses them: there the service draws every outcome."""

    # -- the interface -------------------------------------------------------------------

    def deal(
        self,
        players: int,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        nonce: str | None = None,
    ) -> dict[str, Any]:
        """A fresh state: ``players`` seats, dealt from ``seed`` (a new one when ``None``) and,
        for a sealed game, the secret ``nonce`` (hex, 128 to 512 bits; kept in the state).

        The request's ``players``, ``seed`` and ``options`` (or a record's) as the contract
        shapes them; the nonce a ``NONCE`` string (``sealing.deal`` draws it; a record's fits
        the contract's pattern, the same).

        :raises InvalidRequest: a player count outside the game's range (its rule; the
            contract's range is every game's).
        """
        if not self.info.min_players <= players <= self.info.max_players:
            raise InvalidRequest(
                f"{self.info.name} is for {self.info.min_players} to {self.info.max_players} "
                f"players; got {players!r}.",
                field="players",
                source=self.info.source,
            )
        if seed is None:
            seed = fresh_seed()
        resolved = self.info.options.resolve(options)
        with chance.secret(nonce):
            return self.sealed_dump(self.new(players, seed, resolved), nonce)

    def legal_moves(
        self, state: Any, viewer: Any = None, *, trusted: bool = False
    ) -> dict[str, Any]:
        """Who is to move and what they may do: ``{"to_move", "moves", "complete"}``.

        ``complete`` is false only where the moves cannot all be listed (Rummikub). With a
        ``viewer`` other than the seat to move, ``moves`` is empty and ``complete`` true
        (that viewer has no move; another seat's options are not shown). Chance moves are
        listed to every viewer: they reveal nothing.

        :raises InvalidState: the state is not valid. :raises InvalidRequest: a bad viewer.
        """
        model, _ = self.parse(state, trusted)
        if viewer is not None:
            who = self.check_viewer(state, viewer)
            to_move = state["to_move"]  # checked by load against the model
            if to_move is not None and to_move != "chance" and to_move != who:
                return {"to_move": to_move, "moves": [], "complete": True}
        to_move, moves, complete = self.moves(model)
        return {
            "to_move": to_move,
            "moves": worded(moves, self.move_sayers(model), "action", self.info.id),
            "complete": complete,
        }

    def play(
        self, state: Any, move: Any, viewer: Any = None
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The state after ``move`` and the events it caused; the input is not changed.

        With a ``viewer`` the answer is ``(view, events)``: the next state as ``view`` gives it
        for that viewer, and the events with what the viewer may not see hidden
        (``conceal_event``: a hidden card member left out, a hidden list as its ``_count``).

        :raises InvalidState: the state is not valid.
        :raises InvalidRequest: a viewer that is not a seat of this state nor a spectator.
        :raises InvalidMove: the move is not well formed.
        :raises IllegalMove: the rules forbid the move here (naming the rule and source).
        :raises LimitReached: the next state would carry a counter past its ceiling.
        """
        after, seen, events = self.step(state, move, viewer)
        return (after if seen is None else seen), events

    def step(
        self, state: Any, move: Any, viewer: Any = None, *, trusted: bool = False
    ) -> tuple[dict[str, Any], dict[str, Any] | None, list[dict[str, Any]]]:
        """``play`` in full, for the sealed layer: ``(next state, view, events)``, where the
        view is ``None`` without a viewer and the events are filtered for the viewer (see
        ``play``). The next state is whole (with its ``nonce``) either way.

        :raises: as ``play``.
        """
        model, nonce = self.parse(state, trusted)
        who = None if viewer is None else self.check_viewer(state, viewer)
        with chance.secret(nonce):
            events = self.apply(model, untold(move))
        after = self.sealed_dump(model, nonce)
        self.check_counters(after)
        if who is None:
            return after, None, self.told(events, "event")
        return (
            after,
            self.seen(model, after, who),
            self.told([self.conceal_event(e, who) for e in events], "event"),
        )

    def score(self, state: Any, viewer: Any = None, *, trusted: bool = False) -> dict[str, Any]:
        """Standings so far, the winners once the game is over, and how each was reached;
        with a ``viewer``, without what that viewer may not see (``visible_standings``).

        :raises InvalidState: the state is not valid. :raises InvalidRequest: a bad viewer.
        """
        model, _ = self.parse(state, trusted)
        standings = self.standings(model)
        if viewer is None:
            return standings
        return self.visible_standings(model, standings, self.check_viewer(state, viewer))

    def view(self, state: Any, viewer: Any, *, trusted: bool = False) -> dict[str, Any]:
        """The state as ``viewer`` (a player index or ``"spectator"``) may see it.

        Every game's view follows one convention: what the viewer may not see is replaced by
        how many there are (``conceal``: ``hand`` -> ``hand_count``), ``seed`` (and a sealed
        game's ``nonce``) is left out, and ``viewer`` says whose view it is.

        :raises InvalidRequest: a viewer that is not a seat of this state nor ``"spectator"``.
        """
        model, _ = self.parse(state, trusted)
        return self.seen(model, self.dump(model), self.check_viewer(state, viewer))

    def seen(self, model: Model, state: dict[str, Any], who: int | str) -> dict[str, Any]:
        """The view for a checked viewer ``who`` (see ``view``) of ``state``, the dump of a
        loaded ``model`` (``dump`` or ``sealed_dump``), which is not changed: the view is
        built beside it, so a play dumps its next state once for both."""
        seen = self.visible(model, state, who)
        del seen["seed"]  # every shuffle and roll to come follows from it
        seen.pop("nonce", None)  # a sealed game's secret, which sealed_dump put back
        seen["viewer"] = who
        return seen

    def parse(self, state: Any, trusted: bool = False) -> tuple[Model, str | None]:
        """``(model, nonce)``: the engine's model of ``state`` (``load``; without its checks
        when ``trusted``: see the module docstring) and the sealed game's nonce, or ``None``.
        The engines never read the nonce (their readers read a state's members by name): the
        model holds none, ``sealed_dump`` puts it back, and chance draws get it through
        ``chance.secret``.

        :param state: a state as the contract's ``<Game>State`` shapes it (a ``nonce`` of
            ``chance.NONCE``'s form).
        :raises InvalidState: as ``load``.
        """
        return self.load(state, trusted), state.get("nonce")

    def sealed_dump(self, model: Model, nonce: str | None) -> dict[str, Any]:
        """``dump(model)``, with ``nonce`` put back when the game has one."""
        state = self.dump(model)
        if nonce is not None:
            state["nonce"] = nonce
        return state

    def names_outcome(self, move: Any) -> bool:
        """Whether ``move`` names a chance outcome (see ``chance_outcomes``)."""
        action = move.get("action") if type(move) is dict else None
        if type(action) is not str:  # no action, or one of no kind (the engine refuses it)
            return False
        members = self.chance_outcomes.get(action)
        return members is not None and (not members or any(m in move for m in members))

    def move_sayers(self, model: Model) -> Mapping[str, Sayer]:
        """The sayers of the moves listed at ``model``: the family's ``words.MOVES``, which
        word a move from the move alone. A family may word its listed moves against what
        every seat sees of the position too (the Sabaccino tableau)."""
        sayers: Mapping[str, Sayer] = self.words.MOVES
        return sayers

    def told(self, items: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
        """``items`` (moves when ``kind`` is ``"action"``, events when ``"event"``), each a new
        object with ``text`` added from the item alone: call it on what the caller may see."""
        sayers = self.words.MOVES if kind == "action" else self.words.EVENTS
        return worded(items, sayers, kind, self.info.id)

    # -- shared checks -------------------------------------------------------------------

    def header(self, state: dict[str, Any]) -> dict[str, Any]:
        """``state``, as the contract's ``<Game>State`` shapes it (``schema.header``: this game
        and version, ``seed``, ``chance_step`` and ``terminal`` of their types and in their
        ranges, ``options`` this game's, each of its type and range), with every option
        named: a state whose ``options`` lack an option (saved before it was added) is read
        with that option's default, in a copy of the state.
        """
        options = state["options"]
        if len(options) == len(self.info.options.specs):  # (no other option: the contract)
            return state
        return {**state, "options": self.info.options.resolve(options)}

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
                    f"This move would take {path[len('state.') :]} to {value}, past {ceiling}, "
                    f"the most a state may carry; the game cannot go on from this state.",
                    field=path,
                )

    def check_viewer(self, state: dict[str, Any], viewer: int | str) -> int | str:
        """``viewer`` if it is ``"spectator"`` or a seat of ``state``.

        :param viewer: a request's ``viewer`` as the contract shapes it (an integer or a
            string), or the seat a seat key names.
        :raises InvalidRequest: anything else.
        """
        seats = len(state["players"])
        if viewer == "spectator" or viewer in range(seats):
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
    def load(self, state: Any, trusted: bool = False) -> Model:
        """Parse and check a JSON state (start with ``self.header(state)``); ``trusted``: a
        state this service made (see the module docstring), read without the checks.

        :raises InvalidState: anything that contradicts the rules or itself (untrusted).
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
    def visible(self, model: Model, state: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """The viewer's state, built from ``state`` (``model``'s dump, not changed): a new
        object whose hidden members are replaced by counts with ``conceal``, in new copies of
        the objects that held them (the base class then drops ``seed`` and adds ``viewer``)."""

    @abc.abstractmethod
    def conceal_event(self, event: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """``event`` as ``viewer`` may see it: a new event (the input is not changed) whose
        hidden card or tile members are left out, or, for a hidden list, replaced by its size
        with ``conceal`` (``tiles`` -> ``tiles_count``); never a made-up value."""

    @abc.abstractmethod
    def visible_standings(
        self, model: Model, standings: dict[str, Any], viewer: int | str
    ) -> dict[str, Any]:
        """The ``score`` answer ``standings`` as ``viewer`` may see it (a new answer, or
        ``standings`` itself when nothing in it is hidden)."""
