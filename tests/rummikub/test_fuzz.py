"""Hypothesis fuzz of the Rummikub endpoints with damaged valid states and odd moves.

Valid states (the deal before the pick, mid-game turns, tables with jokers in runs and
groups, a player out, an empty pool) get one member changed (tests/mutations.py): a tile
put where another was, a rack or meld item dropped or doubled, a member of another type.
Whatever the damage, every endpoint answers a 200 or a 4xx problem with a stable code, never
a 500 (docs/architecture.md, Errors); a state the service accepts holds every tile of the
set in exactly one place with every meld valid (seed 004, Tiles used; "No tile may belong
for more than one combination"), and loads again after ``play``; the engine never changes
the state or move it was given (issue 3). Layings are the solver's, damaged: melds split,
tiles moved, jokers put in odd places, ``from_rack`` wrong.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from service.games.rummikub import ENGINES
from service.games.rummikub.tiles import TILE_SETS, codes
from tests.mutations import SCALARS, damaged, probe

from .helpers import state as position
from .test_random_play import check

GAME = "rummikub"
ENGINE = ENGINES[GAME]
TILES = sorted(set(codes(TILE_SETS["standard-106"].tiles())))
SETTINGS = settings(
    max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.fixture(scope="module")
def states() -> list[dict]:
    """Valid states: random play (the solver's laying or a draw) from deals of 2 and 4, and
    hand-made tables holding jokers, a game won by going out and one ended by the pool."""
    rng = random.Random(4)
    out = []
    for players, seed, options in ((2, 1, {}), (4, 2, {"tile_set": "standard-106"})):
        state = ENGINE.deal(players, seed, options)
        out.append(state)
        for _ in range(12):
            state = ENGINE.play(state, rng.choice(ENGINE.legal_moves(state)["moves"]))[0]
            out.append(state)
    jokers = position(
        ["R6 K9 B9 Y2 Y3 Y4", "R1 R2 B13"], "R5 J R7 | K5 B5 J | K1 K2 K3 K4", opened=[True, False]
    )
    out.append(jokers)
    out.append(
        ENGINE.play(
            jokers,
            {
                "action": "lay",
                "from_rack": ["R6"],
                "table": [["R5", "R6", "R7"], ["K5", "B5", "J"], ["K1", "K2", "K3", "K4", "J"]],
            },
        )[0]
    )
    out.append(
        ENGINE.play(
            position(["Y2 Y3 Y4", "R1 R2 B13"], "K1 K2 K3", opened=[True, True]),
            {
                "action": "lay",
                "from_rack": ["Y2", "Y3", "Y4"],
                "table": [["K1", "K2", "K3"], ["Y2", "Y3", "Y4"]],
            },
        )[0]
    )
    every = codes(TILE_SETS["sabra-104"].tiles())
    dry = position(
        [" ".join(every[:60]), " ".join(every[60:])], "", pool="", opened=[False, False]
    )  # the pool is empty: a draw ends play
    out += [dry, ENGINE.play(dry, {"action": "draw"})[0]]
    return out


MOVE_KEYS = st.sampled_from(
    ["action", "tile", "tiles", "table", "from_rack", "first", "racks", "x"]
)


def moves() -> st.SearchStrategy:
    """Odd moves: a known action with members of any kind, or any object at all."""
    member = st.one_of(
        SCALARS,
        st.sampled_from(TILES),
        st.lists(st.sampled_from(TILES), max_size=4),
        st.lists(st.lists(st.sampled_from(TILES), max_size=4), max_size=3),
    )
    return st.one_of(
        st.builds(
            lambda action, extra: {"action": action, **extra},
            st.sampled_from(["draw", "lay", "penalty", "chance", "pass"]),
            st.dictionaries(MOVE_KEYS, member, max_size=2),
        ),
        st.dictionaries(MOVE_KEYS, member, max_size=3),
    )


@SETTINGS
@given(data=st.data())
def test_a_damaged_state_is_refused_or_plays_on_never_a_500(app, states, data):
    """One member of a valid state changed: a clean 4xx, or a state that keeps every tile in
    one place and plays on."""
    state = data.draw(st.sampled_from(states), label="state")
    bad, where = data.draw(damaged(state, TILES), label="damage")
    move = {"action": "draw"}
    if not state["terminal"]:
        move = data.draw(st.sampled_from(ENGINE.legal_moves(state)["moves"]), label="move")
    viewer = data.draw(st.sampled_from([0, 1, "spectator", 4, -1, "x", None]), label="viewer")
    probe(app.test_client(), ENGINE, GAME, bad, move, viewer, where, check)


@st.composite
def outcomes(draw, state: dict) -> dict:
    """A chance outcome "as it fell", named by the caller: the tile drawn, the three penalty
    tiles, or the pick and the racks dealt, from the state's pool (or not quite)."""
    pool = state["pool"] or TILES
    tiles = st.lists(st.sampled_from(pool), min_size=2, max_size=4)
    kind = draw(st.sampled_from(["draw", "penalty", "chance"]))
    if kind == "draw":
        return {"action": "draw", "tile": draw(st.sampled_from(pool))}
    if kind == "penalty":
        return {"action": "penalty", "tiles": draw(tiles)}
    racks = draw(st.permutations(pool))
    seats = len(state["players"])
    return {
        "action": "chance",
        "first": draw(st.integers(-1, seats)),
        "racks": [list(racks[14 * i : 14 * i + 14]) for i in range(seats)],
    }


@SETTINGS
@given(data=st.data())
def test_a_damaged_laying_is_refused_or_played_never_a_500(app, states, data):
    """The solver's laying with one member changed (a tile moved or doubled, a joker put
    elsewhere, from_rack wrong), a chance outcome named by the caller, or any odd move: a
    clean 4xx, or a legal turn."""
    state = data.draw(st.sampled_from([s for s in states if not s["terminal"]]), label="state")
    listed = ENGINE.legal_moves(state)["moves"]
    lay = [m for m in listed if m["action"] == "lay"]
    kind = data.draw(st.sampled_from(["laying", "outcome", "odd"]), label="kind")
    if kind == "laying" and lay:
        move, where = data.draw(damaged(lay[0], TILES), label="damage")
    elif kind == "outcome":
        move, where = data.draw(outcomes(state), label="outcome"), "named outcome"
    else:
        move, where = data.draw(moves(), label="move"), "odd move"
    probe(app.test_client(), ENGINE, GAME, state, move, "spectator", where, check)
