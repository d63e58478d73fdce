"""Bergamor, Nerf Herder and Big Ranch through the API: a point per lay that leaves the two
open ends a pair, first to the target (seed 000, Rules for Bergamor; Rules for Nerf Herder)."""

from __future__ import annotations

from tests.sabaccino.positions import ends, invalid, legal, ok, play, position, tile


def open_line(client, **options):
    """1-3 opened, 3-5 on its 3: the ends show 1 (id 0) and 5 (id 2)."""
    return position(
        client,
        "bergamor",
        [["1-5", "1-4", "2-6", "0-0", "3-3", "4-6"], ["0-2", "2-4", "3-4", "0-6", "2-2", "4-5"]],
        [tile("1-3"), tile("3-5", 0, 1)],
        ends((0, 1, 0), (2, 5, 1)),
        options=options,
    )


def test_a_lay_that_leaves_both_ends_the_same_scores_one(client):
    """ "When the two open ends of the tableau show matching values, the player who last placed
    scores a point": 1-5 on the 1 leaves 5 and 5."""
    state, events = play(
        client, "bergamor", open_line(client), {"action": "place", "tile": "1-5", "end": 0}
    )
    assert events[1] == {
        "event": "scored",
        "player": 0,
        "tile": "1-5",
        "points": 1,
        "ends": [5, 5],
        "score": 1,
    }
    assert state["scoring"] == [{"player": 0, "tile": "1-5", "points": 1, "ends": [5, 5]}]
    assert state["players"][0]["score"] == 1
    score = ok(client, "bergamor", "score", {"state": state})
    assert score["standings"][0]["current"] == {
        "round": 1,
        "pips": 29,
        "points": 1,
        "how": "1-5 left the open ends showing 5 and 5: 1",
    }
    assert score["standings"][0]["how"] == "round 1 so far: 1 = 1"


def test_a_lay_that_leaves_different_ends_scores_nothing(client):
    """1-4 on the 1 leaves 4 and 5: no point."""
    state, events = play(
        client, "bergamor", open_line(client), {"action": "place", "tile": "1-4", "end": 0}
    )
    assert [e["event"] for e in events] == ["placed"] and state["scoring"] == []


def test_an_opening_double_scores_unless_opener_scores_is_off(client):
    """The opening double shows the same value at both ends: "every time they lay a tile" -
    1 point (option opener_scores, default true); none with opener_scores false."""
    stocks = [
        ["0-0", "1-5", "1-4", "2-6", "3-3", "4-6", "1-3"],
        ["0-2", "2-4", "3-4", "0-6", "2-2", "4-4", "3-5"],
    ]
    state = position(client, "bergamor", stocks)
    state, events = play(client, "bergamor", state, {"action": "place", "tile": "0-0"})
    assert events[1]["points"] == 1 and events[1]["ends"] == [0, 0]
    state = position(client, "bergamor", stocks, options={"opener_scores": False})
    state, events = play(client, "bergamor", state, {"action": "place", "tile": "0-0"})
    assert len(events) == 1 and state["players"][0]["score"] == 0


def target_position(client):
    """Target 2; player 0 scored the opening 3-3; 3-5 and 3-6 followed: the ends show 5, 6."""
    return position(
        client,
        "bergamor",
        [["5-6", "0-1", "1-2", "2-4", "0-0"], ["1-4", "2-6", "4-6", "0-2", "1-1", "2-2"]],
        [tile("3-3"), tile("3-5", 0, 1), tile("3-6", 0, 0)],
        ends((2, 5, 1), (3, 6, 2)),
        options={"target": 2},
        scores=[1, 0],
        scoring=[{"player": 0, "tile": "3-3", "points": 1, "ends": [3, 3]}],
    )


def test_reaching_the_target_ends_the_match_at_once(client):
    """ "The game is played through multiple rounds until a set score is reached": 5-6 on the 5
    leaves 6 and 6, player 0 reaches 2 and wins mid-round."""
    state, events = play(
        client, "bergamor", target_position(client), {"action": "place", "tile": "5-6", "end": 2}
    )
    assert events[2:] == [
        {
            "event": "round_over",
            "round": 1,
            "ended": "target",
            "winner": 0,
            "pips": [10, 31],
            "points": [2, 0],
        },
        {"event": "match_over", "winners": [0], "scores": [2, 0]},
    ]
    assert state["terminal"] and state["scoring"] == []
    assert state["rounds"][0]["scoring"] == [
        {"player": 0, "tile": "3-3", "points": 1, "ends": [3, 3]},
        {"player": 0, "tile": "5-6", "points": 1, "ends": [6, 6]},
    ]
    score = ok(client, "bergamor", "score", {"state": state})
    assert score["winners"] == [0]
    assert score["standings"][0]["rounds"][0]["how"] == (
        "2: 3-3 left the open ends showing 3 and 3: 1; 5-6 left the open ends showing 6 and 6: 1"
    )


def test_scores_that_do_not_add_up_to_the_scoring_lays_are_refused(client):
    """A score is the sum of its lays: player 0's 1 point needs its scoring entry."""
    state = target_position(client)
    state["scoring"] = []
    invalid(client, "bergamor", state, "state.players[0].score")
    state = target_position(client)
    state["scoring"][0]["ends"] = [3, 4]
    invalid(client, "bergamor", state, "state.scoring[0]")


def test_a_round_going_out_below_the_target_deals_the_next_round(client):
    """The round ends when a stock is empty; it awards nothing by itself and the next round is
    dealt."""
    state = position(
        client,
        "bergamor",
        [["1-4"], ["0-2", "2-4", "3-4", "0-6", "2-2", "4-4", "1-5", "2-6", "0-0", "3-3", "4-6"]],
        [tile("1-3"), tile("3-5", 0, 1)],
        ends((0, 1, 0), (2, 5, 1)),
    )
    state, events = play(client, "bergamor", state, {"action": "place", "tile": "1-4", "end": 0})
    assert events[1]["ended"] == "out" and events[1]["points"] == [0, 0]
    assert state["phase"] == "deal"
    assert legal(client, "bergamor", state) == [{"action": "chance"}]


def nerf(client, **options):
    """2-3 opened: the ends show 2 (id 0) and 3 (id 1)."""
    return position(
        client,
        "nerf-herder",
        [
            ["3-5", "2-6", "0-0", "1-1", "4-4", "6-6"],
            ["0-1", "1-2", "1-3", "1-4", "1-5", "1-6", "0-2"],
        ],
        [tile("2-3")],
        ends((0, 2, 0), (1, 3, 0)),
        options=options,
    )


def test_nerf_herder_scores_when_the_ends_sum_to_seven(client):
    """ "When the two open ends of the tableau show values that sum to 7, that player scores a
    point": 3-5 on the 3 leaves 2 + 5; 2-6 on the 2 leaves 6 + 3 = 9, no point."""
    _, events = play(
        client, "nerf-herder", nerf(client), {"action": "place", "tile": "3-5", "end": 1}
    )
    assert events[1]["ends"] == [2, 5] and events[1]["points"] == 1
    _, events = play(
        client, "nerf-herder", nerf(client), {"action": "place", "tile": "2-6", "end": 0}
    )
    assert len(events) == 1


def test_big_ranch_scores_when_the_ends_sum_to_nine(client):
    """ "Big Ranch Nerf Herder - Instead of scoring when the sum of the values is 7, the target
    sum is 9": 2-6 on the 2 scores (3 + 6), 3-5 (2 + 5) does not."""
    _, events = play(
        client,
        "nerf-herder",
        nerf(client, big_ranch=True),
        {"action": "place", "tile": "2-6", "end": 0},
    )
    assert events[1]["ends"] == [3, 6] and events[1]["points"] == 1
    _, events = play(
        client,
        "nerf-herder",
        nerf(client, big_ranch=True),
        {"action": "place", "tile": "3-5", "end": 1},
    )
    assert len(events) == 1


def test_an_opening_tile_summing_to_seven_scores(client):
    """With open_with_decider false the opener may open with 3-4, whose halves sum to 7."""
    state = position(
        client,
        "nerf-herder",
        [
            ["3-4", "2-6", "0-0", "1-1", "4-4", "6-6", "3-5"],
            ["0-1", "1-2", "1-3", "1-4", "1-5", "1-6", "0-2"],
        ],
        options={"open_with_decider": False},
    )
    _, events = play(client, "nerf-herder", state, {"action": "place", "tile": "3-4"})
    assert events[1]["ends"] == [3, 4] and events[1]["score"] == 1
