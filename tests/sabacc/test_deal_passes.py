"""Who deals, round by round, in both Sabacc games (issue 8 item 6; option ``deal_passes``).

Seed 001 §2 "Choose a dealer, who also plays. The deal passes to the left each round." with
§3 "In each round every player takes one turn, starting with the player to the dealer's
left"; seed 002 step 4 "The Player to the left of the dealer goes first", step 10 "The player
to the left of the dealer will now be the dealer, so on and so forth each round" and step 13
"All players then show their hands starting with the player to the left of the dealer".
"""

from __future__ import annotations

import pytest

from tests.harness import call as ok, play


def first_movers(client, game: str, players: int, dealer: int, passes: str | None) -> tuple:
    """Everyone stands through three rounds (the dice never double): the seat that acts first
    in each round, the reveal order and the next game's dealer."""
    options = {"dealer": dealer} | ({} if passes is None else {"deal_passes": passes})
    state = ok(client, game, "deal", {"players": players, "seed": 3, "options": options})["state"]
    firsts, events = [], []
    for _ in range(3):
        firsts.append(state["to_move"])
        while state["phase"] == "turn":
            state, _ = play(client, game, state, {"action": "stand"})
        state, events = play(client, game, state, {"action": "roll", "dice": [1, 2]})
        assert state["dealer"] == dealer  # the state keeps the game's first dealer
    if game == "traditional-sabacc":  # after the third round any player may call
        state, _ = play(client, game, state, {"action": "call"})
        while state["phase"] == "turn":
            state, _ = play(client, game, state, {"action": "stand"})
        state, events = play(client, game, state, {"action": "roll", "dice": [1, 2]})
    reveal = next(e for e in events if e["event"] == "reveal")
    while state["phase"] == "sudden_demise":
        state, more = play(client, game, state, {"action": "chance"})
        events += more
    over = next(e for e in events if e["event"] == "game_over")
    return firsts, reveal["players"], over["next_dealer"]


@pytest.mark.parametrize("game", ["corellian-spike", "traditional-sabacc"])
def test_the_deal_passes_left_each_round(client, game):
    """4 players, seat 0 deals round 1: seat 1 acts first; seat 1 deals round 2 (seat 2
    first), seat 2 round 3 (seat 3 first). Corellian Spike reveals from the round-3 dealer's
    left, seat 3, and seat 3 deals next."""
    firsts, order, next_dealer = first_movers(client, game, 4, 0, None)
    assert firsts == [1, 2, 3]
    if game == "corellian-spike":
        assert order == [3, 0, 1, 2] and next_dealer == 3


@pytest.mark.parametrize("game", ["corellian-spike", "traditional-sabacc"])
def test_option_game_keeps_one_dealer_for_the_whole_game(client, game):
    """deal_passes "game": seat 2 of 3 deals every round, seat 0 always acts first, the hands
    are laid from seat 0 and seat 0 deals the next game."""
    firsts, order, next_dealer = first_movers(client, game, 3, 2, "game")
    assert firsts == [0, 0, 0]
    if game == "corellian-spike":
        assert order == [0, 1, 2] and next_dealer == 0


def test_the_second_round_starts_left_of_the_new_dealer_through_the_cli(tmp_path, monkeypatch):
    """The CLI chains the same rule: 3 players, seat 0 deals; after round 1 (three stands
    and the roll [1, 2]) seat 1 deals round 2 and seat 2 acts first."""
    import json

    from click.testing import CliRunner

    from client.cli import main

    monkeypatch.delenv("ARBITER_URL", raising=False)
    runner, path = CliRunner(), str(tmp_path / "game.json")

    def run(*args: str) -> str:
        result = runner.invoke(main, list(args), catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return result.output

    run("deal", "corellian-spike", "--players", "3", "--seed", "3", "-o", path)
    for move in [{"action": "stand"}] * 3 + [{"action": "roll", "dice": [1, 2]}]:
        run("play", path, json.dumps(move), "-o", path)
    assert json.loads(run("--json", "moves", path))["to_move"] == 2
