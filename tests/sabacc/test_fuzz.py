"""Hypothesis fuzz of the Sabacc table endpoints with damaged valid states and odd moves.

Valid states of both games (the deal, mid-game turns, the dice, a reveal tie in sudden
demise, a called hand, the end) get one member changed (tests/mutations.py). Whatever the
damage, every endpoint answers a 200 or a 4xx problem with a stable code, never a 500
(docs/architecture.md, Errors); a state ``play`` answers with loads again; and the engine
leaves the state and move it was given as they were (issue 3: "The input state is never
changed"). A state that contradicts itself must be refused, "never repaired silently"
(issue 3), so a damaged state that still loads must also play on.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from service.games.sabacc import ENGINES
from service.games.sabacc.cards import DECKS
from tests.mutations import SCALARS, damaged, probe

from .table_positions import position
from .test_random_play import check_table

SETTINGS = settings(
    max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
GAMES = sorted(ENGINES)


def _walk(engine, state: dict, rng: random.Random, steps: int) -> list[dict]:
    """``state`` and the states after up to ``steps`` random legal moves."""
    out = [state]
    for _ in range(steps):
        if state["terminal"]:
            break
        state = engine.play(state, rng.choice(engine.legal_moves(state)["moves"]))[0]
        out.append(state)
    return out


@pytest.fixture(scope="module")
def states(app) -> dict[str, list[dict]]:
    """Valid states of each game in every phase: random play from deals of 2, 3 and the
    most seats, and hand-made ties at the last roll (sudden demise, seed 001 §5; seed 002
    'What happens in the event of a tie?') and a called hand (seed 002 step 11)."""
    client, rng = app.test_client(), random.Random(11)
    out: dict[str, list[dict]] = {}
    for game, engine in ENGINES.items():
        found = []
        for players, seed in ((2, 1), (3, 2), (engine.info.max_players, 3)):
            found += _walk(engine, engine.deal(players, seed), rng, 60)
        out[game] = found
    cs, ts = "corellian-spike", "traditional-sabacc"
    for options in ({}, {"sudden_demise": "card"}):
        tie = position(
            client,
            cs,
            [["+5t", "+9c"], ["+3c", "-2c"], ["+3t", "-2t"]],
            round=3,
            phase="dice",
            to_move="chance",
            draw_top=("+4c", "+4t", "-1s"),
            options=options,
        )
        out[cs] += _walk(ENGINES[cs], tie, rng, 4)
    for options in ({}, {"interference": True}):
        tie = position(
            client,
            ts,
            [["+10f", "+5f"], ["+10s", "+5s"], ["+1f", "+2f"]],
            round=4,
            called_by=2,
            phase="dice",
            to_move="chance",
            draw_top=("+8c", "+8s"),
            options=options,
        )
        called = position(
            client,
            ts,
            [["+10f", "+5f"], ["+10s", "+5s"], ["+1f", "+2f"]],
            round=4,
            to_move=2,
            options=options,
        )
        out[ts] += _walk(ENGINES[ts], tie, rng, 4) + _walk(ENGINES[ts], called, rng, 6)
    return out


MOVE_KEYS = st.sampled_from(["action", "card", "discard", "dice", "player", "x"])
ACTIONS = st.sampled_from(
    ["gain", "swap", "stand", "junk", "fold", "freeze", "call", "chance", "roll"]
)


def moves(game: str) -> st.SearchStrategy:
    """Odd moves: a known action with members of any kind, or any object at all."""
    member = st.one_of(
        SCALARS, st.sampled_from(DECKS[game].codes), st.lists(st.integers(-1, 8), max_size=3)
    )
    return st.one_of(
        st.builds(
            lambda action, extra: {"action": action, **extra},
            ACTIONS,
            st.dictionaries(MOVE_KEYS, member, max_size=2),
        ),
        st.dictionaries(MOVE_KEYS, member, max_size=3),
    )


@SETTINGS
@given(data=st.data())
@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_state_is_refused_or_plays_on_never_a_500(app, states, game, data):
    """One member of a valid state changed: a clean 4xx or a state that plays on."""
    state = data.draw(st.sampled_from(states[game]), label="state")
    bad, where = data.draw(damaged(state, DECKS[game].codes), label="damage")
    engine = ENGINES[game]
    if state["terminal"]:
        move = {"action": "stand"}
    else:
        move = data.draw(st.sampled_from(engine.legal_moves(state)["moves"]), label="move")
    viewer = data.draw(st.sampled_from([0, 1, "spectator", 9, -1, "x", True]), label="viewer")
    probe(app.test_client(), engine, game, bad, move, viewer, where, check_table(game))


@SETTINGS
@given(data=st.data())
@pytest.mark.parametrize("game", GAMES)
def test_an_odd_move_on_a_valid_state_is_refused_or_played_never_a_500(app, states, game, data):
    """Moves with unknown actions, missing or extra members, cards not held, dice of any
    kind: a clean 4xx, or a move played to a state that loads again."""
    state = data.draw(st.sampled_from(states[game]), label="state")
    move = data.draw(moves(game), label="move")
    probe(
        app.test_client(),
        ENGINES[game],
        game,
        state,
        move,
        "spectator",
        "no damage",
        check_table(game),
    )
