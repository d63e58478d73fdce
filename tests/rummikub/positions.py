"""Random small Rummikub positions for exhaustive and property tests (seeded, never the
global ``random`` module)."""

from __future__ import annotations

import random
from collections import Counter

from service.games.rummikub import melds
from service.games.rummikub.tiles import JOKER, TILE_SETS, tile


def random_position(
    rng: random.Random,
    *,
    max_melds: int = 3,
    rack_size: tuple[int, int] = (2, 6),
    width: int = 5,
    tile_set: str = "standard-106",
):
    """``(rack, table)``: up to ``max_melds`` valid melds (some with a joker, some long runs)
    and a rack, all within a window of ``width`` numbers so that tiles meet often."""
    supply = Counter(TILE_SETS[tile_set].tiles())
    low = rng.randint(1, 14 - width)
    numbers = range(low, low + width)
    table = []
    for _ in range(rng.randint(0, max_melds)):
        if rng.random() < 0.5:
            number = rng.choice(numbers)
            meld = [tile(c, number) for c in rng.sample(range(4), rng.choice((3, 3, 4)))]
        else:
            colour, length = rng.randrange(4), rng.randint(3, min(6, width))
            start = rng.randint(low, low + width - length)
            meld = [tile(colour, n) for n in range(start, start + length)]
        if supply[JOKER] and rng.random() < 0.35:
            meld[rng.randrange(len(meld))] = JOKER
        if melds.is_valid(meld) and not Counter(meld) - supply:
            supply -= Counter(meld)
            table.append(meld)
    near = [t for t in supply.elements() if t == JOKER or (t % 13) + 1 in numbers]
    rack = rng.sample(near, min(len(near), rng.randint(*rack_size)))
    return rack, table
