"""In-process Sabacc hand rankings per second, on one core (issue 2 §8: target 50,000+).

Deals random tables from a shuffled deck (2 to 5 cards a hand for Corellian Spike, 2 to 8
for traditional, 4 hands a table) with a seeded ``random.Random``, then times:

* ``evaluate``: ``Ranker.key`` on every hand (the evaluator the engines call);
* ``order``: ``Ranker.order`` on every table (keys, sort and tie groups);
* ``rank()``: the whole JSON answer of ``POST /rank`` (card parsing, the deck check,
  positions, decisions and sentences), without HTTP.

Run: ``.venv/bin/python bench/rank_inprocess.py [SECONDS_PER_FIGURE]``.
"""

from __future__ import annotations

import random
import sys
import time

from service.games.sabacc import ranking
from service.games.sabacc.cards import DECKS

HANDS_PER_TABLE = 4
MAX_CARDS = {"corellian-spike": 5, "traditional-sabacc": 8}


def tables(game: str, count: int, seed: int = 2) -> list[list[list[int]]]:
    """``count`` random tables of ``HANDS_PER_TABLE`` hands of signed values."""
    rng = random.Random(seed)
    values = list(DECKS[game].values.values())
    out = []
    for _ in range(count):
        pile = rng.sample(values, len(values))
        table = []
        for _ in range(HANDS_PER_TABLE):
            size = rng.randint(2, MAX_CARDS[game])
            table.append([pile.pop() for _ in range(size)])
        out.append(table)
    return out


def per_second(work, items: int, seconds: float) -> float:
    """Items per second of ``work()`` (which handles ``items`` items), best of repeated runs."""
    best, spent = 0.0, 0.0
    while spent < seconds:
        start = time.perf_counter()
        work()
        took = time.perf_counter() - start
        spent += took
        best = max(best, items / took)
    return best


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    for game in ranking.RULES:
        deals = tables(game, 5_000)
        hands = [hand for table in deals for hand in table]
        for profile in ranking.profiles(game)[:1]:
            r = ranking.ranker(game, profile["id"])
            key = r.key
            evaluate = per_second(lambda: [key(hand) for hand in hands], len(hands), seconds)
            order = per_second(lambda: [r.order(table) for table in deals], len(hands), seconds)
            few = deals[:1000]
            rank = per_second(
                lambda: [ranking.rank(game, table, None) for table in few],
                len(few) * HANDS_PER_TABLE,
                seconds,
            )
            print(
                f"{game:20} {profile['id']:10} evaluate {evaluate:>10,.0f} hands/s   "
                f"order {order:>10,.0f} hands/s   rank() {rank:>9,.0f} hands/s"
            )


if __name__ == "__main__":
    main()
