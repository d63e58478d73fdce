"""End to end against a real gunicorn process: the HTTP API and the CLI with --server."""

from __future__ import annotations

import json
import subprocess
import sys

import httpx
import pytest

from tests.gunicorn_server import ROOT, gunicorn

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def server():
    """A server without sealing keys (``ARBITER_SEAL_KEYS`` empty)."""
    with gunicorn(workers=2, env={"ARBITER_SEAL_KEYS": ""}) as running:
        yield running.url


def arbiter(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "client", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_health_catalog_and_contract_over_real_http(server):
    assert httpx.get(f"{server}/healthz").json()["status"] == "ok"
    assert len(httpx.get(f"{server}/v1/games").json()["games"]) == 15
    contract = httpx.get(f"{server}/openapi.yaml")
    assert contract.headers["content-type"].startswith("application/yaml")
    assert contract.text == (ROOT / "openapi.yaml").read_text()


def test_rank_verdict_over_real_http(server):
    """Issue 2 example (seed 001 §5): Rhylet [+2,+2,+2,-3,-3] beats Squadron [+1,+1,-1,-1]."""
    answer = httpx.post(
        f"{server}/v1/games/corellian-spike/rank",
        json={"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]},
    ).json()
    assert answer["winners"] == [1]
    assert [entry["name"] for entry in answer["ranking"]] == ["Rhylet", "Squadron"]


def test_bad_input_over_real_http_is_problem_json(server):
    over = httpx.post(
        f"{server}/v1/games/corellian-spike/rank",
        content=b'{"hands": [[1]], "pad": "' + b"x" * 300_000 + b'"}',
        headers={"content-type": "application/json"},
    )
    assert over.status_code == 413
    assert over.headers["content-type"] == "application/problem+json"
    bad = httpx.post(
        f"{server}/v1/games/corellian-spike/rank",
        content=b"{",
        headers={"content-type": "application/json"},
    )
    assert bad.status_code == 400 and bad.json()["code"] == "malformed_json"


def test_suggest_over_real_http(server):
    """Issue 26 item 4: a computer player's move for the seat to move of an open Muggins
    game, one of the listed legal moves with its words, accepted by play."""
    game = f"{server}/v1/games/muggins"
    state = httpx.post(f"{game}/deal", json={"players": 2, "seed": 4}).json()["state"]
    listed = httpx.post(f"{game}/legal-moves", json={"state": state}).json()["moves"]
    move = httpx.post(f"{game}/suggest", json={"state": state}).json()["move"]
    assert move in listed and move["text"]
    assert httpx.post(f"{game}/play", json={"state": state, "move": move}).status_code == 200


def test_cli_against_the_server(server):
    """`arbiter --server URL rank ...` answers exit 0 with the verdict; a refusal is exit 3."""
    ok = arbiter("--server", server, "--json", "rank", "corellian-spike", "+3,-2", "+2,-3")
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["winners"] == [0]
    refused = arbiter("--server", server, "rank", "corellian-spike", "+11,-11")
    assert refused.returncode == 3
    assert "invalid_card" in refused.stderr and "+11" in refused.stderr


def test_cli_unreachable_server_is_exit_4():
    with gunicorn(workers=1) as running:
        pass  # started and stopped: nothing listens there now
    result = arbiter("--server", running.url, "games")
    assert result.returncode == 4 and "unreachable" in result.stderr


def test_sealed_play_game_against_a_server_without_keys_suggests_open(server):
    """`play-game` is sealed by default: a server holding no sealing keys refuses it (exit 3,
    501 sealing_unavailable) and the message says how to play there anyway; `--open` does."""
    sealed = arbiter("--server", server, "play-game", "corellian-spike", "--auto")
    assert sealed.returncode == 3, sealed.stdout
    assert "refused (501 sealing_unavailable): This server holds no sealing keys" in sealed.stderr
    assert "To play at this server anyway, add --open" in sealed.stderr
    opened = arbiter(
        "--server",
        server,
        "play-game",
        "corellian-spike",
        "--players",
        "2",
        "--seed",
        "4",
        "--auto",
        "--open",
    )
    assert opened.returncode == 0, opened.stderr
    assert "2 players, seed 4. You are seat 1." in opened.stdout and "Over." in opened.stdout


def test_sealed_deal_against_a_server_without_keys_suggests_an_open_deal(server):
    """`deal --sealed` at a server holding no sealing keys: 501 sealing_unavailable (exit 3),
    and the message says how to deal there anyway; without --sealed the deal is open."""
    sealed = arbiter("--server", server, "deal", "muggins", "-p", "2", "--sealed")
    assert sealed.returncode == 3, sealed.stdout
    assert "refused (501 sealing_unavailable)" in sealed.stderr
    assert "To deal at this server anyway, leave out --sealed" in sealed.stderr
    opened = arbiter("--server", server, "--json", "deal", "muggins", "-p", "2")
    assert opened.returncode == 0, opened.stderr
    assert json.loads(opened.stdout)["state"]["game"] == "muggins"
