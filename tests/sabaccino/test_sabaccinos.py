"""Basic Sabbacinos and Sabbacino Draw through the API: the opener, the line, pass and draw,
going out, blocked rounds and the end of the match (seed 000, Rules for Basic Sabbacinos)."""

from __future__ import annotations

from tests.sabaccino.positions import SET, ends, legal, ok, play, position, post, refused, tile

GAME = "sabaccinos"

OPENING = [
    ["1-1", "2-5", "3-6", "0-4", "4-5", "2-6", "5-6"],
    ["2-2", "0-1", "1-3", "3-4", "4-6", "0-6", "5-5"],
]


def opening(client, **options):
    """Round 1 before the first tile: player 0 holds the lowest double, 1-1."""
    return position(client, GAME, OPENING, options=options)


# -- the first player -------------------------------------------------------------------------


def test_the_lowest_double_opens_and_must_be_placed_first(client):
    """ "The player with the lowest value double tile goes first" and "The first player places
    a tile": by default the tile that decided (option open_with_decider)."""
    state = opening(client)
    assert legal(client, GAME, state) == [{"action": "place", "tile": "1-1"}]
    problem = refused(client, GAME, state, {"action": "place", "tile": "2-5"})
    assert "must open with 1-1" in problem["detail"]
    assert problem["source"] == "seed 000 Rules for Basic Sabbacinos, Determine first player"
    state, events = play(client, GAME, state, {"action": "place", "tile": "1-1"})
    assert events == [{"event": "placed", "player": 0, "tile": "1-1", "end": None, "opens": [0, 1]}]
    assert state["tableau"] == {"tiles": [tile("1-1")], "open_ends": ends((0, 1, 0), (1, 1, 0))}
    assert state["to_move"] == 1 and state["players"][0]["stock"] == OPENING[0][1:]


def test_without_open_with_decider_the_opener_places_any_tile(client):
    """Option open_with_decider false: the opener may open with any tile of their stock."""
    state = opening(client, open_with_decider=False)
    assert len(legal(client, GAME, state)) == 7
    state, _ = play(client, GAME, state, {"action": "place", "tile": "5-2"})
    assert state["tableau"]["open_ends"] == ends((0, 2, 0), (1, 5, 0))


def test_the_lowest_tile_opens_when_nobody_holds_a_double(client):
    """ "(or the lowest tile in sum value if there are no doubles)": 0-3 and 1-2 both sum to
    3; the lower half decides, so 0-3's holder opens."""
    stocks = [
        ["1-2", "2-5", "3-6", "4-5", "2-6", "5-6", "1-6"],
        ["0-3", "0-4", "1-3", "3-4", "4-6", "0-6", "1-5"],
    ]
    state = position(client, GAME, stocks, to_move=1)
    assert legal(client, GAME, state) == [{"action": "place", "tile": "0-3"}]
    answer = post(client, GAME, "legal-moves", {"state": {**state, "to_move": 0}})
    assert answer.status_code == 422 and answer.json["field"] == "state.to_move"


# -- placing on the line ------------------------------------------------------------------------


def line(client, **fields):
    """1-1 opened; 1-3 and 1-5 laid on its ends: open ends 2 (shows 3) and 3 (shows 5)."""
    return position(
        client,
        GAME,
        [["2-5", "3-6", "0-4", "4-5", "2-6", "5-6"], ["2-2", "0-1", "3-4", "4-6", "0-6"]],
        [tile("1-1"), tile("1-3", 0, 0), tile("1-5", 0, 1)],
        ends((2, 3, 1), (3, 5, 2)),
        to_move=1,
        **fields,
    )


def test_a_tile_goes_on_an_open_end_it_matches(client):
    """ "a player matches one end of a tile in their stock to an open Sabaccino end in the
    tableau. The tile ends must have matching values." 3-4 on the 3 leaves a 4 open."""
    state = line(client)
    assert legal(client, GAME, state) == [{"action": "place", "tile": "3-4", "end": 2}]
    state, events = play(client, GAME, state, {"action": "place", "tile": "4-3", "end": 2})
    assert events == [{"event": "placed", "player": 1, "tile": "3-4", "end": 2, "opens": [4]}]
    assert state["tableau"]["tiles"][-1] == tile("3-4", 1, 2)
    assert state["tableau"]["open_ends"] == ends((3, 5, 2), (4, 4, 3))
    assert state["to_move"] == 0


def test_placements_the_tableau_refuses(client):
    """A tile that does not match, an end already covered, an end that never was, no end
    named, a tile from another stock: each refused with the rule that decides."""
    state = line(client)
    problem = refused(client, GAME, state, {"action": "place", "tile": "0-1", "end": 2})
    assert problem["detail"] == "0-1 does not match open end 2, which shows 3."
    assert problem["rule"].startswith("A tile is placed by matching one end")
    assert problem["source"] == "seed 000 Rules for Basic Sabbacinos, Player turn"
    problem = refused(client, GAME, state, {"action": "place", "tile": "3-4", "end": 0})
    assert "Open end 0 is no longer open: 1-3 (tile 1) covers it" in problem["detail"]
    problem = refused(client, GAME, state, {"action": "place", "tile": "3-4", "end": 9})
    assert "There is no open end 9" in problem["detail"]
    problem = refused(client, GAME, state, {"action": "place", "tile": "3-4"})
    assert "name the open end" in problem["detail"]
    problem = refused(client, GAME, state, {"action": "place", "tile": "3-5", "end": 3})
    assert problem["detail"].startswith("3-5 is not in seat 2's stock")
    refused(client, GAME, state, {"action": "place", "tile": "7-1", "end": 2}, "invalid_card")
    refused(client, GAME, state, {"action": "place", "tile": 34, "end": 2}, "invalid_move")
    refused(client, GAME, state, {"action": "place", "tile": "3-4", "end": "2"}, "invalid_move")
    refused(
        client, GAME, state, {"action": "place", "tile": "3-4", "end": 2, "x": 1}, "invalid_move"
    )
    refused(client, GAME, state, {"action": "castle"}, "invalid_move")


def test_pass_only_when_no_tile_fits_and_no_drawing_without_the_variant(client):
    """ "If a player cannot place a tile, they pass on their go": player 1 can place 3-4, so
    may not pass; drawing belongs to the Draw variant."""
    state = line(client)
    problem = refused(client, GAME, state, {"action": "pass"})
    assert problem["detail"] == "Seat 2 cannot pass: they can place 3-4 on open end 2."
    problem = refused(client, GAME, state, {"action": "draw"})
    assert "option draw" in problem["rule"]
    state, _ = play(client, GAME, state, {"action": "place", "tile": "3-4", "end": 2})
    # Player 0 (2-5 3-6 0-4 4-5 2-6 5-6) fits the 5 and the 4; after 4-5 on the 4, player 1
    # (2-2 0-1 4-6 0-6) has no 5 and must pass.
    state, _ = play(client, GAME, state, {"action": "place", "tile": "4-5", "end": 4})
    assert legal(client, GAME, state) == [{"action": "pass"}]
    state, events = play(client, GAME, state, {"action": "pass"})
    assert events == [{"event": "passed", "player": 1}] and state["to_move"] == 0


# -- the end of a round ----------------------------------------------------------------------


def going_out(client, **fields):
    """Three players, round 1: player 0 holds only 6-6 and the line shows 6 and 5."""
    return position(
        client,
        GAME,
        [["6-6"], ["0-0", "1-2", "0-5", "1-1"], ["0-1", "1-4", "2-6", "5-6", "0-6"]],
        [tile("3-3"), tile("3-6", 0, 0), tile("2-3", 0, 1), tile("2-4", 2, 3), tile("4-5", 3, 4)],
        ends((2, 6, 1), (5, 5, 4)),
        **fields,
    )


def test_going_out_scores_the_pips_of_every_opponent(client):
    """ "The sum of the values on the remaining tiles in every opponent's stock are summed up,
    and added to the winner's score": 0-0 1-2 0-5 1-1 = 10 and 0-1 1-4 2-6 5-6 0-6 = 31;
    player 0 scores 41."""
    state, events = play(
        client, GAME, going_out(client), {"action": "place", "tile": "6-6", "end": 2}
    )
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "out",
        "winner": 0,
        "pips": [0, 10, 31],
        "points": [41, 0, 0],
    }
    assert [p["score"] for p in state["players"]] == [41, 0, 0]
    assert state["phase"] == "deal" and state["to_move"] == "chance"
    assert state["rounds"] == [
        {
            "round": 1,
            "dealer": 0,
            "ended": "out",
            "winner": 0,
            "pips": [0, 10, 31],
            "points": [41, 0, 0],
        }
    ]
    score = ok(client, GAME, "score", {"state": state})
    assert score["terminal"] is False and score["winners"] == []
    assert score["standings"][0] == {
        "player": 0,
        "score": 41,
        "how": "round 1: 41 = 41",
        "rounds": [
            {
                "round": 1,
                "ended": "out",
                "winner": 0,
                "pips": 0,
                "points": 41,
                "how": "41: won the round (went out); opponents' stocks held 10 "
                "(seat 2) + 31 (seat 3) = 41 pips",
            }
        ],
    }
    assert score["standings"][2]["rounds"][0]["how"] == "0: seat 1 went out"
    assert legal(client, GAME, state) == [{"action": "chance"}]
    seen = ok(client, GAME, "view", {"state": state, "viewer": 1})["state"]
    assert seen["players"][2]["stock"] == ["0-1", "1-4", "2-6", "5-6", "0-6"]  # counted: shown
    state, events = play(client, GAME, state, {"action": "chance"})
    assert events[0] == {"event": "dealt", "round": 2, "dealer": 1}
    assert state["round"] == 2 and state["dealer"] == 1 and state["tableau"]["tiles"] == []
    assert [len(p["stock"]) for p in state["players"]] == [5, 5, 5]
    assert [p["score"] for p in state["players"]] == [41, 0, 0]


def test_the_last_round_ends_the_match_and_the_highest_total_wins(client):
    """ "At the conclusion of the final round, players compare their scores": round 3 of 3;
    19 and 19 from the earlier rounds, 41 now for player 0."""
    earlier = [
        {
            "round": 1,
            "dealer": 0,
            "ended": "out",
            "winner": 1,
            "pips": [12, 0, 7],
            "points": [0, 19, 0],
        },
        {
            "round": 2,
            "dealer": 1,
            "ended": "blocked",
            "winner": 2,
            "pips": [10, 9, 4],
            "points": [0, 0, 19],
        },
    ]
    state = going_out(client, round=3, dealer=2, rounds=earlier, scores=[0, 19, 19])
    state, events = play(client, GAME, state, {"action": "place", "tile": "6-6", "end": 2})
    assert events[-1] == {"event": "match_over", "winners": [0], "scores": [41, 19, 19]}
    assert state["terminal"] is True and state["to_move"] is None and state["phase"] == "over"
    assert legal(client, GAME, state) == []
    problem = refused(client, GAME, state, {"action": "chance"})
    assert problem["detail"] == "The match is over; no move can be made."
    score = ok(client, GAME, "score", {"state": state})
    assert score["winners"] == [0]
    assert score["standings"][1]["how"] == "round 1: 19 + round 2: 0 + round 3: 0 = 19"


def blocking(client, stocks, **options):
    """The line shows 3 and 5; player 0's 0-3 makes it show 0 and 5, which nobody holds."""
    return position(
        client,
        GAME,
        stocks,
        [
            tile("6-6"),
            tile("5-6", 0, 0),
            tile("4-6", 0, 1),
            tile("3-4", 2, 3),
            tile("3-5", 1, 2),
            tile("3-3", 4, 5),
            tile("2-3", 3, 4),
            tile("2-5", 6, 7),
        ],
        ends((6, 3, 5), (8, 5, 7)),
        options=options,
    )


def test_a_blocked_round_goes_to_the_lowest_pip_count(client):
    """Blocked round (seed silent; option blocked, default lowest-pips): player 0 keeps 1-1
    and 2-4 (8 pips), player 1 keeps 1-2 1-4 2-6 (16): player 0 wins and scores 16."""
    state = blocking(client, [["0-3", "1-1", "2-4"], ["1-2", "1-4", "2-6"]])
    state, events = play(client, GAME, state, {"action": "place", "tile": "0-3", "end": 6})
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "blocked",
        "winner": 0,
        "pips": [8, 16],
        "points": [16, 0],
    }
    assert state["phase"] == "deal"


def test_a_blocked_round_tied_on_pips_scores_nothing(client):
    """A tie for the lowest pip count (1-2 2-6 = 11 against 1-1 1-4 2-2 = 11) wins nothing;
    with rounds 1 the match ends and both players share the win at 0."""
    state = blocking(client, [["0-3", "1-2", "2-6"], ["1-1", "1-4", "2-2"]], rounds=1)
    state, events = play(client, GAME, state, {"action": "place", "tile": "0-3", "end": 6})
    assert events[1]["winner"] is None and events[1]["points"] == [0, 0]
    assert events[2] == {"event": "match_over", "winners": [0, 1], "scores": [0, 0]}


def test_blocked_none_gives_a_blocked_round_no_winner(client):
    """Option blocked "none": the lower pip count (8 against 16) wins nothing."""
    state = blocking(client, [["0-3", "1-1", "2-4"], ["1-2", "1-4", "2-6"]], blocked="none")
    _, events = play(client, GAME, state, {"action": "place", "tile": "0-3", "end": 6})
    assert events[1]["winner"] is None and events[1]["points"] == [0, 0]


# -- Sabbacino Draw ----------------------------------------------------------------------------


DRAW_STOCKS = [
    ["0-0", "1-3", "2-3", "3-4", "4-5", "0-2"],
    ["0-1", "1-2", "2-2", "1-4", "0-4", "2-4", "3-3"],
]


def test_draw_until_a_tile_fits_then_place(client):
    """Sabbacino Draw: "instead of passing when you cannot play a tile, you must draw another
    tile ... until you are able to make a move". Player 1 has no 6: draws 0-5 (no fit), then
    5-6, which fits either 6."""
    rest = [t for t in SET if t not in {"6-6", "0-5", "5-6", *sum(DRAW_STOCKS, [])}]
    state = position(
        client,
        GAME,
        DRAW_STOCKS,
        [tile("6-6")],
        ends((0, 6, 0), (1, 6, 0)),
        options={"draw": True},
        boneyard=[*rest, "5-6", "0-5"],
        to_move=1,
    )
    assert legal(client, GAME, state) == [{"action": "draw"}]
    problem = refused(client, GAME, state, {"action": "pass"})
    assert "must draw until a tile fits" in problem["detail"]
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "drew", "player": 1, "tile": "0-5"}]
    assert state["to_move"] == 1 and state["boneyard"][-1] == "5-6"
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "drew", "player": 1, "tile": "5-6"}]
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "5-6", "end": 0},
        {"action": "place", "tile": "5-6", "end": 1},
    ]
    problem = refused(client, GAME, state, {"action": "draw"})
    assert problem["detail"] == (
        "Seat 2 cannot draw: they can place 5-6 on open end 0 (2 placements are possible)."
    )


def test_with_the_boneyard_empty_a_player_who_cannot_place_passes(client):
    """Sabbacino Draw with no tile left to draw: the player passes."""
    others = [t for t in SET if t not in {"6-6", *DRAW_STOCKS[1]}]
    state = position(
        client,
        GAME,
        [others, DRAW_STOCKS[1]],
        [tile("6-6")],
        ends((0, 6, 0), (1, 6, 0)),
        options={"draw": True},
        boneyard=[],
        to_move=1,
    )
    assert legal(client, GAME, state) == [{"action": "pass"}]
    problem = refused(client, GAME, state, {"action": "draw"})
    assert problem["detail"] == "The boneyard is empty: a player who cannot place passes."
    state, _ = play(client, GAME, state, {"action": "pass"})
    assert state["to_move"] == 0


# -- view -----------------------------------------------------------------------------------


def test_view_hides_the_other_stocks_the_boneyard_and_the_seed(client):
    """A seat sees its own stock; other stocks and the boneyard become counts."""
    state = line(client)
    seen = ok(client, GAME, "view", {"state": state, "viewer": 1})["state"]
    assert seen["players"][1]["stock"] == ["2-2", "0-1", "3-4", "4-6", "0-6"]
    assert seen["players"][0] == {"stock_count": 6, "score": 0}
    assert seen["boneyard_count"] == 14 and "boneyard" not in seen and "seed" not in seen
    spectator = ok(client, GAME, "view", {"state": state, "viewer": "spectator"})["state"]
    assert all("stock" not in p for p in spectator["players"])
    assert spectator["tableau"] == state["tableau"]
    response = post(client, GAME, "view", {"state": state, "viewer": 2})
    assert response.status_code == 422 and response.json["code"] == "invalid_request"
