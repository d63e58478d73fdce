"""Sealed games in process, one core: what sealing costs (issue 10 item 8).

Usage: ``.venv/bin/python bench/sealed.py`` — for every game with an engine, a seeded random
game is played to the end as the sealed layer plays it; then it prints:

- ``seal us`` / ``open us``: microseconds to seal and to open the token of the mid-game
  position (``Keys.seal``, ``Keys.open``: JSON and AES-256-GCM, of its current part);
- ``mid B`` / ``end B``: the token's size in bytes at mid-game and at the last move (it
  carries the moves played so far, for the record, in history segments);
- ``open/s`` and ``sealed/s``: ``play`` requests per CPU second at mid-game through the app
  (Flask test client: body parsing, schema, engine, answer), with the whole state and with
  the token and the mover's seat key; ``ratio`` is sealed/open (target >= 0.5).

``--long``: a long Muggins match instead (4 seats, target 300, seed 5, each seat playing
the move that scores least, the sealed nonce fixed: 1,708 moves, 80 rounds),
played sealed through ``service.sealing``; at moves 10, 100, 500, 1000 and 1500 it prints
the token's size and its opened part's (without the history segments), the time to open
it (``open_game``), a whole sealed play (open, play,
seal) and the engine's open play of the same state and move: whether a sealed request's
cost grows with the game. Then the engine's open play at the first move of rounds 2, 10,
20, 40 and 70, and its step as a trusted (sealed) state: what a state's finished rounds
cost every later play.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from service import sealing  # noqa: E402
from service.app import create_app  # noqa: E402
from service.games import registry  # noqa: E402
from service.games.interface import without  # noqa: E402

SETTING = "bench:" + "A" * 43
NONCE = "5eed" * 8
"""The sealed nonce of ``--long``'s match (a real deal draws a fresh one)."""


def played(keys: sealing.Keys, game: str, players: int, seed: int = 11) -> list[str]:
    """Every token of a sealed random game, deal to end (the last one's game is over)."""
    engine = registry.engine(game, "play")
    policy = random.Random(seed)
    tokens = [sealing.deal(keys, engine, players, seed)["token"]]
    while True:
        token = keys.open(tokens[-1], game)
        state = token.payload["state"]
        if state["terminal"]:
            return tokens
        moves = [m for m in engine.legal_moves(state)["moves"] if not engine.names_outcome(m)]
        move = policy.choice(moves)
        after, _, _ = engine.step(state, move)
        tokens.append(keys.advance(game, token, after, without(move, "text")))


def sealed_play(keys: sealing.Keys, game: str, state: dict, move: dict) -> dict:
    """The body of a sealed ``play`` of ``move`` at ``state`` (given a nonce when it has
    none): the token, and the mover's seat key unless chance is to move."""
    payload = {
        "id": "00" * 16,
        "key": keys.sealing,
        "moves": [],
        "state": {"nonce": sealing.fresh_nonce(), **state},
        "format": sealing.FORMAT,
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
        tokens = played(keys, game, min(3, entry.max_players))
        token, end = (
            next(
                t
                for t in tokens[len(tokens) // 2 :]
                if isinstance(keys.open(t, game).payload["state"]["to_move"], int)
            ),
            tokens[-1],
        )
        mid = keys.open(token, game)
        engine = registry.engine(game, "play")
        state = mid.payload["state"]
        move = engine.legal_moves(state)["moves"][0]
        seat_key = keys.seat_keys(mid.payload)[state["to_move"]]
        number = 20 if game == "rummikub" else 200
        seal_us = best_us(lambda: keys.seal(game, mid.payload, mid.history), number)
        open_us = best_us(lambda: keys.open(token, game), number)
        url = f"/v1/games/{game}/play"
        plain = {"state": state, "move": move}
        sealed = {"token": token, "seat_key": seat_key, "move": move}
        for body in (plain, sealed):
            assert client.post(url, json=body).status_code == 200
        plain_us = best_us(lambda: client.post(url, json=plain), number)
        sealed_us = best_us(lambda: client.post(url, json=sealed), number)
        print(
            f"{game:26} {seal_us:8.0f} {open_us:8.0f} {len(token):7d} {len(end):7d} "
            f"{1e6 / plain_us:8.0f} {1e6 / sealed_us:9.0f} {plain_us / sealed_us:6.2f}"
        )


def lowest(engine, state: dict, moves: list[dict]) -> dict:
    """The move after which the seats' scores add up to least (the first such)."""

    def total(move: dict) -> int:
        return sum(p["score"] for p in engine.play(state, move)[0]["players"])

    return min(moves, key=total)


def long_match() -> None:
    """The ``--long`` figures (see the module docstring)."""
    keys = sealing.Keys.parse(SETTING)
    engine = registry.engine("muggins", "play")
    sealing.fresh_nonce = lambda: NONCE  # the same match every run
    dealt = sealing.deal(keys, engine, 4, 5, {"target": 300})
    token, seat_keys = dealt["token"], dealt["seat_keys"]
    marks, rounds, played = {10, 100, 500, 1000, 1500}, {2, 10, 20, 40, 70}, 0
    print(
        f"{'move':>5} {'round':>5} {'token B':>8} {'opened B':>9} {'open us':>8} "
        f"{'sealed us':>10} {'engine us':>9}"
    )
    later = []
    while True:
        state = sealing.open_game(keys, engine, token, None).state
        if state["terminal"]:
            break
        moves = [m for m in engine.legal_moves(state)["moves"] if not engine.names_outcome(m)]
        move = lowest(engine, state, moves)
        mover = state["to_move"]
        seat_key = seat_keys[mover] if isinstance(mover, int) else None
        if state["round"] in rounds and state["phase"] != "deal":
            rounds.discard(state["round"])
            later.append(
                (
                    state["round"],
                    best_us(lambda: engine.play(state, move), 50),
                    best_us(lambda: engine.step(state, move, trusted=True), 50),
                )
            )

        def sealed_play(token: str = token, move: dict = move, seat_key=seat_key) -> dict:
            game = sealing.open_game(keys, engine, token, seat_key)
            return sealing.play(keys, engine, game, move)

        if played in marks:
            opened = best_us(lambda: sealing.open_game(keys, engine, token, seat_key), 50)
            sealed = best_us(sealed_play, 50)
            plain = best_us(lambda: engine.play(state, move), 50)
            print(
                f"{played:5d} {state['round']:5d} {len(token):8d} "
                f"{len(token.partition('~')[0]):9d} {opened:8.0f} "
                f"{sealed:10.0f} {plain:9.0f}"
            )
        token = sealed_play()["token"]
        played += 1
    print(f"{played} moves, {state['round']} rounds, the last token {len(token)} B")
    print(
        "engine play at the first move of round (open state; trusted step): "
        + ", ".join(f"{number}: {us:.0f} us; {trusted:.0f} us" for number, us, trusted in later)
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--long", action="store_true", help="a long Muggins match's figures")
    long_match() if parser.parse_args().long else main()
