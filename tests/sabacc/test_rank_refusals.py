"""What the rank endpoint refuses: cards one deck cannot hold, hands no table holds, and
profiles that are not profiles. Every refusal is a 422 problem naming the card or path."""

from __future__ import annotations

import pytest

CS, TS = "corellian-spike", "traditional-sabacc"


def refused(post, game: str, body: dict, code: str) -> dict:
    response = post(f"/v1/games/{game}/rank", body)
    assert response.status_code == 422, response.json
    assert response.mimetype == "application/problem+json"
    assert response.json["code"] == code, response.json
    return response.json


CARDS = [
    (
        CS,
        [[5, 5, 5], [5, -1]],
        "hands[1][0]",
        "only 3 cards of value +5",
        "seed 001 §1: four +5 across hands",
    ),
    (
        CS,
        [[0, 0, 1], [0, 2]],
        "hands[1][0]",
        "only 2 cards of value 0",
        "seed 001 §1: three sylops",
    ),
    (
        CS,
        [[11, -11]],
        "hands[0][0]",
        "+11 is not a card of the Corellian Spike deck",
        "seed 001 §1: +1 to +10 only",
    ),
    (
        CS,
        [["+3c", 1], [2, "+3C"]],
        "hands[1][1]",
        "+3 of circles (+3c) is already at hands[0][0]",
        "the same code twice across hands",
    ),
    (
        CS,
        [["+3c", "+3t", 1], [3, 3]],
        "hands[1][1]",
        "only 3 cards of value +3",
        "codes and plain values together",
    ),
    (CS, [["+3x", 1]], "hands[0][0]", "'+3x' is not a card code", "no stave x"),
    (CS, [["0c", 1]], "hands[0][0]", "'0c' is not a card code", "sylops are 0a and 0b"),
    (TS, [[16, 1]], "hands[0][0]", "+16 is not a card", "seed 002: 1 to 15"),
    (TS, [[-3, 5]], "hands[0][0]", "-3 is not a card", "seed 002: no -3 card"),
    (
        TS,
        [[-2, -2], [-2, 5]],
        "hands[1][0]",
        "only 2 cards of value -2",
        "seed 002: two Queens of Air and Darkness",
    ),
    (
        TS,
        [[15, 15, 15], [15, 15]],
        "hands[1][1]",
        "only 4 cards of value +15",
        "seed 002: four suits",
    ),
    (
        TS,
        [["0a", 2, 3], ["0A", 1]],
        "hands[1][0]",
        "The Idiot (0a) is already at hands[0][0]",
        "seed 002: the same Idiot twice",
    ),
    (TS, [["+2g", 1]], "hands[0][0]", "not a card code", "no suit g"),
]


@pytest.mark.parametrize("game,hands,field,says,why", CARDS, ids=[c[4] for c in CARDS])
def test_cards_one_deck_cannot_hold_are_refused(post, game, hands, field, says, why):
    """issue 2 §3: "A hand that cannot come from one deck ... is refused with 422 and a
    reason naming the card"."""
    problem = refused(post, game, {"hands": hands}, "invalid_card")
    assert problem["field"] == field
    assert says in problem["detail"], problem["detail"]


def test_one_card_hand_is_refused(post):
    """seed 001 §3 "you should always hold at least two cards"."""
    problem = refused(post, CS, {"hands": [[1, 2], [3]]}, "invalid_hand")
    assert problem["field"] == "hands[1]" and problem["source"] == "seed 001 §3 A round"


def test_more_hands_than_seats_are_refused(post):
    """seed 002 "less than 8" players: 8 hands are refused for traditional; Corellian Spike
    seats 8 (seed 001 §1), so 8 hands are ranked there."""
    hands = [[1, 2]] * 2 + [[3, 4]] * 2 + [[5, 6]] * 2 + [[7, 8]] * 2
    assert refused(post, TS, {"hands": hands}, "invalid_hand")["field"] == "hands"
    assert post(f"/v1/games/{CS}/rank", {"hands": hands}).status_code == 200


@pytest.mark.parametrize(
    "body",
    [
        {"hands": []},
        {"hands": [[]]},
        {"hands": [[True, 1]]},
        {"hands": [[1.5, 1]]},
        {"hands": [[1.0, 2]]},
        {"hands": [[1, 2]] * 9},
        {"hands": [[1] * 21]},
        {"hands": "1,2"},
        {},
        {"hands": [[1, 2]], "profile": 3},
        {"hands": [[1, 2]], "profile": ["seed-001"]},
        {"hands": [[1, 2]], "extra": 1},
    ],
    ids=[
        "no hands",
        "empty hand",
        "boolean",
        "float",
        "float of a card's value",
        "nine hands",
        "21 cards",
        "string",
        "missing",
        "profile number",
        "profile list",
        "unknown member",
    ],
)
def test_malformed_bodies_are_refused_by_the_schema(post, body):
    """Wrong types and missing fields: 422 validation_error, never a 500. The engine reads
    the hands as the contract shapes them (a card written 1.0 would read as the card 1)."""
    refused(post, CS, body, "validation_error")


def test_unknown_profile_name(post):
    problem = refused(post, CS, {"hands": [[1, 2]], "profile": "seed-002"}, "invalid_profile")
    assert "seed-001, exact-patterns, lower-positive-total" in problem["detail"]


def test_rank_is_only_for_the_sabacc_games(post):
    assert post("/v1/games/rummikub/rank", {"hands": [[1, 2]]}).status_code == 404
    assert post("/v1/games/no-such-game/rank", {"hands": [[1, 2]]}).json["code"] == "unknown_game"
