"""The computer players: a legal move for the seat to move, chosen from that seat's view.

``suggest`` is what ``POST /v1/games/{game}/suggest`` answers and what ``arbiter play-game``
and the web table ask for their computer seats. Two players:

- ``random``: any listed legal move.
- ``greedy`` (the default): the listed move a family heuristic scores best, reading only
  what the seat may see (its view); at Rummikub, the solver's best turn for the seat's rack
  at the table (``rummikub/solver.py``) under a short time limit, else the listed move the
  heuristic scores best.

Both choose only among moves the rules allow, so they never break a rule. The choice is
pure: ties are broken by a ``random.Random`` seeded from a digest of the whole state (its
seed and, sealed, its secret nonce included), never by the global ``random`` module; the
same state always gets the same suggestion.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import orjson

from .errors import ArbiterError, IllegalMove
from .interface import Game

KINDS = ("greedy", "random")
"""The computer players, by name; the first is the default."""

SOLVER_SECONDS = 0.5
"""The Rummikub solver's time limit for a suggestion, in seconds: short, as a computer seat
moves on every turn; past it the best turn found so far is taken (a legal one)."""

_VALUE = re.compile(r"^([+-]?\d+)")

Json = dict[str, Any]
"""A JSON object: a move, a view or a state."""

Heuristic = Callable[[Json, Json, int], float]
"""``heuristic(move, view, seat)``: how good ``move`` looks to ``seat`` from its ``view``."""


def card_value(card: Any) -> int:
    """The signed value of a Sabacc card given as an integer or a code (``"+3c"`` -> 3)."""
    if isinstance(card, int):
        return card
    match = _VALUE.match(str(card))
    return int(match.group(1)) if match else 0


TRADITIONAL_DECK = Counter(
    {**dict.fromkeys(range(1, 16), 4), **dict.fromkeys((0, -2, -8, -11, -13, -14, -15, -17), 2)}
)
"""The 76-card deck by value: four suits of 1 to 15 and two of each of the eight special
cards (seed 002 The Cards and Such)."""


def _unseen(deck: Counter[int], view: Json, seat: int) -> list[int]:
    """The values of ``deck`` that ``seat`` has not seen: less its hand, the discard pile
    and the other seats' frozen cards (all face up)."""
    players = view["players"]
    seen = [*players[seat].get("hand", []), *(view.get("discard_pile") or [])]
    seen += [c for other, p in enumerate(players) if other != seat for c in p.get("frozen") or []]
    return list((deck - Counter(card_value(c) for c in seen)).elements())


def _sabacc(target: int, blind: Counter[int] | None = None) -> Heuristic:
    """Sabacc's heuristic: the nearer the hand to ``target`` (0, seed 001 §5; 23 or -23,
    seed 002 Judging Hands, past either or exactly 0 a bomb out), the better. A swap takes
    the discard pile's top card (Corellian Spike, seed 001 §3) unless ``blind``, the deck
    by value, is given: then it takes the draw pile's unknown top card (seed 002 step 5),
    and is worth the mean over the cards the seat has not seen."""

    def distance(cards: list[Any]) -> int:
        total = sum(card_value(c) for c in cards)
        if target == 0:
            return abs(total)
        return target - abs(total) if total and abs(total) <= target else 99

    def score(move: Json, view: Json, seat: int) -> float:
        hand = view["players"][seat]["hand"]  # the seat's own hand: in its view
        now = distance(hand)
        action = move.get("action")
        if action in ("junk", "fold"):
            return -100
        if action == "stand":
            return 10 - now
        if action == "swap" and "card" in move:
            kept = [c for c in hand if c != move["card"]]
            if blind is not None:
                unseen = _unseen(blind, view, seat)
                if unseen:
                    return 10 - sum(distance([*kept, x]) for x in unseen) / len(unseen)
            else:
                top = view["discard_pile"]  # face up (seed 001 §3): in every view
                if top:
                    return 10 - distance([*kept, top[-1]]) + 0.5
        if action == "gain":
            return 10 - now + (0.25 if now > 3 else -1)
        return 0

    return score


def _sabaccino(move: Json, view: Json, seat: int) -> float:
    """Sabaccino: place the heaviest tile (fewest pips left in the stock), else draw."""
    if move.get("action") == "place":
        pips = [int(p) for p in re.findall(r"\d", str(move.get("tile", "")))]
        return 10 + sum(pips)
    return {"draw": 1.0, "pass": 0.0}.get(str(move.get("action")), 0.5)


def _rummikub(move: Json, view: Json, seat: int) -> float:
    """Rummikub: lay the most tiles; draw rather than take the penalty."""
    if move.get("action") == "lay":
        return 10 + len(move.get("from_rack", []))
    return {"draw": 1.0, "penalty": -10.0}.get(str(move.get("action")), 0.0)


HEURISTICS: dict[str, Heuristic] = {
    "corellian-spike": _sabacc(0),
    "traditional-sabacc": _sabacc(23, blind=TRADITIONAL_DECK),
    "rummikub": _rummikub,
}
"""The greedy player's heuristic by game id; every Sabaccino game uses ``_sabaccino``."""


def rng_of(state: Json) -> random.Random:
    """The tie-breaker for ``state``: seeded from a SHA-256 digest of the whole state (the
    sealed nonce included), so it is the same for the same state and unpredictable to a
    seat that cannot see the whole sealed state."""
    return random.Random(hashlib.sha256(orjson.dumps(state, option=orjson.OPT_SORT_KEYS)).digest())


def choose(
    kind: str, game: str, family: str, moves: list[Json], view: Json, seat: int, rng: random.Random
) -> Json:
    """One of ``moves`` (as listed, ``text`` included) for ``seat`` from its ``view``: the
    best by the game's heuristic, ties broken by ``rng`` (``kind`` ``"greedy"``), or any
    (``"random"``).

    :param moves: the seat's legal moves, at least one.
    """
    heuristic = HEURISTICS.get(game) or (_sabaccino if family == "sabaccino" else None)
    if kind == "random" or heuristic is None:
        return rng.choice(moves)
    scored = [(heuristic(move, view, seat), i) for i, move in enumerate(moves)]
    best = max(score for score, _ in scored)
    return moves[rng.choice([i for score, i in scored if score == best])]


def _solved(engine: Game[Any], view: Json, seat: int) -> Json | None:
    """The Rummikub solver's best turn for ``seat`` from its ``view`` (a lay, with its
    words), or ``None`` when it finds no laying (then a listed move is chosen)."""
    from .rummikub import endpoints

    me = view["players"][seat]
    try:
        best = endpoints.solve(
            {
                "rack": me["rack"],
                "table": view["table"],
                "initial_meld_done": me["initial_meld_done"],
                "options": view["options"],
                "time_limit": SOLVER_SECONDS,
            }
        )
    except ArbiterError:  # pragma: no cover - a view's table is a legal one
        return None
    move = best["move"]
    return engine.told([move], "action")[0] if move["action"] == "lay" else None


def suggest(engine: Game[Any], state: Json, legal: Json, view: Json, kind: str = KINDS[0]) -> Json:
    """``{"move": <a legal move with its text>}`` for the seat to move of ``state``.

    :param engine: the game's engine. :param state: the whole state (seeds the choice).
    :param legal: ``engine.legal_moves`` as the seat to move sees them (``to_move`` and
        ``moves``); at a chance step, the draw. :param view: the state as that seat sees it
        (the only thing the heuristics read). :param kind: ``"greedy"`` or ``"random"``.
    :raises IllegalMove: the game is over (no seat to move).
    """
    to_move, moves = legal["to_move"], legal["moves"]
    if to_move is None or not moves:
        raise IllegalMove(
            "The game is over: no seat is to move, so there is no move to suggest.",
            rule="A game that is over has no move",
            source="docs/api.md (Computer players)",
        )
    if to_move == "chance":
        draw = next((m for m in moves if not engine.names_outcome(m)), moves[0])
        return {"move": draw}
    if kind == "greedy" and engine.info.family == "rummikub":
        solved = _solved(engine, view, to_move)
        if solved is not None:
            return {"move": solved}
    return {
        "move": choose(
            kind, engine.info.id, engine.info.family, moves, view, to_move, rng_of(state)
        )
    }
