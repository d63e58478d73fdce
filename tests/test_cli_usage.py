"""CLI usage corners a newcomer met: negative hands, --json with -o, refusals as JSON, URLs."""

from __future__ import annotations

import json
import socket
import subprocess
import sys

from click.testing import CliRunner

from client.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_a_hand_starting_with_a_negative_card_is_a_hand_not_an_option():
    """Seed 001 §5: [-3,+3] and [+2,-2] are both Sabacc (one pair); the lower pair wins."""
    result = run("--json", "rank", "corellian-spike", "-3,+3", "+2,-2")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["winners"] == [1]


def test_json_with_output_writes_the_state_and_prints_the_answer(tmp_path):
    path = tmp_path / "g.json"
    dealt = run("--json", "deal", "sabaccinos", "-p", "2", "--seed", "1", "-o", str(path))
    assert dealt.exit_code == 0
    assert json.loads(path.read_text()) == json.loads(dealt.stdout)["state"]
    played = run("--json", "play", str(path), "1", "-o", str(path))
    assert played.exit_code == 0
    assert json.loads(path.read_text()) == json.loads(played.stdout)["state"]


def test_json_prints_a_refusal_as_the_problem_document():
    """Seed 001 §1: no +11 in the Corellian Spike deck; --json shows the problem on stdout."""
    result = run("--json", "rank", "corellian-spike", "11,-11")
    assert result.exit_code == 3
    problem = json.loads(result.stdout)
    assert problem["code"] == "invalid_card" and problem["source"] == "seed 001 §1 The deck"


def test_a_server_url_without_a_scheme_is_a_usage_error():
    result = run("--server", "127.0.0.1:8080", "games")
    assert result.exit_code == 2 and "http://127.0.0.1:8080" in result.output


def test_a_server_url_with_another_scheme_is_named_without_doubling_it():
    result = run("--server", "ftp://127.0.0.1:8080", "games")
    assert result.exit_code == 2 and "e.g. http://127.0.0.1:8080" in result.output
    assert "http://ftp://" not in result.output


def test_serve_with_a_malformed_seal_key_is_a_usage_error_without_a_traceback(monkeypatch):
    """`arbiter serve` with ARBITER_SEAL_KEYS malformed started gunicorn, whose every worker
    died with a traceback (exit 3). Now exit 2 before gunicorn, naming the entry."""
    monkeypatch.setenv("ARBITER_SEAL_KEYS", "k1:short")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        bind = f"127.0.0.1:{probe.getsockname()[1]}"
    done = subprocess.run(
        [sys.executable, "-m", "client", "serve", "--bind", bind, "--workers", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "ARBITER_SEAL_KEYS: entry 1 must be id:key" in done.stderr


def test_a_member_written_twice_in_a_json_argument_is_refused_not_dropped(tmp_path):
    """The service refuses a key given twice (400 malformed_json); the CLI's reading of a move
    or a state file must not keep the last one silently and send a move never written."""
    path = tmp_path / "g.json"
    assert run("deal", "corellian-spike", "-p", "2", "--seed", "7", "-o", str(path)).exit_code == 0
    before = path.read_text()
    result = run("play", str(path), '{"action": "stand", "action": "gain"}', "-o", str(path))
    assert result.exit_code == 2, result.output
    assert "'action' appears twice" in result.output
    assert path.read_text() == before
    path.write_text(before.replace('"seed": 7', '"seed": 7, "seed": 8', 1))
    result = run("moves", str(path))
    assert result.exit_code == 2 and "'seed' appears twice" in result.output
