"""Sealed random play for every game (issue 10 item 7): only tokens and seat keys travel.

Each game is played to the end from the deal of its golden playthrough (players, seed,
options), sealed, with a fixed nonce so that the run is reproducible. At every step each
seat (with its key) and a spectator (without) ask legal-moves, score and view; the seat to
move (the spectator at a chance step) plays a random listed move. No answer ever has a
`state`, a seed or the nonce, nor names a card or tile hidden from its viewer (the test opens
the token with the server's key to know what is hidden, tests/hidden.py). The record the
last answer reveals replays, unsealed, to the very state the last token holds.
"""

from __future__ import annotations

import json
import random

import pytest

from service import sealing
from service.games import registry
from tests.harness import GOLDEN, call, wordless
from tests.hidden import announced, assert_hides, hidden_codes, strings
from tests.sealed_helpers import KEY_1, header, opened, server

NONCE = "5eed" * 8
"""The sealed nonce of these games (a real deal draws a fresh one)."""

DEALS = sorted(
    {
        (g["game"], json.dumps(g["deal"], sort_keys=True))
        for g in (json.loads(p.read_text()) for p in GOLDEN.glob("*.json"))
    }
)
"""Every golden deal, one per game (the first by game and deal)."""
DEALS = sorted({game: deal for game, deal in reversed(DEALS)}.items())


def check_answer(
    answer: dict,
    payload: dict,
    viewer,
    where: str,
    before: dict | None = None,
    events: list[dict] | None = None,
) -> None:
    """No state, seed or nonce; nothing hidden from ``viewer`` in ``payload``'s state."""
    state = payload["state"]
    assert "state" not in answer, where
    assert "seed" not in answer["view"] and "nonce" not in answer["view"], where
    assert answer["view"]["viewer"] == viewer, where
    assert NONCE not in json.dumps(answer) or "record" in answer, where
    hidden = hidden_codes(state, answer["view"])
    if before is not None:  # a card seen before the move is no secret after it
        hidden -= set(strings(before))
    assert_hides(
        {k: v for k, v in answer.items() if k != "record"},
        hidden - announced(hidden, events or []),
        where,
    )


@pytest.mark.parametrize("game,deal", DEALS, ids=[game for game, _ in DEALS])
def test_sealed_random_play(monkeypatch, game, deal):
    monkeypatch.setattr(sealing, "fresh_nonce", lambda: NONCE)
    client = server(KEY_1)
    deal = json.loads(deal)
    dealt = call(client, game, "deal", {**deal, "sealed": True})
    assert set(dealt) == {"token", "seat_keys", "view"}
    token, keys = dealt["token"], dealt["seat_keys"]
    assert len(keys) == deal["players"] and len(set(keys)) == deal["players"]
    seats = [*enumerate(keys), ("spectator", None)]
    engine = registry.engine(game, "play")
    policy = random.Random(0)
    for step in range(20_000):
        payload = opened(token, game)
        assert header(token) == ["arb1", "k1", game, str(step)]
        assert (
            payload["state"]["nonce"] == NONCE and len(payload["moves"]) == step % sealing.SEGMENT
        )
        to_move = payload["state"]["to_move"]
        if to_move is None:
            break
        mover = None
        for viewer, key in seats:
            where = f"{game} step {step} for {viewer}"
            ask = {"token": token} | ({"seat_key": key} if key else {})
            moves = call(client, game, "legal-moves", ask)
            check_answer(moves, payload, viewer, where + " legal-moves")
            if to_move in (viewer, "chance"):
                assert moves["moves"], where
                if to_move == viewer or viewer == "spectator":
                    mover = (ask, moves["moves"])
            else:
                assert moves["moves"] == [], where
            if to_move == "chance":
                assert wordless(moves["moves"]) == [{"action": "chance"}], where
            check_answer(call(client, game, "score", ask), payload, viewer, where + " score")
            check_answer(call(client, game, "view", ask), payload, viewer, where + " view")
        ask, listed = mover
        before = call(client, game, "view", ask)["view"]
        move = policy.choice(listed)
        answer = call(client, game, "play", {**ask, "move": move})
        assert set(answer) <= {"token", "view", "events", "record"}
        # the state read trusted plays as the same state read and checked (issue 21 item 3)
        checked = engine.play(payload["state"], move, before["viewer"])
        assert (answer["view"], answer["events"]) == checked, f"{game} step {step} play"
        token = answer["token"]
        check_answer(
            answer,
            opened(token, game),
            before["viewer"],
            f"{game} step {step} play",
            before,
            answer["events"],
        )
    else:
        raise AssertionError(f"{game}: no end after 20000 moves")
    final = opened(token, game)["state"]
    record = answer["record"]
    assert record["nonce"] == NONCE and record["seed"] == deal["seed"]
    assert len(record["moves"]) == step
    state = engine.deal(record["players"], record["seed"], record["options"], nonce=record["nonce"])
    for move in record["moves"]:
        state, _ = engine.play(state, move)
    assert state == final
    judged = call(client, game, "replay", {"record": record})  # the dispute, after the game
    assert judged["first_illegal"] is None and judged["state"] == final
    assert judged["signed"] == "valid" and record["signature"]["origin"] == "sealed"
