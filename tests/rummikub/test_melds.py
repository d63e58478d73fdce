"""Tiles, melds and POST /v1/games/rummikub/check-table (seed 004 Tiles used, Object of the
game, The play)."""

from __future__ import annotations

from collections import Counter

import pytest

from service.games.rummikub import melds
from service.games.rummikub.tiles import TILE_SETS, code, codes

from .helpers import tiles

CHECK = "/v1/games/rummikub/check-table"


def check(client, *melds_text: str, **extra) -> dict:
    response = client.post(CHECK, json={"table": [m.split() for m in melds_text], **extra})
    assert response.status_code == 200, response.json
    return response.json


def test_sabra_set_has_104_tiles_jokers_replacing_one_red_9_and_one_yellow_5():
    """Seed 004 Tiles used: 'The two jokers take the place of one red 9 and one yellow 5.'"""
    sabra = Counter(codes(TILE_SETS["sabra-104"].tiles()))
    assert sum(sabra.values()) == 104
    assert (sabra["R9"], sabra["Y5"], sabra["J"], sabra["K9"], sabra["B13"]) == (1, 1, 2, 2, 2)
    standard = Counter(codes(TILE_SETS["standard-106"].tiles()))
    assert sum(standard.values()) == 106 and standard["R9"] == 2 and standard["J"] == 2


def test_notation_round_trips_every_tile():
    assert [code(t) for t in tiles("R9 K13 B1 Y5 J")] == ["R9", "K13", "B1", "Y5", "J"]


def test_done_means_r12_r13_r1_is_not_a_run_because_1_is_always_low(client):
    """Seed 004 The play: 'In Sabra the 1 is always low, therefore ... 12 13 1 is not valid.'"""
    verdict = check(client, "R12 R13 R1")["melds"][0]
    assert verdict["valid"] is False and verdict["kind"] is None
    assert "1 is always low" in verdict["reason"]


def test_done_means_joker_after_r13_would_be_14_but_before_r12_is_r11(client):
    """Seed 004 The play: 'The joker takes on the value of the tile it substitutes'; as laid,
    [R12 R13 J] needs R14, [J R12 R13] is R11 R12 R13 worth 11 + 12 + 13 = 36."""
    answer = check(client, "R12 R13 J", "J R12 R13")
    bad, good = answer["melds"]
    assert bad["valid"] is False and "R14" in bad["reason"]
    assert good == {
        "meld": ["J", "R12", "R13"],
        "valid": True,
        "kind": "run",
        "value": 36,
        "jokers": [{"place": 0, "stands_for": ["R11"]}],
        "reason": None,
    }
    assert answer["valid"] is False and answer["value"] == 36 and answer["tiles"] == 6


def test_done_means_group_with_two_black_13s_is_invalid(client):
    """Seed 004 Object of the game: 'Three or 4 tiles of the same number and different
    colors'."""
    verdict = check(client, "K13 K13 R13")["melds"][0]
    assert verdict["valid"] is False and "K13 appears twice" in verdict["reason"]


def test_group_and_run_values_and_a_joker_in_a_group_stands_for_a_missing_colour(client):
    """Group 4 4 4 4 is worth 16; run 6 7 8 9 is worth 30; [K5 B5 J] has J as R5 or Y5."""
    answer = check(client, "K4 R4 B4 Y4", "B6 B7 B8 B9", "K5 B5 J")
    assert [m["value"] for m in answer["melds"]] == [16, 30, 15]
    assert [m["kind"] for m in answer["melds"]] == ["group", "run", "group"]
    assert answer["melds"][2]["jokers"] == [{"place": 2, "stands_for": ["R5", "Y5"]}]
    assert answer["valid"] is True and answer["value"] == 61


def test_one_tile_and_two_jokers_read_as_run_or_group_worth_the_better(client):
    """[R5 J J] is R5 R6 R7 (18) or three 5s (15): valid, worth 18 (docs/rules/rummikub.md)."""
    verdict = check(client, "R5 J J")["melds"][0]
    assert verdict["kind"] == "group or run" and verdict["value"] == 18
    assert verdict["jokers"][0]["stands_for"] == ["K5", "R6", "B5", "Y5"]


@pytest.mark.parametrize(
    "meld, reason",
    [
        ("R1 R2", "at least three tiles"),
        ("K5 R5 B5 Y5 K5", "at most four tiles"),
        ("R5 R7 R8", "R7 is at place 2, where this run needs R6"),
        ("K5 R6 B7", "neither a group"),
        ("J R1 R2", "R0; runs start at 1"),
    ],
)
def test_each_broken_meld_says_why(client, meld, reason):
    """Seed 004 Object of the game: groups and runs; The play: 1 is always low."""
    assert reason in check(client, meld)["melds"][0]["reason"]


def test_a_tile_belongs_to_one_meld_5555_cannot_join_6789():
    """Seed 004 The play: 'The group 5555 must not be joined to the run 6789 ... Not valid:
    555(5)6789'."""
    assert melds.diagnose(tiles("K5 R5 B5 Y5 Y6 Y7 Y8 Y9"))
    assert melds.is_valid(tiles("Y5 Y6 Y7 Y8 Y9"))


def test_run_of_thirteen_is_valid_and_worth_91():
    assert melds.value(tiles(" ".join(f"B{n}" for n in range(1, 14)))) == 91


def test_more_copies_than_the_set_holds_is_refused(client):
    """sabra-104 holds one R9; a table with two is refused (invalid_card)."""
    response = client.post(CHECK, json={"table": [["R8", "R9", "R10"], ["K9", "R9", "B9"]]})
    assert response.status_code == 422 and response.json["code"] == "invalid_card"
    assert "R9" in response.json["detail"]
    ok = client.post(
        CHECK,
        json={
            "table": [["R8", "R9", "R10"], ["K9", "R9", "B9"]],
            "options": {"tile_set": "standard-106"},
        },
    )
    assert ok.status_code == 200 and ok.json["valid"] is True


@pytest.mark.parametrize(
    "body, code",
    [
        ({"table": [["R14"]]}, "invalid_card"),
        ({"table": [["r9", "R10", "R11"]]}, "invalid_card"),
        ({"table": "R9"}, "validation_error"),
        ({"table": [[9]]}, "validation_error"),
        ({"table": [["R1"] * 21]}, "validation_error"),
        ({"table": [["R1", "R2", "R3"]] * 61}, "validation_error"),
        ({}, "validation_error"),
        ({"table": [], "options": {"colour": 1}}, "invalid_option"),
    ],
)
def test_bad_bodies_are_refused_with_422(client, body, code):
    response = client.post(CHECK, json=body)
    assert response.status_code == 422 and response.json["code"] == code, response.json
