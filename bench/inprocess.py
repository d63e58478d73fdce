"""Engine speed in process, one core: legal-moves and play per second on a mid-game state.

Usage: ``.venv/bin/python bench/inprocess.py`` — for every game with an engine, a state a few
random moves into a seeded game, then the best of several timed runs of the engine's
``legal_moves(state)`` and ``play(state, move)`` (the JSON-in, JSON-out calls the API makes,
without HTTP). Issues 3 and 4 ask for these figures beside the gunicorn ones of run.py.
"""

from __future__ import annotations

import random
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from service.games import registry  # noqa: E402


def mid_game(game: str, players: int, plies: int = 6, seed: int = 11) -> tuple[dict, dict]:
    """A live state about ``plies`` random moves into a seeded game, and its first legal move
    (a move that would end the game is not taken, so the state stays mid-game)."""
    engine = registry.engine(game, "play")
    policy = random.Random(seed)
    state = engine.deal(players, seed, {})
    for _ in range(plies):
        moves = engine.legal_moves(state)["moves"]
        policy.shuffle(moves)
        for move in moves:
            after = engine.play(state, move)[0]
            if not after["terminal"]:
                state = after
                break
    return state, engine.legal_moves(state)["moves"][0]


def per_second(call, repeat: int = 5, number: int = 200) -> float:
    """Calls per second: the best of ``repeat`` runs of ``number`` calls."""
    return number / min(timeit.repeat(call, repeat=repeat, number=number))


def main() -> None:
    print(f"{'game':26} {'legal-moves/s':>14} {'play/s':>10}")
    for entry in registry.GAMES.values():
        if "deal" not in entry.endpoints:
            continue
        engine = registry.engine(entry.id, "play")
        state, move = mid_game(entry.id, min(3, entry.max_players))
        number = 20 if entry.id == "rummikub" else 200
        legal = per_second(lambda: engine.legal_moves(state), number=number)
        play = per_second(lambda: engine.play(state, move), number=number)
        print(f"{entry.id:26} {legal:14.0f} {play:10.0f}")


if __name__ == "__main__":
    main()
