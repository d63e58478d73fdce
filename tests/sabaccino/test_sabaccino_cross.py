"""Sabbacino Cross and Cross Draw through the API: the cross tile, the four sides first, then
the arms (seed 000, Rules for Sabbacino Cross)."""

from __future__ import annotations

from service.games.sabaccino import ENGINES
from tests.sabaccino.positions import SET, ends, invalid, legal, ok, play, position, refused, tile

GAME = "sabaccino-cross"
CROSS_RULE = (
    "Tiles may only be added to the four sides of the cross tile until all four arms "
    "of the cross have been started."
)


def test_the_lowest_double_is_the_cross_tile_and_opens_four_sides(client):
    """ "Cross Tile: The starting tile in the tableau, the lowest double tile in a player's
    stock": player 1 holds 2-2 (player 0's lowest is 3-3), opens with it, and it lies
    crosswise with four open ends showing 2."""
    state = position(
        client,
        GAME,
        [
            ["2-5", "3-6", "0-4", "4-5", "2-6", "5-6", "3-3"],
            ["2-2", "0-1", "1-3", "3-4", "4-6", "0-6", "2-3"],
        ],
        to_move=1,
    )
    assert legal(client, GAME, state) == [{"action": "place", "tile": "2-2"}]
    problem = refused(client, GAME, state, {"action": "place", "tile": "0-1"})
    assert problem["rule"] == ("The cross tile is the lowest double in the first player's stock.")
    state, events = play(client, GAME, state, {"action": "place", "tile": "2-2"})
    assert events[0]["opens"] == [0, 1, 2, 3]
    assert state["tableau"] == {
        "tiles": [tile("2-2", crosswise=True)],
        "open_ends": ends((0, 2, 0), (1, 2, 0), (2, 2, 0), (3, 2, 0)),
    }


def one_arm(client, to_move):
    """The cross 2-2 with one arm started (2-5 on side 0): sides 1, 2, 3 and the arm's 5."""
    return position(
        client,
        GAME,
        [["3-6", "0-4", "4-5", "2-6", "5-6", "3-3"], ["0-1", "1-2", "3-4", "4-6", "0-6", "2-3"]],
        [tile("2-2", crosswise=True), tile("2-5", 0, 0)],
        ends((1, 2, 0), (2, 2, 0), (3, 2, 0), (4, 5, 1)),
        to_move=to_move,
    )


def test_only_the_sides_of_the_cross_take_tiles_until_all_four_arms_are_started(client):
    """ "You can only add to the open ends of the starting tile until all four arms of the
    cross have been started": 5-6 fits the arm's 5 but is refused; 2-6 goes on a side."""
    state = one_arm(client, to_move=0)
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "2-6", "end": end} for end in (1, 2, 3)
    ]
    problem = refused(client, GAME, state, {"action": "place", "tile": "5-6", "end": 4})
    assert problem["rule"] == CROSS_RULE
    assert "still has 3 side(s) without a tile (open end(s) 1, 2, 3)" in problem["detail"]
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 2})
    assert state["tableau"]["open_ends"] == ends((1, 2, 0), (3, 2, 0), (4, 5, 1), (5, 6, 2))


def test_a_player_with_no_tile_for_the_sides_passes(client):
    """Player 0's only 2 is 2-6; once it is placed, player 0 must pass while side 3 is open,
    though 4-5 and 5-6 would fit the arm's 5 (player 1 still holds 1-2 for the side)."""
    state = one_arm(client, to_move=0)
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 1})
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-3", "end": 2})
    assert legal(client, GAME, state) == [{"action": "pass"}]
    state, _ = play(client, GAME, state, {"action": "pass"})
    assert legal(client, GAME, state) == [{"action": "place", "tile": "1-2", "end": 3}]


def full_cross(client):
    """All four arms started: 2-5, 2-3, 2-6, 2-4 on the four sides of 2-2."""
    return position(
        client,
        GAME,
        [["1-2", "5-5", "0-3", "3-3", "1-1"], ["0-2", "5-6", "4-4", "1-6"]],
        [
            tile("2-2", crosswise=True),
            tile("2-5", 0, 0),
            tile("2-3", 0, 1),
            tile("2-6", 0, 2),
            tile("2-4", 0, 3),
        ],
        ends((4, 5, 1), (5, 3, 2), (6, 6, 3), (7, 4, 4)),
    )


def test_a_fifth_arm_is_refused_and_play_goes_on_at_the_arm_ends(client):
    """Four sides, four arms: 1-2 has no side left; then "tile placement continues according
    to standard rules" at the arm ends, where a double lies in line."""
    state = full_cross(client)
    problem = refused(client, GAME, state, {"action": "place", "tile": "1-2", "end": 0})
    assert problem["detail"].startswith("Open end 0 is no longer open: 2-5 (tile 1) covers it")
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "5-5", "end": 4},
        {"action": "place", "tile": "0-3", "end": 5},
        {"action": "place", "tile": "3-3", "end": 5},
    ]
    state, events = play(client, GAME, state, {"action": "place", "tile": "5-5", "end": 4})
    assert events[0]["opens"] == [8]
    assert state["tableau"]["tiles"][-1] == tile("5-5", 1, 4)


def test_a_state_with_a_tile_on_an_arm_before_the_sides_are_filled_is_refused(client):
    """load replays the tableau: 5-6 on the arm's 5 while sides 1-3 are open is refused."""
    state = position(
        client,
        GAME,
        [["0-4", "4-5", "2-6", "3-3", "3-6"], ["0-1", "1-3", "3-4", "4-6", "0-6", "2-3"]],
        [tile("2-2", crosswise=True), tile("2-5", 0, 0), tile("5-6", 1, 4)],
        ends((1, 2, 0), (2, 2, 0), (3, 2, 0), (5, 6, 2)),
    )
    problem = invalid(client, GAME, state, "state.tableau.tiles[2]")
    assert "cross tile still has 3 side(s) without a tile" in problem["detail"]
    state = full_cross(client)
    state["tableau"]["tiles"][4]["crosswise"] = True
    invalid(client, GAME, state, "state.tableau.tiles[4].crosswise")


def test_going_out_scores_as_in_basic_sabbacinos(client):
    """ "Scoring as in Basic": player 1 goes out with 5-6 on the 5; player 0 keeps 1-2 5-5
    0-3 3-3 1-1 0-2 4-4 1-6 = 3 + 10 + 3 + 6 + 2 + 2 + 8 + 7 = 41."""
    state = position(
        client,
        GAME,
        [["1-2", "5-5", "0-3", "3-3", "1-1", "0-2", "4-4", "1-6"], ["5-6"]],
        [
            tile("2-2", crosswise=True),
            tile("2-5", 0, 0),
            tile("2-3", 0, 1),
            tile("2-6", 0, 2),
            tile("2-4", 0, 3),
        ],
        ends((4, 5, 1), (5, 3, 2), (6, 6, 3), (7, 4, 4)),
        to_move=1,
    )
    _, events = play(client, GAME, state, {"action": "place", "tile": "5-6", "end": 4})
    assert events[1]["points"] == [0, 41] and events[1]["pips"] == [41, 0]


def test_a_deal_with_no_double_is_dealt_again(client):
    """A cross needs a double: when no stock holds one, the tiles are shuffled and dealt again
    (one more chance step), until one does."""
    engine = ENGINES[GAME]
    seed = next(s for s in range(5000) if engine.deal(2, s)["chance_step"] > 1)
    state = ok(client, GAME, "deal", {"players": 2, "seed": seed})["state"]
    assert state["chance_step"] >= 2
    assert any(t.split("-")[0] == t.split("-")[1] for p in state["players"] for t in p["stock"])


def test_cross_draw_draws_while_no_tile_fits_a_side(client):
    """Sabbacino Cross Draw: player 1 (no 3) must draw; the top of the boneyard, 3-5, goes on
    a side."""
    stocks = [
        ["0-0", "1-1", "2-2", "0-1", "1-2", "0-2"],
        ["4-4", "5-5", "6-6", "4-5", "4-6", "5-6", "0-4"],
    ]
    rest = [t for t in SET if t not in {"3-3", "3-5", *sum(stocks, [])}]
    state = position(
        client,
        GAME,
        stocks,
        [tile("3-3", crosswise=True)],
        ends((0, 3, 0), (1, 3, 0), (2, 3, 0), (3, 3, 0)),
        to_move=1,
        options={"draw": True},
        boneyard=[*rest, "3-5"],
    )
    assert legal(client, GAME, state) == [{"action": "draw"}]
    state, _ = play(client, GAME, state, {"action": "draw"})
    assert len(legal(client, GAME, state)) == 4
