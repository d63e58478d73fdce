"""The `arbiter` CLI through the embedded app (no server): output, --json, exit codes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from client.cli import main, parse_hand


def test_parse_hand_reads_signed_values_and_codes():
    assert parse_hand("+3,+3,-6") == [3, 3, -6]
    assert parse_hand("+3c, -3t,0a") == ["+3c", "-3t", "0a"]


def test_games_lists_all_fifteen(run):
    result = run("--json", "games")
    assert result.exit_code == 0
    assert len(json.loads(result.output)["games"]) == 15
    human = run("games")
    for game in ("traditional-sabacc", "tatooine-spice-train", "never-tell-me-the-odds"):
        assert game in human.output  # whole ids, never cut to fit 80 columns


def test_rank_human_output_names_the_winner_and_the_rule(run):
    """Issue 2 example (seed 001 §5): Rhylet [+2,+2,+2,-3,-3] beats Squadron [+1,+1,-1,-1]."""
    result = run("rank", "corellian-spike", "+2,+2,+2,-3,-3", "+1,+1,-1,-1")
    assert result.exit_code == 0, result.output
    assert "Rhylet" in result.output and "Squadron" in result.output
    assert "seed 001" in result.output and "Verdict" in result.output


def test_rank_json_is_the_api_answer_unchanged(run, client):
    result = run("--json", "rank", "traditional-sabacc", "0,2,3", "15,8")
    api = client.post(
        "/v1/games/traditional-sabacc/rank", json={"hands": [[0, 2, 3], [15, 8]]}
    ).get_json()
    assert json.loads(result.output) == api
    assert api["winners"] == [0]


def test_refusal_is_exit_3_with_reason_on_stderr(run):
    """Seed 001 §1: the deck has three +5s (one per stave), so four are refused."""
    result = CliRunner().invoke(main, ["rank", "corellian-spike", "+5,+5,+5,+5,-10", "1,-1"])
    assert result.exit_code == 3
    assert "invalid_card" in result.stderr and "+5" in result.stderr


def test_usage_error_is_exit_2(run):
    result = CliRunner().invoke(main, ["rank"])
    assert result.exit_code == 2


def test_unreachable_server_is_exit_4():
    result = CliRunner().invoke(main, ["--server", "http://127.0.0.1:9", "games"])
    assert result.exit_code == 4
    assert "unreachable" in result.stderr


def test_deal_moves_play_score_view_round_trip(run, tmp_path):
    """The interface commands chain through a state file (Corellian Spike, seed 5)."""
    path = tmp_path / "game.json"
    assert (
        run("deal", "corellian-spike", "--players", "3", "--seed", "5", "-o", str(path)).exit_code
        == 0
    )
    state = json.loads(path.read_text())
    assert state["game"] == "corellian-spike" and state["seed"] == 5
    listed = run("--json", "moves", str(path))
    moves = json.loads(listed.output)["moves"]
    human = run("moves", str(path))
    assert "  1. " in human.output
    played = run("--json", "play", str(path), "1")
    assert played.exit_code == 0
    by_json = run("--json", "play", str(path), json.dumps(moves[0]))
    assert json.loads(played.output) == json.loads(by_json.output)
    assert run("play", str(path), "1", "-o", str(path)).exit_code == 0
    assert json.loads(path.read_text()) == json.loads(played.output)["state"]
    assert run("score", str(path)).exit_code == 0
    seen = json.loads(run("--json", "view", str(path), "--viewer", "1").output)["state"]
    assert "draw_pile" not in seen or not isinstance(seen["draw_pile"], list)


def test_play_move_number_out_of_range_is_usage_error(run, tmp_path):
    path = tmp_path / "g.json"
    run("deal", "corellian-spike", "--players", "2", "--seed", "1", "-o", str(path))
    assert run("play", str(path), "999").exit_code == 2


def test_play_game_auto_plays_to_the_end(run):
    result = run("play-game", "corellian-spike", "--players", "3", "--seed", "4", "--auto")
    assert result.exit_code == 0, result.output
    assert "Over." in result.output


def test_play_game_asks_seat_zero(run):
    """A person at seat 0 answers the prompt with move numbers until the game ends."""
    result = run("play-game", "corellian-spike", "--players", "2", "--seed", "9", input="1\n" * 200)
    assert result.exit_code == 0, result.output
    assert "your move" in result.output and "Over." in result.output


@pytest.mark.parametrize(
    "game, players, seed, pieces",
    [
        ("traditional-sabacc", 3, 4, ["Your hand", "Draw pile", "total"]),
        ("sleemo", 3, 2, ["Your stock", "Open ends", "Boneyard"]),
        ("rummikub", 2, 3, ["Your rack", "Pool", "Initial meld"]),
    ],
)
def test_play_game_auto_finishes_for_each_family(run, game, players, seed, pieces):
    """A bot in every seat: the game ends, seat 0's screen was shown, the result named."""
    result = run("play-game", game, "--players", str(players), "--seed", str(seed), "--auto")
    assert result.exit_code == 0, result.output
    assert all(piece in result.output for piece in pieces), result.output
    assert "Result" in result.output and "Over." in result.output


@pytest.mark.parametrize(
    "game, players, seed, pieces",
    [
        (
            "sabaccinos",
            2,
            3,
            [
                "Your stock 0-2 0-5 1-1 1-5 2-3 3-5 3-6",
                "1. Open the round with 1-1",
                "you: Open the round with 1-1",
            ],
        ),
        (
            "rummikub",
            2,
            3,
            [
                "Your rack",
                "1. Draw a tile from the pool",
                "you: Draw a tile from the pool",
                "You drew ",
            ],
        ),
    ],
)
def test_play_game_interactive_finishes_for_each_family(run, game, players, seed, pieces):
    """A person answering 1 at every prompt: the screens and moves in words are shown and
    the game ends (sabaccinos seed 3: seat 0 holds the lowest double 1-1 and must open with
    it, seed 000 "The player with the lowest value double tile goes first"). Open, so that
    the seed alone makes the deal (a sealed game mixes in a secret nonce)."""
    result = run(
        "play-game",
        game,
        "--players",
        str(players),
        "--seed",
        str(seed),
        "--open",
        input="1\n" * 400,
    )
    assert result.exit_code == 0, result.output
    shown = " ".join(result.output.split())
    assert "Your moves" in shown and "your move (help)>" in shown
    assert all(piece in shown for piece in pieces), result.output
    assert "Over." in result.output


def test_moves_are_in_words_numbered_as_play_takes_them(run, client, tmp_path):
    """Corellian Spike seed 11, three players: player index 1 (seat 2) holds -4c +7s and
    -9s tops the discard pile. `arbiter moves` says the legal moves in the service's words,
    in the legal-moves order (seed 001 §3: a gain may discard first; a swap takes the
    discard pile's top card), and `arbiter play STATE 4` plays the fourth: -4c for -9s.
    `--json` is the API answer."""
    path = tmp_path / "spike.json"
    run("deal", "corellian-spike", "-p", "3", "--seed", "11", "-o", str(path))
    assert run("moves", str(path)).output.splitlines() == [
        "To move: seat 2",
        "  1. Gain the top card of the draw pile",
        "  2. Discard -4c, then gain the top card of the draw pile",
        "  3. Discard +7s, then gain the top card of the draw pile",
        "  4. Swap -4c for the top card of the discard pile",
        "  5. Swap +7s for the top card of the discard pile",
        "  6. Stand",
        "  7. Junk: the hand goes to the discard pile, out of the game",
    ]
    played = json.loads(run("--json", "play", str(path), "4").output)
    assert played["events"] == [
        {
            "event": "swap",
            "player": 1,
            "took": "-9s",
            "discarded": "-4c",
            "text": "Seat 2 swaps -4c for -9s from the discard pile",
        }
    ]
    api = client.post(
        "/v1/games/corellian-spike/legal-moves", json={"state": json.loads(path.read_text())}
    ).get_json()
    assert json.loads(run("--json", "moves", str(path)).output) == api


def test_moves_at_a_chance_step_and_a_partial_list_are_in_words(run, tmp_path):
    """Rummikub seed 3, two players: the deal starts at a chance step (seed 004: each picks
    a tile for the first turn, then 14 each), told as a spectator sees it; then player 1
    may lay R11 R12 J, the joker standing for R13 (11 + 12 + 13 = 36, enough for the
    30-point initial meld), and the list is marked as not every move."""
    path = tmp_path / "rummikub.json"
    run("deal", "rummikub", "-p", "2", "--seed", "3", "-o", str(path))
    assert run("moves", str(path)).output.splitlines() == [
        "To move: chance",
        "  1. Chance: the pick for first player and the deal, drawn by the service",
    ]
    run("play", str(path), "1", "-o", str(path))
    assert run("moves", str(path)).output.splitlines() == [
        "To move: seat 2 (not every move is listed)",
        "  1. Draw a tile from the pool",
        "  2. Lay R11 R12 J: the table becomes R11 R12 J",
    ]
