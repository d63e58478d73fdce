"""A small integer program to maximise, built from dense blocks of columns over fixed rows and
solved by HiGHS; shared by the solver and the worth of an initial meld."""

from __future__ import annotations

import time
from collections.abc import Callable

import highspy
import numpy as np
import numpy.typing as npt
from highspy import _core  # the public Highs subclass prints a banner on stdout

INF = highspy.kHighsInf
_OPTIONS = (
    ("output_flag", False),
    ("threads", 1),
    ("mip_rel_gap", 0.0),
    ("mip_abs_gap", 0.99),  # integral objective: gap < 1 is a proof
    # Measured on bench/rummikub_solve.py: full presolve (probing) and the feasibility jump
    # heuristic cost 5-50 ms on large tables and prove nothing faster.
    ("presolve_mode", 2),
    ("mip_heuristic_run_feasibility_jump", False),
    ("mip_detect_symmetry", False),
)
_NARROWED = tuple(option for option in _OPTIONS if option[0] != "presolve_mode")
"""A narrowed program (below): HiGHS's full presolve, which pays there (60 big tables with a
joker: p95 176 -> 92 ms CPU, the total 15% less; without one no change beyond noise)."""
_RELAXED = (
    ("output_flag", False),
    ("threads", 1),
    ("presolve", "off"),
    ("simplex_dual_edge_weight_strategy", 0),
)
"""The linear relaxation: presolve costs more than it saves on these small programs, and
Dantzig's pricing beats steepest edge there (the relaxations of bench/rummikub_solve.py:
median 0.48 -> 0.40 ms)."""
_TOLERANCE = 1e-6
"""Above HiGHS's feasibility and optimality tolerances (1e-7), below any gap that counts:
every objective coefficient is an integer, and a reduced cost that matters a fraction of one
with a small denominator."""


class Program:
    """An integer program to maximise, built from dense blocks of columns over fixed rows.

    :param lower: the rows' lower bounds. :param upper: the rows' upper bounds.
    """

    def __init__(self, lower: np.ndarray, upper: np.ndarray) -> None:
        self.lower, self.upper = lower, upper
        self.blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        self.width = 0

    def add(self, matrix: np.ndarray, cost: npt.ArrayLike, upper: npt.ArrayLike) -> slice:
        """Append columns (``matrix`` is rows x columns); their indexes in the solution."""
        self.blocks.append((matrix, np.asarray(cost, float), np.asarray(upper, float)))
        self.width += matrix.shape[1]
        return slice(self.width - matrix.shape[1], self.width)

    def block(self, columns: int) -> np.ndarray:
        """A zero matrix of ``columns`` columns over the rows, to fill in."""
        return np.zeros((len(self.lower), columns))

    def solve(
        self,
        time_limit: float,
        fallback: Callable[[], np.ndarray | None] | None = None,
    ) -> tuple[np.ndarray | None, bool]:
        """Maximise within ``time_limit`` wall-clock seconds (HiGHS's own clock, for all its
        runs together; a spent limit answers at once, unproven). ``fallback`` makes a feasible
        solution (or None), asked for only when the limit cuts the search short and answered
        when nothing better was found. No solution is ever given to HiGHS as a start: with
        one, HiGHS called the start optimal where a better solution existed (the fallback on
        tests/rummikub/test_solver.py's seed 211 in an earlier version; a narrowed program's
        solution under full presolve with HiGHS 1.16, bench/README.md).

        Rows of no column are dropped (0 fits their bounds, or nothing is feasible). The linear
        relaxation is solved first: infeasible, no integer solution exists; integral, it is the
        answer. Otherwise its bound ``z`` and reduced costs ``d`` bound every integer solution
        ``x``: ``cost @ x <= z - sum(|d| * |x - x_lp|)`` over the columns at a bound, so one
        worth ``w`` or more moves no column with ``|d| > z - w`` (reduced-cost fixing): the
        program narrowed to the other columns holds every such solution, and its best, when
        worth ``w`` or more, is the best of all. ``w`` is first ``floor(z)``, the most an
        integer solution can be worth (the objective is integral): a third to a tenth of the
        columns stay free. Its best worth less, ``w`` is one more than that, held by a row
        (nothing there: that best is the answer). Nothing found, ``w`` steps down by 1 twice
        (one untouched meld fewer), held by the row; then the whole program is solved.
        Where nothing is worth more than ``w`` (``floor(z)`` first, then each step after one
        that found nothing), any solution worth ``w`` is the best: a depth-first search finds
        one, or proves there is none, on the relaxation's own model (the fixed columns and
        the worth as bounds, each node warm from the one before, ``_dive``); HiGHS's root
        cuts, which closed the untouched melds' gap at 3-25 ms, run only when it gives up.
        A fractional column worth more than the steps (a tile, not an untouched meld) skips
        them: the gap is wider, the whole program is solved. Issue 23 (bench/README.md).

        :returns: ``(column values, or None when nothing feasible was found; proven)``.
        """
        deadline = time.monotonic() + max(float(time_limit), 0.0)
        matrix = np.hstack([b[0] for b in self.blocks])
        cost = np.concatenate([b[1] for b in self.blocks])
        upper = np.concatenate([b[2] for b in self.blocks])
        used = matrix.any(axis=1)  # a row of no column only asks 0 to fit its bounds
        if ((self.lower[~used] > 0) | (self.upper[~used] < 0)).any():
            return None, True
        matrix, lower, upper_rows = matrix[used], self.lower[used], self.upper[used]
        sparse = _Sparse(matrix)
        relaxed = _run(sparse, cost, upper, lower, upper_rows, deadline, integer=False)
        found: list[np.ndarray] = []  # integer solutions, kept for a limit cut short
        if relaxed.getModelStatus() == highspy.HighsModelStatus.kInfeasible:
            return None, True
        if relaxed.getModelStatus() == highspy.HighsModelStatus.kOptimal:
            values = np.array(relaxed.getSolution().col_value)
            rounded = np.rint(values)
            at_bound = np.abs(values - rounded) < _TOLERANCE
            if at_bound.all():
                return rounded.astype(int), True
            bound = relaxed.getInfo().objective_function_value
            reduced = np.abs(np.array(relaxed.getSolution().col_dual))
            reach, held = np.floor(bound + _TOLERANCE), False
            ceiling = True  # nothing is worth more than ``reach``: a turn worth it is best
            # A fractional column worth more than the narrowings' steps: the gap is wider.
            steps = 0 if (np.abs(cost[~at_bound]) > 3).any() else 3
            worth = sparse.with_row(cost)  # the relaxation's rows and the worth's below
            relaxed.addRow(-INF, INF, len(cost), np.arange(len(cost), dtype=np.int32), cost)
            for _ in range(steps):
                free = ~(at_bound & (reduced > bound - reach + _TOLERANCE))
                status, solution = None, None
                if ceiling:  # the relaxation itself, the fixed columns and the worth as bounds
                    relaxed.changeRowBounds(len(lower), reach, INF)
                    status, solution = _dive(
                        relaxed,
                        worth,
                        np.where(free, 0.0, rounded),
                        np.where(free, upper, rounded),
                        np.append(lower, reach),
                        np.append(upper_rows, INF),
                        deadline,
                    )
                if status is None:
                    shift = matrix[:, ~free] @ rounded[~free]
                    narrowed = sparse.columns(free)
                    row_lower, row_upper = lower - shift, upper_rows - shift
                    if held:  # a row holds the worth: nothing less is looked for
                        narrowed = narrowed.with_row(cost[free])
                        row_lower = np.append(row_lower, reach - cost[~free] @ rounded[~free])
                        row_upper = np.append(row_upper, INF)
                    narrow = _run(
                        narrowed,
                        cost[free],
                        upper[free],
                        row_lower,
                        row_upper,
                        deadline,
                        integer=True,
                        options=_NARROWED,
                    )
                    status = narrow.getModelStatus()
                    if _feasible(narrow):
                        solution = rounded.copy()
                        solution[free] = np.rint(np.array(narrow.getSolution().col_value))
                if solution is not None:
                    found.append(solution.astype(int))
                best = max((cost @ f for f in found), default=-INF)
                if status == highspy.HighsModelStatus.kOptimal:
                    if held or best >= reach - _TOLERANCE:
                        return found[-1], True
                    reach, held = best + 1, True  # is anything better than the best found?
                    ceiling = False
                elif status == highspy.HighsModelStatus.kInfeasible:
                    if best >= reach - 1 - _TOLERANCE:  # nothing reaches ``reach``: it is best
                        return max(found, key=lambda values: cost @ values), True
                    reach, held, ceiling = reach - 1, True, True
                else:
                    break
        highs = _run(sparse, cost, upper, lower, upper_rows, deadline, integer=True)
        status = highs.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            return None, True
        if status == highspy.HighsModelStatus.kOptimal:
            return np.rint(np.array(highs.getSolution().col_value)).astype(int), True
        start = fallback() if fallback is not None else None
        if start is not None:
            found.append(np.rint(start).astype(int))
        if _feasible(highs):
            found.append(np.rint(np.array(highs.getSolution().col_value)).astype(int))
        return max(found, key=lambda values: cost @ values, default=None), False


_DIVE = 24
"""Nodes a depth-first search may take before HiGHS's own search takes over."""


def _dive(
    highs: _core._Highs,
    matrix: _Sparse,
    low: np.ndarray,
    high: np.ndarray,
    row_lower: np.ndarray,
    row_upper: np.ndarray,
    deadline: float,
) -> tuple[highspy.HighsModelStatus | None, np.ndarray | None]:
    """A depth-first branch and bound for any integer solution of ``row_lower <= matrix @ x
    <= row_upper, low <= x <= high`` on ``highs``, the linear relaxation of that matrix
    solved before (one run a node, each warm from the one before; the column farthest from
    an integer branched on, its upper branch first).

    :returns: ``(kOptimal, x)`` for a solution found, checked in integers; ``(kInfeasible,
        None)`` when the search proved there is none; ``(None, None)`` when it gave up
        (``_DIVE`` nodes, the deadline, or a solution that did not round exactly).
    """
    width = matrix.shape[1]
    every = np.arange(width, dtype=np.int32)
    pending = [(low, high)]
    for _ in range(_DIVE):
        if not pending:
            return highspy.HighsModelStatus.kInfeasible, None
        left = deadline - time.monotonic()
        if left <= 0:
            return None, None
        low, high = pending.pop()
        highs.setOptionValue("time_limit", left)
        highs.changeColsBounds(width, every, low, high)
        highs.run()
        status = highs.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            continue
        if status != highspy.HighsModelStatus.kOptimal:
            return None, None
        values = np.array(highs.getSolution().col_value)
        apart = np.abs(values - np.rint(values))
        if apart.max() < _TOLERANCE:
            values = np.rint(values)
            rows = np.bincount(matrix.row, matrix.value * values[matrix.column], len(row_lower))
            if ((rows < row_lower) | (rows > row_upper)).any():
                return None, None
            return highspy.HighsModelStatus.kOptimal, values
        j = int(np.argmax(apart))
        down, up = high.copy(), low.copy()
        down[j], up[j] = np.floor(values[j]), np.ceil(values[j])
        pending += [(low, down), (up, high)]
    return (highspy.HighsModelStatus.kInfeasible, None) if not pending else (None, None)


def _feasible(highs: _core._Highs) -> bool:
    """Whether a run ended holding an integer solution."""
    return bool(highs.getInfo().primal_solution_status == highspy.kSolutionStatusFeasible)


class _Sparse:
    """A matrix by columns: row, column and value of each nonzero, column by column."""

    def __init__(self, dense: np.ndarray | None = None) -> None:
        if dense is not None:
            self.shape = dense.shape
            self.column, self.row = np.nonzero(dense.T != 0)
            self.value = dense[self.row, self.column]

    def columns(self, chosen: np.ndarray) -> _Sparse:
        """The matrix of the ``chosen`` columns (a mask), in their order."""
        out = _Sparse()
        out.shape = (self.shape[0], int(chosen.sum()))
        kept = chosen[self.column]
        out.column = (np.cumsum(chosen) - 1)[self.column[kept]]
        out.row, out.value = self.row[kept], self.value[kept]
        return out

    def with_row(self, dense: np.ndarray) -> _Sparse:
        """The matrix with ``dense`` (one value per column) below its last row."""
        out = _Sparse()
        out.shape = (self.shape[0] + 1, self.shape[1])
        extra = np.nonzero(dense)[0]
        order = np.argsort(np.concatenate([self.column, extra]), kind="stable")
        out.column = np.concatenate([self.column, extra])[order]
        out.row = np.concatenate([self.row, np.full(len(extra), self.shape[0])])[order]
        out.value = np.concatenate([self.value, dense[extra]])[order]
        return out


def _run(
    matrix: _Sparse,
    cost: np.ndarray,
    upper: np.ndarray,
    row_lower: np.ndarray,
    row_upper: np.ndarray,
    deadline: float,
    *,
    integer: bool,
    options: tuple[tuple[str, bool | float | str], ...] = _OPTIONS,
) -> _core._Highs:
    """HiGHS run on ``max cost @ x, row_lower <= matrix @ x <= row_upper, 0 <= x <= upper``,
    integer or its linear relaxation, until ``deadline`` (``time.monotonic``)."""
    width = matrix.shape[1]
    highs = _core._Highs()
    left = max(deadline - time.monotonic(), 0.0)
    for name, setting in (options if integer else _RELAXED) + (("time_limit", left),):
        highs.setOptionValue(name, setting)
    highs.passModel(
        width,
        matrix.shape[0],
        len(matrix.value),
        int(highspy.MatrixFormat.kColwise),
        int(highspy.ObjSense.kMaximize),
        0.0,
        cost,
        np.zeros(width),
        upper,
        row_lower,
        row_upper,
        np.searchsorted(matrix.column, np.arange(width + 1)).astype(np.int32),
        matrix.row.astype(np.int32),
        matrix.value,
        np.full(width, int(integer), dtype=np.int32),
    )
    highs.run()
    return highs
