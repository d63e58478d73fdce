"""CLI messages a new user met at the table (README walk-through): `play-game`'s help fits
80 columns, a refused Rummikub laying names each rule and its source cleanly, and `arbiter
replay` counts its moves in good English."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest


def test_play_game_help_fits_80_columns_unbroken(run):
    """Each help line is whole (no word pushed onto a line of its own by wrapping)."""
    result = run("play-game", "rummikub", "--seed", "3", input="help\nquit\n")
    assert result.exit_code == 0, result.output
    start = result.output.index("Type one of:")
    helped = result.output[start : result.output.index("your move", start)].splitlines()
    assert all(len(line) <= 80 for line in helped), helped
    assert '                      so (e.g. "stand", "swap +2s", "place 3-5")' in helped
    assert '                      (e.g. "lay K10 B10 Y10 | R1 R2 R3")' in helped


def test_refused_laying_names_rule_and_source_on_their_own_line(run):
    """Rummikub seed 3, two players: K11 K12 is two tiles, no meld (seed 004 Object of the
    game: at least three)."""
    result = run("play-game", "rummikub", "--seed", "3", "--open", input="lay K11 K12\nquit\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  - "))
    assert "a meld needs at least three tiles" in lines[at]
    assert lines[at + 1].startswith("    rule: ") and "(seed 004" in lines[at + 1]
    assert ".;" not in result.output


def record(moves: list) -> dict:
    """Muggins for two, seed 1, with ``moves``."""
    return {"game": "muggins", "version": 1, "players": 2, "seed": 1, "options": {}, "moves": moves}


def first_move(run, tmp_path) -> dict:
    """The first listed move of muggins seed 1 (the opening), text removed."""
    dealt = tmp_path / "g.json"
    run("deal", "muggins", "-p", "2", "--seed", "1", "-o", str(dealt))
    move = json.loads(run("--json", "moves", str(dealt)).output)["moves"][0]
    move.pop("text", None)
    return move


def test_replay_counts_one_move_and_none_in_good_english(run, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record([first_move(run, tmp_path)])))
    one = run("replay", str(path))
    assert one.exit_code == 0, one.output
    assert "Verdict: the one move is legal." in one.output
    path.write_text(json.dumps(record([])))
    none = run("replay", str(path))
    assert none.exit_code == 0, none.output
    assert "Verdict: the record has no moves." in none.output


def test_replay_of_a_refused_first_move_says_so_plainly(run, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record([{"action": "pass"}])))
    result = run("replay", str(path))
    assert result.exit_code == 3
    assert "refused: move 1 (index 0)" in result.stderr
    assert "Verdict: move 1 is not legal (the standings above are before it)." in result.output
    assert "moves are legal" not in result.output


def test_view_by_seat_numbers_seats_from_1_like_the_rest_of_the_output(run, tmp_path):
    """`--seat 2` is `--viewer 1`: the seat the output calls "seat 2"; exactly one of the
    two is required, and a seat past the table is a usage error naming the seats."""
    path = tmp_path / "g.json"
    run("deal", "corellian-spike", "-p", "3", "--seed", "7", "-o", str(path))
    by_seat = run("--json", "view", str(path), "--seat", "2")
    by_index = run("--json", "view", str(path), "--viewer", "1")
    assert by_seat.exit_code == 0, by_seat.output
    assert json.loads(by_seat.output) == json.loads(by_index.output)
    assert json.loads(by_seat.output) != json.loads(
        run("--json", "view", str(path), "--viewer", "0").output
    )
    assert run("view", str(path)).exit_code == 2
    assert run("view", str(path), "--seat", "1", "--viewer", "0").exit_code == 2
    past = run("view", str(path), "--seat", "4")
    assert past.exit_code == 2 and "the game has seats 1 to 3" in past.output


def readme_cli_examples() -> list[list[str]]:
    """The commands of the README's CLI block (``arbiter ...  # comment``), as argv lists
    without ``arbiter``; ``arbiter serve`` (a server that runs until stopped) left out."""
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split("## The CLI", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    commands = [shlex.split(line, comments=True) for line in block.splitlines()]
    return [argv[1:] for argv in commands if argv and argv[:2] != ["arbiter", "serve"]]


def test_readme_cli_examples_run_as_written(run, tmp_path, monkeypatch):
    """Each README example answers (exit 0), in order, in a fresh directory (the deal writes
    game.json, play-game writes r.json for replay); the person at play-game answers 1 at
    every prompt, to the end (a sealed game's record is revealed only then)."""
    monkeypatch.chdir(tmp_path)
    examples = readme_cli_examples()
    assert len(examples) >= 14
    for argv in examples:
        result = run(*argv, input="1\n" * 400)
        assert result.exit_code == 0, (argv, result.output)


@pytest.mark.parametrize(
    ("typed", "hint"),
    [
        ("sabacc", "Did you mean 'corellian-spike' or 'traditional-sabacc'?"),  # a word of both
        ("spike", "Did you mean 'corellian-spike'?"),
        ("mugins", "Did you mean 'muggins'?"),  # spelling
    ],
)
def test_a_game_named_by_one_word_of_it_gets_did_you_mean(run, typed, hint):
    result = run("deal", typed, "-p", "2")
    assert result.exit_code == 3
    assert hint in result.stderr


def test_a_new_state_is_not_shown_on_a_terminal_but_still_piped(run, tmp_path, monkeypatch):
    """Without -o, `play` and `deal` print the state (every hidden card, the pile order) for
    a pipe; on a terminal, where the table could read it, only a hint to give -o."""
    dealt = run("deal", "corellian-spike", "-p", "2", "--seed", "7")
    assert json.loads(dealt.stdout)["draw_pile"]  # piped: the whole state, as before
    monkeypatch.setattr("client.states.stdout_is_terminal", lambda: True)
    shown = run("deal", "corellian-spike", "-p", "2", "--seed", "7")
    assert shown.exit_code == 0 and shown.stdout == ""
    assert "give -o FILE" in shown.stderr
    path = tmp_path / "g.json"
    path.write_text(dealt.stdout)
    played = run("play", str(path), "1")
    assert played.exit_code == 0 and played.stdout == ""
    assert "give -o FILE" in played.stderr
    assert json.loads(run("--json", "play", str(path), "1").stdout)["state"]  # --json: whole


@pytest.mark.parametrize("word", ["q", "exit", "quit"])
def test_the_prompt_stops_on_q_exit_and_quit(run, word):
    """Issue 26 item 9: `q` and `exit` stop a game as `quit` does."""
    result = run("play-game", "muggins", "--seed", "3", "--open", input=f"{word}\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("your move (help)>") == 1
    assert "You stopped the game." in result.output


def test_the_prompt_tells_the_score_and_where_the_rules_are(run):
    """Issue 26 item 9: `score` shows the standings so far, `rules` names the seed and the
    readings' page (docs/rules/muggins.md)."""
    result = run("play-game", "muggins", "--seed", "3", "--open", input="score\nrules\nquit\n")
    assert result.exit_code == 0, result.output
    assert "The game goes on." in result.output
    assert "docs/rules/muggins.md" in result.output and "seed 000" in result.output


def test_auto_play_does_not_say_you_win_for_a_computer(run):
    """Issue 26 item 9: with --auto a computer plays seat 1, so the end names seats."""
    result = run("play-game", "muggins", "--seed", "3", "--open", "--auto")
    assert result.exit_code == 0, result.output
    assert "You win!" not in result.output
    assert "Winner: seat " in result.output or "Winners (shared): seat " in result.output


def test_serve_on_a_busy_port_says_so_in_one_line(run):
    """Issue 26 item 9: not gunicorn's five seconds of retries and a dozen log lines."""
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = run("serve", "--bind", f"127.0.0.1:{port}")
    assert result.exit_code == 2
    assert f"cannot listen on 127.0.0.1:{port}: another program listens there" in result.output


def test_dealer_option_says_it_is_a_seat_index_from_0(run, tmp_path):
    """Issue 26 item 9: option values are the API's; the catalog and both commands' help say
    the dealer is a seat index from 0, and `--option dealer=1` makes seat 2 (index 1) deal."""
    shown = run("games", "corellian-spike")
    assert "The seat index from 0 (0 is seat 1, 1 is seat 2) of the dealer" in " ".join(
        shown.output.replace("│", " ").split()
    )
    for command in ("deal", "play-game"):
        helped = " ".join(run(command, "--help").output.split())
        assert (
            "a seat-valued option such as dealer is a seat index from 0, so dealer=1 "
            "makes seat 2 the dealer." in helped
        )
    path = tmp_path / "g.json"
    run(
        "deal", "corellian-spike", "-p", "3", "--seed", "7", "--option", "dealer=1", "-o", str(path)
    )
    assert json.loads(path.read_text())["dealer"] == 1


def test_rummikub_play_game_opens_with_the_tile_letters_and_the_first_pick(run):
    """Issue 26 item 9: the colour legend and the joker's 0 at the first pick (seed 004
    First to play) are said before the first screen."""
    result = run("play-game", "rummikub", "--seed", "4", "--open", input="quit\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[1] == "Tiles: K black, R red, B blue, Y yellow, J joker."
    assert lines[2].startswith(
        "At the first pick each player draws a tile and the highest "
        "number plays first; a joker has no number and counts 0"
    )


def test_laying_one_tile_points_to_table_for_adding_to_a_meld(run):
    """Issue 26 item 9: `lay K6` is refused as a one-tile meld (seed 004: a meld has three
    tiles at least); seed 4, two players: seat 2 opened with R12 B12 Y12 | B5 B6 J |
    Y6 Y7 Y8, so the refusal says how to add K6 to a meld there, with the table to edit."""
    result = run("play-game", "rummikub", "--seed", "4", "--open", input="lay K6\nquit\n")
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "a meld needs at least three tiles; this one has 1" in said
    assert (
        "`lay` adds new melds of three tiles or more. To add K6 to a meld on the table, "
        "type the whole table after your turn with your tiles in their melds: the table "
        "now is table R12 B12 Y12 | B5 B6 J | Y6 Y7 Y8"
    ) in said
    three = run("play-game", "rummikub", "--seed", "4", "--open", input="lay K6 K7 K9\nquit\n")
    assert "`lay` adds new melds" not in three.output
