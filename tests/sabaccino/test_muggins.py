"""Muggins through the API: doubles laid crosswise with their free edges open, the sum of the
open ends scored at each multiple of 5, first to the target (seed 000, Rules for Muggins)."""

from __future__ import annotations

from tests.sabaccino.positions import SET, ends, legal, ok, play, position, refused, tile

GAME = "muggins"


def test_an_opening_double_lies_crosswise_with_four_open_edges_and_counts_both_halves(client):
    """ "Double-Value tiles are placed cross-wise against an open point, creating 4 open edges
    for potential scoring": 5-5 opens four ends showing 5. Option count "exposed" (default):
    the double at the end of the layout counts both its halves, 5 + 5 = 10, scores 10;
    count "edges": each open edge counts, 5 + 5 + 5 + 5 = 20."""
    stocks = [
        ["5-5", "0-1", "1-2", "2-3", "0-3", "1-3", "0-2"],
        ["5-6", "0-4", "1-4", "2-4", "3-4", "0-6", "1-6"],
    ]
    state, events = play(
        client, GAME, position(client, GAME, stocks), {"action": "place", "tile": "5-5"}
    )
    assert state["tableau"] == {
        "tiles": [tile("5-5", crosswise=True)],
        "open_ends": ends((0, 5, 0), (1, 5, 0), (2, 5, 0), (3, 5, 0)),
    }
    assert events[1] == {
        "event": "scored",
        "player": 0,
        "tile": "5-5",
        "points": 10,
        "ends": [5, 5],
        "score": 10,
    }
    _, events = play(
        client,
        GAME,
        position(client, GAME, stocks, options={"count": "edges"}),
        {"action": "place", "tile": "5-5"},
    )
    assert events[1] == {
        "event": "scored",
        "player": 0,
        "tile": "5-5",
        "points": 20,
        "ends": [5, 5, 5, 5],
        "score": 20,
    }


def test_an_opening_double_sylop_sums_to_nothing(client):
    """0-0 opens four ends showing 0: a sum of 0 scores no points."""
    state = position(
        client,
        GAME,
        [
            ["0-0", "0-1", "1-2", "2-3", "0-3", "1-3", "0-2"],
            ["5-6", "0-4", "1-4", "2-4", "3-4", "0-6", "1-6"],
        ],
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "0-0"})
    assert len(events) == 1 and state["players"][0]["score"] == 0


def line(client, **fields):
    """2-3 opened, 3-4 on its 3: the open ends show 2 (id 0) and 4 (id 2), 6 in all."""
    return position(
        client,
        GAME,
        [["1-2", "2-6", "4-5", "2-2", "0-0", "1-1"], ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6"]],
        [tile("2-3"), tile("3-4", 0, 1)],
        ends((0, 2, 0), (2, 4, 1)),
        **fields,
    )


def test_a_lay_that_brings_the_open_ends_to_a_multiple_of_five_scores_the_sum(client):
    """ "A player scores points every time they lay a tile that brings the sum of the open ends
    of the Sabaccino tiles to a multiple of 5. They score the equivalent number of points":
    1-2 on the 2 leaves 1 + 4 = 5; 2-6 leaves 6 + 4 = 10; 4-5 on the 4 leaves 2 + 5 = 7."""
    _, events = play(client, GAME, line(client), {"action": "place", "tile": "1-2", "end": 0})
    assert events[1]["points"] == 5 and events[1]["ends"] == [4, 1]
    _, events = play(client, GAME, line(client), {"action": "place", "tile": "2-6", "end": 0})
    assert events[1]["points"] == 10
    _, events = play(client, GAME, line(client), {"action": "place", "tile": "4-5", "end": 2})
    assert len(events) == 1


def test_a_double_laid_on_an_end_opens_its_three_free_edges(client):
    """2-2 across the 2 opens three ends showing 2 (the fourth edge lies against 2-3); it is an
    exposed end: 4 + (2 + 2) = 8 scores nothing (count "edges": 4 + 2 + 2 + 2 = 10 scores 10);
    nothing more goes on the 2-3's covered end."""
    state, events = play(client, GAME, line(client), {"action": "place", "tile": "2-2", "end": 0})
    assert events[0]["opens"] == [3, 4, 5]
    assert state["tableau"]["tiles"][-1] == tile("2-2", 0, 0, crosswise=True)
    assert state["tableau"]["open_ends"] == ends((2, 4, 1), (3, 2, 2), (4, 2, 2), (5, 2, 2))
    assert len(events) == 1
    _, events = play(
        client,
        GAME,
        line(client, options={"count": "edges"}),
        {"action": "place", "tile": "2-2", "end": 0},
    )
    assert events[1]["points"] == 10 and events[1]["ends"] == [4, 2, 2, 2]
    problem = refused(
        client, GAME, {**state, "to_move": 0}, {"action": "place", "tile": "1-2", "end": 0}
    )
    assert problem["detail"].startswith("Open end 0 is no longer open: 2-2 (tile 2) covers it")


def spinner(client, tiles, open_ends, stock, **fields):
    """Player 0 holds ``stock``, ``tiles`` lie on the tableau and player 1 holds the lowest
    other tiles, so that the boneyard holds what a deal of 7 each leaves (14)."""
    used = {entry["tile"] for entry in tiles} | set(stock)
    other = [t for t in SET if t not in used][: 14 - len(used)]
    return position(client, GAME, [stock, other], tiles, open_ends, **fields)


def test_the_issue_worked_counts(client):
    """Issue 8 item 3, worked by hand (seed 000 Muggins, Scoring: "the sum of the open ends"):
    ends 2 and 4, a 4-4 laid on the 4 makes 2 + 8 = 10 and scores 10; ends 2 and 1, a 1-1 on
    the 1 makes 2 + 2 = 4 and scores nothing (count "edges": 2 + 1 + 1 + 1 = 5 scores 5)."""
    two_four = [tile("2-3"), tile("3-4", 0, 1)]
    state = spinner(client, two_four, ends((0, 2, 0), (2, 4, 1)), ["4-4", "1-1", "5-6"])
    _, events = play(client, GAME, state, {"action": "place", "tile": "4-4", "end": 2})
    assert events[1]["points"] == 10 and events[1]["ends"] == [2, 4, 4]
    two_one = [tile("2-3"), tile("1-3", 0, 1)]
    state = spinner(client, two_one, ends((0, 2, 0), (2, 1, 1)), ["4-4", "1-1", "5-6"])
    _, events = play(client, GAME, state, {"action": "place", "tile": "1-1", "end": 2})
    assert len(events) == 1
    state = spinner(
        client,
        two_one,
        ends((0, 2, 0), (2, 1, 1)),
        ["4-4", "1-1", "5-6"],
        options={"count": "edges"},
    )
    _, events = play(client, GAME, state, {"action": "place", "tile": "1-1", "end": 2})
    assert events[1]["points"] == 5 and events[1]["ends"] == [2, 1, 1, 1]


def test_a_spinner_counts_until_tiles_lie_against_two_of_its_edges(client):
    """A 5-5 set, then 5-0 played on it, makes 0 + 10 and scores 10 (the double is still an
    end: one side free). Then 5-6 on another edge: tiles lie against two of its edges, so it
    counts nothing though two edges stay open: 0 + 6 = 6, nothing. Then 5-4 on a third edge:
    0 + 6 + 4 = 10 scores 10. Count "edges" instead: 5 + 5 + 5 + 0 = 15, then
    5 + 5 + 0 + 6 = 16, then 5 + 0 + 6 + 4 = 15."""
    five = [tile("5-5", crosswise=True)]
    open_five = ends((0, 5, 0), (1, 5, 0), (2, 5, 0), (3, 5, 0))
    for count, first, third in (
        ("exposed", ([5, 5, 0], 10), ([0, 6, 4], 10)),
        ("edges", ([5, 5, 5, 0], 15), ([5, 0, 6, 4], 15)),
    ):
        state = spinner(client, five, open_five, ["0-5", "1-5"], options={"count": count})
        state, events = play(client, GAME, state, {"action": "place", "tile": "0-5", "end": 0})
        assert (events[1]["ends"], events[1]["points"]) == first
        state = {
            **state,
            "to_move": 0,
            "players": [
                {"stock": ["5-6", "4-5", "1-5"], "score": state["players"][0]["score"]},
                {"stock": state["players"][1]["stock"], "score": 0},
            ],
        }
        state["boneyard"] = [t for t in state["boneyard"] if t not in ("5-6", "4-5")]
        state, events = play(client, GAME, state, {"action": "place", "tile": "5-6", "end": 1})
        assert len(events) == 1
        state = {**state, "to_move": 0}
        state, events = play(client, GAME, state, {"action": "place", "tile": "4-5", "end": 2})
        assert (events[1]["ends"], events[1]["points"]) == third


def test_reaching_the_target_wins_at_once(client):
    """ "Play continues through multiple rounds until one player reaches the agreed score":
    target 15, player 0 has 5 (from opening 2-3) and 2-6 scores 10."""
    state = line(
        client,
        options={"target": 15},
        scores=[5, 0],
        scoring=[{"player": 0, "tile": "2-3", "points": 5, "ends": [2, 3]}],
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 0})
    assert events[-1] == {"event": "match_over", "winners": [0], "scores": [15, 0]}
    score = ok(client, GAME, "score", {"state": state})
    assert score["standings"][0]["rounds"][0]["how"] == (
        "15: 2-3 brought the count to 2 + 3 = 5; 2-6 brought the count to 4 + 6 = 10"
    )


def test_a_player_who_cannot_place_chooses_to_pass_or_draw(client):
    """ "If a player cannot place a tile, their either A) pass on their go or B) draw from the
    Boneyard": player 1 (no 1 and no 4) may draw or pass at each such turn (cannot_place
    "choice", default); having drawn 0-2 (no fit) they choose again; having drawn 1-4 they
    must place it. Table-wide: "pass" offers only the pass, "draw" (or draw true) only the
    draw."""
    stocks = [
        ["1-2", "2-6", "4-5", "2-2", "0-0", "1-1"],
        ["0-3", "0-5", "0-6", "2-5", "3-3", "3-6"],
    ]
    rest = [t for t in SET if t not in {"1-3", "3-4", "1-4", "0-2", *stocks[0], *stocks[1]}]

    def stuck(boneyard=(*rest, "1-4", "0-2"), **options):
        return position(
            client,
            GAME,
            stocks,
            [tile("1-3"), tile("3-4", 0, 1)],
            ends((0, 1, 0), (2, 4, 1)),
            to_move=1,
            options=options,
            boneyard=list(boneyard),
        )

    state = stuck()
    assert legal(client, GAME, state) == [{"action": "draw"}, {"action": "pass"}]
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "drew", "player": 1, "tile": "0-2"}]
    assert legal(client, GAME, state) == [{"action": "draw"}, {"action": "pass"}]
    state, _ = play(client, GAME, state, {"action": "draw"})
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "1-4", "end": 0},
        {"action": "place", "tile": "1-4", "end": 2},
    ]
    refused(client, GAME, state, {"action": "pass"})
    passed, events = play(client, GAME, stuck(), {"action": "pass"})
    assert events == [{"event": "passed", "player": 1}] and passed["to_move"] == 0
    assert legal(client, GAME, stuck(cannot_place="pass")) == [{"action": "pass"}]
    assert legal(client, GAME, stuck(cannot_place="draw")) == [{"action": "draw"}]
    assert legal(client, GAME, stuck(draw=True)) == [{"action": "draw"}]
    problem = refused(client, GAME, stuck(draw=True), {"action": "pass"})
    assert problem["code"] == "illegal_move"


def test_contradicting_draw_options_are_refused(client):
    """Option draw true (the older spelling of cannot_place "draw") with cannot_place "pass"
    contradict each other: 422 invalid_option, naming the field."""
    response = client.post(
        f"/v1/games/{GAME}/deal",
        json={"players": 2, "seed": 1, "options": {"draw": True, "cannot_place": "pass"}},
    )
    assert response.status_code == 422 and response.json["code"] == "invalid_option"
    assert response.json["field"] == "options.cannot_place"


def test_a_round_is_not_blocked_while_someone_can_draw(client):
    """ "Play continues until ... no players are able to place a tile": with the choice, a
    player who can draw can still come to place, so the round goes on while the boneyard has
    tiles, even after everyone passed."""
    stocks = [
        ["0-0", "0-2", "0-3", "0-5", "0-6", "2-2"],
        ["2-3", "2-5", "2-6", "3-3", "3-5", "3-6"],
    ]
    rest = [t for t in SET if t not in {"1-3", "3-4", *stocks[0], *stocks[1]}]
    state = position(
        client,
        GAME,
        stocks,
        [tile("1-3"), tile("3-4", 0, 1)],
        ends((0, 1, 0), (2, 4, 1)),
        boneyard=rest,
    )
    for _ in range(2):
        state, events = play(client, GAME, state, {"action": "pass"})
        assert [e["event"] for e in events] == ["passed"] and state["phase"] == "play"
    assert legal(client, GAME, state) == [{"action": "draw"}, {"action": "pass"}]


def test_a_state_saved_before_the_new_options_loads_with_their_defaults(client):
    """States saved today must still load: options without count and cannot_place are read
    with their defaults ("exposed", "choice")."""
    state = line(client)
    del state["options"]["count"], state["options"]["cannot_place"]
    after, events = play(client, GAME, state, {"action": "place", "tile": "1-2", "end": 0})
    assert after["options"]["count"] == "exposed" and after["options"]["cannot_place"] == "choice"
    assert events[1]["points"] == 5
