"""The computer players of ``arbiter play-game``: a random one and a greedy one.

Both choose only among the moves the service lists as legal, so they can never break a rule;
the greedy one scores each listed move by a family heuristic that reads only what its seat
may see (its view). Randomness comes from a ``random.Random`` seeded from the game's seed.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

_VALUE = re.compile(r"^([+-]?\d+)")

Heuristic = Callable[[dict, dict, int], float]


def card_value(card: Any) -> int:
    """The signed value of a Sabacc card given as an integer or a code (``"+3c"`` -> 3)."""
    if isinstance(card, int):
        return card
    match = _VALUE.match(str(card))
    return int(match.group(1)) if match else 0


TRADITIONAL_DECK = Counter({**dict.fromkeys(range(1, 16), 4),
                            **dict.fromkeys((0, -2, -8, -11, -13, -14, -15, -17), 2)})
"""The 76-card deck by value: four suits of 1 to 15 and two of each of the eight special
cards (seed 002 The Cards and Such)."""


def _unseen(deck: Counter, view: dict, seat: int) -> list[int]:
    """The values of ``deck`` that ``seat`` has not seen: less its hand, the discard pile
    and the other seats' frozen cards (all face up)."""
    players = view["players"]
    seen = [*players[seat].get("hand", []), *(view.get("discard_pile") or [])]
    seen += [c for other, p in enumerate(players) if other != seat for c in p.get("frozen") or []]
    return list((deck - Counter(card_value(c) for c in seen)).elements())


def _sabacc(target: int, blind: Counter | None = None) -> Heuristic:
    """Sabacc's heuristic: the nearer the hand to ``target`` (0, seed 001 §5; 23 or -23,
    seed 002 Judging Hands, past either or exactly 0 a bomb out), the better. A swap takes
    the discard pile's top card (Corellian Spike, seed 001 §3) unless ``blind``, the deck
    by value, is given: then it takes the draw pile's unknown top card (seed 002 step 5),
    and is worth the mean over the cards the seat has not seen."""
    def distance(cards: list) -> int:
        total = sum(card_value(c) for c in cards)
        if target == 0:
            return abs(total)
        return target - abs(total) if total and abs(total) <= target else 99

    def score(move: dict, view: dict, seat: int) -> float:
        hand = view["players"][seat].get("hand", [])
        now = distance(hand) if isinstance(hand, list) else 99
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
                top = view.get("discard_pile") or []
                if isinstance(top, list) and top:
                    return 10 - distance([*kept, top[-1]]) + 0.5
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
    "traditional-sabacc": _sabacc(23, blind=TRADITIONAL_DECK),
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
