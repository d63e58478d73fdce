"""Tatooine Spice Train through the API: the double sylop hub, a train begun on every player's
first turn, the trains in progress after, first out scores the pips left (seed 000, Rules for
Tatooine Spice Train)."""

from __future__ import annotations

from service.games.sabaccino import ENGINES
from tests.sabaccino.positions import ends, invalid, legal, ok, play, position, refused, tile

GAME = "tatooine-spice-train"
TRAIN_RULE = (
    "All players must begin a train from an open edge of the double sylop on their "
    "first turn; afterwards they play on the trains in progress."
)
HUB = tile("0-0", crosswise=True)
HUB_ENDS = ((0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0))


def test_the_double_sylop_is_set_in_the_centre_and_the_rest_dealt(client):
    """ "The centre of the Tableau is set using the Double Sylop tile": 0-0 lies crosswise with
    four open edges showing 0; the other 27 tiles are dealt, 7 each for 2 players, 13 left in
    the boneyard; the lowest double (else lowest tile) opens, with every seat's first turn
    ahead."""
    state = ok(client, GAME, "deal", {"players": 2, "seed": 4})["state"]
    assert state["tableau"] == {"tiles": [HUB], "open_ends": ends(*HUB_ENDS)}
    assert [len(p["stock"]) for p in state["players"]] == [7, 7]
    assert len(state["boneyard"]) == 13 and "0-0" not in state["boneyard"]
    held = [(t, seat) for seat in (0, 1) for t in state["players"][seat]["stock"]]
    doubles = sorted((int(t[0]), seat) for t, seat in held if t[0] == t[2])
    lowest = min(held, key=lambda h: (int(h[0][0]) + int(h[0][2]), int(h[0][0])))
    opener = doubles[0][1] if doubles else lowest[1]
    assert state["to_move"] == opener and state["to_start"] == [opener, 1 - opener]


STOCKS = [
    ["0-3", "0-6", "3-5", "1-1", "2-4", "5-5", "6-6"],
    ["0-2", "3-6", "1-2", "1-4", "2-5", "4-4", "5-6"],
]


def first_turns(client, stocks=STOCKS, **options):
    """The hub alone; player 0 (lowest double 1-1) to move, both first turns ahead."""
    return position(client, GAME, stocks, [HUB], ends(*HUB_ENDS), to_start=[0, 1], options=options)


def test_the_first_turn_begins_a_train_on_the_double_sylop(client):
    """ "The first player places a tile on the Double Sylop to begin a tran. Each player then
    takes a turn ... and chooses a tile to start a 'train'": player 0 may only lay a sylop
    tile on a free edge; player 1's first turn too, though 3-6 would fit player 0's train."""
    state = first_turns(client)
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": t, "end": e} for t in ("0-3", "0-6") for e in range(4)
    ]
    state, events = play(client, GAME, state, {"action": "place", "tile": "0-3", "end": 1})
    assert events == [{"event": "placed", "player": 0, "tile": "0-3", "end": 1, "opens": [4]}]
    assert state["to_start"] == [1] and state["to_move"] == 1
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "0-2", "end": e} for e in (0, 2, 3)
    ]
    problem = refused(client, GAME, state, {"action": "place", "tile": "3-6", "end": 4})
    assert problem["rule"] == TRAIN_RULE
    assert problem["source"] == "seed 000 Rules for Tatooine Spice Train, Setup"
    assert "seat 2's first turn of the round" in problem["detail"]
    state, _ = play(client, GAME, state, {"action": "place", "tile": "0-2", "end": 0})
    assert state["to_start"] == [] and state["tableau"]["open_ends"] == ends(
        (2, 0, 0), (3, 0, 0), (4, 3, 1), (5, 2, 2)
    )


def test_afterwards_only_the_trains_in_progress_take_tiles(client):
    """ "Afterwards, they can also play their tiles against any of the 'trains' in progress":
    player 0 lays on either train (3-5 on its own 3, 2-4 on player 1's 2) and, "also" read as
    besides beginning trains, may begin a third train with 0-6 on a free edge of the hub
    (late_trains true, default); late_trains false refuses the free edge."""
    for late in (False, True):
        state = first_turns(client, late_trains=late)
        state, _ = play(client, GAME, state, {"action": "place", "tile": "0-3", "end": 1})
        state, _ = play(client, GAME, state, {"action": "place", "tile": "0-2", "end": 0})
        moves = legal(client, GAME, state)
        trains = [
            {"action": "place", "tile": "3-5", "end": 4},
            {"action": "place", "tile": "2-4", "end": 5},
        ]
        if not late:
            assert moves == trains
            problem = refused(client, GAME, state, {"action": "place", "tile": "0-6", "end": 2})
            assert problem["rule"] == TRAIN_RULE and "free edge" in problem["detail"]
        else:
            assert moves == [{"action": "place", "tile": "0-6", "end": e} for e in (2, 3)] + trains


def test_a_player_with_no_sylop_passes_the_first_turn_then_joins_the_trains(client):
    """ "If a player cannot place a tile, they pass on their go": player 1 holds no sylop, so on
    the first turn passes (3-6 and 2-3 would fit the train); later they lay on the trains
    (player 0's 0-6 would begin a train: late_trains false here, to see the trains alone)."""
    stocks = [STOCKS[0], ["3-6", "1-2", "1-4", "2-5", "4-4", "5-6", "2-3"]]
    state = first_turns(client, stocks, late_trains=False)
    state, _ = play(client, GAME, state, {"action": "place", "tile": "0-3", "end": 1})
    assert legal(client, GAME, state) == [{"action": "pass"}]
    state, events = play(client, GAME, state, {"action": "pass"})
    assert events == [{"event": "passed", "player": 1}] and state["to_start"] == []
    assert legal(client, GAME, state) == [{"action": "place", "tile": "3-5", "end": 4}]
    state, _ = play(client, GAME, state, {"action": "place", "tile": "3-5", "end": 4})
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "2-5", "end": 5},
        {"action": "place", "tile": "5-6", "end": 5},
    ]


TRAINS = [HUB, tile("0-3", 0, 1), tile("0-2", 0, 0)]
TRAIN_ENDS = ends((2, 0, 0), (3, 0, 0), (4, 3, 1), (5, 2, 2))


def test_first_out_scores_every_opponents_pips(client):
    """ "They score points equivalent to the sum value of the tiles in their opponent's stock":
    player 1 goes out with 2-5; player 0 keeps 1-1 1-3 1-4 1-5 1-6 3-3 4-4 4-5 5-5 6-6 3-4 =
    2 + 4 + 5 + 6 + 7 + 6 + 8 + 9 + 10 + 12 + 7 = 76."""
    stocks = [
        ["1-1", "1-3", "1-4", "1-5", "1-6", "3-3", "4-4", "4-5", "5-5", "6-6", "3-4"],
        ["2-5"],
    ]
    state = position(client, GAME, stocks, TRAINS, TRAIN_ENDS, to_move=1)
    state, events = play(client, GAME, state, {"action": "place", "tile": "2-5", "end": 5})
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "out",
        "winner": 1,
        "pips": [76, 0],
        "points": [0, 76],
    }
    assert state["phase"] == "deal" and [p["score"] for p in state["players"]] == [0, 76]


def test_option_target_ends_the_match_once_a_round_brings_a_player_to_it(client):
    """ "Play continues through multiple rounds until one player reaches the agreed score"
    (option target): 76 reaches 60 and ends the match; it does not reach 100."""
    stocks = [
        ["1-1", "1-3", "1-4", "1-5", "1-6", "3-3", "4-4", "4-5", "5-5", "6-6", "3-4"],
        ["2-5"],
    ]
    for goal, over in ((60, True), (100, False)):
        state = position(
            client, GAME, stocks, TRAINS, TRAIN_ENDS, to_move=1, options={"target": goal}
        )
        state, events = play(client, GAME, state, {"action": "place", "tile": "2-5", "end": 5})
        assert state["terminal"] is over
        if over:
            assert events[-1] == {"event": "match_over", "winners": [1], "scores": [0, 76]}


def test_a_free_hub_edge_does_not_save_a_blocked_round(client):
    """After 2-6 covers the 2 the trains end in 3 and 6, which nobody holds; player 1's 0-1
    fits a free edge of the hub, so with late trains (default) the round goes on: "a round is
    not blocked while a player can do that". With late_trains false first turns are over:
    blocked. Player 1 (0-1 2-2 2-5 4-4 5-5 = 30) beats player 0 (1-1 1-2 1-4 1-5 2-4 4-5 =
    31) and scores 31."""
    stocks = [
        ["2-6", "1-1", "1-2", "1-4", "1-5", "2-4", "4-5"],
        ["0-1", "2-2", "2-5", "4-4", "5-5"],
    ]
    state = position(client, GAME, stocks, TRAINS, TRAIN_ENDS, options={"late_trains": False})
    _, events = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 5})
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "blocked",
        "winner": 1,
        "pips": [31, 30],
        "points": [0, 31],
    }
    state = position(client, GAME, stocks, TRAINS, TRAIN_ENDS)
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-6", "end": 5})
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "0-1", "end": e} for e in (2, 3)
    ]


def test_a_deal_where_nobody_holds_a_sylop_is_blocked_at_once(client):
    """With no tile showing 0 in any stock no train can begin: the round is blocked as soon as
    it is dealt, and the lowest pip count wins it."""
    engine = ENGINES[GAME]
    seed = next(s for s in range(3000) if engine.deal(2, s)["phase"] == "deal")
    state = ok(client, GAME, "deal", {"players": 2, "seed": seed})["state"]
    stocks = [p["stock"] for p in state["players"]]
    assert not any(t.startswith("0-") for stock in stocks for t in stock)
    record = state["rounds"][0]
    assert record["ended"] == "blocked" and state["tableau"]["tiles"] == [HUB]
    assert record["pips"] == [sum(int(t[0]) + int(t[2]) for t in s) for s in stocks]


def test_states_that_break_the_first_turns_are_refused(client):
    """to_start must run clockwise from the player to move; while first turns remain, every
    tile beyond the hub begins a train; before anyone moves the first player is to move; the
    hub is the double sylop; the boneyard holds what the deal left (27 - 14)."""
    state = first_turns(client)
    state["to_start"] = [1]
    invalid(client, GAME, state, "state.to_start")
    state = first_turns(client)
    state["to_move"], state["to_start"] = 1, [1, 0]
    invalid(client, GAME, state, "state.to_move")
    state = position(
        client,
        GAME,
        [["0-6", "1-1", "2-4", "5-5", "6-6", "5-6"], STOCKS[1][:-1]],
        [HUB, tile("0-3", 0, 1), tile("3-5", 1, 4)],
        ends((0, 0, 0), (2, 0, 0), (3, 0, 0), (5, 5, 2)),
        to_move=1,
        to_start=[1],
    )
    invalid(client, GAME, state, "state.tableau")
    state = first_turns(client)
    state["tableau"] = {"tiles": [tile("1-1")], "open_ends": ends((0, 1, 0), (1, 1, 0))}
    invalid(client, GAME, state, "state.tableau.tiles[0]")
    state = first_turns(client)
    state["players"][0]["stock"].append(state["boneyard"].pop())
    invalid(client, GAME, state, "state.boneyard")


def test_the_catalog_lists_the_game_with_its_options_and_seed_defaults(client):
    """Options as data, defaults the seed's readings (docs/rules/tatooine-spice-train.md)."""
    entry = client.get(f"/v1/games/{GAME}").json
    assert entry["status"] == "available" and entry["players"] == {"min": 2, "max": 4}
    assert [(o["name"], o["default"]) for o in entry["options"]] == [
        ("rounds", 3),
        ("target", 0),
        ("blocked", "lowest-pips"),
        ("late_trains", True),
    ]
