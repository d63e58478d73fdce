"""Counters at their ceiling (issue 9): a state the service accepts never plays into one it
refuses. Found: a state with ``chance_step`` at its ceiling (10^9) was accepted, and its
chance step played into a state with 10^9 + 1, which every endpoint then refused. Now
``play`` refuses such a move with 422 ``limit_reached`` naming the counter; one below the
ceiling plays into a state at the ceiling, which loads. ``Game.counters`` lists each
family's counters with the very ceilings its loader reads them with."""

from __future__ import annotations

import copy

import pytest

from service.games import registry
from service.games.chance import CHANCE_STEP_MAX
from service.games.errors import InvalidState, LimitReached
from service.games.sabacc.engine import MAX_ROUND
from service.games.sabaccino.model import MAX_ROLLS, MAX_ROUNDS, MAX_SCORE


def until_chance(game: str, seed: int = 5, turns: int = 1) -> dict:
    """A 2-player game of ``game`` (deal seed ``seed``) played by the first legal move each
    time, up to its chance step after at least ``turns`` moves."""
    engine = registry.engine(game, "play")
    state, played = engine.deal(2, seed), 0
    while True:
        to_move = engine.legal_moves(state)
        if to_move["to_move"] == "chance" and played >= turns:
            return state
        move = {"action": "chance"} if to_move["to_move"] == "chance" else to_move["moves"][0]
        state, _ = engine.play(state, move)
        played += 1


def assert_ceiling(client, game: str, state: dict, move: dict, member: str, ceiling: int):
    """At ``ceiling``, ``move`` is refused naming ``member``; one below, it plays into a
    state at the ceiling that every endpoint reads."""
    at = copy.deepcopy(state)
    at[member] = ceiling
    refused = client.post(f"/v1/games/{game}/play", json={"state": at, "move": move})
    assert refused.status_code == 422, refused.json
    assert refused.json["code"] == "limit_reached"
    assert refused.json["field"] == f"state.{member}"
    assert client.post(f"/v1/games/{game}/legal-moves", json={"state": at}).status_code == 200
    at[member] = ceiling - 1
    played = client.post(f"/v1/games/{game}/play", json={"state": at, "move": move})
    assert played.status_code == 200, played.json
    after = played.json["state"]
    assert after[member] == ceiling
    assert client.post(f"/v1/games/{game}/legal-moves", json={"state": after}).status_code == 200


@pytest.mark.parametrize("game", ["corellian-spike", "traditional-sabacc"])
def test_sabacc_chance_step_at_its_ceiling(client, game):
    """The dice after round 1 (seed 001/002: dice are rolled after each round) draw chance
    outcome number chance_step."""
    state = until_chance(game)
    assert state["phase"] == "dice"
    assert_ceiling(client, game, state, {"action": "chance"}, "chance_step", CHANCE_STEP_MAX)


def test_traditional_sabacc_round_at_its_ceiling(client):
    """Traditional Sabacc has no last round (seed 002): the dice that end a round start the
    next, round + 1, refused past MAX_ROUND. Seed 5's first dice (4, 2) are no double."""
    state = until_chance("traditional-sabacc")
    assert_ceiling(
        client, "traditional-sabacc", state, {"action": "roll", "dice": [4, 2]}, "round", MAX_ROUND
    )


@pytest.mark.parametrize("game", ["sabaccinos", "sleemo", "scoundrels-run"])
def test_sabaccino_chance_step_at_its_ceiling(client, game):
    """The next deal or roll (seed 000: chance steps are each round's deal and its dice)."""
    state = until_chance(game)
    assert_ceiling(client, game, state, {"action": "chance"}, "chance_step", CHANCE_STEP_MAX)


def test_rummikub_chance_step_at_its_ceiling(client):
    """Seed 004: the pick and deal, and each tile drawn from the pool, are chance outcomes."""
    state = registry.engine("rummikub", "deal").deal(2, 5)
    assert_ceiling(client, "rummikub", state, {"action": "chance"}, "chance_step", CHANCE_STEP_MAX)
    dealt, _ = registry.engine("rummikub", "play").play(state, {"action": "chance"})
    assert_ceiling(client, "rummikub", dealt, {"action": "draw"}, "chance_step", CHANCE_STEP_MAX)


@pytest.mark.parametrize(
    "member, ceiling, path",
    [
        ("round", MAX_ROUNDS, "state.round"),
        ("score", MAX_SCORE, "state.players[1].score"),
        ("rolls", MAX_ROLLS, "state.rolls[0]"),
    ],
)
def test_sabaccino_round_score_and_rolls_have_the_loaders_ceilings(member, ceiling, path):
    """A Sabaccino state at round 1000 holds 999 or 1000 round records and a score of 10^6
    thousands of rounds, so these are checked on the state play writes: one past the ceiling
    is refused by play's check and by the loader alike."""
    engine = registry.engine("scoundrels-run", "play")
    state = until_chance("scoundrels-run")
    engine.check_counters(state)
    over = copy.deepcopy(state)
    if member == "round":
        over["round"] = ceiling + 1
    elif member == "score":
        over["players"][1]["score"] = ceiling + 1
    else:
        over["rolls"][0] = [3] * (ceiling + 1)
    with pytest.raises(LimitReached) as refused:
        engine.check_counters(over)
    assert refused.value.field == path
    with pytest.raises(InvalidState):
        engine.load(over)
