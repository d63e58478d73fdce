"""`POST /v1/games/{game}/suggest` (issue 26 item 4): a legal move for the seat to move,
with its words, from the computer players of service/games/bots.py; sealed, only with the
key of the seat to move."""

from __future__ import annotations

import pytest

from tests.sealed_helpers import KEY_1, server


@pytest.fixture(scope="module")
def sealed():
    return server(KEY_1)


def test_an_open_suggestion_is_a_listed_legal_move_with_words_and_always_the_same(post):
    """Muggins, seed 5: the suggestion is one of the listed moves, text included, and the
    same state gets the same suggestion (the choice is seeded from the state)."""
    state = post("/v1/games/muggins/deal", {"players": 3, "seed": 5}).json["state"]
    listed = post("/v1/games/muggins/legal-moves", {"state": state}).json["moves"]
    first = post("/v1/games/muggins/suggest", {"state": state})
    assert first.status_code == 200
    assert first.json["move"] in listed and first.json["move"]["text"]
    assert post("/v1/games/muggins/suggest", {"state": state}).json == first.json
    assert (
        post("/v1/games/muggins/suggest", {"state": state, "bot": "random"}).json["move"] in listed
    )


def test_rummikub_suggests_the_solvers_best_opening(post):
    """Rummikub, 2 seats, seed 1: after the chance step seat 2 (index 1) is to move with the
    rack K13 R13 R11 R4 K8 K6 B13 K12 R12 K4 K12 B5 Y9 Y13. The most tiles it can lay as an
    initial meld of 30 or more (seed 004 The play, Initial meld): the run R11 R12 R13 and
    the group K13 B13 Y13 (six tiles, 72 points); the four 13s alone are four tiles, and
    the two K12s cannot share a group."""
    state = post("/v1/games/rummikub/deal", {"players": 2, "seed": 1}).json["state"]
    chance = post("/v1/games/rummikub/suggest", {"state": state}).json["move"]
    assert chance["action"] == "chance"
    state = post("/v1/games/rummikub/play", {"state": state, "move": chance}).json["state"]
    assert state["to_move"] == 1
    move = post("/v1/games/rummikub/suggest", {"state": state}).json["move"]
    assert move["action"] == "lay"
    assert sorted(move["from_rack"]) == sorted(["R11", "R12", "R13", "K13", "B13", "Y13"])
    assert move["text"].startswith("Lay ")
    played = post("/v1/games/rummikub/play", {"state": state, "move": move})
    assert played.status_code == 200, played.json


def test_a_sealed_suggestion_needs_the_key_of_the_seat_to_move(sealed):
    """Corellian Spike, dealer seat 1 (index 0): seat 2 (index 1) moves first (seed 001
    §2). Its key gets a suggestion from its view; seat 1's key and no key are refused."""
    dealt = sealed.post("/v1/games/corellian-spike/deal", json={"players": 2, "sealed": True}).json
    token, keys = dealt["token"], dealt["seat_keys"]
    assert dealt["view"]["to_move"] == 1
    legal = sealed.post(
        "/v1/games/corellian-spike/legal-moves", json={"token": token, "seat_key": keys[1]}
    ).json["moves"]
    move = sealed.post(
        "/v1/games/corellian-spike/suggest", json={"token": token, "seat_key": keys[1]}
    ).json["move"]
    assert move in legal
    for body in ({"token": token, "seat_key": keys[0]}, {"token": token}):
        refused = sealed.post("/v1/games/corellian-spike/suggest", json=body)
        assert refused.status_code == 403 and refused.json["code"] == "forbidden_seat"
        assert "seat 2" in refused.json["detail"]
    played = sealed.post(
        "/v1/games/corellian-spike/play", json={"token": token, "seat_key": keys[1], "move": move}
    )
    assert played.status_code == 200, played.json


def test_a_sealed_game_played_to_its_end_by_suggestions_then_none(sealed):
    """Sleemo, 2 seats: every suggestion (the chance draws asked with the token alone) is
    played and accepted to the end; then suggest refuses with illegal_move."""
    dealt = sealed.post("/v1/games/sleemo/deal", json={"players": 2, "sealed": True}).json
    token, keys, to_move = dealt["token"], dealt["seat_keys"], dealt["view"]["to_move"]
    for _ in range(2000):
        if to_move is None:
            break
        body = {"token": token, **({"seat_key": keys[to_move]} if isinstance(to_move, int) else {})}
        move = sealed.post("/v1/games/sleemo/suggest", json=body).json["move"]
        if to_move == "chance":
            assert move == {"action": "chance", "text": move["text"]}
        played = sealed.post("/v1/games/sleemo/play", json={**body, "move": move})
        assert played.status_code == 200, played.json
        token, to_move = played.json["token"], played.json["view"]["to_move"]
    assert to_move is None and "record" in played.json
    over = sealed.post("/v1/games/sleemo/suggest", json={"token": token, "seat_key": keys[0]})
    assert over.status_code == 422 and over.json["code"] == "illegal_move"
    assert over.json["rule"]


def test_an_unknown_computer_player_is_refused(post):
    state = post("/v1/games/muggins/deal", {"players": 2, "seed": 5}).json["state"]
    refused = post("/v1/games/muggins/suggest", {"state": state, "bot": "clever"})
    assert refused.status_code == 422 and "bot" in str(refused.json)
