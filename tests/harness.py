"""Shared machinery for every game's random-play and golden-playthrough tests.

Every call goes either through the public HTTP API (a Flask test client or any object with
``post(path, json=...)`` returning a response with ``status_code`` and ``json``: the path a UI
takes) or, given ``Engines()``, straight to the engines through the public ``Game``
interface (the soaks: the rules in process, each answer through JSON as the wire carries
it). Either way every request and answer is checked against openapi.yaml. The move policy
uses its own ``random.Random`` instance: the global ``random`` module is never used.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import orjson

from service.games import registry
from tests import contract

GOLDEN = Path(__file__).parent / "golden"

Check = Callable[[dict], None]


class ApiError(AssertionError):
    """The API answered an error where the harness expected success."""


class Engines:
    """The games in process: each endpoint of the game interface as the engine's own call
    (``service.games.interface.Game``), answering the object the HTTP view sends
    (service/api/table.py), encoded and decoded again as JSON (no answer shares a list with
    the request). A refusal raises the engine's ``ArbiterError``. Unsealed states only."""

    def call(self, game: str, endpoint: str, body: dict) -> dict:
        """The answer of ``endpoint`` (``deal``, ``legal-moves``, ``play``, ``score``,
        ``view``) of ``game`` to the request ``body``."""
        engine = registry.engine(game, endpoint)
        viewer = body.get("viewer")
        if endpoint == "deal":
            out = {"state": engine.deal(body["players"], body.get("seed"), body.get("options"))}
        elif endpoint == "legal-moves":
            out = engine.legal_moves(body["state"], viewer)
        elif endpoint == "play":
            state, events = engine.play(body["state"], body["move"], viewer)
            out = {"state" if viewer is None else "view": state, "events": events}
        elif endpoint == "score":
            out = engine.score(body["state"], viewer)
        elif endpoint == "view":
            out = {"state": engine.view(body["state"], viewer)}
        else:
            raise ValueError(f"no in-process {endpoint!r}")
        return orjson.loads(orjson.dumps(out))


def call(client, game: str, endpoint: str, body: dict) -> dict:
    """POST ``body`` to ``/v1/games/{game}/{endpoint}`` (or, given ``Engines``, call the
    engine); fail the test on anything but 200, or on a body or answer that does not fit the
    contract (tests/contract.py): every state, view, move and event these tests see is
    checked against openapi.yaml."""
    path = f"/v1/games/{game}/{endpoint}"
    if isinstance(client, Engines):
        answer = client.call(game, endpoint, body)
    else:
        response = client.post(path, json=body)
        if response.status_code != 200:
            raise ApiError(f"{endpoint} answered {response.status_code}: {response.json}")
        answer = response.json
    contract.exchange(path, body, answer)
    return answer


def post(client, game: str, endpoint: str, body: dict):
    """POST to ``/v1/games/{game}/{endpoint}``; the response (any status)."""
    return client.post(f"/v1/games/{game}/{endpoint}", json=body)


def wordless(items: list[dict]) -> list[dict]:
    """Moves or events without their ``text`` (the words, which tests/test_words.py checks),
    for tests of the rules that compare them member by member."""
    return [{k: v for k, v in item.items() if k != "text"} for item in items]


def wordless_answer(answer: dict) -> dict:
    """A legal-moves or play answer with its ``moves`` and ``events`` :func:`wordless`."""
    return {k: wordless(v) if k in ("moves", "events") else v for k, v in answer.items()}


def play(client, game: str, state: dict, move: dict) -> tuple[dict, list[dict]]:
    """Play ``move``; the next state and its events (:func:`wordless`)."""
    answer = call(client, game, "play", {"state": state, "move": move})
    return answer["state"], wordless(answer["events"])


def refused(client, game: str, state: dict, move: dict, code: str = "illegal_move") -> dict:
    """Play ``move`` and assert a 422 with ``code``; the problem document."""
    response = post(client, game, "play", {"state": state, "move": move})
    assert response.status_code == 422, response.json
    assert response.json["code"] == code, response.json
    return response.json


def play_random_game(
    client,
    game: str,
    players: int,
    seed: int,
    *,
    options: dict | None = None,
    policy_seed: int = 0,
    max_steps: int = 20_000,
    check: Check | None = None,
    record: bool = False,
) -> dict:
    """Play one seeded game to the end with uniformly random legal moves.

    At every step it checks: the state survives a JSON round trip; ``to_move`` is null only
    when the state is terminal; the player to move has at least one legal move; every
    listed move is accepted by ``play``'s checks (the chosen one); ``view`` works for every
    seat and a spectator and leaves the seed out; and ``check(state)`` (the game's own
    invariants: every card or tile in exactly one place, scores adding up).

    :returns: ``{"deal", "steps", "final_state", "score"}``; ``steps`` holds every move and
        its events when ``record`` is true (a golden playthrough), else is empty.
    :raises AssertionError: an invariant broke, or the game did not end in ``max_steps``.
    """
    policy = random.Random(policy_seed)
    deal = {"players": players, "seed": seed, "options": options or {}}
    state = call(client, game, "deal", deal)["state"]
    steps: list[dict] = []
    for _ in range(max_steps):
        assert json.loads(json.dumps(state)) == state, "state does not survive JSON"
        if check:
            check(state)
        legal = call(client, game, "legal-moves", {"state": state})
        if state["terminal"]:
            assert legal["to_move"] is None and legal["moves"] == [], legal
            break
        assert legal["to_move"] is not None, "no one to move in a live game"
        assert legal["to_move"] == state["to_move"], (legal["to_move"], state["to_move"])
        assert legal["moves"], f"player {legal['to_move']} has no legal move and no pass"
        for viewer in [*range(players), "spectator"]:
            seen = call(client, game, "view", {"state": state, "viewer": viewer})["state"]
            assert "seed" not in seen and seen["viewer"] == viewer, f"view leaks for {viewer}"
        move = policy.choice(legal["moves"])
        answer = call(client, game, "play", {"state": state, "move": move})
        if record:
            steps.append({"move": move, "events": answer["events"]})
        state = answer["state"]
    else:
        raise AssertionError(f"{game} seed {seed}: no end after {max_steps} moves")
    score = call(client, game, "score", {"state": state})
    assert score["terminal"] is True and score["winners"], score
    return {
        "game": game,
        "deal": deal,
        "policy_seed": policy_seed,
        "steps": steps,
        "final_state": state,
        "score": score,
    }


def replay(client, golden: dict) -> None:
    """Replay a golden playthrough and assert every event, the final state and the score.

    :raises AssertionError: the first step whose events differ, naming its index.
    """
    game = golden["game"]
    state = call(client, game, "deal", golden["deal"])["state"]
    for index, step in enumerate(golden["steps"]):
        answer = call(client, game, "play", {"state": state, "move": step["move"]})
        assert answer["events"] == step["events"], f"{game}: step {index} events differ"
        state = answer["state"]
    assert state == golden["final_state"], f"{game}: final state differs"
    assert call(client, game, "score", {"state": state}) == golden["score"]


def write_golden(
    client,
    game: str,
    players: int,
    seed: int,
    options: dict | None = None,
    policy_seed: int = 0,
    name: str | None = None,
) -> Path:
    """Record a random playthrough as ``tests/golden/<name>.json`` (review it before committing)."""
    record = play_random_game(
        client, game, players, seed, options=options, policy_seed=policy_seed, record=True
    )
    path = GOLDEN / f"{name or f'{game}-{players}p-seed{seed}'}.json"
    path.write_text(json.dumps(record, indent=1) + "\n")
    return path


def main(argv: list[str] | None = None) -> None:
    """``python -m tests.harness GAME PLAYERS SEED [OPTIONS_JSON]``: write a golden file."""
    import sys

    from service.app import create_app

    args = argv if argv is not None else sys.argv[1:]
    game, players, seed = args[0], int(args[1]), int(args[2])
    options = json.loads(args[3]) if len(args) > 3 else None
    print(write_golden(create_app().test_client(), game, players, seed, options))


if __name__ == "__main__":
    main()
