"""Exhaustive search for the best Rummikub turn on small positions, written apart from the
solver: its own meld test on tile multisets, its own partition search, its own joker
replacement. Every turn it finds is also put through ``turn.check``.

Only for small racks (every sub-multiset of the rack is tried).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement, permutations, product

from service.games.rummikub import melds, turn
from service.games.rummikub.tiles import JOKER, colour_of, number_of, points, tile


def meld_worth(bag: tuple[int, ...]) -> int | None:
    """The best worth of a multiset laid as one meld, or None if no order makes a meld."""
    numbered = [t for t in bag if t != JOKER]
    n = len(bag)
    if n < 3 or not numbered:
        return None
    best = None
    numbers = {number_of(t) for t in numbered}
    if n <= 4 and len(numbers) == 1 and len({colour_of(t) for t in numbered}) == len(numbered):
        best = numbers.pop() * n
    if len({colour_of(t) for t in numbered}) == 1 and len(set(numbered)) == len(numbered):
        low = min(number_of(t) for t in numbered)
        high = max(number_of(t) for t in numbered)
        top = min(low, 14 - n)  # the highest first number that still covers every tile
        if n <= 13 and top >= max(1, high - n + 1):
            worth = sum(range(top, top + n))
            best = worth if best is None else max(best, worth)
    return best


def _pieces(pool: Counter, first: int):
    """Every meld candidate holding ``first``: distinct tiles of its colour or of its
    number, with up to the pool's jokers."""
    same_colour = sorted(
        t for t in pool if t != JOKER and colour_of(t) == colour_of(first) and t != first
    )
    same_number = sorted(
        t for t in pool if t != JOKER and number_of(t) == number_of(first) and t != first
    )
    for others in (same_colour, same_number):
        for pick in product((False, True), repeat=len(others)):
            chosen = [first] + [t for t, on in zip(others, pick) if on]
            for jokers in range(pool[JOKER] + 1):
                piece = tuple(sorted(chosen + [JOKER] * jokers))
                if meld_worth(piece) is not None:
                    yield piece


@cache
def split(bag: tuple[int, ...]) -> tuple[int, tuple[tuple[int, ...], ...]] | None:
    """The split of ``bag`` (sorted) into melds using every tile worth the most:
    ``(worth, pieces)``, or None when there is none."""
    if not bag:
        return 0, ()
    first = min((t for t in bag if t != JOKER), default=None)
    if first is None:
        return None
    pool = Counter(bag)
    best = None
    for piece in set(_pieces(pool, first)):
        rest = split(tuple(sorted((pool - Counter(piece)).elements())))
        if rest is not None:
            worth = meld_worth(piece) + rest[0]
            if best is None or worth > best[0]:
                best = (worth, (piece, *rest[1]))
    return best


TABLE, RACK, FREED = "table", "rack", "freed"
"""Where a tile of the bag came from: the table before, the rack, or a joker freed by a
swap."""


def _labellings(piece: tuple[int, ...], pool: Counter, first: tuple[int, str]):
    """Every way to take ``piece`` (plain tiles) from the labelled ``pool``, holding
    ``first``."""
    kinds = sorted(set(piece))
    choices = []
    for kind in kinds:
        labels = sorted(label for (t, label) in pool if t == kind)
        choices.append(
            [
                combo
                for combo in combinations_with_replacement(labels, piece.count(kind))
                if all(combo.count(lab) <= pool[(kind, lab)] for lab in set(combo))
            ]
        )
    for pick in product(*choices):
        taken = tuple(sorted((kind, lab) for kind, combo in zip(kinds, pick) for lab in combo))
        if first in taken:
            yield taken


@cache
def labelled_split(bag: tuple[tuple[int, str], ...], hosts: bool):
    """Every split of a labelled bag into melds, all tiles used: ``(most points of the melds
    made wholly of rack tiles, those melds and the others)``, or None when no split exists.
    With ``hosts``, a meld holding a freed joker must hold a numbered tile of the table."""
    if not bag:
        return 0, ()
    first = min((t for t in bag if t[0] != JOKER), default=None)
    if first is None:
        return None
    pool = Counter(bag)
    plain = Counter(t for t, _ in bag)
    best = None
    for piece in set(_pieces(plain, first[0])):
        for taken in _labellings(piece, pool, first):
            labels = [lab for _, lab in taken]
            if (
                hosts
                and FREED in labels
                and not any(lab == TABLE for t, lab in taken if t != JOKER)
            ):
                continue
            rest = labelled_split(tuple(sorted((pool - Counter(taken)).elements())), hosts)
            if rest is None:
                continue
            own = meld_worth(piece) if set(labels) == {RACK} else 0
            if best is None or own + rest[0] > best[0]:
                best = (own + rest[0], (piece, *rest[1]))
    return best


def written(bag: tuple[int, ...]) -> list[int]:
    """The most valuable valid order of a meld multiset (tries jokers in every place)."""
    orders = [list(o) for o in set(permutations(bag)) if melds.is_valid(o)]
    assert orders, f"no order of {bag}"
    return max(orders, key=melds.value)


def successors(meld: list[int]) -> list[tuple[list[int], list[int]]]:
    """The meld kept, or with jokers replaced by numbered tiles keeping it valid."""
    out = [(list(meld), [])]
    places = [p for p, t in enumerate(meld) if t == JOKER]
    every = [tile(c, n) for c in range(4) for n in range(1, 14)]
    for size in range(1, len(places) + 1):
        for chosen in combinations(places, size):
            for put in product(every, repeat=size):
                after = list(meld)
                for p, t in zip(chosen, put):
                    after[p] = t
                if melds.is_valid(after):
                    out.append((after, list(put)))
    return out


def best_turn(
    rack: list[int],
    table: list[list[int]],
    *,
    initial_meld_done: bool,
    threshold: int = 30,
    rearrange_on_opening: bool = True,
    freed_joker_new_meld: bool = False,
    objective: str = "tiles",
) -> tuple[tuple[int, int], list[list[int]], list[int]]:
    """The best ``(score, table after, laid)`` by exhaustive search; score ``(0, 0)`` = draw.

    ``score`` is ``(tiles, points)`` for the tiles objective, ``(points, tiles)`` for value.
    The initial meld counts the melds made wholly of rack tiles; a freed joker goes into a
    meld holding a table tile unless ``freed_joker_new_meld``.
    """
    frozen = not initial_meld_done and not rearrange_on_opening
    locked = [] if frozen else [k for k, m in enumerate(table) if JOKER in m]
    free = [] if frozen else [k for k, m in enumerate(table) if JOKER not in m]
    free_tiles = Counter(t for k in free for t in table[k])
    best: tuple[tuple[int, int], list[list[int]], list[int]] = (
        (0, 0),
        [list(m) for m in table],
        [],
    )
    rules = {
        "threshold": threshold,
        "rearrange_on_opening": rearrange_on_opening,
        "freed_joker_new_meld": freed_joker_new_meld,
    }
    for choice in product(*(successors(table[k]) for k in locked)):
        put_in = Counter(t for _, put in choice for t in put)
        if put_in - Counter(rack):
            continue
        freed = sum(len(put) for _, put in choice)
        rest = Counter(rack) - put_in
        kinds = sorted(rest)
        for counts in product(*(range(rest[k] + 1) for k in kinds)):
            chosen = Counter({k: c for k, c in zip(kinds, counts) if c})
            laid = sorted((chosen + put_in).elements())
            if not laid:
                continue
            score_tiles, score_points = len(laid), sum(map(points, laid))
            score = (
                (score_tiles, score_points) if objective == "tiles" else (score_points, score_tiles)
            )
            if score <= best[0]:
                continue
            if frozen:
                found = split(tuple(laid))
                if found is None or found[0] < threshold:
                    continue
                after = [list(m) for m in table] + [written(p) for p in found[1]]
            else:
                bag = (
                    [(t, TABLE) for t in free_tiles.elements()]
                    + [(t, RACK) for t in chosen.elements()]
                    + [(JOKER, FREED)] * freed
                )
                found = labelled_split(tuple(sorted(bag)), not freed_joker_new_meld)
                if found is None or (not initial_meld_done and found[0] < threshold):
                    continue
                after = [list(m) for m, _ in choice] + [written(p) for p in found[1]]
            turn.check(table, after, rack, laid, initial_meld_done=initial_meld_done, **rules)
            best = (score, after, laid)
    return best
