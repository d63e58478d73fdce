"""The CLI's sealed games (issue 10 item 6): `deal --sealed`, token files with `--seat-key`
for moves/play/view/score, and `play-game` sealed with the embedded server."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from client.cli import main
from client.http import Service
from client.table import TerminalGame
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


def test_play_game_is_sealed_by_default(run, monkeypatch):
    monkeypatch.delenv("ARBITER_SEAL_KEYS")  # the embedded server makes its own key
    result = run("play-game", "rummikub", "--players", "2", "--seed", "3", "--auto")
    assert result.exit_code == 0, result.output
    assert "sealed, seed 3" in result.output and "Over." in result.output


def spy(monkeypatch) -> list[tuple[str, dict, dict]]:
    """Every answered request of the CLI from now on, as ``(endpoint, body, answer)``."""
    asked: list[tuple[str, dict, dict]] = []
    send = Service._send

    def spied(service, method, path, body):
        answer = send(service, method, path, body)
        asked.append((path.rsplit("/", 1)[-1], body, answer))
        return answer

    monkeypatch.setattr(Service, "_send", spied)
    return asked


@pytest.mark.parametrize(
    "args, bots",
    [
        (["corellian-spike", "--players", "3"], {1, 2}),  # a person at seat 1, answering 1
        (["sabaccinos", "--players", "2", "--auto"], {0, 1}),
    ],
)
def test_a_sealed_game_at_the_terminal_asks_each_seat_with_its_own_key(
    run, monkeypatch, args, bots
):
    """A person at seat 1 (answering 1 at every prompt) against two computer players of
    Corellian Spike, and a Sabaccinos match of computer players (--auto): the terminal is
    dealt a token and a key per seat, never a state; it asks with a token and a seat key
    only, every answer is that seat's (its view), the moves asked with the key of the seat
    to move; the person's screens are seat 1's view only, and each computer seat plays the
    suggestion asked with its own key."""
    asked = spy(monkeypatch)
    shown = []
    monkeypatch.setattr(TerminalGame, "show", lambda game, seen: shown.append(seen))
    result = run("play-game", *args, input="1\n" * 200)
    assert result.exit_code == 0, result.output
    assert f"{args[2]} players, sealed. You are seat 1." in result.output
    assert "Over." in result.output
    endpoint, body, dealt = asked[0]
    assert endpoint == "deal" and body["sealed"] is True and "state" not in dealt
    seat_of = {key: seat for seat, key in enumerate(dealt["seat_keys"])}
    assert len(seat_of) == int(args[2])
    table = [(e, b, a) for e, b, a in asked if e in ("legal-moves", "view", "play", "score")]
    assert {e for e, _, _ in table} == {"legal-moves", "play", "score"}  # each has a view
    for endpoint, body, answer in table:
        assert "state" not in body and "viewer" not in body and body["token"]
        assert "state" not in answer
        assert answer["view"]["viewer"] == seat_of[body["seat_key"]], endpoint
        if endpoint == "legal-moves":  # asked as the seat to move (a chance step: seat 1)
            assert answer["to_move"] in (seat_of[body["seat_key"]], "chance", None)
            assert answer["to_move"] is None or answer["moves"]
    assert shown and all(seen["viewer"] == 0 for seen in shown)
    # each computer seat's move is the service's suggestion, asked with that seat's key
    suggested = [(seat_of[b["seat_key"]], a["move"]) for e, b, a in asked if e == "suggest"]
    assert {seat for seat, _ in suggested} == bots
    played = [(seat_of[b["seat_key"]], b["move"]) for e, b, a in asked if e == "play"]
    assert all(move in played for move in suggested)
    assert asked[-1][0] == "score" and "record" in asked[-1][2]


def test_a_sealed_game_record_replays_with_its_nonce(run, tmp_path):
    """`play-game --record` of a sealed game writes the record the service reveals at the
    end: the seed given, a 128-bit nonce, every move without its words; `arbiter replay`
    finds every move legal and the same result."""
    path = tmp_path / "game.json"
    result = run(
        "play-game", "sabaccinos", "--players", "2", "--seed", "3", "--auto", "--record", str(path)
    )
    assert result.exit_code == 0, result.output
    assert "sealed, seed 3" in result.output
    record = json.loads(path.read_text())
    assert (record["game"], record["players"], record["seed"]) == ("sabaccinos", 2, 3)
    assert len(bytes.fromhex(record["nonce"])) >= 16
    assert record["moves"] and all("text" not in move for move in record["moves"])
    replayed = run("replay", str(path))
    assert replayed.exit_code == 0, replayed.output
    assert f"Verdict: all {len(record['moves'])} moves are legal." in replayed.output
    answer = json.loads(run("--json", "replay", str(path)).stdout)
    assert answer["score"]["terminal"] is True and answer["moves"] == len(record["moves"])
    said = {
        (0,): "Over. Winner: seat 1.",
        (1,): "Over. Winner: seat 2.",  # --auto: no "you"
        (0, 1): "Over. Winners (shared): seat 1, seat 2.",
    }
    assert said[tuple(answer["score"]["winners"])] in result.output


def test_quitting_a_sealed_game_writes_no_record_and_says_why(run, tmp_path):
    path = tmp_path / "r.json"
    result = run("play-game", "corellian-spike", "--record", str(path), input="quit\n")
    assert result.exit_code == 0, result.output
    assert "You stopped the game." in result.output
    assert "revealed only when the game is over" in " ".join(result.output.split())
    assert not path.exists()


def test_open_play_game_holds_the_whole_state(run, monkeypatch):
    asked = spy(monkeypatch)
    result = run(
        "play-game", "corellian-spike", "--players", "2", "--seed", "4", "--auto", "--open"
    )
    assert result.exit_code == 0, result.output
    assert "2 players, seed 4. You are seat 1." in result.output
    assert "state" in asked[0][2] and "token" not in asked[0][2]


@pytest.mark.parametrize("setting", ["garbage", "A" * 43, "k1:" + "A" * 40])
def test_a_malformed_key_setting_is_a_usage_error_that_never_shows_the_key(
    run, monkeypatch, setting
):
    """Found by a new user: ``ARBITER_SEAL_KEYS=garbage arbiter games`` ended in a traceback
    (exit 1), and a key written without ``id:`` was echoed in the message."""
    monkeypatch.setenv("ARBITER_SEAL_KEYS", setting)
    result = CliRunner().invoke(main, ["games"])
    assert result.exit_code == 2, result.output
    assert "error: ARBITER_SEAL_KEYS: entry 1" in result.output
    assert "AAAA" not in result.output and "Traceback" not in result.output


def test_sealed_deal_numbers_the_seat_keys_from_1(run, tmp_path):
    """Issue 26 item 9: the keys are printed for seat 1 and seat 2, as every other text
    numbers seats (seat 2 moves first: the dealer is seat 1, seed 001 §2)."""
    table = tmp_path / "table.token"
    dealt = run("deal", "corellian-spike", "-p", "2", "--sealed", "-o", str(table))
    assert [line.split(": ")[0] for line in dealt.output.splitlines() if " key: " in line] == [
        "seat 1 key",
        "seat 2 key",
    ]


def test_a_move_by_number_without_the_movers_key_says_a_key_is_needed(run, tmp_path):
    """Issue 26 item 9: not "there are 0 legal moves; got 1", but whose turn it is and that
    the seat to move's key is needed."""
    table = tmp_path / "table.token"
    dealt = run("deal", "corellian-spike", "-p", "2", "--sealed", "-o", str(table))
    keys = [line.split(": ")[1] for line in dealt.output.splitlines() if " key: " in line]
    bare = run("play", str(table), "1")
    assert bare.exit_code == 2
    assert (
        "it is seat 2's turn, and a sealed game lists moves only to the seat to move: "
        "give that seat's key with --seat-key"
    ) in bare.output
    other = run("play", str(table), "1", "--seat-key", keys[0])
    assert other.exit_code == 2
    assert "it is seat 2's turn: this --seat-key is another seat's" in other.output


def test_view_of_a_token_shows_the_seats_board(run, tmp_path):
    """Issue 26 item 9: `view TOKEN --seat-key` draws the board as `view` of a state does,
    not a raw dump of the view."""
    table = tmp_path / "table.token"
    dealt = run("deal", "corellian-spike", "-p", "2", "--sealed", "-o", str(table))
    keys = [line.split(": ")[1] for line in dealt.output.splitlines() if " key: " in line]
    seen = run("view", str(table), "--seat-key", keys[1])
    assert seen.exit_code == 0, seen.output
    assert "Corellian Spike Sabacc" in seen.output and '"players"' not in seen.output


def test_a_token_of_an_earlier_command_without_keys_says_why_it_cannot_open(monkeypatch, tmp_path):
    """Issue 26 item 9: with no ARBITER_SEAL_KEYS, each command seals with a key of its own;
    the next command's refusal says so instead of a bare invalid_token."""
    monkeypatch.delenv("ARBITER_URL", raising=False)
    monkeypatch.delenv("ARBITER_SEAL_KEYS", raising=False)
    runner = CliRunner()
    table = tmp_path / "table.token"
    runner.invoke(main, ["deal", "muggins", "-p", "2", "--sealed", "-o", str(table)])
    refused = runner.invoke(main, ["moves", str(table)])
    assert refused.exit_code == 3
    assert "No ARBITER_SEAL_KEYS is set, so each arbiter command seals and opens" in (
        refused.output
    )
