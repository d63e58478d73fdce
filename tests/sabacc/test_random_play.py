"""Random play of both Sabacc games, many seeds and table sizes: the engines in process
(tests/harness.Engines), and one game of each through the HTTP API.

At every step (tests/harness.play_random_game): the state survives JSON, the player to move
has a legal move, view works for every seat; and ``check_table`` here: every card of the deck
is in exactly one place (seed 001 §1, seed 002 The Cards and Such), live hands hold two or
more cards (seed 001 §3), left players hold none, and ``to_move`` fits the phase.
"""

from __future__ import annotations

from collections import Counter

import pytest

from service.games.sabacc.cards import DECKS
from tests.harness import play_random_game


def check_table(game: str):
    """The invariant callback for ``game``: nothing created or lost, one place per card."""
    deck = DECKS[game]
    out_key = "junked" if game == "corellian-spike" else "folded"

    def check(state: dict) -> None:
        places = [card for p in state["players"] for card in p["hand"]]
        places += state["draw_pile"] + state["discard_pile"]
        counts = Counter(places)
        assert len(places) == len(deck.codes), (len(places), len(deck.codes))
        assert set(counts) == set(deck.codes)
        assert max(counts.values()) == 1
        live = [i for i, p in enumerate(state["players"]) if not p[out_key]]
        for i, p in enumerate(state["players"]):
            assert len(p["hand"]) >= 2 if i in live else p["hand"] == [], (i, p)
        if state["phase"] == "turn":
            assert state["to_move"] in live
        elif state["phase"] in ("dice", "sudden_demise"):
            assert state["to_move"] == "chance"
        else:
            assert state["terminal"] and state["to_move"] is None

    return check


def finish(client, game: str, players: int, seed: int, options: dict | None = None) -> dict:
    result = play_random_game(
        client, game, players, seed, options=options, policy_seed=seed, check=check_table(game)
    )
    score = result["score"]
    assert score["winners"] and set(score["winners"]) <= set(range(players))
    assert len(score["standings"]) == players
    return result


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_corellian_spike_random_games_keep_every_card_in_one_place(engines, players):
    """Seed 001: 62 cards, 2 to 8 players; every game ends with a winner."""
    for seed in range(20):
        finish(engines, "corellian-spike", players, seed)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_traditional_random_games_keep_every_card_in_one_place(engines, players):
    """Seed 002: 76 cards, 2 to 7 players; every game ends with a winner."""
    for seed in range(20):
        finish(engines, "traditional-sabacc", players, seed)


def test_random_games_with_the_options(engines):
    """The options change play, not the invariants: interference, card-only sudden demise,
    another dealer, another profile."""
    for seed in range(8):
        finish(
            engines,
            "traditional-sabacc",
            3,
            seed,
            {"interference": True, "dealer": 2, "sudden_demise": "share"},
        )
        finish(
            engines,
            "corellian-spike",
            4,
            seed,
            {"sudden_demise": "card", "dealer": 3, "profile": "exact-patterns"},
        )


@pytest.mark.parametrize("game", ["corellian-spike", "traditional-sabacc"])
def test_a_random_game_through_http(client, game):
    """The same soak through the HTTP API (every request and answer against openapi.yaml):
    one game of each."""
    finish(client, game, 3, 1, {"interference": True} if game == "traditional-sabacc" else {})
