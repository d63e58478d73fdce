"""Attacks on the running service that once got through: each test is one request shape an
attacker sent, and the bounded answer it gets now."""

from __future__ import annotations

import json

import orjson

from service.games import records
from tests.harness import GOLDEN, call, post

MUGGINS = json.loads((GOLDEN / "muggins-3p-seed6.json").read_text())
"""A 95-move Muggins match (muggins-3p-seed6), its moves as the golden recorded them."""


def _muggins_record(client) -> tuple[dict, dict]:
    """The golden match as a record, and its first state."""
    start = call(client, "muggins", "deal", MUGGINS["deal"])["state"]
    moves = [step["move"] for step in MUGGINS["steps"]]
    return {**records.begin(start), "moves": moves}, start


def _bytes(value) -> int:
    return len(orjson.dumps(value))


def test_steps_from_a_large_start_are_refused_before_any_move(client, monkeypatch):
    """A record whose start is a long match's state and many small moves once answered a
    copy of that state per move (60 MB and 25 s for a 100 KB request of a Bergamor match).
    The states' size is bounded, and a start whose copies alone pass the bound is refused
    before any move is played (else the first ``pass``, not Muggins' first move here,
    would be the answer's first_illegal)."""
    record, _ = _muggins_record(client)
    last = call(client, "muggins", "replay", {"record": record})["state"]
    monkeypatch.setattr(records, "MAX_STEPS_BYTES", _bytes(last) * 1000)
    started = {
        **{k: v for k, v in record.items() if k != "seed"},
        "start": last,
        "moves": [{"action": "pass"}] * 1000,
    }
    response = post(client, "muggins", "replay", {"record": started, "steps": True})
    assert response.status_code == 422, response.json
    assert response.json["code"] == "invalid_record"
    assert response.json["field"] == "record.moves"
    assert str(records.MAX_STEPS_BYTES) in response.json["detail"]


def test_steps_stop_at_the_byte_budget_as_the_states_grow(client, monkeypatch):
    """The states of a seeded record grow with every move; with the budget set to the first
    state and the first 10 states after it, the 95-move match is refused, and replays
    without steps as before."""
    record, start = _muggins_record(client)
    answer = call(client, "muggins", "replay", {"record": record, "steps": True})
    sizes = [_bytes(start)] + [_bytes(step["state"]) for step in answer["steps"]]
    monkeypatch.setattr(records, "MAX_STEPS_BYTES", sum(sizes[:11]))
    response = post(client, "muggins", "replay", {"record": record, "steps": True})
    assert response.status_code == 422 and response.json["code"] == "invalid_record"
    assert call(client, "muggins", "replay", {"record": record})["moves"] == 95


def test_every_step_is_the_state_play_gives(client):
    """Steps are played on one model, each state a copy: every step of the golden Muggins
    match (muggins-3p-seed6, whose rounds and scoring lists grow as it goes) is the state
    ``play`` gives from the one before, not a later state seen through a shared list."""
    record, start = _muggins_record(client)
    answer = call(client, "muggins", "replay", {"record": record, "steps": True})
    state = start
    for step in answer["steps"]:
        played = call(client, "muggins", "play", {"state": state, "move": step["move"]})
        assert step["state"] == played["state"] and step["events"] == played["events"]
        state = played["state"]


def test_steps_is_a_json_boolean(client):
    """``"steps": "yes"`` (or 1) once replayed with steps, the string read as true: only
    true or false are steps, like every other boolean of the API."""
    record, _ = _muggins_record(client)
    for steps in ("yes", 1, "false"):
        response = post(client, "muggins", "replay", {"record": record, "steps": steps})
        assert response.status_code == 422, response.json
        assert response.json["code"] == "validation_error"
        assert "steps" in response.json["errors"]
