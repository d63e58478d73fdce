"""An exhaustive initial-meld evaluator, written apart from the service, against the turn
check: on small racks, every way to lay some of the tiles as melds (every partition of the
tiles laid into melds, every order each meld may be written in) is valued here from seed 004
alone, and the turn check must accept exactly those worth at least 30 and report that worth.

Seed 004 The play: "at least 30 points in one or more combinations formed from the tiles in
the players hand. If the joker is used, it counts as the number of points of the tile it
represents." Issue 8: valued on the melds actually laid, never a better split not laid.
"""

from __future__ import annotations

import random
from itertools import combinations, permutations, product

import pytest

from service.games.rummikub import turn
from service.games.rummikub.tiles import JOKER, colour_of, number_of, tile

from .helpers import tiles

THRESHOLD = 30


def worth_as_laid(meld: tuple[int, ...]) -> int | None:
    """What a meld written left to right is worth, or None if it is no group or run: a group
    counts its number per tile; a run counts the numbers its places stand for, from the first
    numbered tile's place. Where both fit, the player claims the larger."""
    numbered = [(place, t) for place, t in enumerate(meld) if t != JOKER]
    if len(meld) < 3 or not numbered:
        return None
    found = []
    numbers = {number_of(t) for _, t in numbered}
    colours = [colour_of(t) for _, t in numbered]
    if len(meld) <= 4 and len(numbers) == 1 and len(set(colours)) == len(colours):
        found.append(numbers.pop() * len(meld))
    first_place, first = numbered[0]
    start = number_of(first) - first_place
    if (
        len(set(colours)) == 1
        and start >= 1
        and start + len(meld) - 1 <= 13
        and all(number_of(t) == start + place for place, t in numbered)
    ):
        found.append(sum(range(start, start + len(meld))))
    return max(found) if found else None


def partitions(items: list[int]):
    """Every partition of a list into blocks of at least three (as sorted tuples)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for size in range(2, len(rest) + 1):
        for others in combinations(range(len(rest)), size):
            block = tuple(sorted([first] + [rest[i] for i in others]))
            left = [t for i, t in enumerate(rest) if i not in others]
            for tail in partitions(left):
                yield [block] + tail


def layings(rack: list[int]):
    """Every ``(melds as written, worth)`` laying some tiles of ``rack`` as melds."""
    seen = set()
    for size in range(3, len(rack) + 1):
        for chosen in combinations(sorted(rack), size):
            for blocks in partitions(list(chosen)):
                orders = [
                    [
                        (o, w)
                        for o in set(permutations(b))
                        for w in [worth_as_laid(o)]
                        if w is not None
                    ]
                    for b in blocks
                ]
                for pick in product(*orders):
                    key = tuple(sorted(o for o, _ in pick))
                    if key not in seen:
                        seen.add(key)
                        yield [list(o) for o, _ in pick], sum(w for _, w in pick)


def small_rack(rng: random.Random) -> list[int]:
    """5 to 7 tiles within four numbers of two colours, sometimes a joker, so that melds form
    often and their worth lies near 30."""
    low = rng.randint(1, 10)
    colours = rng.sample(range(4), 2)
    pool = [
        tile(c, n)
        for c in range(4)
        for n in range(low, low + 4)
        if c in colours or rng.random() < 0.3
    ]
    rack = rng.sample(pool, min(len(pool), rng.randint(4, 6)))
    if rng.random() < 0.5:
        rack.append(JOKER)
    return rack


RACKS = [tiles("B1 B2 J Y4 Y5 Y6 Y7"), tiles("K10 B10 Y10 J R12"), tiles("R5 J J K5 B5")]
RACKS += [small_rack(random.Random(seed)) for seed in range(40)]


@pytest.mark.parametrize("rack", RACKS, ids=lambda r: " ".join(map(str, r)))
def test_every_laying_of_a_small_rack_is_judged_on_the_melds_laid(rack):
    """Every laying of the rack as melds, on an empty table: the turn check accepts it
    exactly when the worth computed here reaches 30, and reports that worth."""
    for melds, worth in layings(rack):
        laid = [t for meld in melds for t in meld]
        try:
            found = turn.check([], melds, rack, laid, initial_meld_done=False, threshold=THRESHOLD)
        except turn.TurnRefused as refusal:
            assert worth < THRESHOLD, (melds, worth, refusal.violations)
            assert refusal.violations[0].reason.startswith(
                f"The initial meld is worth {worth} < {THRESHOLD}"
            )
        else:
            assert worth >= THRESHOLD and found.opening == worth, (melds, worth, found)


def test_the_racks_give_layings_on_both_sides_of_30():
    """The racks above are not idle: many layings fall below 30 and many reach it."""
    worths = [w for rack in RACKS for _, w in layings(rack)]
    assert sum(w < THRESHOLD for w in worths) >= 50 and sum(w >= THRESHOLD for w in worths) >= 50


def test_the_evaluator_finds_the_seed_figures():
    """The evaluator's own values for issue 8's example: 28 for the split, 30 for
    [Y4 Y5 Y6 Y7 J]."""
    values = {
        tuple(map(tuple, melds)): worth for melds, worth in layings(tiles("B1 B2 J Y4 Y5 Y6 Y7"))
    }
    assert (
        values[(tuple(tiles("B1 B2 J")), tuple(tiles("Y4 Y5 Y6 Y7")))] == 28
        or values[(tuple(tiles("Y4 Y5 Y6 Y7")), tuple(tiles("B1 B2 J")))] == 28
    )
    assert max(w for (m, w) in values.items() if len(m) == 1 and len(m[0]) == 5) == 30
