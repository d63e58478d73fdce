"""The integer program under the solver (service/games/rummikub/program.py) on programs small
enough to work by hand: a relaxation off by a fraction, closed by the depth-first search of
warm relaxations, and one with no integer solution at all."""

from __future__ import annotations

import numpy as np

from service.games.rummikub.program import INF, Program


def test_an_odd_cycle_is_closed_to_its_integer_best():
    """Three binaries, each pair at most 1 (x1 + x2 <= 1, x2 + x3 <= 1, x1 + x3 <= 1), worth
    x1 + x2 + x3: the relaxation puts 1/2 everywhere (worth 3/2), so no turn is worth more
    than floor(3/2) = 1, and any single column at 1 is best."""
    program = Program(np.zeros(3), np.ones(3))
    program.add(np.array([[1.0, 1, 0], [0, 1, 1], [1, 0, 1]]), [1, 1, 1], [1, 1, 1])
    solution, proven = program.solve(5.0)
    assert proven
    assert solution is not None and sorted(solution.tolist()) == [0, 0, 1]


def test_an_even_split_of_an_odd_count_has_no_solution():
    """2 x = 1 with x in 0..1: the relaxation has x = 1/2 (worth 1/2), no integer x fits;
    the search proves none, proven (as a draw is)."""
    program = Program(np.ones(1), np.ones(1))
    program.add(np.array([[2.0]]), [1], [1])
    assert program.solve(5.0) == (None, True)


def test_a_row_of_no_column_that_cannot_hold_0_has_no_solution():
    """A row asking 1 or more of no column: nothing is feasible, proven at once."""
    program = Program(np.array([1.0, 0.0]), np.array([INF, 1.0]))
    program.add(np.array([[0.0], [1.0]]), [1], [1])
    assert program.solve(5.0) == (None, True)
