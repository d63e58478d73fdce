"""Arbitrary damage to real Sabaccino states and moves never gets past ``load`` as a crash: every
answer is a 200 or a 4xx problem document, never a 500 (docs/architecture.md, Errors)."""

from __future__ import annotations

import copy
import random

import pytest

from service.games.sabaccino import ENGINES
from tests.mutations import paths

JUNK = [
    None,
    -1,
    0,
    1,
    2,
    3,
    7,
    28,
    2**60,
    "x",
    "3-5",
    "5-3",
    "7-7",
    [],
    {},
    True,
    1.5,
    [1],
    ["3-5"],
    {"a": 1},
    "chance",
    "play",
    "over",
    "deal",
    "roll",
    "discard",
]
CODES = {
    "invalid_state",
    "invalid_move",
    "illegal_move",
    "invalid_card",
    "invalid_request",
    "validation_error",
}


def damaged(state: dict, rng: random.Random) -> dict:
    """``state`` with one member replaced by junk or removed."""
    path = rng.choice(list(paths(state))[1:])
    out = copy.deepcopy(state)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    if rng.random() < 0.2:
        del parent[path[-1]]
    else:
        parent[path[-1]] = copy.deepcopy(rng.choice(JUNK))
    return out


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_damaged_states_and_moves_are_refused_cleanly(client, game):
    """Seeded damage to states along a real game, and junk moves, across every endpoint."""
    rng = random.Random(game)
    engine = ENGINES[game]
    states = [engine.deal(3, 5)]
    while not states[-1]["terminal"]:
        moves = engine.legal_moves(states[-1])["moves"]
        states.append(engine.play(states[-1], rng.choice(moves))[0])
    for _ in range(150):
        bad = damaged(rng.choice(states), rng)
        move = {"action": rng.choice(["place", "pass", "draw", "discard", "chance", "roll"])}
        for key in rng.sample(["tile", "end", "die"], rng.randrange(3)):
            move[key] = rng.choice(JUNK)
        for endpoint, body in (
            ("legal-moves", {"state": bad}),
            ("score", {"state": bad}),
            ("view", {"state": bad, "viewer": rng.choice([0, 2, "x"])}),
            ("play", {"state": bad, "move": move}),
            ("play", {"state": rng.choice(states), "move": move}),
        ):
            response = client.post(f"/v1/games/{game}/{endpoint}", json=body)
            assert response.status_code in (200, 422), (endpoint, response.json)
            if response.status_code == 422:
                assert response.json["code"] in CODES, response.json
