"""The CLI's sealed games (issue 10 item 6): `deal --sealed`, token files with `--seat-key`
for moves/play/view/score, and `play-game` sealed with the embedded server."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from client.cli import main
from tests.sealed_helpers import KEY_1, header


@pytest.fixture()
def run(monkeypatch):
    """``run(*args, input=None)`` -> click Result, in process, with the server key KEY_1."""
    monkeypatch.delenv("ARBITER_URL", raising=False)
    monkeypatch.delenv("ARBITER_SEAT_KEY", raising=False)
    monkeypatch.setenv("ARBITER_SEAL_KEYS", KEY_1)
    runner = CliRunner()

    def _run(*args: str, input: str | None = None):
        return runner.invoke(main, list(args), input=input, catch_exceptions=False)
    return _run


def test_a_sealed_game_from_files(run, tmp_path):
    """Corellian Spike, 2 seats, dealer 0: seat 1 moves first (seed 001 §2)."""
    table = tmp_path / "table.token"
    dealt = run("deal", "corellian-spike", "-p", "2", "--sealed", "-o", str(table))
    assert dealt.exit_code == 0, dealt.output
    keys = [line.split(": ")[1] for line in dealt.output.splitlines() if " key: " in line]
    assert len(keys) == 2
    token = table.read_text().strip()
    assert header(token) == ["arb1", "k1", "corellian-spike", "0"]
    listed = run("moves", str(table), "--seat-key", keys[1])
    assert listed.exit_code == 0 and "1. Gain" in listed.output, listed.output
    assert run("moves", str(table)).output.count(". ") == 0  # a spectator has no move
    played = run("play", str(table), "1", "--seat-key", keys[1], "-o", str(table))
    assert played.exit_code == 0, played.output
    assert header(table.read_text().strip())[3] == "1"
    seen = json.loads(run("--json", "view", str(table), "--seat-key", keys[1]).output)
    assert seen["view"]["viewer"] == 1 and "hand" in seen["view"]["players"][1]
    assert "hand" not in seen["view"]["players"][0] and "seed" not in seen["view"]
    score = json.loads(run("--json", "score", str(table), "--seat-key", keys[0]).output)
    assert score["view"]["viewer"] == 0


def test_a_move_with_another_seats_key_is_refused(run, tmp_path):
    table = tmp_path / "table.token"
    dealt = run("deal", "corellian-spike", "-p", "2", "--sealed", "-o", str(table))
    key_0 = dealt.output.splitlines()[0].split(": ")[1]
    refused = run("play", str(table), '{"action": "stand"}', "--seat-key", key_0)
    assert refused.exit_code == 3 and "forbidden_seat" in refused.output


def test_a_seat_key_needs_a_token(run, tmp_path):
    state = tmp_path / "g.json"
    run("deal", "corellian-spike", "-p", "2", "--seed", "1", "-o", str(state))
    assert run("moves", str(state), "--seat-key", "x").exit_code == 2
