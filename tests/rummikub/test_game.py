"""The game through the API: deal, the first-player chance step, draw, penalty, the end and
its scores, views, legal moves, and states refused (seed 004)."""

from __future__ import annotations

from collections import Counter

import pytest

from service.games.interface import can
from service.games.rummikub import actions
from service.games.rummikub.engine import Rummikub
from service.games.rummikub.tiles import TILE_SETS, codes
from tests.harness import wordless_answer

from .helpers import melds_json, state, table, tile_count, tiles, words

BASE = "/v1/games/rummikub"


def post(client, endpoint: str, body: dict):
    return client.post(f"{BASE}/{endpoint}", json=body)


def ok(response) -> dict:
    """The answer, its moves and events without their words (tests/test_words.py)."""
    assert response.status_code == 200, response.json
    return wordless_answer(response.json)


def play(client, position: dict, move: dict) -> dict:
    return ok(post(client, "play", {"state": position, "move": move}))


def test_deal_puts_every_tile_in_the_pool_and_waits_for_the_pick(client):
    """Seed 004 Tiles used: 104 tiles; First to play: a chance step picks the first player."""
    dealt = ok(post(client, "deal", {"players": 3, "seed": 11}))["state"]
    assert dealt["to_move"] == "chance" and dealt["chance_step"] == 0
    assert len(dealt["pool"]) == 104 and dealt["table"] == []
    assert dealt["players"] == [{"rack": [], "initial_meld_done": False}] * 3
    assert dealt["options"] == {
        "tile_set": "sabra-104",
        "initial_meld": 30,
        "rearrange_on_opening": True,
        "freed_joker_new_meld": False,
        "empty_pool_scoring": "less-own",
    }
    assert ok(post(client, "legal-moves", {"state": dealt})) == {
        "to_move": "chance",
        "moves": [{"action": "chance"}],
        "complete": True,
    }


def test_the_highest_pick_goes_first_and_each_takes_14(client):
    """Seed 004 First to play: 'the one who picks the highest goes first. Players then return
    tiles to the pool'; Shuffle: 'Each player takes 14 tiles'."""
    for seed in range(6):
        dealt = ok(post(client, "deal", {"players": 4, "seed": seed}))["state"]
        answer = play(client, dealt, {"action": "chance"})
        events, after = answer["events"], answer["state"]
        picks = [e for e in events if e["event"] == "first_pick"]
        last = picks[-1]["picks"]
        number = {p["player"]: 0 if p["tile"] == "J" else int(p["tile"][1:]) for p in last}
        first = next(e["player"] for e in events if e["event"] == "first_player")
        assert number[first] > max(n for p, n in number.items() if p != first)
        assert after["to_move"] == first and after["chance_step"] == 1
        assert [len(p["rack"]) for p in after["players"]] == [14] * 4
        assert len(after["pool"]) == 104 - 56
        assert tile_count(after) == Counter(codes(TILE_SETS["sabra-104"].tiles()))


def test_a_chance_outcome_may_be_given_as_it_fell(client):
    """The pick and the deal of a physical game: seat 1 first, these racks."""
    dealt = ok(post(client, "deal", {"players": 2, "seed": 1}))["state"]
    racks = [[f"K{n}" for n in range(1, 14)] + ["J"], [f"R{n}" for n in range(1, 14)] + ["J"]]
    after = play(client, dealt, {"action": "chance", "first": 1, "racks": racks})["state"]
    assert after["to_move"] == 1 and [p["rack"] for p in after["players"]] == racks
    assert "J" not in after["pool"] and len(after["pool"]) == 76
    response = post(
        client,
        "play",
        {
            "state": dealt,
            "move": {"action": "chance", "first": 0, "racks": [["R9"] * 14, ["K1"] * 14]},
        },
    )
    assert response.status_code == 422 and response.json["code"] == "illegal_move"


def test_draw_takes_one_tile_from_the_pool_and_passes(client):
    """Seed 004 The play: 'Drawing one tile from the pool'; play goes clockwise."""
    position = state(["K1 K2", "R1 R2", "B1 B2"], to_move=2)
    answer = play(client, position, {"action": "draw"})
    after, event = answer["state"], answer["events"][0]
    assert after["to_move"] == 0 and after["chance_step"] == 2
    assert len(after["players"][2]["rack"]) == 3 and len(after["pool"]) == len(position["pool"]) - 1
    assert (
        event["event"] == "draw"
        and event["player"] == 2
        and event["tiles"] == [after["players"][2]["rack"][-1]]
    )
    named = play(client, position, {"action": "draw", "tile": "Y13"})["state"]
    assert named["players"][2]["rack"] == ["B1", "B2", "Y13"]


def test_penalty_draws_three_and_passes(client):
    """Seed 004 The play: 'return the tiles to their original configuration ... and draw
    three tiles from the pool as a penalty'."""
    position = state(["K1 K2", "R1 R2"])
    answer = play(client, position, {"action": "penalty"})
    assert len(answer["state"]["players"][0]["rack"]) == 5 and answer["state"]["to_move"] == 1
    assert answer["events"][0]["event"] == "penalty" and len(answer["events"][0]["tiles"]) == 3
    short = state(["K1 K2", "R1 R2"], pool="Y1 Y2", options={"tile_set": "standard-106"})
    short = _fill_table(short)
    rack = play(client, short, {"action": "penalty"})["state"]["players"][0]["rack"]
    assert sorted(rack) == ["K1", "K2", "Y1", "Y2"]


def _fill_table(position: dict) -> dict:
    """Put every tile not on a rack or in the pool on the table, as runs (a state with a
    nearly empty pool), laid by seat 1 (who has therefore made the initial meld)."""
    every = Counter(codes(TILE_SETS[position["options"]["tile_set"]].tiles()))
    rest = every - tile_count(position)
    melds = []
    for colour in "KRBY":
        for copy in range(2):
            run = [f"{colour}{n}" for n in range(1, 14) if rest[f"{colour}{n}"] > copy]
            # split the remaining numbers into consecutive stretches of 3+
            stretch: list[str] = []
            for tile in [f"{colour}{n}" for n in range(1, 15)]:
                if tile in run:
                    stretch.append(tile)
                    continue
                if stretch:
                    assert len(stretch) >= 3, stretch
                    melds.append(stretch)
                stretch = []
    for _ in range(rest["J"]):
        i = next(i for i, m in enumerate(melds) if "J" not in m and m[0][1:] != "1")
        melds[i] = ["J"] + melds[i]
    position["table"] = melds
    position["players"][1]["initial_meld_done"] = True
    assert tile_count(position) == every
    return position


def test_laying_the_last_tile_wins_and_the_others_pay_their_racks(client):
    """Seed 004 Scoring: 'Other players add up the numbers on the tiles remaining ...
    counting jokers as 30. This negative score ... is credited to the winner': seat 1 holds
    K13 J B2 = 13 + 30 + 2 = 45, seat 2 holds R1 = 1; seat 0 scores 46."""
    position = state(
        ["K5 R5 B5", "K13 J B2", "R1"],
        "K1 K2 K3",
        opened=[True, True, True],
        options={"tile_set": "standard-106"},
    )
    answer = play(
        client,
        position,
        {
            "action": "lay",
            "table": melds_json("K1 K2 K3 | K5 R5 B5"),
            "from_rack": words("K5 R5 B5"),
        },
    )
    after = answer["state"]
    assert after["terminal"] is True and after["to_move"] is None
    assert answer["events"][-2:] == [
        {"event": "out", "player": 0},
        {"event": "game_over", "winners": [0], "scores": [46, -45, -1]},
    ]
    score = ok(post(client, "score", {"state": after}))
    assert score["winners"] == [0] and [s["score"] for s in score["standings"]] == [46, -45, -1]
    assert ok(post(client, "legal-moves", {"state": after})) == {
        "to_move": None,
        "moves": [],
        "complete": True,
    }
    refused = post(client, "play", {"state": after, "move": {"action": "draw"}})
    assert refused.status_code == 422 and refused.json["code"] == "illegal_move"
    seen = ok(post(client, "view", {"state": after, "viewer": 1}))["state"]
    assert seen["players"][2]["rack"] == ["R1"], "once over, every rack is counted in the open"


EMPTY_POOL = dict(
    racks=["R1 R2", "K13 J", "B5"],
    opened=[True, True, True],
    options={"tile_set": "standard-106"},
    pool="",
)


@pytest.mark.parametrize(
    "scoring, scores",
    [
        ("less-own", [45, -43, -5]),
        ("differences", [42, -40, -2]),
    ],
)
def test_empty_pool_ends_play_and_lowest_rack_wins(client, scoring, scores):
    """Seed 004 Scoring: 'Since the current player cannot draw from the pool, play ends ...
    The player with the lowest tile count wins. This negative score of all the losers is
    credited to the winner ... The sum of the winners lowest tile count is subtracted':
    racks 3, 43 (K13 + joker 30) and 5; less-own: 43 + 5 - 3 = 45; differences: (43 - 3) +
    (5 - 3) = 42, the losers paying their differences."""
    options = {**EMPTY_POOL["options"], "empty_pool_scoring": scoring}
    position = _fill_table(
        state(EMPTY_POOL["racks"], to_move=1, opened=EMPTY_POOL["opened"], options=options, pool="")
    )
    answer = play(client, position, {"action": "draw"})
    assert answer["events"][0] == {"event": "pool_empty", "player": 1}
    assert answer["events"][1] == {"event": "game_over", "winners": [0], "scores": scores}
    assert answer["state"]["terminal"] is True


def test_tied_lowest_racks_both_win_when_the_pool_runs_out(client):
    position = _fill_table(
        state(
            ["R1 R2", "Y1 Y2", "K13"],
            opened=[True] * 3,
            pool="",
            options={"tile_set": "standard-106"},
        )
    )
    answer = play(client, position, {"action": "draw"})
    assert answer["events"][-1] == {
        "event": "game_over",
        "winners": [0, 1],
        "scores": [10, 10, -13],
    }


def test_view_hides_other_racks_and_the_pool(client):
    position = state(["K1 K2", "R1 R2 R3"])
    seen = ok(post(client, "view", {"state": position, "viewer": 0}))["state"]
    assert seen["players"][0]["rack"] == ["K1", "K2"]
    assert seen["players"][1] == {"initial_meld_done": False, "rack_count": 3}
    assert "pool" not in seen and seen["pool_count"] == len(position["pool"])
    spectator = ok(post(client, "view", {"state": position, "viewer": "spectator"}))["state"]
    assert all("rack" not in p for p in spectator["players"])
    bad = post(client, "view", {"state": position, "viewer": 2})
    assert bad.status_code == 422 and bad.json["code"] == "invalid_request"


def test_legal_moves_list_draw_and_the_best_laying_not_every_laying(client):
    position = state(["K10 B10 Y10 R1", "K1 K2"])
    legal = ok(post(client, "legal-moves", {"state": position}))
    assert legal["to_move"] == 0 and legal["complete"] is False
    assert legal["moves"] == [
        {"action": "draw"},
        {"action": "lay", "table": [["K10", "B10", "Y10"]], "from_rack": ["K10", "B10", "Y10"]},
    ]
    play(client, position, legal["moves"][1])


def test_the_state_round_trips_through_load_and_dump():
    engine = Rummikub()
    position = state(["K1 K2", "R1 R2"], "R5 R6 J", opened=[True, False])
    assert engine.dump(engine.load(position)) == position


def _broken(**change) -> dict:
    position = state(["K1 K2", "R1 R2"], "R5 R6 R7", opened=[True, False])
    for path, value in change.items():
        target = position
        keys = path.split("__")
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        last = keys[-1]
        if value is KeyError:
            del target[last]
        else:
            target[int(last) if last.isdigit() else last] = value
    return position


@pytest.mark.parametrize(
    "position, fragment, field",
    [
        # the rules (reading.py): every tile in one place, melds valid, to_move fitting
        (_broken(players__0__rack=["K1", "K1", "K1"]), "4 × K1", "state"),
        (_broken(players__0__rack=["K1"]), "1 × K2", "state"),
        (_broken(table=[["R5", "R6"]]), "state.table[0] is not a valid meld", "state.table[0]"),
        (_broken(to_move=2), "state.to_move must be a seat", "state.to_move"),
        (_broken(to_move="chance"), "'chance', but the tiles are dealt", "state.to_move"),
        (_broken(to_move=None), "null, but the game is not over", "state.to_move"),
        (_broken(terminal=True), "must be null once the game is over", "state.to_move"),
        # seed 004 The play: the first laying is the initial meld, and tiles never leave the table
        (
            _broken(players__0__initial_meld_done=False),
            "no player has made the initial meld",
            "state.table",
        ),
        (
            state(["K1 K2", "R1 R2"], opened=[True, False]),
            "a player has made the initial meld, but state.table is empty",
            "state.table",
        ),
        # the shape (the contract's RummikubState, at the boundary, in its words)
        (_broken(players__0__rack=["K1", "X2"]), "is refused", "state.players[0].rack[1]"),
        (_broken(extra=1), "unknown member 'extra'", "state"),
        (_broken(pool=KeyError), "missing the member 'pool'", "state"),
        (_broken(players__0__colour="red"), "unknown member 'colour'", "state.players[0]"),
        (
            _broken(players=[{"rack": [], "initial_meld_done": False}]),
            "has 1 items; at least 2 are needed",
            "state.players",
        ),
        (
            _broken(players=[{"rack": [], "initial_meld_done": False}] * 5),
            "has 5 items; at most 4 are possible",
            "state.players",
        ),
        (_broken(options={"tile_set": "sabra-105"}), "must be one of", "state.options.tile_set"),
        (_broken(pool="K1"), "state.pool must be an array", "state.pool"),
        (_broken(table=["K1 K2 K3"]), "must be an array", "state.table[0]"),
        (_broken(table=[["R1"] * 21]), "has 21 items; at most 20", "state.table[0]"),
        (
            _broken(players__0__initial_meld_done="yes"),
            "must be a boolean",
            "state.players[0].initial_meld_done",
        ),
        (_broken(to_move=-1), "must be between 0 and 3; got -1", "state.to_move"),
        (_broken(to_move=True), "must be an integer or a string or null", "state.to_move"),
        (
            _broken(to_move=0.0),
            "must be an integer; got 0.0",
            "state.to_move",
        ),  # 0.0 is no seat, though 0 is
    ],
)
def test_states_that_contradict_themselves_are_refused(client, position, fragment, field):
    """Every tile of the set in exactly one place, melds valid, to_move fitting (the rules,
    read by the engine); members, their JSON types, tile codes and sizes (the contract)."""
    response = post(client, "legal-moves", {"state": position})
    assert response.status_code == 422 and response.json["code"] == "invalid_state"
    assert fragment in response.json["detail"], response.json["detail"]
    assert response.json["field"] == field


@pytest.mark.parametrize(
    "move, code",
    [
        ({"action": "pass"}, "invalid_move"),
        ({"action": "lay", "table": []}, "invalid_move"),
        ({"action": "lay", "table": [], "from_rack": [], "extra": 1}, "invalid_move"),
        ({"action": "lay", "table": [["R5"]], "from_rack": ["Q1"]}, "invalid_card"),
        ({"action": "draw", "tile": "R5"}, "illegal_move"),
        ({"action": "penalty", "tiles": ["Y1"]}, "illegal_move"),
        ({"action": "chance"}, "illegal_move"),
        ([], "validation_error"),
    ],
)
def test_malformed_and_illegal_moves_are_refused(client, move, code):
    position = state(["K1 K2", "R1 R2"], "R5 R6 R7 | R5 R6 R7", opened=[True, False])
    response = post(client, "play", {"state": position, "move": move})
    assert response.status_code == 422 and response.json["code"] == code, response.json


def test_a_laying_at_the_chance_step_is_refused(client):
    dealt = ok(post(client, "deal", {"players": 2, "seed": 3}))["state"]
    response = post(
        client, "play", {"state": dealt, "move": {"action": "lay", "table": [], "from_rack": []}}
    )
    assert response.status_code == 422 and "chance step" in response.json["detail"]


def test_verify_refuses_exactly_what_the_rules_forbid():
    """Each action's ``verify_*`` (seed 004 The play, First to play): a player may draw or
    take the penalty on their turn; a laying of valid melds passes, one leaving a one-tile
    meld does not; a tile both of whose copies are on racks cannot be drawn; the chance step
    only before the deal."""
    model = Rummikub().load(state(["K10 B10 Y10 R1", "K1 K2"]))
    assert can(actions.verify_draw, model, None) and can(actions.verify_penalty, model, None)
    assert not can(actions.verify_chance, model, None, None)
    assert can(actions.verify_lay, model, table("K10 B10 Y10"), tiles("K10 B10 Y10"))
    assert not can(actions.verify_lay, model, table("K10 B10 Y10 R1"), tiles("K10 B10 Y10 R1"))
    both_k1_held = Rummikub().load(state(["K1 K1", "K2 K2"]))
    assert can(actions.verify_draw, both_k1_held, tiles("K3")[0])
    assert not can(actions.verify_draw, both_k1_held, tiles("K1")[0])
    dealt = Rummikub().load(Rummikub().deal(2, 5))
    assert can(actions.verify_chance, dealt, None, None)
    assert not can(actions.verify_draw, dealt, None)
    assert not can(actions.verify_penalty, dealt, None)


def test_a_state_saved_before_freed_joker_new_meld_loads_with_its_default(client):
    """A state whose options lack an option added later (freed_joker_new_meld) loads with
    that option's default, false; the state given is not changed."""
    old = state(["K10 B10 Y10 R1", "K1 K2"])
    del old["options"]["freed_joker_new_meld"]
    answer = ok(post(client, "play", {"state": old, "move": {"action": "draw"}}))
    assert answer["state"]["options"]["freed_joker_new_meld"] is False
    assert "freed_joker_new_meld" not in old["options"]
