"""Rule of Two through the API: the highest roll opens, a double laid on an open end scores
the chain since the last double (seed 000, Rules for Rule of Two)."""

from __future__ import annotations

from tests.sabaccino.positions import ends, invalid, legal, ok, play, position, refused, tile

GAME = "rule-of-two"


def test_the_highest_roll_opens_and_ties_roll_again(client):
    """ "Each player rolls the dice. The player with the highest score goes first." Dealer 0:
    seats 1, 2, 0 roll 5, 5, 2; seats 1 and 2 tie and roll again, 3 and 6: seat 2 opens."""
    state = ok(client, GAME, "deal", {"players": 3, "seed": 4})["state"]
    assert state["phase"] == "roll" and state["to_move"] == "chance"
    assert legal(client, GAME, state) == [{"action": "chance"}] + [
        {"action": "roll", "die": d} for d in range(1, 7)
    ]
    problem = refused(client, GAME, state, {"action": "roll", "die": 7})
    assert problem["detail"] == "A six-sided die cannot show 7."
    refused(client, GAME, state, {"action": "roll", "die": "6"}, "invalid_move")
    refused(client, GAME, state, {"action": "pass"})
    events = []
    for die in (5, 5, 2, 3):
        state, new = play(client, GAME, state, {"action": "roll", "die": die})
        events += new
    assert [(e["player"], e["die"]) for e in events] == [(1, 5), (2, 5), (0, 2), (1, 3)]
    assert state["rolls"] == [[2], [5, 3], [5]] and state["phase"] == "roll"
    state, new = play(client, GAME, state, {"action": "roll", "die": 6})
    assert new[1] == {"event": "opener", "player": 2, "why": "rolled highest (6)", "tile": None}
    assert state["to_move"] == 2 and state["chance_step"] == 6
    assert len(legal(client, GAME, state)) == 5  # any tile of the 5 may open


def test_rolls_that_could_not_have_been_made_are_refused(client):
    """Seat 0 rolling again though it was not tied for the highest is refused."""
    state = ok(client, GAME, "deal", {"players": 3, "seed": 4})["state"]
    state["rolls"] = [[2, 4], [5], [5]]
    invalid(client, GAME, state, "state.rolls")


def chain(client, **options):
    """1-2 opened, 2-4 on its 2: the ends show 1 (id 0) and 4 (id 2)."""
    return position(
        client,
        GAME,
        [["4-4", "1-1", "0-3", "3-5", "0-6", "2-3"], ["2-6", "3-6", "5-5", "0-0", "4-6", "1-3"]],
        [tile("1-2"), tile("2-4", 0, 1)],
        ends((0, 1, 0), (2, 4, 1)),
        options=options,
    )


def test_a_double_on_an_open_end_scores_the_chain(client):
    """ "The player laying that tile will then score the points in that chain": 4-4 on the 4
    scores 1-2 and 2-4, 3 + 6 = 9; the double itself is not counted (option double_counts)."""
    state, events = play(client, GAME, chain(client), {"action": "place", "tile": "4-4", "end": 2})
    assert events[1] == {
        "event": "scored",
        "player": 0,
        "tile": "4-4",
        "points": 9,
        "chain": ["1-2", "2-4"],
        "score": 9,
    }
    score = ok(client, GAME, "score", {"state": state})
    assert score["standings"][0]["current"]["how"] == "4-4 closed the chain 1-2 + 2-4: 9"


def test_with_double_counts_the_double_scores_too(client):
    """Option double_counts: 9 + 8 = 17."""
    _, events = play(
        client,
        GAME,
        chain(client, double_counts=True),
        {"action": "place", "tile": "4-4", "end": 2},
    )
    assert events[1]["points"] == 17


def test_a_scored_tile_is_never_scored_again(client):
    """ "Once a tile has been scored, it cannot be scored again. Only tile values laid after
    the last double tile can be scored": after 4-4 scored 1-2 and 2-4, 4-6 was laid; 6-6 on
    the 6 scores 10, and 1-1 on the 1 would then score nothing."""
    state = position(
        client,
        GAME,
        [["6-6", "1-1", "0-3", "3-5"], ["2-6", "3-6", "5-5", "0-0", "1-3", "0-6"]],
        [tile("1-2"), tile("2-4", 0, 1), tile("4-4", 1, 2), tile("4-6", 2, 3)],
        ends((0, 1, 0), (4, 6, 3)),
        scores=[9, 0],
        scoring=[{"player": 0, "tile": "4-4", "points": 9, "chain": ["1-2", "2-4"]}],
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "6-6", "end": 4})
    assert events[1]["chain"] == ["4-6"] and events[1]["points"] == 10
    state = {**state, "to_move": 0}
    state, events = play(client, GAME, state, {"action": "place", "tile": "1-1", "end": 0})
    assert [e["event"] for e in events] == ["placed"]
    assert state["players"][0]["score"] == 19


def test_an_opening_double_scores_nothing(client):
    """A double that opens is not played "to the end of an open tile"."""
    state = position(
        client,
        GAME,
        [
            ["3-3", "1-1", "0-3", "3-5", "0-6", "2-3", "1-4"],
            ["2-6", "3-6", "5-5", "0-0", "4-6", "1-2", "2-4"],
        ],
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "3-3"})
    assert len(events) == 1 and state["scoring"] == []


def test_the_game_ends_when_a_player_is_out_and_the_highest_score_wins(client):
    """ "The game ends after one player has exhausted all of the tiles in their stock. The
    highest scorer is the winner": player 1 goes out with 2-6, but player 0's 9 wins."""
    state = position(
        client,
        GAME,
        [["1-1", "0-3", "3-5", "0-6", "5-5", "0-0", "1-3", "3-6", "2-2"], ["2-6"]],
        [tile("1-2"), tile("2-4", 0, 1), tile("4-4", 1, 2), tile("4-6", 2, 3)],
        ends((0, 1, 0), (4, 6, 3)),
        scores=[9, 0],
        to_move=1,
        scoring=[{"player": 0, "tile": "4-4", "points": 9, "chain": ["1-2", "2-4"]}],
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 4})
    assert events[-1] == {"event": "match_over", "winners": [0], "scores": [9, 0]}
    assert state["rounds"][0]["ended"] == "out" and state["rounds"][0]["winner"] == 1
    score = ok(client, GAME, "score", {"state": state})
    assert score["standings"][0]["rounds"][0]["how"] == "9: 4-4 closed the chain 1-2 + 2-4: 9"
    assert score["standings"][1]["rounds"][0]["how"] == "0: seat 2 went out"


def test_with_a_target_rounds_go_on_until_it_is_reached(client):
    """Option target 20: player 1 going out deals the next round instead of ending the game."""
    state = position(
        client,
        GAME,
        [["1-1", "0-3", "3-5", "0-6", "5-5", "0-0", "1-3", "3-6", "2-2"], ["2-6"]],
        [tile("1-2"), tile("2-4", 0, 1), tile("4-4", 1, 2), tile("4-6", 2, 3)],
        ends((0, 1, 0), (4, 6, 3)),
        scores=[9, 0],
        to_move=1,
        options={"target": 20},
        scoring=[{"player": 0, "tile": "4-4", "points": 9, "chain": ["1-2", "2-4"]}],
    )
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 4})
    assert state["phase"] == "deal"
    state, events = play(client, GAME, state, {"action": "chance"})
    assert state["phase"] == "roll" and state["rolls"] == [[], []] and state["dealer"] == 1
