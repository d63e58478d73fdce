"""A small integer program to maximise, built from dense blocks of columns over fixed rows and
solved by HiGHS; shared by the solver and the worth of an initial meld."""

from __future__ import annotations

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
        """Maximise within ``time_limit`` wall-clock seconds (HiGHS's own clock; a spent
        limit answers at once, unproven). ``fallback`` makes a feasible solution (or None),
        asked for only when the limit cuts the search short and answered when HiGHS found
        nothing better (passed to HiGHS as its start instead, such a solution let HiGHS
        prove a worse turn optimal on a brute-force position of
        tests/rummikub/test_solver.py, seed 211).

        :returns: ``(column values, or None when nothing feasible was found; proven)``.
        """
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
        for name, setting in _OPTIONS + (("time_limit", max(float(time_limit), 0.0)),):
            highs.setOptionValue(name, setting)
        highs.passModel(lp)
        highs.run()
        status = highs.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            return None, True
        if status == highspy.HighsModelStatus.kOptimal:
            return np.rint(np.array(highs.getSolution().col_value)).astype(int), True
        start = fallback() if fallback is not None else None
        found = [np.rint(start).astype(int)] if start is not None else []
        if highs.getInfo().primal_solution_status == highspy.kSolutionStatusFeasible:
            found.append(np.rint(np.array(highs.getSolution().col_value)).astype(int))
        return max(found, key=lambda values: lp.col_cost_ @ values, default=None), False
