"""Property tests of the solver (hypothesis): what it answers is a legal turn, no tile is
created or lost, and no legal turn found by random search beats it."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from service.games.rummikub import melds, solver, turn
from service.games.rummikub.tiles import JOKER, points

from .positions import random_position

SETTINGS = settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@st.composite
def positions(draw):
    """A table of up to 10 valid melds (jokers among them), a rack of 1-14 tiles, and the
    rules: opened or not, either opening option, either freed-joker option, either
    objective."""
    rng = draw(st.randoms(use_true_random=False))
    rack, table = random_position(
        rng, max_melds=draw(st.integers(0, 10)), rack_size=(1, 14), width=draw(st.integers(4, 13))
    )
    rules = {
        "initial_meld_done": draw(st.booleans()),
        "rearrange_on_opening": draw(st.booleans()),
        "freed_joker_new_meld": draw(st.booleans()),
    }
    return rack, table, rules, draw(st.sampled_from(solver.OBJECTIVES))


def score(laid: list[int], objective: str) -> tuple[int, int]:
    value = sum(map(points, laid))
    return (len(laid), value) if objective == "tiles" else (value, len(laid))


def random_turn(rng: random.Random, rack: list[int], table: list[list[int]]):
    """A random laying: new melds from the rack's tiles, then rack tiles added at either end
    of jokerless table melds where that keeps them valid. ``(table after, laid)``."""
    left = Counter(rack)
    after = [list(m) for m in table]
    laid: list[int] = []
    cat = solver.catalogue()
    for s in rng.sample(range(len(cat.written)), len(cat.written)):
        meld = list(cat.written[s])
        if not Counter(meld) - left and rng.random() < 0.7:
            left -= Counter(meld)
            after.append(meld)
            laid += meld
    for t in rng.sample(sorted(left.elements()), sum(left.values())):
        for meld in rng.sample(after[: len(table)], len(table)):
            if JOKER in meld:
                continue
            for grown in (meld + [t], [t] + meld):
                if melds.is_valid(grown):
                    meld[:] = grown
                    laid.append(t)
                    break
            else:
                continue
            break
    return after, laid


@SETTINGS
@given(positions())
def test_every_answer_passes_the_turn_check_and_conserves_tiles(position):
    """Whatever solve answers is a legal laying under seed 004 (turn.check), with the tiles
    of the table before plus the tiles laid exactly the tiles of the table after."""
    rack, table, rules, objective = position
    found = solver.solve(rack, table, objective=objective, **rules)
    assert found.proven
    if not found.laid:
        assert found.table == table
        return
    turn.check(table, found.table, rack, found.laid, **rules)
    assert Counter(t for m in found.table for t in m) == (
        Counter(t for m in table for t in m) + Counter(found.laid)
    )
    assert not Counter(found.laid) - Counter(rack)
    assert found.value == sum(map(points, found.laid))


@SETTINGS
@given(positions(), st.randoms(use_true_random=False))
def test_no_random_legal_turn_beats_the_solver(position, rng):
    """A legal turn found by random search never scores above the solver's turn."""
    rack, table, rules, objective = position
    after, laid = random_turn(rng, rack, table)
    if not laid:
        return
    try:
        turn.check(table, after, rack, laid, **rules)
    except turn.TurnRefused:
        return  # e.g. an opening below 30: not a legal turn
    found = solver.solve(rack, table, objective=objective, **rules)
    assert score(found.laid, objective) >= score(laid, objective)


@st.composite
def unopened(draw):
    """An unopened rack of 3-14 tiles near one another (jokers possible), a table of up to 6
    melds or none, and either opening option."""
    rng = draw(st.randoms(use_true_random=False))
    rack, table = random_position(
        rng, max_melds=draw(st.integers(0, 6)), rack_size=(3, 14), width=draw(st.integers(4, 9))
    )
    if draw(st.booleans()):
        table = []
    return rack, table, {"initial_meld_done": False, "rearrange_on_opening": draw(st.booleans())}


@SETTINGS
@given(unopened())
def test_an_opening_from_solve_passes_the_turn_check_at_the_worth_it_states(position):
    """Issue 8: whatever solve answers for an unopened rack passes the turn check, whose
    initial meld worth equals solve's opening value (at least 30); on an empty table every
    meld laid is the player's own, and their worth as laid (valued by the exhaustive test's
    own evaluator) adds up to that value."""
    from .test_opening_exhaustive import worth_as_laid

    rack, table, rules = position
    found = solver.solve(rack, table, **rules)
    assert found.proven
    if not found.laid:
        assert found.opening is None
        return
    laying = turn.check(table, found.table, rack, found.laid, **rules)
    assert laying.opening == found.opening and found.opening >= 30
    if not table:
        assert sum(worth_as_laid(tuple(m)) for m in found.table) == found.opening
