"""Scoundrel's Run and Never Tell Me The Odds through the API (the same rules): a die roll
says how many tiles each player draws; first out wins the round; most rounds won wins (seed
000, Rules for Scoundrel's Run; Rules for Never Tell Me The Odds)."""

from __future__ import annotations

import pytest

from tests.sabaccino.positions import ends, invalid, legal, ok, play, position, tile

GAMES = ["scoundrels-run", "never-tell-me-the-odds"]


@pytest.mark.parametrize("game", GAMES)
def test_each_player_rolls_and_draws_that_many_tiles(client, game):
    """ "Cast & Draw: Players takes turns to roll the die. They then draw the number of tiles
    shown on the dice": dealer 0, so seat 1 rolls first (3: the top three tiles), then seat 0
    (5: the next five); then the lowest double, or lowest tile, opens."""
    state = ok(client, game, "deal", {"players": 2, "seed": 9})["state"]
    assert state["phase"] == "roll" and len(state["boneyard"]) == 28
    assert [p["stock"] for p in state["players"]] == [[], []]
    pile = list(state["boneyard"])
    state, events = play(client, game, state, {"action": "roll", "die": 3})
    assert events == [{"event": "rolled", "player": 1, "die": 3, "drew": 3}]
    assert state["players"][1]["stock"] == pile[:-4:-1]
    state, events = play(client, game, state, {"action": "roll", "die": 5})
    assert state["players"][0]["stock"] == pile[-4:-9:-1]
    assert state["boneyard"] == pile[:-8] and state["rolls"] == [[5], [3]]
    held = [(t, seat) for seat in (0, 1) for t in state["players"][seat]["stock"]]
    doubles = sorted((int(t[0]), seat) for t, seat in held if t[0] == t[2])
    lowest = min(held, key=lambda h: (int(h[0][0]) + int(h[0][2]), int(h[0][0])))
    opener = doubles[0][1] if doubles else lowest[1]
    assert events[-1]["event"] == "opener" and events[-1]["player"] == opener
    assert state["phase"] == "play" and state["to_move"] == opener


@pytest.mark.parametrize("game", GAMES)
def test_stocks_that_do_not_match_the_rolls_are_refused(client, game):
    """In the roll phase each stock holds exactly what its roll drew."""
    state = ok(client, game, "deal", {"players": 2, "seed": 9})["state"]
    state, _ = play(client, game, state, {"action": "roll", "die": 3})
    state["rolls"] = [[], [4]]
    invalid(client, game, state, "state.players")


def racing(client, game, **fields):
    """The line shows 6 (id 2) and 2 (id 3); player 0 holds only 2-5."""
    return position(
        client,
        game,
        [["2-5"], ["0-1", "1-4", "3-3"]],
        [tile("0-6"), tile("0-2", 0, 0)],
        ends((1, 6, 0), (2, 2, 1)),
        rolls=[[2], [4]],
        **fields,
    )


@pytest.mark.parametrize("game", GAMES)
def test_first_out_wins_the_round_and_counts_one(client, game):
    """ "The first player to use all of the tiles in their stock is the winner of the round":
    one round won, whatever the pips left (1-4 0-1 3-3 = 12 here)."""
    state, events = play(
        client, game, racing(client, game), {"action": "place", "tile": "2-5", "end": 2}
    )
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "out",
        "winner": 0,
        "pips": [0, 12],
        "points": [1, 0],
    }
    assert [p["score"] for p in state["players"]] == [1, 0]


@pytest.mark.parametrize("game", GAMES)
def test_most_rounds_won_wins_and_a_tie_shares(client, game):
    """ "Whoever wins the most of these rounds is the overall winner": after round 3 player 0
    has 2 rounds to player 1's 1; with player 1 ahead before, 1 all shares the win."""
    earlier = [
        {"round": 1, "dealer": 0, "ended": "out", "winner": 1, "pips": [9, 0], "points": [0, 1]},
        {"round": 2, "dealer": 1, "ended": "out", "winner": 0, "pips": [0, 4], "points": [1, 0]},
    ]
    state = racing(client, game, round=3, dealer=0, rounds=earlier, scores=[1, 1])
    state, events = play(client, game, state, {"action": "place", "tile": "2-5", "end": 2})
    assert events[-1] == {"event": "match_over", "winners": [0], "scores": [2, 1]}
    earlier[1] = {
        "round": 2,
        "dealer": 1,
        "ended": "blocked",
        "winner": None,
        "pips": [4, 4],
        "points": [0, 0],
    }
    state = racing(client, game, round=3, dealer=0, rounds=earlier, scores=[0, 1])
    state, events = play(client, game, state, {"action": "place", "tile": "2-5", "end": 2})
    assert events[-1] == {"event": "match_over", "winners": [0, 1], "scores": [1, 1]}
    score = ok(client, game, "score", {"state": state})
    assert score["standings"][0]["how"] == "round 1: 0 + round 2: 0 + round 3: 1 = 1 round(s) won"
    assert score["standings"][0]["rounds"][1]["how"] == ("0: play was blocked, and nobody won it")


@pytest.mark.parametrize("game", GAMES)
def test_a_round_record_that_gives_the_wrong_blocked_winner_is_refused(client, game):
    """A blocked round's winner follows from the pips: 4 against 7 is player 0's."""
    earlier = [
        {"round": 1, "dealer": 0, "ended": "blocked", "winner": 1, "pips": [4, 7], "points": [0, 1]}
    ]
    state = racing(client, game, round=2, dealer=1, rounds=earlier, scores=[0, 1])
    invalid(client, game, state, "state.rounds[0].winner")


@pytest.mark.parametrize("game", GAMES)
def test_the_next_round_starts_with_the_rolls(client, game):
    """After a round, the chance step shuffles all 28 tiles back into the boneyard to roll."""
    state, _ = play(
        client, game, racing(client, game), {"action": "place", "tile": "2-5", "end": 2}
    )
    state, _ = play(client, game, state, {"action": "chance"})
    assert state["phase"] == "roll" and state["rolls"] == [[], []]
    assert len(state["boneyard"]) == 28 and state["tableau"]["tiles"] == []
    assert legal(client, game, state)[0] == {"action": "chance"}
    state, events = play(client, game, state, {"action": "chance"})
    assert events[0]["player"] == 0  # dealer 1 now: seat 0 rolls first
