"""Krayt Dragon and Krayt Dragon Draw through the API: the Dragon's Eyes, the hunt for them,
one direction of play, forks at doubles, rounds won (seed 000, Rules for Krayt Dragon)."""

from __future__ import annotations

from tests.sabaccino.positions import SET, ends, invalid, legal, play, position, refused, tile

GAME = "krayt-dragon"


def test_the_holder_of_the_eyes_opens_with_them_and_they_open_one_end(client):
    """ "Whichever player has the double 4 tile - The Krayt Dragon's Eyes - places the tile to
    start the game" and "Tile placement continues in a single direction from the Dragon's
    Eyes": 4-4 opens one end, showing 4."""
    stocks = [
        ["0-1", "2-3", "3-5", "1-6", "0-0", "2-5", "5-6"],
        ["4-4", "1-1", "0-2", "2-4", "4-6", "3-6", "1-3"],
    ]
    state = position(client, GAME, stocks, to_move=1)
    assert legal(client, GAME, state) == [{"action": "place", "tile": "4-4"}]
    problem = refused(client, GAME, state, {"action": "place", "tile": "1-1"})
    assert problem["rule"] == "The first player places the Dragon's Eyes (double 4)."
    state, events = play(client, GAME, state, {"action": "place", "tile": "4-4"})
    assert events[0]["opens"] == [0]
    assert state["tableau"] == {"tiles": [tile("4-4")], "open_ends": ends((0, 4, 0))}
    invalid(client, GAME, position(client, GAME, stocks, to_move=0), "state.to_move")


def fork(client):
    """The Eyes, 2-4 on them, then 2-2 across the line: two ends showing 2 (ids 2 and 3)."""
    return position(
        client,
        GAME,
        [["1-2", "0-4", "4-6", "0-0", "3-3"], ["0-1", "2-3", "3-5", "1-6", "2-5", "5-6"]],
        [tile("4-4"), tile("2-4", 0, 0), tile("2-2", 1, 1, crosswise=True)],
        ends((2, 2, 2), (3, 2, 2)),
    )


def test_a_double_forks_the_line_into_two_new_directions(client):
    """ "If a double is played, it is laid perpendicular to the last tile: subsequent tiles can
    be placed on either end of the double": 1-2 fits either end of 2-2."""
    state = fork(client)
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "1-2", "end": 2},
        {"action": "place", "tile": "1-2", "end": 3},
    ]
    state, _ = play(client, GAME, state, {"action": "place", "tile": "1-2", "end": 3})
    assert state["tableau"]["open_ends"] == ends((2, 2, 2), (4, 1, 3))


def test_play_against_the_direction_of_the_dragon_is_refused(client):
    """Play runs one way from the Eyes: their end is covered by 2-4, and 2-2's side toward
    the Eyes is covered too; nothing goes back that way."""
    state = fork(client)
    problem = refused(client, GAME, state, {"action": "place", "tile": "0-4", "end": 0})
    assert problem["detail"].startswith("Open end 0 is no longer open: 2-4 (tile 1) covers it")
    problem = refused(client, GAME, state, {"action": "place", "tile": "1-2", "end": 1})
    assert problem["detail"].startswith("Open end 1 is no longer open: 2-2 (tile 2) covers it")
    problem = refused(client, GAME, state, {"action": "place", "tile": "4-6", "end": 2})
    assert problem["detail"] == "4-6 does not match open end 2, which shows 2."


def test_states_that_break_the_dragon_layout_are_refused(client):
    """A fork double that is not crosswise, Eyes with two open ends, another opening tile."""
    state = fork(client)
    state["tableau"]["tiles"][2]["crosswise"] = False
    invalid(client, GAME, state, "state.tableau.tiles[2].crosswise")
    state = fork(client)
    state["tableau"]["open_ends"] = ends((1, 4, 0), (2, 2, 2), (3, 2, 2))
    invalid(client, GAME, state, "state.tableau.open_ends")
    state = position(
        client,
        GAME,
        [
            ["0-4", "4-6", "0-0", "3-3", "1-2", "4-4"],
            ["0-1", "2-3", "3-5", "1-6", "2-5", "5-6", "2-4"],
        ],
        [tile("2-2")],
        ends((0, 2, 0)),
    )
    problem = invalid(client, GAME, state, "state.tableau.tiles[0]")
    assert "the Dragon's Eyes (4-4) opens the tableau, not 2-2" in problem["detail"]


HUNT = [
    ["0-1", "2-3", "3-5", "1-6", "0-0", "2-5", "5-6"],
    ["1-1", "0-2", "2-4", "4-6", "3-6", "1-3", "6-6"],
]


def hunt(client, **fields):
    """Nobody holds 4-4: it is second from the top of the boneyard, under 0-3."""
    rest = [t for t in SET if t not in {"4-4", "0-3", *sum(HUNT, [])}]
    return position(
        client, GAME, HUNT, boneyard=[*rest, "4-4", "0-3"], phase="discard", to_move=1, **fields
    )


def test_nobody_holds_the_eyes_so_players_discard_and_redraw_in_turn(client):
    """ "If no-one has this tile, players must discard and redraw a tile in turn until it is
    drawn": player 1 (the dealer's left) discards 6-6 and draws 0-3; player 0 discards 0-0,
    draws the Eyes and opens with them."""
    state = hunt(client)
    assert legal(client, GAME, state) == [{"action": "discard", "tile": t} for t in HUNT[1]]
    problem = refused(client, GAME, state, {"action": "discard", "tile": "0-1"})
    assert problem["detail"] == "0-1 is not in seat 2's stock."
    problem = refused(client, GAME, state, {"action": "place", "tile": "1-1"})
    assert "'discard' phase" in problem["detail"]
    state, events = play(client, GAME, state, {"action": "discard", "tile": "6-6"})
    assert events == [{"event": "discarded", "player": 1, "tile": "6-6", "drew": "0-3"}]
    assert state["discards"] == ["6-6"] and state["to_move"] == 0
    state, events = play(client, GAME, state, {"action": "discard", "tile": "0-0"})
    assert events[1] == {
        "event": "opener",
        "player": 0,
        "why": "holds the Dragon's Eyes (4-4)",
        "tile": "4-4",
    }
    assert state["phase"] == "play" and state["discards"] == ["6-6", "0-0"]
    assert legal(client, GAME, state) == [{"action": "place", "tile": "4-4"}]
    problem = refused(client, GAME, state, {"action": "discard", "tile": "0-1"})
    assert "only while nobody holds the Dragon's Eyes" in problem["detail"]


def test_the_hunt_goes_in_turn_from_the_dealers_left(client):
    """With one tile discarded, player 0 (not player 1) must discard next."""
    rest = [t for t in SET if t not in {"4-4", "0-3", "6-6", *sum(HUNT, [])}]
    stocks = [HUNT[0], [*HUNT[1][:-1], "0-3"]]
    state = position(
        client, GAME, stocks, boneyard=[*rest, "4-4"], phase="discard", to_move=1, discards=["6-6"]
    )
    invalid(client, GAME, state, "state.to_move")


def test_first_out_wins_the_round_and_rounds_won_are_the_score(client):
    """ "Play continues until one player has used all of their tiles. That player wins the
    rounds." Player 0 goes out with 1-2 and wins one round (not the pips)."""
    state = position(
        client,
        GAME,
        [["1-2"], ["0-1", "2-3", "3-5", "1-6", "2-5", "5-6", "0-4", "4-6", "0-0", "3-3"]],
        [tile("4-4"), tile("2-4", 0, 0), tile("2-2", 1, 1, crosswise=True)],
        ends((2, 2, 2), (3, 2, 2)),
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "1-2", "end": 2})
    assert events[1]["points"] == [1, 0] and events[1]["winner"] == 0
    assert [p["score"] for p in state["players"]] == [1, 0]


def test_a_blocked_round_is_won_on_pips(client):
    """Blocked (option blocked, default lowest-pips): after 2-6 on the 2 the ends show 6 and
    2, and nobody holds either; player 1 (0-1 3-5 = 9) beats player 0 (1-3 3-4 = 11)."""
    state = position(
        client,
        GAME,
        [["2-6", "1-3", "3-4"], ["0-1", "3-5"]],
        [
            tile("4-4"),
            tile("4-5", 0, 0),
            tile("5-5", 1, 1, crosswise=True),
            tile("2-5", 2, 2),
            tile("1-5", 2, 3),
            tile("1-1", 4, 5, crosswise=True),
            tile("1-6", 5, 6),
            tile("1-2", 5, 7),
            tile("6-6", 6, 8, crosswise=True),
        ],
        ends((4, 2, 3), (9, 2, 7), (10, 6, 8), (11, 6, 8)),
    )
    _, events = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 4})
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "blocked",
        "winner": 1,
        "pips": [11, 9],
        "points": [0, 1],
    }


def test_krayt_dragon_draw_draws_from_what_the_hunt_left(client):
    """Krayt Dragon Draw: player 0 has no 4 and draws the top of the boneyard, 4-6."""
    stocks = [
        ["0-1", "2-3", "3-5", "1-6", "0-0", "2-5", "1-2"],
        ["1-1", "0-2", "2-4", "3-6", "1-3", "0-5"],
    ]
    rest = [t for t in SET if t not in {"4-4", "4-6", "6-6", "5-6", *sum(stocks, [])}]
    state = position(
        client,
        GAME,
        stocks,
        [tile("4-4")],
        ends((0, 4, 0)),
        options={"draw": True},
        boneyard=[*rest, "4-6"],
        discards=["6-6", "5-6"],
    )
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "drew", "player": 0, "tile": "4-6"}]
    assert legal(client, GAME, state) == [{"action": "place", "tile": "4-6", "end": 0}]
