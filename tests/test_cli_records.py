"""The CLI items of issue 12: `arbiter replay`, `play-game --record`, seats and hands from 1,
hands with spaces and |, global options after the command, moves by their words, `help` and
`quit`, a Rummikub player's own melds, "did you mean", and readable view and score."""

from __future__ import annotations

import json

from client.cli import hoist_globals
from tests.harness import GOLDEN


def golden_record(name: str) -> dict:
    golden = json.loads((GOLDEN / f"{name}.json").read_text())
    return {
        "game": golden["game"],
        "version": 1,
        "players": golden["deal"]["players"],
        "seed": golden["deal"]["seed"],
        "options": golden["deal"]["options"],
        "moves": [step["move"] for step in golden["steps"]],
    }


def test_replay_narrates_and_gives_the_verdict(run, tmp_path):
    """tests/golden/muggins-3p-seed6.json: 95 legal moves; seat 2 wins the match with 55,
    to 40 and 45 (seed 000 Muggins: first to 50)."""
    path = tmp_path / "muggins.json"
    path.write_text(json.dumps(golden_record("muggins-3p-seed6")))
    result = run("replay", str(path))
    assert result.exit_code == 0, result.output
    assert "   1. Seat 3 opens the round with 1-1" in result.output
    assert "Verdict: all 95 moves are legal." in result.output
    assert "Winner: seat 2." in result.output


def test_replay_of_a_refused_move_exits_3_naming_its_index_and_rule(run, tmp_path):
    """The same game with move 6 (index 5) a pass while 2-6 fits open end 5."""
    record = golden_record("muggins-3p-seed6")
    record["moves"][5] = {"action": "pass"}
    path = tmp_path / "muggins.json"
    path.write_text(json.dumps(record))
    result = run("replay", str(path))
    assert result.exit_code == 3
    assert "refused: move 6 (index 5)" in result.stderr
    assert "rule: A player passes only when no tile of their stock fits." in result.stderr
    assert "the first 5 moves are legal; move 6 is not" in result.output
    answer = json.loads(run("replay", str(path), "--json").stdout)
    assert answer["first_illegal"]["index"] == 5 and answer["moves"] == 5


def test_play_game_record_replays_to_the_same_result(run, tmp_path):
    path = tmp_path / "game.json"
    result = run(
        "play-game", "sabaccinos", "--players", "2", "--seed", "3", "--auto", "--record", str(path)
    )
    assert result.exit_code == 0, result.output
    record = json.loads(path.read_text())
    assert (record["game"], record["players"], record["seed"]) == ("sabaccinos", 2, 3)
    assert record["moves"] and all("text" not in move for move in record["moves"])
    replayed = run("--json", "replay", str(path))
    assert replayed.exit_code == 0
    assert json.loads(replayed.stdout)["score"]["terminal"] is True


def test_hands_and_seats_are_numbered_from_1_and_json_from_0(run, tmp_path):
    """Issue 2 example (seed 001 §5): Rhylet [+2,+2,+2,-3,-3] beats Squadron [+1,+1,-1,-1]:
    hand #1 wins; in JSON it is hand 0."""
    result = run("rank", "corellian-spike", "+2,+2,+2,-3,-3", "+1,+1,-1,-1")
    assert "#1 beats #2" in result.output and "hand #1 wins" in result.output
    assert json.loads(
        run("--json", "rank", "corellian-spike", "+2,+2,+2,-3,-3", "+1,+1,-1,-1").output
    )["winners"] == [0]
    path = tmp_path / "g.json"
    run("deal", "corellian-spike", "-p", "3", "--seed", "11", "-o", str(path))
    assert run("moves", str(path)).output.startswith("To move: seat 2\n")
    assert json.loads(run("--json", "moves", str(path)).output)["to_move"] == 1


def test_hands_may_be_written_with_spaces_and_bars(run):
    commas = json.loads(
        run("--json", "rank", "corellian-spike", "+2,+2,+2,-3,-3", "+1,+1,-1,-1").output
    )
    spaces = json.loads(
        run("--json", "rank", "corellian-spike", "+2 +2 +2 -3 -3", "+1 +1 -1 -1").output
    )
    bars = json.loads(
        run("--json", "rank", "corellian-spike", "+2 +2 +2 -3 -3 | +1 +1 -1 -1").output
    )
    loose = json.loads(
        run(
            "--json",
            "rank",
            "corellian-spike",
            "+2",
            "+2",
            "+2",
            "-3",
            "-3",
            "|",
            "+1",
            "+1",
            "-1",
            "-1",
        ).output
    )
    assert commas == spaces == bars == loose


def test_global_options_after_the_command(run, tmp_path):
    path = tmp_path / "g.json"
    run("deal", "sabaccinos", "-p", "2", "--seed", "3", "-o", str(path))
    assert run("moves", str(path), "--json").output == run("--json", "moves", str(path)).output
    assert run("games", "--server", "http://127.0.0.1:9").exit_code == 4
    assert run("games", "--server=http://127.0.0.1:9").exit_code == 4
    assert hoist_globals(["play", "s.json", "--", "--json"]) == ["play", "s.json", "--", "--json"]


def test_a_move_by_its_words_or_a_unique_start(run, tmp_path):
    """Corellian Spike seed 11, three players: player index 1 holds -4c +7s, -9s tops the
    discard pile; "swap -4" is the one swap of -4c, "swap" fits two moves."""
    path = tmp_path / "g.json"
    run("deal", "corellian-spike", "-p", "3", "--seed", "11", "-o", str(path))
    stand = json.loads(run("--json", "play", str(path), "stand").output)
    assert stand["events"][0]["event"] == "stand"
    swap = json.loads(run("--json", "play", str(path), "swap -4").output)
    assert swap["events"][0] == {
        "event": "swap",
        "player": 1,
        "took": "-9s",
        "discarded": "-4c",
        "text": "Seat 2 swaps -4c for -9s from the discard pile",
    }
    both = run("play", str(path), "swap")
    assert both.exit_code == 2 and "fits 2 moves" in both.output
    typo = run("play", str(path), "stnad")
    assert typo.exit_code == 2 and "Did you mean 'stand'?" in typo.output
    move = tmp_path / "stand.json"
    move.write_text('{"action": "stand"}')
    assert (
        json.loads(run("--json", "play", str(path), str(move)).output)["events"] == stand["events"]
    )


def test_play_game_help_and_quit(run, tmp_path):
    path = tmp_path / "r.json"
    result = run(
        "play-game",
        "corellian-spike",
        "--seed",
        "9",
        "--open",
        "--record",
        str(path),
        input="help\nquit\n",
    )  # open: a sealed game's record is its end's
    assert result.exit_code == 0, result.output
    assert "a number            the move of that number" in result.output
    assert "You stopped the game." in result.output
    record = json.loads(path.read_text())
    assert record["seed"] == 9 and run("replay", str(path)).exit_code == 0


def test_the_end_of_input_stops_play_game_as_quit_does(run, tmp_path):
    """Found by a new user: Ctrl-D (or a piped file run out) ended in "Aborted!", exit 1,
    and the open game's record was not written."""
    path = tmp_path / "r.json"
    result = run(
        "play-game",
        "corellian-spike",
        "--seed",
        "9",
        "--open",
        "--record",
        str(path),
        input="help\n",
    )
    assert result.exit_code == 0, result.output
    assert "You stopped the game." in result.output and "Aborted" not in result.output
    record = json.loads(path.read_text())  # the moves so far: the seats before seat 1's
    assert record["seed"] == 9 and run("replay", str(path)).exit_code == 0


def test_play_game_takes_a_move_written_as_json(run):
    """As the README says a move may be written: '{"action": "stand"}' plays seat 1's stand
    (seed 001 §3: a turn's action may be to stand); JSON that is no move is refused."""
    result = run(
        "play-game",
        "corellian-spike",
        "--seed",
        "9",
        "--open",
        input='{"action": "stand"\n{"action": "stand"}\nquit\n',
    )
    assert result.exit_code == 0, result.output
    shown = " ".join(result.output.split())
    assert "is not JSON" in shown and "you: Seat 1 stands" in shown


def test_a_record_path_that_cannot_be_written_is_refused_before_the_game(run, tmp_path):
    """Found by a new user: --record /nonexistent/r.json played the whole game, then failed,
    and the sealed record (revealed once, at the end) was lost."""
    result = run(
        "play-game",
        "corellian-spike",
        "--auto",
        "--record",
        str(tmp_path / "no such folder" / "r.json"),
    )
    assert result.exit_code == 2
    assert "there is no folder" in result.output and "round 1" not in result.output


def test_play_game_rummikub_own_melds_and_a_refusal_explained(run, tmp_path):
    """Rummikub seed 3, two players: seat 1's rack holds K11 K12 and Y10 Y11 Y12. Two tiles
    are no meld (seed 004 Object of the game: at least three); Y10 Y11 Y12, a run worth 33,
    is an initial meld (seed 004 The play: at least 30). Open: the seed alone makes the deal."""
    path = tmp_path / "r.json"
    result = run(
        "play-game",
        "rummikub",
        "--seed",
        "3",
        "--open",
        "--record",
        str(path),
        input="lay K11 K12\nlay Y10 Y11 Y12\nquit\n",
    )
    assert result.exit_code == 0, result.output
    shown = " ".join(result.output.split())
    assert "Refused: the laying breaks these rules" in shown
    assert "a meld needs at least three tiles" in shown
    assert "you: Seat 1 lays Y10 Y11 Y12 (33 points)" in shown
    laid = [m["from_rack"] for m in json.loads(path.read_text())["moves"] if m["action"] == "lay"]
    assert ["Y10", "Y11", "Y12"] in laid


def test_a_mistyped_game_gets_did_you_mean(run):
    result = run("deal", "mugins", "-p", "2")
    assert result.exit_code == 3
    assert "Did you mean 'muggins'?" in result.stderr


def test_view_and_score_are_readable_tables(run, tmp_path):
    path = tmp_path / "g.json"
    run("deal", "corellian-spike", "-p", "3", "--seed", "11", "-o", str(path))
    score = run("score", str(path))
    assert score.exit_code == 0 and "None" not in score.output
    assert "seat 1" in score.output and "The game goes on." in score.output
    view = run("view", str(path), "--viewer", "0")
    assert "Your hand" in view.output and "Draw pile" in view.output
    assert "None" not in view.output


def test_play_game_records_are_signed_and_replay_says_so(run, tmp_path, monkeypatch):
    """A sealed game's record comes signed "sealed", an open game's is signed "checked" when
    written (issue 24 item 4); `arbiter replay` prints the verdict on the signature, and one
    move replaced by another legal move is all legal but INVALID."""
    monkeypatch.setenv("ARBITER_SEAL_KEYS", "k1:" + "A" * 43)  # one key for every run
    sealed, open_ = tmp_path / "sealed.json", tmp_path / "open.json"
    for path, extra in ((sealed, ()), (open_, ("--open",))):
        result = run(
            "play-game",
            "corellian-spike",
            "--players",
            "2",
            "--seed",
            "5",
            "--auto",
            *extra,
            "--record",
            str(path),
        )
        assert result.exit_code == 0, result.output
        assert "signed by the service" in result.output
    assert json.loads(sealed.read_text())["signature"]["origin"] == "sealed"
    record = json.loads(open_.read_text())
    assert record["signature"] == {**record["signature"], "key": "k1", "origin": "checked"}
    told = run("replay", str(open_))
    assert "Signature: valid, key k1: the service replayed this record" in told.output
    assert (
        "Signature: valid, key k1: the service dealt this game sealed"
        in run("replay", str(sealed)).output
    )
    record["moves"][-1] = (
        {"action": "stand"} if record["moves"][-1] != {"action": "stand"} else {"action": "gain"}
    )
    open_.write_text(json.dumps(record))
    forged = run("replay", str(open_))
    assert "Signature: INVALID: the record was altered" in forged.output
    unsigned = {k: v for k, v in record.items() if k != "signature"}
    open_.write_text(json.dumps(unsigned))
    assert "Signature: absent" in run("replay", str(open_)).output
