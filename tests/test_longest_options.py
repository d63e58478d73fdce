"""Every legal option set can finish (issue 22 item 3): each game, with each option that
makes a match longer at its largest allowed value, plays to its end in process (seeded
random play through the engines), within every ceiling, and its record stays replayable
and sendable. Found: Bergamor with ``target: 1000`` reached round 1000 (the round ceiling)
at 880/822 points, and every move was then refused with ``limit_reached`` forever; the
targets' maxima are now each game's (service/games/sabaccino/rules.py ``target``).
"""

from __future__ import annotations

import json
import random
import re

import pytest

from service.app import MAX_BODY_BYTES
from service.games import registry
from service.games.records import MAX_MOVES
from service.games.sabaccino.model import MAX_ROUNDS
from tests.gunicorn_server import ROOT

LENGTHENING = ("target", "rounds")
"""The options whose larger values make a match longer (more rounds)."""


def longest(game: str) -> dict:
    """The options of ``game`` that lengthen a match, each at its maximum."""
    return {
        spec.name: spec.maximum
        for spec in registry.GAMES[game].options.specs
        if spec.name in LENGTHENING
    }


def test_the_longest_options_are_the_documented_maxima():
    """Each maximum is stated in docs/rules/<game>.md, with its reason (seed 000's usual
    values): Bergamor and Nerf Herder 24 (twice 12), Muggins 300 (twice 150), Sleemo 500
    (its largest usual value: twice that took 80 to 100 rounds of random play at 2
    players), Rule of Two and Tatooine Spice Train 300 (the seed names none: Muggins'),
    rounds 20."""
    assert {game: longest(game) for game in registry.GAMES if longest(game)} == {
        "sabaccinos": {"rounds": 20},
        "muggins": {"target": 300},
        "tatooine-spice-train": {"rounds": 20, "target": 300},
        "porg-foot": {"rounds": 20},
        "bergamor": {"target": 24},
        "nerf-herder": {"target": 24},
        "sabaccino-cross": {"rounds": 20},
        "scoundrels-run": {"rounds": 20},
        "rule-of-two": {"target": 300},
        "never-tell-me-the-odds": {"rounds": 20},
        "krayt-dragon": {"rounds": 20},
        "sleemo": {"target": 500, "rounds": 20},
    }
    for game, options in longest_per_game():
        rules = (ROOT / "docs" / "rules" / f"{game}.md").read_text()
        for name, value in options.items():
            assert re.search(rf"`{name}`[^\n]*\b[01] to {value}\b", rules), (game, name)


def longest_per_game() -> list[tuple[str, dict]]:
    return [(game, longest(game)) for game in registry.GAMES]


@pytest.mark.slow
@pytest.mark.parametrize("players", ["fewest", "most"])
@pytest.mark.parametrize("game, options", longest_per_game())
def test_each_game_finishes_with_its_longest_options(game, options, players):
    """Seed 1 (deal and move choice): the match ends (``terminal``, someone to win), no move
    on the way is refused with ``limit_reached``, it plays fewer rounds than a tenth of the
    round ceiling, and its record (at most ``MAX_MOVES`` moves) and last state (under the
    body cap) can be sent back to be replayed."""
    info = registry.GAMES[game]
    engine = registry.engine(game, "play")
    seats = info.min_players if players == "fewest" else info.max_players
    state = engine.deal(seats, 1, options)
    policy, moves = random.Random(1), 0
    while not state["terminal"]:
        assert moves < MAX_MOVES, f"{game}: no end after {MAX_MOVES} moves"
        state, _ = engine.play(state, policy.choice(engine.legal_moves(state)["moves"]))
        moves += 1
    assert engine.score(state)["winners"]
    assert state.get("round", 1) < MAX_ROUNDS // 10
    assert len(json.dumps(state).encode()) < MAX_BODY_BYTES // 4


@pytest.mark.parametrize(
    "game", [game for game, options in longest_per_game() if "target" in options]
)
def test_a_target_past_the_maximum_is_refused_at_the_deal(client, game):
    """The issue's ``target: 1000`` is refused with ``invalid_option`` naming the range (the
    contract's <Game>Options states it, from the option's spec)."""
    top = longest(game)["target"]
    response = client.post(
        f"/v1/games/{game}/deal", json={"players": 2, "options": {"target": top + 1}}
    )
    assert response.status_code == 422
    assert (response.json["code"], response.json["field"]) == ("invalid_option", "options.target")
    assert response.json["detail"].endswith(f" and {top}; got {top + 1}.")
