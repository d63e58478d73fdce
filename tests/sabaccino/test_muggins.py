"""Muggins through the API: doubles laid crosswise with their free edges open, the sum of the
open ends scored at each multiple of 5, first to the target (seed 000, Rules for Muggins)."""

from __future__ import annotations

from tests.sabaccino.positions import SET, ends, legal, ok, play, position, refused, tile

GAME = "muggins"


def test_an_opening_double_lies_crosswise_with_four_open_edges_and_scores_them(client):
    """"Double-Value tiles are placed cross-wise against an open point, creating 4 open edges
    for potential scoring": 5-5 opens four ends showing 5; 5 + 5 + 5 + 5 = 20 scores 20."""
    state = position(client, GAME, [["5-5", "0-1", "1-2", "2-3", "0-3", "1-3", "0-2"],
                                    ["5-6", "0-4", "1-4", "2-4", "3-4", "0-6", "1-6"]])
    state, events = play(client, GAME, state, {"action": "place", "tile": "5-5"})
    assert state["tableau"] == {"tiles": [tile("5-5", crosswise=True)],
                                "open_ends": ends((0, 5, 0), (1, 5, 0), (2, 5, 0), (3, 5, 0))}
    assert events[1] == {"event": "scored", "player": 0, "tile": "5-5", "points": 20,
                         "ends": [5, 5, 5, 5], "score": 20}


def test_an_opening_double_sylop_sums_to_nothing(client):
    """0-0 opens four ends showing 0: a sum of 0 scores no points."""
    state = position(client, GAME, [["0-0", "0-1", "1-2", "2-3", "0-3", "1-3", "0-2"],
                                    ["5-6", "0-4", "1-4", "2-4", "3-4", "0-6", "1-6"]])
    state, events = play(client, GAME, state, {"action": "place", "tile": "0-0"})
    assert len(events) == 1 and state["players"][0]["score"] == 0


def line(client, **fields):
    """2-3 opened, 3-4 on its 3: the open ends show 2 (id 0) and 4 (id 2), 6 in all."""
    return position(client, GAME, [["1-2", "2-6", "4-5", "2-2", "0-0", "1-1"],
                                   ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6"]],
                    [tile("2-3"), tile("3-4", 0, 1)], ends((0, 2, 0), (2, 4, 1)), **fields)


def test_a_lay_that_brings_the_open_ends_to_a_multiple_of_five_scores_the_sum(client):
    """"A player scores points every time they lay a tile that brings the sum of the open ends
    of the Sabaccino tiles to a multiple of 5. They score the equivalent number of points":
    1-2 on the 2 leaves 1 + 4 = 5; 2-6 leaves 6 + 4 = 10; 4-5 on the 4 leaves 2 + 5 = 7."""
    _, events = play(client, GAME, line(client), {"action": "place", "tile": "1-2", "end": 0})
    assert events[1]["points"] == 5 and events[1]["ends"] == [4, 1]
    _, events = play(client, GAME, line(client), {"action": "place", "tile": "2-6", "end": 0})
    assert events[1]["points"] == 10
    _, events = play(client, GAME, line(client), {"action": "place", "tile": "4-5", "end": 2})
    assert len(events) == 1


def test_a_double_laid_on_an_end_opens_its_three_free_edges(client):
    """2-2 across the 2 opens three ends showing 2 (the fourth edge lies against 2-3):
    4 + 2 + 2 + 2 = 10 scores 10; nothing more goes on the 2-3's covered end."""
    state, events = play(client, GAME, line(client), {"action": "place", "tile": "2-2",
                                                      "end": 0})
    assert events[0]["opens"] == [3, 4, 5]
    assert state["tableau"]["tiles"][-1] == tile("2-2", 0, 0, crosswise=True)
    assert state["tableau"]["open_ends"] == ends((2, 4, 1), (3, 2, 2), (4, 2, 2), (5, 2, 2))
    assert events[1]["points"] == 10 and events[1]["ends"] == [4, 2, 2, 2]
    problem = refused(client, GAME, {**state, "to_move": 0},
                      {"action": "place", "tile": "1-2", "end": 0})
    assert problem["detail"].startswith("Open end 0 is no longer open: 2-2 (tile 2) covers it")


def test_reaching_the_target_wins_at_once(client):
    """"Play continues through multiple rounds until one player reaches the agreed score":
    target 15, player 0 has 5 (from opening 2-3) and 2-6 scores 10."""
    state = line(client, options={"target": 15}, scores=[5, 0],
                 scoring=[{"player": 0, "tile": "2-3", "points": 5, "ends": [2, 3]}])
    state, events = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 0})
    assert events[-1] == {"event": "match_over", "winners": [0], "scores": [15, 0]}
    score = ok(client, GAME, "score", {"state": state})
    assert score["standings"][0]["rounds"][0]["how"] == (
        "15: 2-3 brought the open ends to 2 + 3 = 5; 2-6 brought the open ends to 4 + 6 = 10")


def test_a_player_who_cannot_place_passes_or_with_choice_b_draws(client):
    """"If a player cannot place a tile, their either A) pass on their go or B) draw from the
    Boneyard": player 1 (no 1 and no 4) passes by default, draws with option draw."""
    stocks = [["1-2", "2-6", "4-5", "2-2", "0-0", "1-1"],
              ["0-2", "0-3", "0-5", "0-6", "2-5", "3-3"]]
    state = position(client, GAME, stocks, [tile("1-3"), tile("3-4", 0, 1)],
                     ends((0, 1, 0), (2, 4, 1)), to_move=1)
    assert legal(client, GAME, state) == [{"action": "pass"}]
    rest = [t for t in SET if t not in {"1-3", "3-4", "1-4", *sum(stocks, [])}]
    state = position(client, GAME, stocks, [tile("1-3"), tile("3-4", 0, 1)],
                     ends((0, 1, 0), (2, 4, 1)), to_move=1, options={"draw": True},
                     boneyard=[*rest, "1-4"])
    assert legal(client, GAME, state) == [{"action": "draw"}]
    state, _ = play(client, GAME, state, {"action": "draw"})
    assert legal(client, GAME, state) == [{"action": "place", "tile": "1-4", "end": 0},
                                          {"action": "place", "tile": "1-4", "end": 2}]
