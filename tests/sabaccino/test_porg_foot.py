"""Porg Foot and its variants through the API: the roll for the first player, the double hub,
porg feet built before play goes elsewhere, draw one then pass, Doubles Bonus, HoloNet
Interference and Smuggler's Standoff (seed 000, Rules for Porg Foot)."""

from __future__ import annotations

from service.games.sabaccino import ENGINES
from tests.sabaccino.positions import SET, ends, invalid, legal, ok, play, position, refused, tile

GAME = "porg-foot"
FOOT_RULE = (
    "When a double is played, players must build 3 branches on it (a porg foot) "
    "before tiles can be placed elsewhere."
)
ROLLERS = [
    ["1-2", "3-4", "0-5", "2-6", "1-5"],
    ["2-2", "0-1", "3-5", "4-6", "1-3"],
    ["5-5", "6-6", "0-2", "1-4", "2-3"],
]


def rolling(client, **fields):
    """Three seats, dealer 0: seat 0 holds no double, seats 1 (2-2) and 2 (5-5, 6-6) do."""
    fields.setdefault("rolls", [[], [], []])
    return position(client, GAME, ROLLERS, phase="roll", to_move="chance", turn=None, **fields)


def test_the_players_holding_a_double_roll_and_the_lowest_sets_a_double_as_hub(client):
    """ "Players roll the dice. The player with the lowest score places a double tile to start.
    If they have no double tile, pass to the next player": seats 1 and 2 roll (from the
    dealer's left), 5 and 2; seat 2 opens with a double of its choice, laid crosswise with
    four open edges."""
    state = rolling(client)
    assert legal(client, GAME, state)[:2] == [{"action": "chance"}, {"action": "roll", "die": 1}]
    state, events = play(client, GAME, state, {"action": "roll", "die": 5})
    assert events == [{"event": "rolled", "player": 1, "die": 5}]
    state, events = play(client, GAME, state, {"action": "roll", "die": 2})
    assert events[1] == {
        "event": "opener",
        "player": 2,
        "tile": None,
        "why": "rolled lowest (2) of the players holding a double",
    }
    assert state["rolls"] == [[], [5], [2]] and state["to_move"] == 2
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "5-5"},
        {"action": "place", "tile": "6-6"},
    ]
    problem = refused(client, GAME, state, {"action": "place", "tile": "0-2"})
    assert problem["detail"] == "The hub must be a double; 0-2 is not one."
    state, events = play(client, GAME, state, {"action": "place", "tile": "6-6"})
    assert events[0]["opens"] == [0, 1, 2, 3]
    assert state["tableau"]["tiles"] == [tile("6-6", crosswise=True)]


def test_tied_lowest_rolls_roll_again(client):
    """Seats 1 and 2 both roll 3 and roll again in the same order; seat 1's 1 beats 4."""
    state = rolling(client)
    for die in (3, 3, 1, 4):
        state, events = play(client, GAME, state, {"action": "roll", "die": die})
    assert state["rolls"] == [[], [3, 1], [3, 4]] and events[-1]["player"] == 1


def test_rolls_by_a_player_without_a_double_are_refused(client):
    """Only the players holding a double roll: a roll by seat 0 does not fit the deal."""
    invalid(client, GAME, rolling(client, rolls=[[4], [], []]), "state.rolls")


def test_a_lone_double_holder_opens_without_a_roll(client):
    """With one player holding a double nobody needs to roll: seat 1 (2-2) opens at once."""
    stocks = [ROLLERS[0], ROLLERS[1], ["0-3", "0-4", "1-6", "5-6", "3-6"]]
    state = position(client, GAME, stocks, rolls=[[], [], []], to_move=1)
    assert legal(client, GAME, state) == [{"action": "place", "tile": "2-2"}]
    invalid(
        client, GAME, position(client, GAME, stocks, rolls=[[], [], []], to_move=0), "state.to_move"
    )


def test_a_deal_with_no_double_is_dealt_again(client):
    """ "If no player has a double tile, players redraw until one appears": the tiles are
    shuffled and dealt again (one more chance step)."""
    engine = ENGINES[GAME]
    seed = next(s for s in range(5000) if engine.deal(2, s)["chance_step"] > 1)
    state = ok(client, GAME, "deal", {"players": 2, "seed": seed})["state"]
    assert any(t[0] == t[2] for p in state["players"] for t in p["stock"])


HUB_STOCKS = [
    ["1-3", "4-6", "0-0", "3-5", "5-6", "0-5"],
    ["2-4", "0-4", "1-6", "2-5", "3-3", "0-3"],
]


def one_branch(client, **options):
    """The hub 4-4 with one branch, 1-4 (its end shows 1, id 4); player 0 to move."""
    return position(
        client,
        GAME,
        HUB_STOCKS,
        [tile("4-4", crosswise=True), tile("1-4", 0, 0)],
        ends((1, 4, 0), (2, 4, 0), (3, 4, 0), (4, 1, 1)),
        options=options,
    )


def test_the_hub_takes_three_branches_before_play_goes_elsewhere(client):
    """ "When a double is played, players must build 3 branches ... before tiles can be placed
    elsewhere": 1-3 fits the branch's 1 but is refused until 4-6 and 2-4 make three
    branches; then the branch ends and the hub's fourth edge take tiles."""
    state = one_branch(client)
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "4-6", "end": e} for e in (1, 2, 3)
    ]
    problem = refused(client, GAME, state, {"action": "place", "tile": "1-3", "end": 4})
    assert problem["rule"] == FOOT_RULE
    assert (
        "not on the porg foot of 4-4 (tile 0), which has 1 of its 3 branches" in problem["detail"]
    )
    state, _ = play(client, GAME, state, {"action": "place", "tile": "4-6", "end": 1})
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-4", "end": 2})
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "1-3", "end": 4},
        {"action": "place", "tile": "5-6", "end": 5},
    ]


def test_option_hub_branches_4_fills_every_side_of_the_hub_first(client):
    """With hub_branches 4 the fourth edge comes first: player 0 has no 4, so draws."""
    state = one_branch(client, hub_branches=4)
    state, _ = play(client, GAME, state, {"action": "place", "tile": "4-6", "end": 1})
    state, _ = play(client, GAME, state, {"action": "place", "tile": "2-4", "end": 2})
    assert legal(client, GAME, state) == [{"action": "draw"}]


HUB_DONE = [tile("4-4", crosswise=True), tile("1-4", 0, 0), tile("4-6", 0, 1), tile("2-4", 0, 2)]
HUB_DONE_ENDS = ((3, 4, 0), (4, 1, 1), (5, 6, 2), (6, 2, 3))


def test_a_double_lies_across_and_grows_a_three_toed_foot_first(client):
    """ "Whenever a double is played, it must be placed perpendicular to the matching tile" and
    "the next 3 plays must all connect to that double": 6-6 on the 6 lies crosswise with
    three edges; 2-5 (on the 2) and 0-4 (on the hub's 4) wait until it has three toes."""
    stocks = [["6-6", "1-3", "3-5", "0-5", "0-0"], ["1-6", "2-5", "3-3", "0-3", "0-4", "5-6"]]
    state = position(client, GAME, stocks, HUB_DONE, ends(*HUB_DONE_ENDS))
    state, events = play(client, GAME, state, {"action": "place", "tile": "6-6", "end": 5})
    assert events[0]["opens"] == [7, 8, 9]
    assert state["tableau"]["tiles"][-1] == tile("6-6", 2, 5, crosswise=True)
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": t, "end": e} for t in ("1-6", "5-6") for e in (7, 8, 9)
    ]
    problem = refused(client, GAME, state, {"action": "place", "tile": "2-5", "end": 6})
    assert (
        problem["rule"] == FOOT_RULE and "6-6 (tile 4), which has 0 of its 3" in problem["detail"]
    )


def feet_of_six(client, boneyard_top: str, **options):
    """6-6 on the 6 with one toe (1-6); player 0 holds no 6 and must draw."""
    stocks = [["1-3", "3-5", "0-5", "0-0"], ["2-5", "3-3", "0-3", "0-4", "5-6"]]
    tiles = [*HUB_DONE, tile("6-6", 2, 5, crosswise=True), tile("1-6", 4, 7)]
    named = {*sum(stocks, []), *(t["tile"] for t in tiles)}
    rest = [t for t in SET if t not in named and t != boneyard_top]
    return position(
        client,
        GAME,
        stocks,
        tiles,
        ends((3, 4, 0), (4, 1, 1), (6, 2, 3), (8, 6, 4), (9, 6, 4), (10, 1, 5)),
        boneyard=[*rest, boneyard_top],
        options=options,
    )


def test_a_player_who_cannot_play_draws_one_tile_and_must_play_it_if_it_fits(client):
    """ "If you cannot play, draw one tile from the boneyard (if available)": player 0 must
    draw (a pass is refused), draws 3-6, and must lay it on the foot."""
    state = feet_of_six(client, "3-6")
    assert legal(client, GAME, state) == [{"action": "draw"}]
    problem = refused(client, GAME, state, {"action": "pass"})
    assert "they have not drawn on this turn" in problem["detail"]
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "drew", "player": 0, "tile": "3-6"}]
    assert state["turn"] == {"player": 0, "drew": 1} and state["to_move"] == 0
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "3-6", "end": e} for e in (8, 9)
    ]


def test_if_playing_is_still_not_possible_the_player_passes(client):
    """ "If playing is still not possible, you must pass": 2-2 does not fit the foot; a second
    draw is refused; the pass gives player 1 a fresh turn."""
    state, _ = play(client, GAME, feet_of_six(client, "2-2"), {"action": "draw"})
    assert legal(client, GAME, state) == [{"action": "pass"}]
    problem = refused(client, GAME, state, {"action": "draw"})
    assert problem["detail"] == (
        "Seat 1 has drawn 1 tile(s) on this turn already: a player "
        "draws once a turn, then places or passes."
    )
    state, _ = play(client, GAME, state, {"action": "pass"})
    assert state["turn"] == {"player": 1, "drew": 0}


def test_holonet_interference_rolls_one_to_three_draws_four_to_six_passes(client):
    """HoloNet Interference: "you must [roll] the die. On a 1-3, you draw; on a 4-6 you pass":
    the draw is a die roll (a chance step); 5 passes the turn with nothing drawn, 2 draws
    the top tile, 3-6, which must then be laid."""
    state = feet_of_six(client, "3-6", holonet_interference=True)
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "roll_to_draw", "player": 0}]
    assert state["phase"] == "draw_roll" and state["to_move"] == "chance"
    assert legal(client, GAME, state)[0] == {"action": "chance"}
    passed, events = play(client, GAME, state, {"action": "roll", "die": 5})
    assert events == [
        {"event": "rolled", "player": 0, "die": 5, "drew": 0},
        {"event": "passed", "player": 0},
    ]
    assert passed["to_move"] == 1 and passed["boneyard"] == state["boneyard"]
    drew, events = play(client, GAME, state, {"action": "roll", "die": 2})
    assert events == [
        {"event": "rolled", "player": 0, "die": 2, "drew": 1},
        {"event": "drew", "player": 0, "tile": "3-6"},
    ]
    assert drew["phase"] == "play" and drew["turn"] == {"player": 0, "drew": 1}
    assert legal(client, GAME, drew)[0] == {"action": "place", "tile": "3-6", "end": 8}


def test_a_draw_roll_is_refused_without_holonet_interference(client):
    """Without the variant a draw is a draw: a 'draw_roll' phase does not fit the state."""
    state = feet_of_six(client, "3-6", holonet_interference=True)
    state, _ = play(client, GAME, state, {"action": "draw"})
    state["options"]["holonet_interference"] = False
    invalid(client, GAME, state, "state.phase")


STANDOFF_STOCKS = [["2-2", "1-3", "5-6", "0-5", "0-0"], ["1-1", "3-6", "0-3", "3-5"]]
STANDOFF_TILES = [*HUB_DONE, tile("6-6", 2, 5, crosswise=True)]
STANDOFF_ENDS = ends((3, 4, 0), (4, 1, 1), (6, 2, 3), (7, 6, 4), (8, 6, 4), (9, 6, 4))


def test_smugglers_standoff_lets_a_double_follow_a_double_and_both_feet_come_first(client):
    """ "If two doubles are played back-to-back, players mus 'complete' both porg feet before
    resuming": right after 6-6, player 1 may lay 1-1 on the 1 (without the variant only the
    foot of 6-6 takes tiles); then both feet take tiles and nothing else, not even 2-2."""
    plain = position(client, GAME, STANDOFF_STOCKS, STANDOFF_TILES, STANDOFF_ENDS, to_move=1)
    assert legal(client, GAME, plain) == [
        {"action": "place", "tile": "3-6", "end": e} for e in (7, 8, 9)
    ]
    assert (
        refused(client, GAME, plain, {"action": "place", "tile": "1-1", "end": 4})["rule"]
        == FOOT_RULE
    )
    state = position(
        client,
        GAME,
        STANDOFF_STOCKS,
        STANDOFF_TILES,
        STANDOFF_ENDS,
        to_move=1,
        options={"smugglers_standoff": True},
    )
    assert legal(client, GAME, state) == [{"action": "place", "tile": "1-1", "end": 4}] + [
        {"action": "place", "tile": "3-6", "end": e} for e in (7, 8, 9)
    ]
    state, events = play(client, GAME, state, {"action": "place", "tile": "1-1", "end": 4})
    assert events[0]["opens"] == [10, 11, 12]
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "1-3", "end": e} for e in (10, 11, 12)
    ] + [{"action": "place", "tile": "5-6", "end": e} for e in (7, 8, 9)]
    problem = refused(client, GAME, state, {"action": "place", "tile": "2-2", "end": 6})
    assert (
        "6-6 (tile 4), which has 0 of its 3 branches and 1-1 (tile 5), which has 0 of its "
        "3 branches"
    ) in problem["detail"]


def test_a_state_with_a_tile_beside_an_unfinished_foot_is_refused(client):
    """load replays the tableau: 2-5 on the 2 while 6-6 has no toe does not fit."""
    state = position(
        client,
        GAME,
        [["1-3", "5-6", "0-5", "0-0"], ["1-1", "3-6", "0-3", "3-5"]],
        [*STANDOFF_TILES, tile("2-5", 3, 6)],
        ends((3, 4, 0), (4, 1, 1), (7, 6, 4), (8, 6, 4), (9, 6, 4), (10, 5, 5)),
    )
    problem = invalid(client, GAME, state, "state.tableau.tiles[5]")
    assert "porg foot of 6-6" in problem["detail"]


BLOCK_TILES = [
    tile("0-0", crosswise=True),
    tile("0-6", 0, 0),
    tile("0-1", 0, 1),
    tile("0-5", 0, 2),
    tile("0-2", 0, 3),
    tile("1-6", 2, 5),
    tile("5-6", 3, 6),
    tile("2-6", 4, 7),
    tile("3-6", 5, 8),
    tile("4-6", 6, 9),
]
BLOCK_ENDS = ends((4, 6, 1), (10, 6, 7), (11, 3, 8), (12, 4, 9))
BLOCK_STOCKS = [
    ["6-6", "0-3", "1-1", "1-2", "1-3", "2-2", "2-3", "3-3", "1-4"],
    ["0-4", "1-5", "2-4", "2-5", "3-4", "3-5", "4-4", "4-5", "5-5"],
]


def test_a_foot_nobody_can_build_blocks_the_round_and_doubles_bonus_counts_doubles_twice(client):
    """ "The round ends when ... there are no legal moves remaining": 6-6 is the last 6 and the
    boneyard is empty, so its foot can never grow. Player 0 keeps 0-3 1-1 1-2 1-3 2-2 2-3 3-3
    1-4 = 3 + 2 + 3 + 4 + 4 + 5 + 6 + 5 = 32, player 1 0-4 1-5 2-4 2-5 3-4 3-5 4-4 4-5 5-5 =
    4 + 6 + 6 + 7 + 7 + 8 + 8 + 9 + 10 = 65: player 0 wins and scores 65. With Doubles Bonus
    ("any doubles left in player's stock score double") 32 + 2 + 4 + 6 = 44 against
    65 + 8 + 10 = 83: player 0 scores 83."""
    for bonus, pips in ((False, [32, 65]), (True, [44, 83])):
        state = position(
            client,
            GAME,
            BLOCK_STOCKS,
            BLOCK_TILES,
            BLOCK_ENDS,
            boneyard=[],
            options={"doubles_bonus": bonus},
        )
        state, events = play(client, GAME, state, {"action": "place", "tile": "6-6", "end": 4})
        assert events[1] == {
            "event": "round_over",
            "round": 1,
            "ended": "blocked",
            "winner": 0,
            "pips": pips,
            "points": [pips[1], 0],
        }


def test_first_out_scores_the_opponents_pips(client):
    """ "That player scores points equivalent to the sum value of the tiles in their opponent's
    stock": player 1 goes out with 1-5 on the 1; player 0 keeps 0-3 1-1 1-2 1-3 2-2 2-3 3-3
    6-6 5-5 = 3 + 2 + 3 + 4 + 4 + 5 + 6 + 12 + 10 = 49, and with Doubles Bonus
    49 + 2 + 4 + 6 + 12 + 10 = 83."""
    stocks = [["0-3", "1-1", "1-2", "1-3", "2-2", "2-3", "3-3", "6-6", "5-5"], ["1-5"]]
    for bonus, points in ((False, 49), (True, 83)):
        state = position(
            client,
            GAME,
            stocks,
            HUB_DONE,
            ends(*HUB_DONE_ENDS),
            to_move=1,
            options={"doubles_bonus": bonus},
        )
        state, events = play(client, GAME, state, {"action": "place", "tile": "1-5", "end": 4})
        assert events[1] == {
            "event": "round_over",
            "round": 1,
            "ended": "out",
            "winner": 1,
            "pips": [points, 0],
            "points": [0, points],
        }


def test_the_catalog_lists_the_game_with_its_variants_as_options(client):
    """The three variants are options, off by default (docs/rules/porg-foot.md)."""
    entry = client.get(f"/v1/games/{GAME}").json
    assert entry["status"] == "available" and entry["players"] == {"min": 2, "max": 4}
    assert [(o["name"], o["default"]) for o in entry["options"]] == [
        ("rounds", 3),
        ("blocked", "lowest-pips"),
        ("hub_branches", 3),
        ("doubles_bonus", False),
        ("holonet_interference", False),
        ("smugglers_standoff", False),
    ]
