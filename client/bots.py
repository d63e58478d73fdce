"""The computer players of ``arbiter play-game``: a random one and a greedy one.

Both choose only among the moves the service lists as legal, so they can never break a rule;
the greedy one scores each listed move by a family heuristic that reads only what its seat
may see (its view). Randomness comes from a ``random.Random`` seeded from the game's seed.
"""

from __future__ import annotations

import random
import re
from typing import Any, Callable

_VALUE = re.compile(r"^([+-]?\d+)")

Heuristic = Callable[[dict, dict, int], float]


def card_value(card: Any) -> int:
    """The signed value of a Sabacc card given as an integer or a code (``"+3c"`` -> 3)."""
    if isinstance(card, int):
        return card
    match = _VALUE.match(str(card))
    return int(match.group(1)) if match else 0


def _sabacc(target: int) -> Heuristic:
    def distance(cards: list) -> int:
        total = sum(card_value(c) for c in cards)
        return abs(total) if target == 0 else (abs(target - abs(total)) if total else 99)

    def score(move: dict, view: dict, seat: int) -> float:
        hand = view["players"][seat].get("hand", [])
        now = distance(hand) if isinstance(hand, list) else 99
        action = move.get("action")
        if action in ("junk", "fold"):
            return -100
        if action == "stand":
            return 10 - now
        if action == "swap" and "card" in move:
            top = view.get("discard_pile") or []
            if isinstance(top, list) and top:
                after = [c for c in hand if c != move["card"]] + [top[-1]]
                return 10 - distance(after) + 0.5
        if action == "gain":
            return 10 - now + (0.25 if now > 3 else -1)
        return 0

    return score


def _sabaccino(move: dict, view: dict, seat: int) -> float:
    if move.get("action") == "place":
        pips = [int(p) for p in re.findall(r"\d", str(move.get("tile", "")))]
        return 10 + sum(pips)
    return {"draw": 1, "pass": 0}.get(move.get("action"), 0.5)


def _rummikub(move: dict, view: dict, seat: int) -> float:
    if move.get("action") == "lay":
        return 10 + len(move.get("from_rack", []))
    return {"draw": 1, "penalty": -10}.get(move.get("action"), 0)


HEURISTICS: dict[str, Heuristic] = {
    "corellian-spike": _sabacc(0),
    "traditional-sabacc": _sabacc(23),
    "rummikub": _rummikub,
}


class Bot:
    """Chooses a legal move for one seat.

    :param kind: ``"random"`` or ``"greedy"``.
    :param game: the game id (picks the greedy heuristic; Sabaccino games share one).
    :param seed: seeds this bot's own ``random.Random``.
    """

    def __init__(self, kind: str, game: str, family: str, seed: int) -> None:
        self.kind = kind
        self.rng = random.Random(f"bot:{seed}")
        self.heuristic = HEURISTICS.get(game) or (_sabaccino if family == "sabaccino" else None)

    def choose(self, moves: list[dict], view: dict, seat: int) -> dict:
        """One of ``moves``: the best by the heuristic (ties broken at random), or any."""
        if self.kind == "random" or self.heuristic is None:
            return self.rng.choice(moves)
        try:
            scored = [(self.heuristic(move, view, seat), i) for i, move in enumerate(moves)]
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            return self.rng.choice(moves)
        best = max(score for score, _ in scored)
        return moves[self.rng.choice([i for score, i in scored if score == best])]
