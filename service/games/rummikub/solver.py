"""The best turn, exact and proven: an integer program over every meld, solved by HiGHS.

The model follows Den Hertog and Hulshof (2006), "Solving Rummikub Problems by Integer
Linear Programming", with the Sabra rules of seed 004 added:

* ``x[s]``: how many copies of meld ``s`` the table holds after the turn, over a catalogue
  of every group (3-4 tiles) and every run of 3-5 tiles with up to two jokers in any place
  (a longer run is two shorter ones laid end to end, each tile standing for the same
  number), plus one column per jokerless meld of the table as it is, so that untouched
  melds stay as they were;
* ``y[t]``: how many tiles ``t`` come from the rack into those melds;
* ``z[m, o]``: for each meld holding a joker ("combinations formed with a joker cannot have
  tiles added or removed ... nor can it be rearranged"), which of its ways forward is taken:
  left as it is, or one or more jokers replaced by the tiles they stand for, from the rack;
  a replaced joker joins the other melds (it never goes to a rack). By default it goes into
  a combination already on the table ("he may then apply the joker to some other existing
  combination on the table"): ``h[s, t]`` are melds taking freed jokers, each holding a tile
  ``t`` of the table before, marked as the table's (one mark per copy on the table), and
  these melds hold at least as many jokers as were freed; option ``freed_joker_new_meld``
  drops this. Each of them holds a joker, so there are at most as many as jokers that may
  be laid (``J``, at most 2): a meld holding ``J`` or more kinds of tile from the table can
  always be marked whatever the others take, and gets one column ``h[s, None]`` with no
  mark instead of one per kind (about 1,000 columns fewer on a 60-tile table, 5 to 20
  times faster there; issue 23);
* on the opening turn, ``o[s]``: melds on the table after the turn made wholly of rack tiles,
  worth at least the initial meld (seed 004 The play: "at least 30 points in one or more
  combinations formed from the tiles in the players hand"; ``initial_meld.py``); when the table
  may not change on the opening turn the new melds themselves must reach it.

Every tile of the table before the turn plus the tiles laid is in exactly one meld after it.
The objective ranks turns by tiles laid then points laid (``"tiles"``) or by points then
tiles (``"value"``; points as the seed counts a rack at the end: the number, a joker 30),
then by how many table melds stay untouched. The weights keep these in strict order, every
coefficient is an integer, and HiGHS is asked for a gap below 1: an optimal status is a
proof. The untouched melds stay in the one objective: a second solve over the optimal turns
(the first objective held by a row) was measured slower, not faster, because a second HiGHS
run costs about what the first does and the tie-break's linear bound is weak. Instead the
program is narrowed by its linear relaxation (``program.py``: reduced-cost fixing against
the relaxation's bound rounded down), which answers most positions, the big tables'
included, over a third to a tenth of the columns (bench/README.md, issue 23).

The time limit is wall-clock time from the call, building the program included: past it
the best turn found is returned, marked not proven: HiGHS's best, or when that is better
a fallback turn (the melds the rack alone makes, then rack tiles added to the ends of table
melds), so that a limit hit under load still lays something (bench/README.md measures what
limits leave on big tables with every core busy).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

from . import initial_meld, melds
from .program import INF, Program
from .tiles import JOKER, KINDS, NUMBERS, points, sort_key, tile

OBJECTIVES = ("tiles", "value")
KEEP = 1
"""Objective weight of a table meld left untouched (never decides more than a tie)."""


@dataclass(frozen=True)
class Catalogue:
    """Every meld the model may use, as tile counts.

    :param written: each meld as laid, in its most valuable order.
    :param counts: ``(melds, 53)`` array: how many of each tile each meld holds.
    :param values: each meld's worth (``melds.value``).
    :param kinds: ``(melds, 5)`` array: the tiles of each meld, padded with 53.
    :param needs: ``(melds, 5)`` array: how many of each of those, padded with 0.
    """

    written: tuple[tuple[int, ...], ...]
    counts: np.ndarray
    values: np.ndarray
    kinds: np.ndarray
    needs: np.ndarray


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """All groups and all runs of 3 to 5 tiles with up to two jokers, each tile multiset once."""
    best: dict[tuple[int, ...], tuple[int, list[int]]] = {}

    def offer(meld: list[int]) -> None:
        found = melds.readings(meld)
        if found:
            key, candidate = tuple(sorted(meld)), (-max(r.value for r in found), meld)
            if key not in best or candidate < best[key]:
                best[key] = candidate

    for colour in range(4):
        for length in range(3, 6):
            for start in range(1, NUMBERS - length + 2):
                base = [tile(colour, start + i) for i in range(length)]
                for jokers in range(3):
                    for places in combinations(range(length), jokers):
                        offer([JOKER if i in places else t for i, t in enumerate(base)])
    for number in range(1, NUMBERS + 1):
        for size in (3, 4):
            for jokers in range(3):
                for colours in combinations(range(4), size - jokers):
                    offer([tile(c, number) for c in colours] + [JOKER] * jokers)
    written = tuple(tuple(meld) for _, meld in best.values())
    counts = np.zeros((len(written), KINDS), dtype=np.int16)
    for row, meld in enumerate(written):
        for t in meld:
            counts[row, t] += 1
    values = np.array([-worth for worth, _ in best.values()], dtype=np.int64)
    kinds = np.full((len(written), 5), KINDS)
    needs = np.zeros((len(written), 5), dtype=np.int16)
    for row, meld in enumerate(written):
        for i, t in enumerate(sorted(set(meld))):
            kinds[row, i], needs[row, i] = t, meld.count(t)
    return Catalogue(written, counts, values, kinds, needs)


@dataclass(frozen=True)
class Turn:
    """The solver's answer.

    :param table: the table after the turn (as it was, for a draw).
    :param laid: the tiles taken from the rack, sorted; empty means draw.
    :param value: the points those tiles count on a rack (a joker 30).
    :param opening: on the opening turn, the worth of the initial meld laid: the melds of
        the answer made wholly of rack tiles (``initial_meld.worth``).
    :param proven: whether the turn is proven best (false when the time limit cut it short).
    """

    table: list[list[int]]
    laid: list[int]
    value: int
    opening: int | None
    proven: bool


_WEIGHTS = {
    "tiles": [64 * 1024 + 64 * points(t) for t in range(KINDS)],
    "value": [64 * 128 * points(t) + 64 for t in range(KINDS)],
}
"""Objective weight of each tile laid: tiles then points, or points then tiles; each step
outweighs every later one (at most 106 tiles, 788 points, 35 untouched melds)."""


@lru_cache(maxsize=4096)
def _replacements(meld: tuple[int, ...]) -> list[tuple[list[int], list[int]]]:
    return melds.replacements(meld)


def _counts(tiles: Sequence[int]) -> np.ndarray:
    return np.bincount(np.asarray(tiles, dtype=np.int64), minlength=KINDS)[:KINDS]


def _fits(available: np.ndarray) -> np.ndarray:
    """Indexes of catalogue melds that ``available`` tile counts can make."""
    cat = catalogue()
    return np.nonzero((np.append(available, 0)[cat.kinds] >= cat.needs).all(axis=1))[0]


def _start(
    width: int,
    on_rack: np.ndarray,
    laid_in: np.ndarray,
    x: slice,
    keep: slice,
    y: slice,
    kinds: list[int],
    z: slice,
    options: list[tuple[int, list[int], list[int]]],
    free_melds: list[Sequence[int]],
) -> np.ndarray | None:
    """A turn to fall back on when a time limit cuts the search short: melds of the rack
    alone, the longest first, then rack tiles added one by one to the ends of table melds
    (``free_melds``, the jokerless ones, in their columns' order); every other meld kept
    as it is. None when no rack tile goes down."""
    cat = catalogue()
    start = np.zeros(width)
    start[keep] = 1
    start[z] = [not tiles_in for _, _, tiles_in in options]
    left = on_rack.copy()
    while len(found := np.intersect1d(_fits(left), laid_in)):
        s = found[np.argmax(cat.counts[found].sum(axis=1))]
        start[x.start + np.searchsorted(laid_in, s)] += 1
        left -= cat.counts[s]
    index, usable = _index(), set(laid_in.tolist())
    for j, meld in enumerate(free_melds):
        grown, column = list(meld), keep.start + j
        for t in np.nonzero(left)[0].tolist():
            s = index.get(tuple(sorted(grown + [t])))
            if s is not None and s in usable and left[t]:
                start[column] -= 1
                column = x.start + int(np.searchsorted(laid_in, s))
                start[column] += 1
                grown.append(t)
                left[t] -= 1
    start[y] = (on_rack - left)[kinds]
    return start if start[y].any() else None


def _copies(laid_in: np.ndarray, free_melds: list[Sequence[int]]) -> np.ndarray:
    """Upper bounds of the ``x`` columns: 2, less one for each meld of the table as it is
    (``free_melds``) that the column's meld repeats. Building such a meld anew where the
    table's could stay is the same tiles and one untouched meld fewer, never the best
    turn; the bound cuts those twins from the search (the worst of 20 big tables without a
    joker 142 -> 55 ms CPU). Not with melds taking freed jokers, where keeping a meld also
    marks its tiles as the table's."""
    row_of = _index()
    twins = np.array([row_of.get(tuple(sorted(meld)), -1) for meld in free_melds], int)
    place = np.searchsorted(laid_in, twins)
    place = place[(place < len(laid_in)) & (np.append(laid_in, -2)[place] == twins)]
    return np.maximum(2 - np.bincount(place, minlength=len(laid_in)), 0)


@lru_cache(maxsize=1)
def _index() -> dict[tuple[int, ...], int]:
    """Each catalogue meld's row, by its tiles sorted."""
    return {tuple(sorted(meld)): row for row, meld in enumerate(catalogue().written)}


class _Rows:
    """Rows of the program, allotted by name as the model is built."""

    def __init__(self) -> None:
        self.lower: list[float] = []
        self.upper: list[float] = []

    def add(self, lower: npt.ArrayLike, upper: npt.ArrayLike) -> np.ndarray:
        """Append rows with these bounds (arrays of equal length); their indexes."""
        lower, upper = np.atleast_1d(lower), np.atleast_1d(upper)
        start = len(self.lower)
        self.lower += list(map(float, lower))
        self.upper += list(map(float, upper))
        return np.arange(start, start + len(lower))


def solve(
    rack: Sequence[int],
    table: Sequence[Sequence[int]],
    *,
    initial_meld_done: bool,
    threshold: int = 30,
    rearrange_on_opening: bool = True,
    freed_joker_new_meld: bool = False,
    objective: str = "tiles",
    time_limit: float = 5.0,
) -> Turn:
    """The best turn for a player holding ``rack`` at ``table`` (every meld valid).

    :param rack: tile indexes on the rack.
    :param table: the melds on the table as laid (each valid; the caller checks).
    :param initial_meld_done: whether the player has made the initial meld.
    :param threshold: the initial meld's least worth (seed 004: 30).
    :param rearrange_on_opening: whether the table may change on the opening turn.
    :param freed_joker_new_meld: whether a joker freed by a swap may start a new meld
        (by default it goes into a meld holding a tile of the table before the turn).
    :param objective: ``"tiles"`` or ``"value"``.
    :param time_limit: wall-clock seconds for the whole solve, building the program
        included, however loaded the machine; past it the best turn found is returned,
        ``proven`` false (HiGHS gets what is left of it).
    :returns: the turn; ``laid`` is empty when no legal laying exists (draw).
    """
    deadline = time.monotonic() + time_limit
    cat = catalogue()
    opening_turn = not initial_meld_done
    frozen = opening_turn and not rearrange_on_opening
    own = opening_turn and not frozen
    on_rack = _counts(rack)
    locked = [k for k, meld in enumerate(table) if not frozen and JOKER in meld]
    free = [k for k, meld in enumerate(table) if not frozen and JOKER not in meld]
    on_table = _counts([t for k in free for t in table[k]])
    ways: dict[int, list[tuple[list[int], list[int]]]]
    ways = {
        k: [(list(table[k]), [])]
        + [
            (after, tiles_in)
            for after, tiles_in in _replacements(tuple(table[k]))
            if (_counts(tiles_in) <= on_rack).all()
        ]
        for k in locked
    }
    options = [(k, after, tiles_in) for k in locked for after, tiles_in in ways[k]]
    available = on_table + on_rack
    available[JOKER] += sum(max(len(tiles_in) for _, tiles_in in ways[k]) for k in locked)
    fits = _fits(available)
    if len(options) == len(locked) and not cat.counts[fits][:, on_rack > 0].any():
        return Turn([list(m) for m in table], [], 0, None, True)  # no meld takes a rack tile
    weight = _WEIGHTS[objective]
    hosts = not freed_joker_new_meld and len(options) > len(locked)
    # With no joker on the rack every joker a new meld holds was freed, and a freed joker
    # goes into a meld taking freed jokers (``h``): the other melds need none of theirs.
    laid_in = fits[cat.counts[fits, JOKER] == 0] if hosts and not on_rack[JOKER] else fits

    # Rows: tile balance; melds of the player's own tiles (opening); the opening's worth;
    # tiles placed; one way forward per meld holding a joker; the rack's share of tiles put
    # in for jokers; and where freed jokers may go (tiles of the table before, marked as the
    # table's, one per meld taking a freed joker; jokers in those melds >= jokers freed).
    rows = _Rows()
    balance = rows.add(on_table, on_table)
    own_rows = rows.add(np.full(KINDS, -INF), np.zeros(KINDS)) if own else np.zeros(0, int)
    worth = rows.add(threshold if opening_turn else -INF, INF)[0]
    placed = rows.add(1, INF)[0]
    choose = dict(zip(locked, rows.add(np.ones(len(locked)), np.ones(len(locked)))))
    put_in = sorted({t for k in locked for _, tiles_in in ways[k] for t in tiles_in})
    from_rack = dict(zip(put_in, rows.add(np.full(len(put_in), -INF), on_rack[put_in])))
    marked = [int(t) for t in np.nonzero(on_table)[0]] if hosts else []
    mark = dict(zip(marked, rows.add(np.zeros(len(marked)), on_table[marked])))
    freed = rows.add(0, INF)[0] if hosts else None
    program = Program(np.array(rows.lower), np.array(rows.upper))

    block = program.block(len(laid_in))
    block[balance] = cat.counts[laid_in].T
    if frozen:
        block[worth] = cat.values[laid_in]
    x = program.add(
        block, np.zeros(len(laid_in)), _copies(laid_in, [] if hosts else [table[k] for k in free])
    )
    block = program.block(len(free))
    as_laid = np.zeros((len(free), KINDS))
    np.add.at(
        as_laid,
        (
            np.repeat(np.arange(len(free)), [len(table[k]) for k in free]),
            np.array([t for k in free for t in table[k]], dtype=int),
        ),
        1,
    )
    block[balance] = as_laid.T
    block[[mark[t] for t in marked]] = as_laid[:, marked].T
    keep = program.add(block, np.full(len(free), KEEP), np.ones(len(free)))
    mine = _fits(on_rack) if own else np.zeros(0, int)
    block = program.block(len(mine))
    if own:
        block[balance] = cat.counts[mine].T
        block[own_rows] = cat.counts[mine].T
        block[worth] = cat.values[mine]
    x_own = program.add(block, np.zeros(len(mine)), np.full(len(mine), 2))
    # Melds taking freed jokers: one column with no mark for a meld holding as many kinds of
    # table tile as jokers may be laid, else one per kind it holds (marked as the table's).
    with_joker = fits[cat.counts[fits, JOKER] > 0]
    holds = cat.counts[with_joker][:, marked] > 0
    single = holds.sum(axis=1) >= available[JOKER]
    meld_of, held = np.nonzero(holds & ~single[:, None])
    meld_of = np.concatenate([np.nonzero(single)[0], meld_of])
    order = np.argsort(meld_of, kind="stable")
    meld_of, held = meld_of[order], np.concatenate([np.full(single.sum(), -1), held])[order]
    hosted = with_joker[meld_of]
    block = program.block(len(hosted))
    block[balance] = cat.counts[hosted].T
    marking = held >= 0
    block[np.array([mark[marked[i]] for i in held[marking]], int), np.nonzero(marking)[0]] = 1
    if freed is not None:
        block[freed] = cat.counts[hosted, JOKER]
    x_host = program.add(block, np.zeros(len(hosted)), np.full(len(hosted), 2))
    kinds: list[int] = np.nonzero(on_rack)[0].tolist()
    block = program.block(len(kinds))
    for j, kind in enumerate(kinds):
        block[kind, j] = -1
        block[placed, j] = 1
        if own:
            block[own_rows[kind], j] = -1
        if kind in from_rack:
            block[from_rack[kind], j] = 1
    y = program.add(block, [weight[t] for t in kinds], on_rack[kinds])
    block = program.block(len(options))
    for j, (k, _, tiles_in) in enumerate(options):
        block[choose[k], j] = 1
        block[placed, j] = len(tiles_in)
        block[JOKER, j] = -len(tiles_in)
        if hosts:
            block[freed, j] = -len(tiles_in)
        for t in tiles_in:
            block[from_rack[t], j] += 1
    z = program.add(
        block,
        [sum(weight[t] for t in tiles_in) for _, _, tiles_in in options],
        np.ones(len(options)),
    )

    solution, proven = program.solve(
        deadline - time.monotonic(),
        None
        if opening_turn
        else lambda: _start(
            program.width, on_rack, laid_in, x, keep, y, kinds, z, options, [table[k] for k in free]
        ),
    )
    if solution is None:
        return Turn([list(m) for m in table], [], 0, None, proven)
    chosen = {k: (after, tiles_in) for (k, after, tiles_in), on in zip(options, solution[z]) if on}
    kept = dict(zip(free, solution[keep]))
    after: list[list[int]] = []
    successors: list[int] = []
    laid: list[int] = []
    for k, meld in enumerate(table):
        if k in chosen:
            successors.append(len(after))
            after.append(list(chosen[k][0]))
            laid += chosen[k][1]
        elif frozen or kept[k]:
            after.append(list(meld))
    for columns, rows_of in ((x, laid_in), (x_own, mine), (x_host, hosted)):
        for j in np.nonzero(solution[columns])[0].tolist():
            after += [list(cat.written[rows_of[j]]) for _ in range(solution[columns][j])]
    into_melds = [int(t) for t, copies in zip(kinds, solution[y]) for _ in range(copies)]
    worth_laid = None
    if opening_turn:
        worth_laid = initial_meld.worth(
            [m for i, m in enumerate(after) if i not in successors], into_melds
        )[0]
    laid = sorted(laid + into_melds, key=sort_key)
    return Turn(after, laid, sum(map(points, laid)), worth_laid, proven)
