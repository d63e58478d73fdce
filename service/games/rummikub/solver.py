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
  a replaced joker joins the other melds ("he may then apply the joker to some other
  existing combination"; it never goes to a rack);
* on the opening turn, ``o[s]``: melds made of the laid tiles alone, worth at least the
  initial meld (seed 004 The play: "at least 30 points in one or more combinations formed
  from the tiles in the players hand"); when the table may not change on the opening turn
  the new melds themselves must reach it.

Every tile of the table before the turn plus the tiles laid is in exactly one meld after it.
The objective ranks turns by tiles laid then points laid (``"tiles"``) or by points then
tiles (``"value"``; points as the seed counts a rack at the end: the number, a joker 30),
then by how many table melds stay untouched. The weights keep these in strict order, every
coefficient is an integer, and HiGHS is asked for a gap below 1: an optimal status is a
proof. With a time limit the best turn found is returned, marked not proven.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import highspy
import numpy as np
from highspy import _core  # the public Highs subclass prints a banner on stdout

from . import melds
from .tiles import JOKER, KINDS, NUMBERS, points, sort_key, tile

OBJECTIVES = ("tiles", "value")
KEEP = 1
"""Objective weight of a table meld left untouched (never decides more than a tie)."""

_INF = highspy.kHighsInf
_OPTIONS = (
    ("output_flag", False), ("threads", 1),
    ("mip_rel_gap", 0.0), ("mip_abs_gap", 0.99),  # integral objective: gap < 1 is a proof
    # Measured on bench/rummikub_solve.py: full presolve (probing) and the feasibility jump
    # heuristic cost 5-50 ms on large tables and prove nothing faster.
    ("presolve_mode", 2), ("mip_heuristic_run_feasibility_jump", False),
    ("mip_detect_symmetry", False),
)


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
    :param opening: on the opening turn, the best worth of melds made of the laid tiles alone.
    :param proven: whether the turn is proven best (false when the time limit cut it short).
    """

    table: list[list[int]]
    laid: list[int]
    value: int
    opening: int | None
    proven: bool


class _Program:
    """An integer program to maximise, built from dense blocks of columns over fixed rows.

    :param lower: the rows' lower bounds. :param upper: the rows' upper bounds.
    """

    def __init__(self, lower: np.ndarray, upper: np.ndarray) -> None:
        self.lower, self.upper = lower, upper
        self.blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        self.width = 0

    def add(self, matrix: np.ndarray, cost: np.ndarray, upper: np.ndarray) -> slice:
        """Append columns (``matrix`` is rows x columns); their indexes in the solution."""
        self.blocks.append((matrix, np.asarray(cost, float), np.asarray(upper, float)))
        self.width += matrix.shape[1]
        return slice(self.width - matrix.shape[1], self.width)

    def block(self, columns: int) -> np.ndarray:
        """A zero matrix of ``columns`` columns over the rows, to fill in."""
        return np.zeros((len(self.lower), columns))

    def solve(self, time_limit: float) -> tuple[np.ndarray | None, bool]:
        """``(column values, or None when nothing feasible was found; proven)``."""
        matrix = np.hstack([b[0] for b in self.blocks])
        columns, rows = np.nonzero(matrix.T)
        lp = highspy.HighsLp()
        lp.num_col_, lp.num_row_ = matrix.shape[1], matrix.shape[0]
        lp.col_cost_ = np.concatenate([b[1] for b in self.blocks])
        lp.col_lower_ = np.zeros(lp.num_col_)
        lp.col_upper_ = np.concatenate([b[2] for b in self.blocks])
        lp.row_lower_, lp.row_upper_ = self.lower, self.upper
        a = lp.a_matrix_
        a.format_ = highspy.MatrixFormat.kColwise
        a.num_col_, a.num_row_ = lp.num_col_, lp.num_row_
        a.start_ = np.searchsorted(columns, np.arange(lp.num_col_ + 1)).astype(np.int32)
        a.index_ = rows.astype(np.int32)
        a.value_ = matrix.T[columns, rows]
        lp.integrality_ = [highspy.HighsVarType.kInteger] * lp.num_col_
        lp.sense_ = highspy.ObjSense.kMaximize
        highs = _core._Highs()
        for name, setting in _OPTIONS + (("time_limit", float(time_limit)),):
            highs.setOptionValue(name, setting)
        highs.passModel(lp)
        highs.run()
        status = highs.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            return None, True
        if (status == highspy.HighsModelStatus.kOptimal
                or highs.getInfo().primal_solution_status == highspy.kSolutionStatusFeasible):
            values = np.rint(np.array(highs.getSolution().col_value)).astype(int)
            return values, status == highspy.HighsModelStatus.kOptimal
        return None, False


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


def own_value(tiles: Sequence[int], time_limit: float = 5.0) -> tuple[int, bool]:
    """The best worth of melds made from ``tiles`` alone (not all need be used).

    The opening test of seed 004 The play: "at least 30 points in one or more combinations
    formed from the tiles in the players hand".

    :returns: ``(worth, proven)``; ``(0, True)`` when no meld can be made.
    """
    cat, have = catalogue(), _counts(tiles)
    fits = _fits(have)
    if not len(fits):
        return 0, True
    program = _Program(np.full(KINDS, -_INF), have.astype(float))
    used = program.add(cat.counts[fits].T.astype(float), cat.values[fits], np.full(len(fits), 2))
    solution, proven = program.solve(time_limit)
    if solution is None:
        return 0, proven
    return int(cat.values[fits] @ solution[used]), proven


def solve(rack: Sequence[int], table: Sequence[Sequence[int]], *, initial_meld_done: bool,
          threshold: int = 30, rearrange_on_opening: bool = True, objective: str = "tiles",
          time_limit: float = 5.0) -> Turn:
    """The best turn for a player holding ``rack`` at ``table`` (every meld valid).

    :param rack: tile indexes on the rack.
    :param table: the melds on the table as laid (each valid; the caller checks).
    :param initial_meld_done: whether the player has made the initial meld.
    :param threshold: the initial meld's least worth (seed 004: 30).
    :param rearrange_on_opening: whether the table may change on the opening turn.
    :param objective: ``"tiles"`` or ``"value"``.
    :param time_limit: seconds HiGHS may spend (the worth of an opening is worked out in
        what is left, at least 0.05 s); past it the best turn found is returned.
    :returns: the turn; ``laid`` is empty when no legal laying exists (draw).
    """
    cat = catalogue()
    opening = not initial_meld_done
    frozen = opening and not rearrange_on_opening
    own = opening and not frozen
    on_rack = _counts(rack)
    locked = [k for k, meld in enumerate(table) if not frozen and JOKER in meld]
    free = [k for k, meld in enumerate(table) if not frozen and JOKER not in meld]
    on_table = _counts([t for k in free for t in table[k]])
    ways = {k: [(list(table[k]), [])] + [(after, tiles_in) for after, tiles_in
                                         in _replacements(tuple(table[k]))
                                         if (_counts(tiles_in) <= on_rack).all()]
            for k in locked}
    options = [(k, after, tiles_in) for k in locked for after, tiles_in in ways[k]]
    available = on_table + on_rack
    available[JOKER] += sum(max(len(tiles_in) for _, tiles_in in ways[k]) for k in locked)
    weight = _WEIGHTS[objective]

    # Rows: tile balance (0..52), own melds (53..105, opening only), worth, placed, one
    # choice per meld holding a joker, and the rack's share of tiles put in for jokers.
    put_in = sorted({t for k in locked for _, tiles_in in ways[k] for t in tiles_in})
    own_rows = KINDS if own else None
    worth = 2 * KINDS
    placed = worth + 1
    choose = {k: placed + 1 + i for i, k in enumerate(locked)}
    from_rack = {t: placed + 1 + len(locked) + i for i, t in enumerate(put_in)}
    lower = np.concatenate([on_table, np.full(KINDS, -_INF),
                            [threshold if opening else -_INF, 1], np.ones(len(locked)),
                            np.full(len(put_in), -_INF)]).astype(float)
    upper = np.concatenate([on_table, np.zeros(KINDS), [_INF, _INF], np.ones(len(locked)),
                            on_rack[put_in]]).astype(float)
    program = _Program(lower, upper)

    fits = _fits(available)
    if len(options) == len(locked) and not cat.counts[fits][:, on_rack > 0].any():
        return Turn([list(m) for m in table], [], 0, None, True)  # no meld takes a rack tile
    block = program.block(len(fits))
    block[:KINDS] = cat.counts[fits].T
    if frozen:
        block[worth] = cat.values[fits]
    x = program.add(block, np.zeros(len(fits)), np.full(len(fits), 2))
    block = program.block(len(free))
    for j, k in enumerate(free):
        np.add.at(block[:, j], table[k], 1)
    keep = program.add(block, np.full(len(free), KEEP), np.ones(len(free)))
    if own:
        mine = _fits(on_rack)
        block = program.block(len(mine))
        block[own_rows:own_rows + KINDS] = cat.counts[mine].T
        block[worth] = cat.values[mine]
        program.add(block, np.zeros(len(mine)), np.full(len(mine), 2))
    kinds = np.nonzero(on_rack)[0]
    block = program.block(len(kinds))
    for j, t in enumerate(kinds):
        block[t, j] = -1
        block[placed, j] = 1
        if own:
            block[own_rows + t, j] = -1
        if t in from_rack:
            block[from_rack[t], j] = 1
    y = program.add(block, [weight[t] for t in kinds], on_rack[kinds])
    block = program.block(len(options))
    for j, (k, _, tiles_in) in enumerate(options):
        block[choose[k], j] = 1
        block[placed, j] = len(tiles_in)
        block[JOKER, j] = -len(tiles_in)
        for t in tiles_in:
            block[from_rack[t], j] += 1
            if own:
                block[own_rows + t, j] -= 1
    z = program.add(block, [sum(weight[t] for t in tiles_in) for _, _, tiles_in in options],
                    np.ones(len(options)))

    started = time.perf_counter()
    solution, proven = program.solve(time_limit)
    if solution is None:
        return Turn([list(m) for m in table], [], 0, None, proven)
    chosen = {k: (after, tiles_in) for (k, after, tiles_in), on
              in zip(options, solution[z]) if on}
    kept = dict(zip(free, solution[keep]))
    after: list[list[int]] = []
    laid: list[int] = []
    for k, meld in enumerate(table):
        if k in chosen:
            after.append(list(chosen[k][0]))
            laid += chosen[k][1]
        elif frozen or kept[k]:
            after.append(list(meld))
    for s, copies in zip(fits, solution[x]):
        after += [list(cat.written[s]) for _ in range(copies)]
    for t, copies in zip(kinds, solution[y]):
        laid += [int(t)] * int(copies)
    laid.sort(key=sort_key)
    opening_worth = int(cat.values[fits] @ solution[x]) if frozen else None
    if own:
        left = time_limit - (time.perf_counter() - started)
        opening_worth, sure = own_value(laid, max(left, 0.05))
        proven = proven and sure
    return Turn(after, laid, sum(map(points, laid)), opening_worth, proven)
