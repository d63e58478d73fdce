"""Sealed games in process, one core: what sealing costs (issue 10 item 8).

Usage: ``.venv/bin/python bench/sealed.py`` — for every game with an engine, a seeded random
game is played to the end as the sealed layer plays it; then it prints:

- ``seal us`` / ``open us``: microseconds to seal and to open the token of the mid-game
  position (``Keys.seal``, ``Keys.open``: JSON, zlib, AES-256-GCM);
- ``mid B`` / ``end B``: the token's size in bytes at mid-game and at the last move (it
  carries the moves played so far, for the record);
- ``open/s`` and ``sealed/s``: ``play`` requests per CPU second at mid-game through the app
  (Flask test client: body parsing, schema, engine, answer), with the whole state and with
  the token and the mover's seat key; ``ratio`` is sealed/open (target >= 0.5).
"""

from __future__ import annotations

import random
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from service import sealing  # noqa: E402
from service.app import create_app  # noqa: E402
from service.games import registry  # noqa: E402

SETTING = "bench:" + "A" * 43


def played(game: str, players: int, seed: int = 11) -> list[dict]:
    """Every payload of a sealed random game, deal to end (the last one is over)."""
    engine = registry.engine(game, "play")
    policy = random.Random(seed)
    payload = {
        "id": "00" * 16,
        "key": "bench",
        "moves": [],
        "state": engine.deal(players, seed, {}, nonce=sealing.fresh_nonce()),
    }
    payloads = [payload]
    while not payload["state"]["terminal"]:
        state = payload["state"]
        moves = [m for m in engine.legal_moves(state)["moves"] if not engine.names_outcome(m)]
        move = policy.choice(moves)
        after, _, _ = engine.step(state, move)
        payload = {**payload, "state": after, "moves": [*payload["moves"], move]}
        payloads.append(payload)
    return payloads


def sealed_play(keys: sealing.Keys, game: str, state: dict, move: dict) -> dict:
    """The body of a sealed ``play`` of ``move`` at ``state`` (given a nonce when it has
    none): the token, and the mover's seat key unless chance is to move."""
    payload = {
        "id": "00" * 16,
        "key": keys.sealing,
        "moves": [],
        "state": {"nonce": sealing.fresh_nonce(), **state},
    }
    body = {"token": keys.seal(game, payload), "move": move}
    if isinstance(state["to_move"], int):
        body["seat_key"] = keys.seat_keys(payload)[state["to_move"]]
    return body


def best_us(call, number: int) -> float:
    """CPU microseconds per call: the best of 5 runs of ``number`` calls, timed by this
    process's CPU clock (other load on a shared machine does not count)."""
    return (
        min(timeit.repeat(call, repeat=5, number=number, timer=time.process_time)) / (number) * 1e6
    )


def main() -> None:
    keys = sealing.Keys.parse(SETTING)
    client = create_app({"SEAL_KEYS": SETTING}).test_client()
    print(
        f"{'game':26} {'seal us':>8} {'open us':>8} {'mid B':>7} {'end B':>7} "
        f"{'open/s':>8} {'sealed/s':>9} {'ratio':>6}"
    )
    for entry in registry.GAMES.values():
        if "deal" not in entry.endpoints:
            continue
        game = entry.id
        payloads = played(game, min(3, entry.max_players))
        mid = next(
            p for p in payloads[len(payloads) // 2 :] if isinstance(p["state"]["to_move"], int)
        )
        token = keys.seal(game, mid)
        end = keys.seal(game, payloads[-1])
        engine = registry.engine(game, "play")
        seat = mid["state"]["to_move"]
        move = engine.legal_moves(mid["state"])["moves"][0]
        seat_key = keys.seat_keys(mid)[seat]
        number = 20 if game == "rummikub" else 200
        seal_us = best_us(lambda: keys.seal(game, mid), number)
        open_us = best_us(lambda: keys.open(token, game), number)
        url = f"/v1/games/{game}/play"
        plain = {"state": mid["state"], "move": move}
        sealed = {"token": token, "seat_key": seat_key, "move": move}
        for body in (plain, sealed):
            assert client.post(url, json=body).status_code == 200
        plain_us = best_us(lambda: client.post(url, json=plain), number)
        sealed_us = best_us(lambda: client.post(url, json=sealed), number)
        print(
            f"{game:26} {seal_us:8.0f} {open_us:8.0f} {len(token):7d} {len(end):7d} "
            f"{1e6 / plain_us:8.0f} {1e6 / sealed_us:9.0f} {plain_us / sealed_us:6.2f}"
        )


if __name__ == "__main__":
    main()
