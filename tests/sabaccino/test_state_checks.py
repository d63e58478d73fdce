"""What ``load`` refuses: every Sabaccino state is checked whole before any answer (seed 000,
Sabbacino set: 28 tiles; the tableau replayed tile by tile; docs/rules/sabaccino-common.md)."""

from __future__ import annotations

import copy

import pytest

from service.games.sabaccino import ENGINES
from service.games.sabaccino.tiles import CANONICAL, TILES, parse
from tests.sabaccino.positions import ends, invalid, ok, position, post, tile
from tests.sabaccino.test_porg_foot import one_branch
from tests.sabaccino.test_rule_of_two import chain
from tests.sabaccino.test_sleemo import consecutive_lay
from tests.sabaccino.test_tatooine_spice_train import first_turns

GAME = "sabaccinos"


def line(client):
    """A valid position: 1-1 opened, 1-3 and 1-5 on its ends, player 1 to move."""
    return position(
        client,
        GAME,
        [["2-5", "3-6", "0-4", "4-5", "2-6", "5-6"], ["2-2", "0-1", "3-4", "4-6", "0-6"]],
        [tile("1-1"), tile("1-3", 0, 0), tile("1-5", 0, 1)],
        ends((2, 3, 1), (3, 5, 2)),
        to_move=1,
    )


def test_the_notation_reads_both_orders_and_prints_the_low_half_first():
    """Tiles are "a-b" with 0 <= a, b <= 6; "5-3" is "3-5" (seed 000, Sabbacino set)."""
    assert len(TILES) == 28 and sum(t.pips for t in TILES) == 168
    assert parse("5-3", "move.tile") is CANONICAL["3-5"] and str(CANONICAL["3-5"]) == "3-5"
    assert [t.name for t in TILES[:8]] == ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1"]
    assert CANONICAL["4-4"].double and not CANONICAL["3-5"].double
    assert CANONICAL["3-5"].other(5) == 3 and CANONICAL["3-5"].has(3)


def test_a_valid_position_loads_and_dumps_unchanged(client):
    """``dump(load(s)) == s``: the engine gives a valid state back as it came."""
    state = line(client)
    engine = ENGINES[GAME]
    assert engine.dump(engine.load(copy.deepcopy(state))) == state


def test_every_tile_must_be_in_exactly_one_place(client):
    """A tile in two places, or in none, is refused."""
    state = line(client)
    state["boneyard"].append("3-4")
    problem = invalid(client, GAME, state, "state.boneyard[14]")
    assert "is 3-4, which is also at state.players[1].stock[2]" in problem["detail"]
    state = line(client)
    state["boneyard"].remove("6-6")
    problem = invalid(client, GAME, state, "state")
    assert "has no tile 6-6 anywhere" in problem["detail"]


@pytest.mark.parametrize("bad", ["4-3", "7-1", 34, None, "3_4"])
def test_a_tile_in_a_state_must_be_written_low_half_first(client, bad):
    """States hold tiles in printed form so that they survive load and dump unchanged: the
    contract's ``SabaccinoTile`` lists the 28 names, low half first."""
    state = line(client)
    state["players"][1]["stock"][2] = bad
    problem = invalid(client, GAME, state, "state.players[1].stock[2]")
    if bad == "4-3":
        assert problem["detail"] == (
            'state.players[1].stock[2] is refused: "4-3" is not one of "0-0", "0-1" or 26 '
            "other candidates."
        )


def test_open_ends_must_follow_from_the_placed_tiles(client):
    """The open ends are recomputed from tableau.tiles and compared."""
    state = line(client)
    state["tableau"]["open_ends"][1]["value"] = 4
    problem = invalid(client, GAME, state, "state.tableau.open_ends")
    assert "end 2 showing 3 on tile 1, end 3 showing 5 on tile 2" in problem["detail"]
    state = line(client)
    state["tableau"]["open_ends"][0]["id"] = True
    invalid(client, GAME, state, "state.tableau.open_ends[0].id")
    state = line(client)
    del state["tableau"]["open_ends"][0]
    invalid(client, GAME, state, "state.tableau.open_ends")


def test_every_placed_tile_must_have_been_placeable(client):
    """Replaying the tableau: a tile on a covered end, on a value it lacks, on the wrong
    ``on``, or an opening tile with an end, is refused at its path."""
    cases = [
        ([tile("1-1"), tile("1-3", 0, 0), tile("1-5", 0, 0)], "state.tableau.tiles[2]"),
        ([tile("1-1"), tile("1-3", 0, 0), tile("3-5", 0, 1)], "state.tableau.tiles[2]"),
        ([tile("1-1"), tile("1-3", 0, 0), tile("1-5", 1, 1)], "state.tableau.tiles[2].on"),
        ([tile("1-1", 0, 0), tile("1-3", 0, 0), tile("1-5", 0, 1)], "state.tableau.tiles[0]"),
        (
            [tile("1-1"), tile("1-3", 0, 0), tile("1-5", 0, 1, crosswise=True)],
            "state.tableau.tiles[2].crosswise",
        ),
    ]
    for tiles, field in cases:
        state = line(client)
        state["tableau"]["tiles"] = tiles
        if tiles[2]["tile"] == "3-5":
            state["boneyard"][state["boneyard"].index("3-5")] = "1-5"
        invalid(client, GAME, state, field)


@pytest.mark.parametrize(
    "member, value, field",
    [
        ("to_move", "chance", "state.to_move"),
        ("to_move", 2, "state.to_move"),
        ("to_move", True, "state.to_move"),
        ("terminal", True, "state.terminal"),
        ("dealer", 1, "state.dealer"),
        ("phase", "roll", "state.phase"),
        ("phase", "over", "state.terminal"),
        ("round", 2, "state.dealer"),
        ("rounds", [{"round": 1}], "state.rounds[0]"),
        ("version", 2, "state.version"),
        ("game", "bergamor", "state.game"),
        ("chance_step", -1, "state.chance_step"),
        ("extra", 1, "state"),
    ],
)
def test_members_that_contradict_the_rest_are_refused(client, member, value, field):
    """Each member must fit the phase, the round and the rules."""
    state = line(client)
    state[member] = value
    invalid(client, GAME, state, field)


def test_missing_members_and_player_counts_are_refused(client):
    """Every member is required; 2 to 4 players."""
    state = line(client)
    del state["boneyard"]
    invalid(client, GAME, state, "state")
    state = line(client)
    state["players"] = state["players"][:1]
    invalid(client, GAME, state, "state.players")


def one_round_played(client):
    """Round 2 of Basic Sabbacinos, dealt by seat 1, after a round 1 player 1 won by going
    out with player 0 holding 12 pips (``line``'s tiles)."""
    state = line(client)
    record = {
        "round": 1,
        "dealer": 0,
        "ended": "out",
        "winner": 1,
        "pips": [12, 0],
        "points": [0, 12],
    }
    state.update(round=2, dealer=1, rounds=[record])
    state["players"][1]["score"] = 12
    return state


def test_scores_must_be_the_sum_of_the_rounds(client):
    """Scores add up: a score with no round behind it, or a round whose points do not follow
    from its result, is refused."""
    state = line(client)
    state["players"][0]["score"] = 5
    invalid(client, GAME, state, "state.players[0].score")
    state = one_round_played(client)
    ok(client, GAME, "legal-moves", {"state": state})
    record = state["rounds"][0]
    record["points"] = [0, 11]
    state["players"][1]["score"] = 11
    problem = invalid(client, GAME, state, "state.rounds[0].points")
    assert "must be [0, 12]" in problem["detail"]
    record["winner"] = 0
    invalid(client, GAME, state, "state.rounds[0].winner")


def test_a_match_does_not_go_on_past_a_round_ended_at_the_target(client):
    """Reaching the target ends a Muggins match at once (seed 000, Rules for Muggins; the
    round's ending ``target``), so round 2 is never played after a round 1 that ended at the
    target. Found by tests/test_refused_states.py: only rounds before the last finished one
    were held to it, so such a state loaded, and the state play answered with did not."""
    state = ok(client, "muggins", "deal", {"players": 2, "seed": 3})["state"]
    while not (state["phase"] == "play" and state["rounds"]):  # round 1 played out, first moves
        move = ok(client, "muggins", "legal-moves", {"state": state})["moves"][0]
        state = ok(client, "muggins", "play", {"state": state, "move": move})["state"]
    ok(client, "muggins", "legal-moves", {"state": state})
    state["rounds"][0]["ended"] = "target"
    problem = invalid(client, "muggins", state, "state.rounds")
    assert problem["detail"] == (
        "state.rounds has round 1 ending at the target, but the match went on."
    )


def test_a_round_that_should_be_over_is_refused(client):
    """Play cannot go on with an empty stock, a blocked tableau, or the wrong count of tiles
    out of play (no drawing in Basic Sabbacinos)."""
    state = line(client)
    state["boneyard"] += state["players"][1]["stock"]
    state["players"][1]["stock"] = []
    invalid(client, GAME, state, "state.players[1].stock")
    state = position(
        client,
        GAME,
        [
            ["0-0", "1-1", "2-2", "0-1", "0-2", "1-2", "4-4"],
            ["0-3", "1-3", "2-3", "0-4", "1-4", "2-4"],
        ],
        [tile("6-6")],
        ends((0, 6, 0), (1, 6, 0)),
    )
    problem = invalid(client, GAME, state, "state.tableau")
    assert "blocked" in problem["detail"]
    state = line(client)
    state["players"][0]["stock"].append(state["boneyard"].pop())
    invalid(client, GAME, state, "state.boneyard")


def test_the_score_of_a_fresh_deal_is_all_zero(client):
    """A fresh deal: round 1, nobody has scored; winners only once the match is over."""
    state = ok(client, GAME, "deal", {"players": 4, "seed": 3})["state"]
    assert [len(p["stock"]) for p in state["players"]] == [5, 5, 5, 5]
    assert len(state["boneyard"]) == 8
    score = ok(client, GAME, "score", {"state": state})
    assert score["winners"] == [] and [s["score"] for s in score["standings"]] == [0] * 4


@pytest.mark.parametrize("phase", ["roll", "discard"])
def test_a_phase_the_game_does_not_have_is_refused(client, phase):
    """Basic Sabbacinos has no dice and no hunt for the double 4."""
    state = line(client)
    state.update(
        phase=phase,
        to_move="chance" if phase == "roll" else 1,
        tableau={"tiles": [], "open_ends": []},
    )
    state["boneyard"] += ["1-1", "1-3", "1-5"]
    invalid(client, GAME, state, "state.phase")


def test_the_catalog_lists_every_game_built_with_its_options(client):
    """Each game of this family is available with the five interface endpoints and the
    options its rules document lists."""
    expected = {
        "sabaccinos": ["draw", "rounds", "blocked", "open_with_decider"],
        "muggins": ["target", "open_with_decider", "draw", "count", "cannot_place"],
        "bergamor": ["target", "open_with_decider", "opener_scores"],
        "nerf-herder": ["target", "big_ranch", "open_with_decider", "opener_scores"],
        "sabaccino-cross": ["draw", "rounds", "blocked"],
        "scoundrels-run": ["rounds", "blocked", "open_with_decider"],
        "rule-of-two": ["double_counts", "target"],
        "never-tell-me-the-odds": ["rounds", "blocked", "open_with_decider"],
        "krayt-dragon": ["draw", "rounds", "blocked"],
    }
    for game, options in expected.items():
        entry = client.get(f"/v1/games/{game}").json
        assert entry["status"] == "available" and entry["family"] == "sabaccino"
        assert entry["endpoints"] == [
            "deal",
            "legal-moves",
            "play",
            "score",
            "view",
            "replay",
            "suggest",
        ]
        assert [o["name"] for o in entry["options"]] == options


@pytest.mark.parametrize(
    "game, players, options",
    [
        ("bergamor", 2, {"target": 0}),
        ("sabaccinos", 2, {"rounds": 21}),
        ("sabaccinos", 2, {"blocked": "coin"}),
        ("krayt-dragon", 2, {"big_ranch": True}),
        ("rule-of-two", 2, {"double_counts": 1}),
    ],
)
def test_options_out_of_range_are_refused_at_the_deal(client, game, players, options):
    """Options are checked against the catalog: type, range and name."""
    response = post(client, game, "deal", {"players": players, "options": options})
    assert response.status_code == 422 and response.json["code"] == "invalid_option"


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(client, players):
    """Every Sabaccino game of seed 000 is "for 2 to 4 players"."""
    response = post(client, "krayt-dragon", "deal", {"players": players})
    assert response.status_code == 422 and response.json["code"] == "invalid_request"


@pytest.mark.parametrize(
    "change, field, detail",
    [
        (
            {"dealer": 3},
            "state.dealer",
            "must be 1: seat 0 deals round 1 and the deal passes left each round.",
        ),
        (
            {"to_move": 3},
            "state.to_move",
            "must be a seat from 0 to 1 in the 'play' phase; got 3.",
        ),
        ({"winner": 3}, "state.rounds[0].winner", "must be between 0 and 1; got 3."),
        ({"pips": [12, 0, 0]}, "state.rounds[0].pips", "must hold one figure per seat (2)."),
        ({"points": [0, 12, 0]}, "state.rounds[0].points", "must hold one figure per seat (2)."),
        ({"pips": [169, 0]}, "state.rounds[0].pips[0]", "must be between 0 and 168; got 169."),
    ],
)
def test_members_that_name_seats_the_state_lacks_are_refused(client, change, field, detail):
    """The contract allows every seat of the largest table (4) and a figure for each; the
    rules hold a state to its own seats (2 here), one figure per seat, and a round's pips to
    the whole set's (168, the schema's bound here: Basic Sabbacinos has no Doubles Bonus)."""
    state = one_round_played(client)
    ok(client, GAME, "legal-moves", {"state": state})
    if "dealer" in change or "to_move" in change:
        state.update(change)
    else:
        state["rounds"][0].update(change)
    assert invalid(client, GAME, state, field)["detail"] == f"{field} {detail}"


@pytest.mark.parametrize(
    "game, member, value, field, detail",
    [
        (
            "rule-of-two",
            "rolls",
            [[6], [1], []],
            "state.rolls",
            "must hold one list of rolls per seat (2).",
        ),
        (
            "sleemo",
            "turned",
            [[], [], []],
            "state.turned",
            "must hold one list of tiles per seat (2).",
        ),
        ("sleemo", "turn", {"player": 3, "drew": 0}, "state.turn.player", None),
        ("porg-foot", "turn", {"player": 2, "drew": 0}, "state.turn.player", None),
        (
            "tatooine-spice-train",
            "to_start",
            [0, 3],
            "state.to_start",
            "must be the seats clockwise from seat 1 (who is to move) that have yet to take "
            "their first turn; got [0, 3].",
        ),
    ],
)
def test_a_games_own_members_name_only_its_seats(client, game, member, value, field, detail):
    """Dice rolls and turned-over tiles are one list per seat, a turn is a seat's, the seats
    yet to begin a train are seats of the table (2 seats here)."""
    state = {
        "rule-of-two": chain,
        "sleemo": lambda client: consecutive_lay(client)[0],
        "porg-foot": one_branch,
        "tatooine-spice-train": first_turns,
    }[game](client)
    ok(client, game, "legal-moves", {"state": state})
    state[member] = value
    problem = invalid(client, game, state, field)
    if detail is not None:
        assert problem["detail"] == f"{field} {detail}"
    else:
        assert problem["detail"] == f"{field} must be between 0 and 1; got {value['player']}."


def test_a_rounds_pips_are_held_to_what_the_options_let_a_stock_hold(client):
    """Porg Foot's Doubles Bonus counts doubles twice (seed 000: 168 pips in the set, 42 of
    them on doubles): the schema takes up to 210; without the bonus the rules refuse more
    than 168."""
    stocks = [["2-5", "3-6", "0-4", "4-5", "2-6"], ["2-2", "0-1", "3-4", "4-6", "0-6"]]
    hub = [tile("1-1", crosswise=True)]
    state = position(client, "porg-foot", stocks, hub, ends(*((i, 1, 0) for i in range(4))))
    record = {"round": 1, "dealer": 0, "ended": "blocked", "winner": None}
    state.update(round=2, dealer=1, rounds=[{**record, "pips": [169, 170], "points": [0, 0]}])
    invalid(client, "porg-foot", state, "state.rounds[0].pips[0]")
    assert invalid(client, "porg-foot", state)["detail"] == (
        "state.rounds[0].pips[0] must be between 0 and 168; got 169."
    )
    state["rounds"][0]["pips"] = [211, 0]
    assert invalid(client, "porg-foot", state, "state.rounds[0].pips[0]")["detail"] == (
        "state.rounds[0].pips[0] must be between 0 and 210; got 211."
    )
