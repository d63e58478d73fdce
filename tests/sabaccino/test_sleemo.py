"""Sleemo through the API: three tiles each, the highest double (else the highest roll) opens
with any tile, doubles fork, roll to draw, consecutive tiles turn an opponent's tile over, and
first to the target score (seed 000, Rules for Sleemo)."""

from __future__ import annotations

import pytest

from service.games.sabaccino.tiles import CANONICAL
from service.games.sabaccino.turnover import consecutive
from tests.sabaccino.positions import SET, ends, invalid, legal, ok, play, position, refused, tile

GAME = "sleemo"
TURNED_RULE = (
    "A tile turned over after an opponent's consecutive tile cannot be used on its "
    "owner's next turn."
)


def test_each_player_draws_three_tiles(client):
    """ "Player Stock: Each player draws three tiles"; the rest is the boneyard (28 - 9)."""
    state = ok(client, GAME, "deal", {"players": 3, "seed": 2})["state"]
    assert [len(p["stock"]) for p in state["players"]] == [3, 3, 3]
    assert len(state["boneyard"]) == 19


def test_the_highest_double_opens_and_the_double_sylop_beats_a_double_six(client):
    """ "The player with the highest double goes first. The double Sylop beats a double 6." and
    "The first player may lay any tile": player 1 (0-0) opens over player 0 (6-6), with any
    of their three tiles."""
    stocks = [["6-6", "1-2", "3-5"], ["0-0", "2-4", "1-6"]]
    state = position(client, GAME, stocks, rolls=[[], []], to_move=1)
    assert legal(client, GAME, state) == [{"action": "place", "tile": t} for t in stocks[1]]
    invalid(client, GAME, position(client, GAME, stocks, rolls=[[], []]), "state.to_move")
    invalid(
        client, GAME, position(client, GAME, stocks, rolls=[[6], [1]], to_move=1), "state.rolls"
    )


def test_with_no_double_the_highest_roll_opens(client):
    """ "If no player has a double, players roll the die. The highest scorer goes first": from
    the dealer's left, seat 1 and seat 0 both roll 4 and roll again; seat 0's 6 beats 2."""
    state = position(
        client,
        GAME,
        [["1-2", "3-5", "0-4"], ["2-4", "1-6", "0-3"]],
        phase="roll",
        to_move="chance",
        turn=None,
        rolls=[[], []],
    )
    for die in (4, 4, 2, 6):
        state, events = play(client, GAME, state, {"action": "roll", "die": die})
    assert events[-1] == {
        "event": "opener",
        "player": 0,
        "tile": None,
        "why": "rolled highest (6); no player holds a double",
    }
    assert state["rolls"] == [[4, 6], [4, 2]]
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": t} for t in ("1-2", "3-5", "0-4")
    ]


def test_the_opening_tile_opens_both_halves_and_a_double_forks(client):
    """ "When a double is played, the tablaeu forks": 5-5 on the 5 of 2-5 lies crosswise and
    opens two ends showing 5; 1-5 then fits either, 2-6 the 2."""
    state = position(
        client,
        GAME,
        [["5-5", "1-3", "0-6"], ["1-5", "2-6", "3-3"]],
        [tile("2-5")],
        ends((0, 2, 0), (1, 5, 0)),
    )
    state, events = play(client, GAME, state, {"action": "place", "tile": "5-5", "end": 1})
    assert events[0]["opens"] == [2, 3]
    assert state["tableau"]["tiles"][-1] == tile("5-5", 0, 1, crosswise=True)
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "1-5", "end": 2},
        {"action": "place", "tile": "1-5", "end": 3},
        {"action": "place", "tile": "2-6", "end": 0},
    ]


def stuck(client, top: list[str], stocks=None, boneyard=None):
    """2-5 opened; player 0 (1-3 0-6) cannot place; the boneyard's top is ``top`` (last on
    top)."""
    stocks = stocks or [["1-3", "0-6"], ["2-6", "3-3", "1-1"]]
    if boneyard is None:
        named = {"2-5", *top, *sum(stocks, [])}
        boneyard = [t for t in SET if t not in named] + top
    return position(
        client, GAME, stocks, [tile("2-5")], ends((0, 2, 0), (1, 5, 0)), boneyard=boneyard
    )


def test_a_player_who_cannot_place_rolls_and_draws_that_many(client):
    """ "When a player cannot place a tile, they roll the die. They must then draw that many
    tiles from the Boneyard ... The player may make a legal move using any of the new tiles":
    a 3 draws 5-6, 0-1 and 4-4 (top first); 5-6 fits: "may" - they lay it or pass
    (place_after_draw "may", default); with place_after_draw "must" they must lay it."""
    state = stuck(client, ["4-4", "0-1", "5-6"])
    assert legal(client, GAME, state) == [{"action": "draw"}]
    assert "a die roll says what" in refused(client, GAME, state, {"action": "pass"})["detail"]
    state, events = play(client, GAME, state, {"action": "draw"})
    assert events == [{"event": "roll_to_draw", "player": 0}]
    assert state["phase"] == "draw_roll" and state["to_move"] == "chance"
    state, events = play(client, GAME, state, {"action": "roll", "die": 3})
    assert events == [{"event": "rolled", "player": 0, "die": 3, "drew": 3}] + [
        {"event": "drew", "player": 0, "tile": t} for t in ("5-6", "0-1", "4-4")
    ]
    assert state["turn"] == {"player": 0, "drew": 3}
    assert legal(client, GAME, state) == [
        {"action": "place", "tile": "5-6", "end": 1},
        {"action": "pass"},
    ]
    kept, events = play(client, GAME, state, {"action": "pass"})
    assert events == [{"event": "passed", "player": 0}] and kept["to_move"] == 1
    assert "5-6" in kept["players"][0]["stock"] and kept["turn"] == {"player": 1, "drew": 0}
    must = {**state, "options": {**state["options"], "place_after_draw": "must"}}
    assert legal(client, GAME, must) == [{"action": "place", "tile": "5-6", "end": 1}]
    assert "can place 5-6" in refused(client, GAME, must, {"action": "pass"})["detail"]


def test_if_they_still_cannot_place_they_pass(client):
    """ "If they still cannot place, they pass on their turn": 0-0 0-4 4-4 fit neither 2 nor 5;
    no second roll."""
    state, _ = play(client, GAME, stuck(client, ["0-0", "0-4", "4-4"]), {"action": "draw"})
    state, _ = play(client, GAME, state, {"action": "roll", "die": 3})
    assert legal(client, GAME, state) == [{"action": "pass"}]
    assert (
        "has drawn 3 tile(s) on this turn already"
        in refused(client, GAME, state, {"action": "draw"})["detail"]
    )


def test_a_roll_above_what_the_boneyard_holds_draws_what_is_left(client):
    """A 6 with two tiles in the boneyard draws those two; the boneyard is then empty."""
    stocks = [["1-3", "0-6"], [t for t in SET if t not in {"1-3", "0-6", "2-5", "0-0", "4-4"}]]
    state, _ = play(client, GAME, stuck(client, [], stocks, ["0-0", "4-4"]), {"action": "draw"})
    state, events = play(client, GAME, state, {"action": "roll", "die": 6})
    assert events[0] == {"event": "rolled", "player": 0, "die": 6, "drew": 2}
    assert state["boneyard"] == [] and state["players"][0]["stock"] == ["1-3", "0-6", "4-4", "0-0"]


def consecutive_lay(client):
    """2-5 opened; player 0 lays 4-5 (4 and 5 are consecutive) on the 5."""
    state = position(
        client,
        GAME,
        [["4-5", "1-3", "0-6"], ["2-6", "3-3", "1-1"]],
        [tile("2-5")],
        ends((0, 2, 0), (1, 5, 0)),
    )
    return play(client, GAME, state, {"action": "place", "tile": "4-5", "end": 1})


def test_a_consecutive_tile_lets_its_player_turn_over_an_opponents_tile(client):
    """ "If you play a tile that features consecutive values ... you may force any opponent to
    turn over a tile (of your choice) in their stock": after 4-5 player 0 chooses by position
    among player 1's three tiles, or declines; every viewer sees the tile turned over."""
    state, events = consecutive_lay(client)
    assert events[-1] == {"event": "consecutive", "player": 0, "tile": "4-5"}
    assert state["phase"] == "turn_over" and state["to_move"] == 0
    assert legal(client, GAME, state) == [
        {"action": "turn_over", "player": 1, "index": i} for i in range(3)
    ] + [{"action": "decline"}]
    state, events = play(client, GAME, state, {"action": "turn_over", "player": 1, "index": 0})
    assert events == [
        {"event": "turned_over", "player": 0, "opponent": 1, "index": 0, "tile": "2-6"}
    ]
    assert state["turned"] == [[], ["2-6"]] and state["to_move"] == 1
    seen = ok(client, GAME, "view", {"state": state, "viewer": 0})["state"]
    assert seen["turned"] == [[], ["2-6"]] and seen["players"][1] == {"stock_count": 3, "score": 0}


def test_the_turned_tile_cannot_be_used_on_its_owners_next_turn_then_can(client):
    """ "They will not be able to use that tile on their next turn. After that, it becomes
    playable again": 2-6 fits the 2 but player 1 must roll to draw; once that turn is over
    (a 1 draws 0-0, which fits nothing, so a pass) 2-6 is free again."""
    state, _ = consecutive_lay(client)
    state["boneyard"].remove("0-0")
    state["boneyard"].append("0-0")
    state, _ = play(client, GAME, state, {"action": "turn_over", "player": 1, "index": 0})
    assert legal(client, GAME, state) == [{"action": "draw"}]
    problem = refused(client, GAME, state, {"action": "place", "tile": "2-6", "end": 0})
    assert problem["rule"] == TURNED_RULE
    assert problem["source"] == "seed 000 Rules for Sleemo, Consecutive tiles"
    state, _ = play(client, GAME, state, {"action": "draw"})
    state, _ = play(client, GAME, state, {"action": "roll", "die": 1})
    state, _ = play(client, GAME, state, {"action": "pass"})
    assert state["turned"] == [[], []] and state["to_move"] == 0
    state["turn"], state["to_move"] = {"player": 1, "drew": 0}, 1
    assert {"action": "place", "tile": "2-6", "end": 0} in legal(client, GAME, state)


def test_declining_turns_nothing_over(client):
    """ "you *may* force": {"action": "decline"} passes the turn with nothing turned over."""
    state, _ = consecutive_lay(client)
    state, events = play(client, GAME, state, {"action": "decline"})
    assert events == [{"event": "declined", "player": 0}]
    assert state["turned"] == [[], []] and state["phase"] == "play" and state["to_move"] == 1


@pytest.mark.parametrize(
    "move, detail",
    [
        ({"action": "turn_over", "player": 0, "index": 0}, "not of seat 1"),
        ({"action": "turn_over", "player": 1, "index": 3}, "there is no tile at index 3"),
        ({"action": "place", "tile": "1-3", "end": 2}, "'turn_over' phase"),
    ],
)
def test_turn_over_choices_that_break_the_rule_are_refused(client, move, detail):
    """An opponent's tile, at an index their stock has; nothing else in the meantime."""
    state, _ = consecutive_lay(client)
    assert detail in refused(client, GAME, state, move)["detail"]


def test_a_tile_turned_over_already_cannot_be_chosen_again(client):
    """Player 1's 2-6 is turned over already (by an earlier turn-over this round)."""
    state, _ = consecutive_lay(client)
    state["turned"] = [[], ["2-6"]]
    assert (
        "turned over already"
        in refused(client, GAME, state, {"action": "turn_over", "player": 1, "index": 0})["detail"]
    )
    assert legal(client, GAME, state)[0] == {"action": "turn_over", "player": 1, "index": 1}


def test_what_counts_as_consecutive():
    """ "a tile with 1 and 2, or 4 and 5": values one apart, the sylop and 1 too; not 0-6."""
    assert [t for t in SET if consecutive(CANONICAL[t])] == [
        "0-1",
        "1-2",
        "2-3",
        "3-4",
        "4-5",
        "5-6",
    ]


def out(client, **fields):
    """Player 0 goes out with 2-3 on the 2; player 1 keeps 3-3 1-1 6-6 0-0 = 6 + 2 + 12 + 0 =
    20."""
    state = position(
        client,
        GAME,
        [["2-3"], ["3-3", "1-1", "6-6", "0-0"]],
        [tile("2-5")],
        ends((0, 2, 0), (1, 5, 0)),
        **fields,
    )
    return play(client, GAME, state, {"action": "place", "tile": "2-3", "end": 0})


def test_going_out_scores_the_opponents_pips_and_no_tile_is_turned_over(client):
    """ "The sum of the values on the remaining tiles in every opponent's stock are summed up,
    and added to the winner's score": 20. 2-3 is consecutive, but the round is over."""
    state, events = out(client)
    assert events[1] == {
        "event": "round_over",
        "round": 1,
        "ended": "out",
        "winner": 0,
        "pips": [0, 20],
        "points": [20, 0],
    }
    assert state["phase"] == "deal" and state["turned"] == [[], []] and state["turn"] is None


def test_the_first_to_the_target_wins(client):
    """ "The game is played through continuous rounds until one player reaches a set score" (100
    by default): 90 from round 1 and 20 now make 110."""
    record = {
        "round": 1,
        "dealer": 0,
        "ended": "out",
        "winner": 0,
        "pips": [0, 90],
        "points": [90, 0],
    }
    state, events = out(client, round=2, dealer=1, rounds=[record], scores=[90, 0])
    assert events[-1] == {"event": "match_over", "winners": [0], "scores": [110, 0]}
    state, _ = out(client, options={"target": 0, "rounds": 2})
    assert state["phase"] == "deal"


def test_states_that_break_the_sleemo_turn_are_refused(client):
    """A turned-over tile that is not in its owner's stock; a turn-over after a tile without
    consecutive values; a roll to draw for a player who can place; a turn for another player."""
    state, _ = consecutive_lay(client)
    state["turned"] = [["2-6"], []]
    invalid(client, GAME, state, "state.turned[0][0]")
    state = position(
        client,
        GAME,
        [["4-5", "1-4", "0-6"], ["2-6", "3-3", "1-1"]],
        [tile("2-5"), tile("3-5", 0, 1)],
        ends((0, 2, 0), (2, 3, 1)),
        phase="turn_over",
    )
    invalid(client, GAME, state, "state.phase")
    state = position(
        client,
        GAME,
        [["4-5", "1-3", "0-6"], ["2-6", "3-3", "1-1"]],
        [tile("2-5")],
        ends((0, 2, 0), (1, 5, 0)),
        phase="draw_roll",
        to_move="chance",
        turn={"player": 0, "drew": 0},
    )
    invalid(client, GAME, state, "state.phase")
    state = position(
        client,
        GAME,
        [["4-5", "1-3", "0-6"], ["2-6", "3-3", "1-1"]],
        [tile("2-5")],
        ends((0, 2, 0), (1, 5, 0)),
        turn={"player": 1, "drew": 0},
    )
    invalid(client, GAME, state, "state.turn.player")


def test_the_catalog_lists_the_game_with_its_options_and_seed_defaults(client):
    """Options as data, defaults the seed's readings (docs/rules/sleemo.md)."""
    entry = client.get(f"/v1/games/{GAME}").json
    assert entry["status"] == "available" and entry["players"] == {"min": 2, "max": 4}
    assert [(o["name"], o["default"]) for o in entry["options"]] == [
        ("target", 100),
        ("rounds", 3),
        ("blocked", "lowest-pips"),
        ("place_after_draw", "may"),
    ]
