"""Random play to the end over many seeds, the engine in process (tests/harness.Engines),
and the draw-heavy games through the HTTP API: every tile in exactly one place
at every step, every meld on the table valid, and the scores worked out again from the
racks (seed 004 Scoring). Legal moves offer draw and the solver's best laying, and the
random policy picks either, so games end by a player going out or the pool running dry."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from service.games.rummikub import melds
from service.games.rummikub.tiles import JOKER_PENALTY, TILE_SETS, codes
from tests.harness import call, play_random_game

from .helpers import table, tile_count

GAMES = [
    (2, 0, {}),
    (2, 1, {"tile_set": "standard-106"}),
    (3, 2, {}),
    (4, 3, {"rearrange_on_opening": False}),
    (2, 4, {"empty_pool_scoring": "differences"}),
    (3, 5, {"initial_meld": 0}),
    (4, 6, {"tile_set": "standard-106"}),
    (2, 7, {}),
    (3, 8, {"initial_meld": 50}),
    (4, 9, {}),
    (2, 10, {"rearrange_on_opening": False}),
    (3, 11, {"empty_pool_scoring": "differences", "tile_set": "standard-106"}),
]


def rack_points(rack: list[str]) -> int:
    return sum(JOKER_PENALTY if t == "J" else int(t[1:]) for t in rack)


def check(state: dict) -> None:
    """Invariants of every state on the way."""
    every = Counter(codes(TILE_SETS[state["options"]["tile_set"]].tiles()))
    assert tile_count(state) == every
    for meld in state["table"]:
        assert melds.is_valid(table(" ".join(meld))[0]), meld
    if state["to_move"] == "chance":
        assert not state["table"] and all(not p["rack"] for p in state["players"])
    elif not state["terminal"]:
        assert all(p["rack"] for p in state["players"])


def expected_scores(state: dict) -> tuple[list[int], list[int]]:
    """Winners and scores from the final racks, by seed 004 Scoring."""
    totals = [rack_points(p["rack"]) for p in state["players"]]
    out = [i for i, p in enumerate(state["players"]) if not p["rack"]]
    winners = out or [i for i, t in enumerate(totals) if t == min(totals)]
    losers = [i for i in range(len(totals)) if i not in winners]
    differences = not out and state["options"]["empty_pool_scoring"] == "differences"
    low = min(totals)
    lost = {i: totals[i] - low if differences else totals[i] for i in losers}
    credit = sum(lost.values())
    scores = [
        -lost[i] if i in losers else credit - (0 if out or differences else totals[i])
        for i in range(len(totals))
    ]
    return winners, scores


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_random_play_to_the_end(engines, players, seed, options):
    result = play_random_game(
        engines, "rummikub", players, seed, options=options, policy_seed=seed, check=check
    )
    final = result["final_state"]
    winners, scores = expected_scores(final)
    assert result["score"]["winners"] == winners
    assert [s["score"] for s in result["score"]["standings"]] == scores
    assert call(engines, "rummikub", "legal-moves", {"state": final})["moves"] == []


@pytest.mark.parametrize("players, seed, via", [(2, 20, "engines"), (3, 21, "client")])
def test_draw_heavy_play_runs_the_pool_dry(request, players, seed, via):
    """A policy that stops laying once the pool is down to 40 tiles empties the pool: play
    ends when the player to move cannot draw (seed 004 Scoring), lowest rack winning. One
    game in process, one through the HTTP API."""
    client = request.getfixturevalue(via)
    rng = random.Random(seed)
    state = call(client, "rummikub", "deal", {"players": players, "seed": seed})["state"]
    while not state["terminal"]:
        check(state)
        moves = call(client, "rummikub", "legal-moves", {"state": state})["moves"]
        lay = len(moves) > 1 and len(state["pool"]) > 40 and rng.random() < 0.3
        move = moves[-1] if lay else moves[0]
        state = call(client, "rummikub", "play", {"state": state, "move": move})["state"]
    assert state["pool"] == [] and all(p["rack"] for p in state["players"])
    score = call(client, "rummikub", "score", {"state": state})
    winners, scores = expected_scores(state)
    assert score["winners"] == winners and [s["score"] for s in score["standings"]] == scores
