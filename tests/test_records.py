"""Game records and ``POST /v1/games/{game}/replay`` (docs/records.md).

Every golden playthrough and one seeded random game of every game, as a record, replays to
the same final state and score; a record with one move altered is reported at exactly that
index, with the state before it.
"""

from __future__ import annotations

import json
import random

import pytest

from service.games import records, registry
from service.games.errors import ArbiterError
from tests.harness import GOLDEN, call, post

GOLDENS = sorted(GOLDEN.glob("*.json"))
GAMES = [game for game, info in registry.GAMES.items() if "replay" in info.endpoints]


def golden_record(golden: dict) -> dict:
    """The record of a golden playthrough: its deal and its moves (as listed, text too)."""
    deal = golden["deal"]
    state = registry.engine(golden["game"], "deal").deal(
        deal["players"], deal["seed"], deal["options"]
    )
    return {**records.begin(state), "moves": [step["move"] for step in golden["steps"]]}


def random_record(game: str, players: int, seed: int) -> tuple[dict, dict]:
    """A seeded random game of ``game`` played on the engine: its record and final state."""
    engine = registry.engine(game, "play")
    state = engine.deal(players, seed, {})
    record = records.begin(state)
    policy = random.Random(seed)
    while not state["terminal"]:
        move = policy.choice(engine.legal_moves(state)["moves"])
        record["moves"].append({k: v for k, v in move.items() if k != "text"})
        state, _ = engine.play(state, move)
    return record, state


def replay(client, game: str, record: dict, **extra) -> dict:
    return call(client, game, "replay", {"record": record, **extra})


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_golden_record_replays_to_the_same_end(client, path):
    golden = json.loads(path.read_text())
    answer = replay(client, golden["game"], golden_record(golden))
    assert answer["first_illegal"] is None
    assert answer["moves"] == len(golden["steps"])
    assert answer["state"] == golden["final_state"]
    assert answer["score"] == golden["score"]


@pytest.mark.parametrize("game", GAMES)
def test_random_game_record_replays_to_the_same_end(client, game):
    record, final = random_record(game, 3, 11)
    answer = replay(client, game, record)
    assert (answer["first_illegal"], answer["moves"]) == (None, len(record["moves"]))
    assert answer["state"] == final
    assert answer["score"] == call(client, game, "score", {"state": final})


def _altered(game: str, moves: list, index: int, before: dict) -> dict:
    """Another move of the same game (the first, from ``index + 1`` on, that the rules refuse
    in ``before``, the state where move ``index`` is due)."""
    engine = registry.engine(game, "play")
    for candidate in moves[index + 1 :] + moves[:index]:
        if candidate == moves[index]:
            continue
        try:
            engine.play(before, candidate)
        except ArbiterError:
            return candidate
    raise AssertionError("no refused move found")


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_one_altered_move_is_reported_at_its_index(client, path):
    golden = json.loads(path.read_text())
    game, record = golden["game"], golden_record(golden)
    index = len(record["moves"]) * 2 // 3
    before = replay(client, game, {**record, "moves": record["moves"][:index]})["state"]
    bad = _altered(game, record["moves"], index, before)
    record["moves"][index] = bad
    answer = replay(client, game, record)
    refused = answer["first_illegal"]
    assert refused["index"] == index and refused["move"] == bad
    assert refused["code"] in ("illegal_move", "invalid_move")
    assert (refused["rule"] is not None) == (refused["code"] == "illegal_move")
    assert answer["moves"] == index and answer["state"] == before
    problem = post(client, game, "play", {"state": before, "move": bad}).json
    assert {k: refused[k] for k in ("code", "rule", "source")} == {
        k: problem.get(k) for k in ("code", "rule", "source")
    }
    assert refused["reason"] == problem["detail"]


def test_a_pass_while_a_tile_fits_names_the_muggins_rule(client):
    """tests/golden/muggins-3p-seed6.json: at move 5 seat 2 holds 2-6 and open end 5 shows
    a 2, so a pass is refused (seed 000 Rules for Muggins, Player turn)."""
    record = golden_record(json.loads((GOLDEN / "muggins-3p-seed6.json").read_text()))
    record["moves"][5] = {"action": "pass"}
    refused = replay(client, "muggins", record)["first_illegal"]
    assert refused == {
        "index": 5,
        "move": {"action": "pass"},
        "code": "illegal_move",
        "reason": "Seat 2 cannot pass: they can place 2-6 on open end 5 (3 placements are "
        "possible).",
        "rule": "A player passes only when no tile of their stock fits.",
        "source": "seed 000 Rules for Muggins, Player turn",
    }


def test_steps_give_every_state_and_the_events_of_the_golden(client):
    golden = json.loads((GOLDEN / "traditional-sabacc-3p-seed14.json").read_text())
    answer = replay(client, golden["game"], golden_record(golden), steps=True)
    assert answer["start"] == call(client, golden["game"], "deal", golden["deal"])["state"]
    assert [s["events"] for s in answer["steps"]] == [s["events"] for s in golden["steps"]]
    assert [s["index"] for s in answer["steps"]] == list(range(len(golden["steps"])))
    assert answer["steps"][-1]["state"] == answer["state"] == golden["final_state"]


def test_steps_stop_before_the_refused_move(client):
    golden = json.loads((GOLDEN / "muggins-3p-seed6.json").read_text())
    record = golden_record(golden)
    record["moves"][5] = {"action": "pass"}
    answer = replay(client, "muggins", record, steps=True)
    assert len(answer["steps"]) == 5 and answer["first_illegal"]["index"] == 5
    assert answer["state"] == answer["steps"][-1]["state"]


def test_a_start_in_place_of_the_seed_replays_the_same(client):
    """Physical cards: the dealt state itself as ``start``; the moves are the same."""
    golden = json.loads((GOLDEN / "rummikub-2p-seed1.json").read_text())
    record = golden_record(golden)
    start = call(client, "rummikub", "deal", golden["deal"])["state"]
    physical = {**{k: v for k, v in record.items() if k != "seed"}, "start": start}
    answer = replay(client, "rummikub", physical)
    assert answer["state"] == golden["final_state"] and answer["first_illegal"] is None


def _refused_record(client, game: str, record, field: str, code: str = "invalid_record"):
    response = post(client, game, "replay", {"record": record})
    assert response.status_code == 422, response.json
    assert (response.json["code"], response.json.get("field")) == (code, field)
    return response.json


def test_records_that_are_not_records_are_refused(client):
    """The contract's SabaccinosRecord says what a record holds (refused at the boundary,
    its path named); the replay says how a start relates to the record."""
    record, _ = random_record("sabaccinos", 2, 1)
    _refused_record(client, "sabaccinos", {**record, "notes": "x"}, "record")
    _refused_record(client, "muggins", record, "record.game")
    _refused_record(client, "sabaccinos", {**record, "version": 9}, "record.version")
    _refused_record(client, "sabaccinos", {**record, "start": {}}, "record.start")
    _refused_record(client, "sabaccinos", {**record, "players": 9}, "record.players")
    _refused_record(client, "sabaccinos", {**record, "players": 2.0}, "record.players")
    _refused_record(client, "sabaccinos", {**record, "seed": 1.0}, "record.seed")
    _refused_record(client, "sabaccinos", {**record, "moves": {}}, "record.moves")
    _refused_record(client, "sabaccinos", {**record, "nonce": "not hex"}, "record.nonce")
    _refused_record(client, "sabaccinos", {**record, "tags": {"event": 3}}, "record.tags.event")
    signature = {"key": "k1", "origin": "sealed", "mac": 3}
    _refused_record(
        client, "sabaccinos", {**record, "signature": signature}, "record.signature.mac"
    )
    seedless = {k: v for k, v in record.items() if k != "seed"}
    start = call(client, "sabaccinos", "deal", {"players": 3, "seed": 1})["state"]
    for neither_or_both in (seedless, {**record, "start": start}):  # the contract's relation
        problem = _refused_record(client, "sabaccinos", neither_or_both, "record")
        assert problem["detail"] == (
            "record holds either its seed or its start, not both nor neither."
        )
    _refused_record(client, "sabaccinos", {**seedless, "start": start}, "record.players")
    three = {**seedless, "players": 3, "start": start}
    _refused_record(client, "sabaccinos", {**three, "nonce": "0" * 32}, "record.nonce")
    _refused_record(client, "sabaccinos", {**three, "options": {}}, "record.start.options")
    assert replay(client, "sabaccinos", three)["first_illegal"] is not None  # 2-seat moves


def test_the_largest_record_is_bounded(client):
    record, _ = random_record("sabaccinos", 2, 1)
    too_long = {**record, "moves": [{"action": "pass"}] * (records.MAX_MOVES + 1)}
    problem = _refused_record(client, "sabaccinos", too_long, "record.moves")
    assert "at most 5000" in problem["detail"]
    at_most = {**record, "moves": [{"action": "pass"}] * records.MAX_STEPS_MOVES * 2}
    response = post(client, "sabaccinos", "replay", {"record": at_most, "steps": True})
    assert response.status_code == 422 and response.json["code"] == "invalid_record"
    huge = {
        **record,
        "tags": {"t": "x" * 100},
        "moves": [{"action": "pass", "text": "x" * 900}] * 400,
    }
    assert post(client, "sabaccinos", "replay", {"record": huge}).status_code == 413


def test_tagged_record_with_texts_replays(client):
    record, final = random_record("corellian-spike", 2, 4)
    record["tags"] = {"seat 1": "Han", "seat 2": "Lando"}
    record["moves"] = [{**m, "text": "as listed"} for m in record["moves"]]
    answer = replay(client, "corellian-spike", record)
    assert answer["state"] == final and answer["first_illegal"] is None


def test_a_move_naming_no_real_tile_is_reported_at_its_index(client):
    """Rummikub has no tile Z9 (seed 004 Tiles used): the draw naming it is the first
    refused move, at index 1. (Such a record is outside the contract's RummikubRecord, whose
    moves are RummikubMove: sent as it is, not through the contract check.)"""
    record, _ = random_record("rummikub", 2, 3)
    record["moves"][1] = {"action": "draw", "tile": "Z9"}
    response = client.post("/v1/games/rummikub/replay", json={"record": record})
    assert response.status_code == 200, response.json
    answer = response.json
    assert answer["moves"] == 1
    assert (answer["first_illegal"]["index"], answer["first_illegal"]["code"]) == (
        1,
        "invalid_card",
    )


@pytest.mark.parametrize("move", ["chance", None, ["draw"], 7])
def test_a_move_that_is_no_object_is_reported_at_its_index(client, move):
    """docs/records.md: a malformed move stops the replay there, `first_illegal` with code
    invalid_move; a move that is not even a JSON object is one, not a refusal of the whole
    record (422 invalid_record), as it was before the contract checked bodies."""
    record, _ = random_record("muggins", 2, 3)
    record["moves"][2] = move
    response = client.post("/v1/games/muggins/replay", json={"record": record})
    assert response.status_code == 200, response.json
    answer = response.json
    assert answer["moves"] == 2
    refused = answer["first_illegal"]
    assert (refused["index"], refused["move"], refused["code"]) == (2, move, "invalid_move")
    assert refused["reason"] == "move must be an object."
