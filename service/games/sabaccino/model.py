"""The Sabaccino state: the model every game shares and its JSON form, written by ``dump``
(``reading.read_state`` reads it back, with every check).

State members (besides the common header ``game``, ``version``, ``options``, ``seed``,
``chance_step``, ``to_move``, ``terminal``)::

    phase      "deal" (a round is over; the next chance step deals), "roll" (dice at the
               start of a round), "discard" (Krayt Dragon's hunt for the double 4),
               "play", "draw_roll" (a die says what a player who cannot place draws:
               Sleemo, Porg Foot's HoloNet Interference), "turn_over" (Sleemo: the
               player who laid a consecutive tile turns over an opponent's tile), or
               "over" (the match is over)
    round      the current round (1, 2, ...); in "deal" and "over" the round just finished
    dealer     the seat that dealt it: seat 0 deals round 1, then the deal passes left
    players    [{"stock": ["3-5", ...], "score": 12}, ...]; score is points, or rounds won
    boneyard   the tiles left after the deal; its top is the last item
    tableau    {"tiles": [...], "open_ends": [...]} (see tableau.py)
    rounds     finished rounds: {"round", "dealer", "ended": "out"|"blocked"|"target",
               "winner": seat|null, "pips": [per seat], "points": [per seat]} (+ "scoring")
    discards   (Krayt Dragon) tiles discarded this round while hunting the double 4
    rolls      (dice games) each seat's rolls this round, [[4], [2, 5], ...]
    scoring    (Muggins, Bergamor, Nerf Herder, Rule of Two) this round's scoring lays
    to_start   (Tatooine Spice Train) the seats yet to take their first turn this round, in
               turn order: on it they must begin a train
    turn       (Porg Foot, Sleemo) in play, {"player": seat, "drew": n}: whose turn it is
               and how many tiles they have drawn on it; null between rounds
    turned     (Sleemo) per seat, the tiles of its stock turned over, which it cannot use
               on its next turn

Every one of the 28 tiles is in exactly one place (a stock, the boneyard, the discards or
the tableau). ``reading.read_state`` checks that; ``checks.check`` adds the checks that
need the rules of play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rules import Rules
from .tableau import Tableau
from .tiles import TILES, Tile, pips

PHASES = ("deal", "roll", "discard", "play", "draw_roll", "turn_over", "over")
TURN_PHASES = ("play", "draw_roll", "turn_over")
"""The phases of a round in play, once the first player is known."""
VERSION = 1
SET_PIPS = pips(list(TILES))
"""The pips of the whole set (168): no stock can hold more."""
DOUBLES_PIPS = pips([tile for tile in TILES if tile.double])
"""The pips of the seven doubles (42), counted again with Porg Foot's Doubles Bonus."""
MAX_SCORE = 10**6
MAX_ROUNDS = 1000
"""Rounds in one match: far more than any match plays (3 to 5, or to a target of at most
1000 points), and few enough that the round records of a state at the ceiling fit in a
request body (256 KiB), so the contract's bound is one the service can be sent."""
MAX_ROLLS = 100
"""More rolls than any roll-off needs in practice; a longer list is refused."""


@dataclass
class Model:
    """A Sabaccino game in play (see the module docstring for the members)."""

    rules: Rules
    options: dict[str, Any]
    seed: int
    chance_step: int
    phase: str
    to_move: int | str | None
    round: int
    dealer: int
    stocks: list[list[Tile]]
    scores: list[int]
    boneyard: list[Tile]
    tableau: Tableau
    rounds: list[dict[str, Any]] = field(default_factory=list)
    discards: list[Tile] = field(default_factory=list)
    rolls: list[list[int]] = field(default_factory=list)
    scoring: list[dict[str, Any]] = field(default_factory=list)
    to_start: list[int] = field(default_factory=list)
    turn: dict[str, Any] | None = None
    turned: list[list[Tile]] = field(default_factory=list)
    seats: int = field(init=False, repr=False, compare=False)
    """How many players: ``len(stocks)``, which a game never changes (a new deal gives as
    many stocks again). A plain member, not a property: a play asks it a dozen times, and
    each property call cost as much as a small function."""

    def __post_init__(self) -> None:
        self.seats = len(self.stocks)

    @property
    def mover(self) -> int:
        """The seat to move, in a phase where a player moves (``to_move`` is checked against
        the phase when the state is read, so asking elsewhere is a bug)."""
        seat = self.to_move
        assert isinstance(seat, int), f"no player moves in the {self.phase!r} phase"
        return seat

    @property
    def current_turn(self) -> dict[str, Any]:
        """The turn in play (``turn``), in a game whose rules keep one while a round is on."""
        assert self.turn is not None, f"no turn is in play in the {self.phase!r} phase"
        return self.turn


ENDINGS = ("out", "blocked", "target")
"""How a finished round ended: a seat went out, the round was blocked, or a seat reached
the target score."""

_MEMBERS: dict[str, frozenset[str]] = {}


def members(rules: Rules) -> frozenset[str]:
    """Every member a state of ``rules``' game has (worked out once per game)."""
    known = _MEMBERS.get(rules.id)
    if known is not None:
        return known
    names = {
        "game",
        "version",
        "options",
        "seed",
        "chance_step",
        "to_move",
        "terminal",
        "phase",
        "round",
        "dealer",
        "players",
        "boneyard",
        "tableau",
        "rounds",
    }
    if rules.has_discards:
        names.add("discards")
    if rules.has_rolls:
        names.add("rolls")
    if rules.lay_score is not None:
        names.add("scoring")
    if rules.trains:
        names.add("to_start")
    if rules.has_turn:
        names.add("turn")
    if rules.consecutive:
        names.add("turned")
    _MEMBERS[rules.id] = frozenset(names)
    return _MEMBERS[rules.id]


def dump(model: Model) -> dict[str, Any]:
    """The JSON state of ``model``; ``read_state`` gives it back."""
    rules = model.rules
    players = []
    for seat, stock in enumerate(model.stocks):  # (plain loops: cheaper than comprehensions)
        names = []
        for tile in stock:
            names.append(tile.name)
        players.append({"stock": names, "score": model.scores[seat]})
    boneyard = []
    for tile in model.boneyard:
        boneyard.append(tile.name)
    state = {
        "game": rules.id,
        "version": VERSION,
        "options": dict(model.options),
        "seed": model.seed,
        "chance_step": model.chance_step,
        "to_move": model.to_move,
        "terminal": model.phase == "over",
        "phase": model.phase,
        "round": model.round,
        "dealer": model.dealer,
        "players": players,
        "boneyard": boneyard,
        "tableau": model.tableau.as_json(),
        "rounds": model.rounds,
    }
    if rules.has_discards:
        state["discards"] = [t.name for t in model.discards]
    if rules.has_rolls:
        rolls = []
        for dice in model.rolls:
            rolls.append(dice[:])
        state["rolls"] = rolls
    if rules.lay_score is not None:
        state["scoring"] = model.scoring
    if rules.trains:
        state["to_start"] = list(model.to_start)
    if rules.has_turn:
        state["turn"] = dict(model.turn) if model.turn is not None else None
    if rules.consecutive:
        state["turned"] = [[t.name for t in tiles] for tiles in model.turned]
    return state


def stock_pips(model: Model) -> list[int]:
    """Each seat's pip count; with Porg Foot's Doubles Bonus ("When scoring, any doubles left
    in player's stock score double") each double counts twice."""
    if model.options.get("doubles_bonus"):
        return [pips(stock) + pips([t for t in stock if t.double]) for stock in model.stocks]
    return [pips(stock) for stock in model.stocks]
