"""``arbiter rummikub check`` and ``arbiter rummikub solve`` (in process, through HTTP)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from client.cli import main
from client.rummikub import parse_table, parse_tiles


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_table_text_is_read_meld_by_meld():
    assert parse_table("k5 B5, Y5 | R7 R8 R9") == [["K5", "B5", "Y5"], ["R7", "R8", "R9"]]
    assert parse_table("  ") == [] and parse_tiles("j r12") == ["J", "R12"]


def test_check_prints_each_meld_and_the_verdict():
    result = run("rummikub", "check", "K5 B5 Y5 | R12 R13 J | J R12 R13")
    assert result.exit_code == 0, result.output
    assert "R14; runs end at 13" in result.output
    assert "J at 1 = R11" in result.output
    assert "The table is not valid: 9 tiles, valid melds worth 51." in result.output


def test_check_json_prints_the_api_answer_unchanged():
    result = run("--json", "rummikub", "check", "K13 K13 R13")
    answer = json.loads(result.output)
    assert answer["valid"] is False and answer["melds"][0]["kind"] is None


def test_solve_prints_the_turn_and_the_table_after():
    """Done means: table [J R2 R3 R4], rack K5 B5 Y5 -> 3 tiles placed."""
    result = run("rummikub", "solve", "--rack", "K5 B5 Y5", "--table", "J R2 R3 R4", "--opened")
    assert result.exit_code == 0, result.output
    assert "Lay 3 tile(s) worth 15: K5 B5 Y5 (proven best" in result.output
    assert "J R2 R3 R4" in result.output and "K5 B5 Y5" in result.output


def test_solve_json_and_draw():
    result = run("--json", "rummikub", "solve", "--rack", "K9 B9 Y9")
    assert json.loads(result.output)["action"] == "draw"
    human = run("rummikub", "solve", "--rack", "K9 B9 Y9")
    assert "Draw" in human.output


@pytest.mark.parametrize(
    "args, code",
    [
        (("rummikub", "solve", "--rack", "R9 R9"), 3),  # refused: one R9 in sabra-104
        (("rummikub", "check", "K5 B5 | | R1"), 2),  # an empty meld
        (("rummikub", "solve"), 2),  # --rack is required
        (("rummikub", "solve", "--rack", "R1", "--time-limit", "0"), 2),
    ],
)
def test_exit_codes(args, code):
    assert run(*args).exit_code == code


def test_solve_opens_the_seed_rack_with_the_30_it_lays():
    """Issue 8 (seed 004 The play): rack B1 B2 J Y4 Y5 Y6 Y7 opens with [Y4 Y5 Y6 Y7 J] = 30,
    not all seven tiles ([B1 B2 J] + [Y4 Y5 Y6 Y7] is 28)."""
    answer = json.loads(run("--json", "rummikub", "solve", "--rack", "B1 B2 J Y4 Y5 Y6 Y7").output)
    assert answer["table"] == [["Y4", "Y5", "Y6", "Y7", "J"]] and answer["opening_value"] == 30


def test_solve_follows_the_freed_joker_option():
    """Seed 004: a freed joker goes into an existing combination; freed_joker_new_meld=true
    lets [K8 B8 J] be a new meld."""
    args = (
        "--json",
        "rummikub",
        "solve",
        "--rack",
        "R5 K8 B8",
        "--table",
        "R4 J R6 | K9 B9 Y9",
        "--opened",
    )
    assert json.loads(run(*args).output)["from_rack"] == ["R5"]
    free = json.loads(run(*args, "--option", "freed_joker_new_meld=true").output)
    assert free["from_rack"] == ["K8", "R5", "B8"]
