"""Sealed tokens and seat keys (issue 10 items 1-5, 7): refusals, rotation, chance, records.

Every refusal of a token is `invalid_token` with the same detail, whatever was wrong; a move
for a seat needs that seat's key (403 `forbidden_seat`); at a chance step only the draw is
accepted; keys rotate; a low-entropy seed no longer reproduces a deal.
"""

from __future__ import annotations

import string

import pytest

from service import sealing
from service.games import registry
from tests.harness import call, post, wordless
from tests.sealed_helpers import KEY_1, KEY_2, header, opened, server

GAME = "corellian-spike"


@pytest.fixture(scope="module")
def client():
    return server(KEY_1)


@pytest.fixture(scope="module")
def dealt(client):
    """A sealed 2-seat Corellian Spike deal, seed 7."""
    return call(client, GAME, "deal", {"players": 2, "seed": 7, "sealed": True})


def refused(
    client, token, game=GAME, code="invalid_token", status=422, endpoint="view", **body
) -> dict:
    response = post(client, game, endpoint, {"token": token, **body})
    assert response.status_code == status, (token[:60], response.json)
    assert response.json["code"] == code, response.json
    return response.json


def test_every_altered_character_is_an_invalid_token(client, dealt):
    token = dealt["token"]
    details = set()
    for index, char in enumerate(token):
        other = "B" if char != "B" else "C"
        if char == ".":
            other = "-"
        details.add(refused(client, token[:index] + other + token[index + 1 :])["detail"])
    assert details == {sealing.InvalidToken().reason}


def test_every_truncation_and_extension_is_an_invalid_token(client, dealt):
    token = dealt["token"]
    for cut in range(len(token)):
        refused(client, token[:cut])
    for tail in ("A", "AA", "AAAA", "=", ".", "=="):
        refused(client, token + tail)


@pytest.mark.parametrize(
    "token",
    [
        None,
        7,
        [],
        {},
        "",
        "arb1",
        "arb1.k1.corellian-spike.0",
        "arb1.k1.corellian-spike.00.AAAA",
        "x" * 10_000,
    ],
)
def test_malformed_tokens(client, token):
    response = post(client, GAME, "view", {"token": token})
    assert response.status_code == 422
    assert response.json["code"] in ("invalid_token", "validation_error")


def test_another_games_token_is_invalid(client, dealt):
    refused(client, dealt["token"], game="traditional-sabacc")
    renamed = dealt["token"].replace(GAME, "traditional-sabacc", 1)
    refused(client, renamed, game="traditional-sabacc")


def test_headers_and_bodies_do_not_swap(client, dealt):
    played = call(
        client,
        GAME,
        "play",
        {"token": dealt["token"], "seat_key": dealt["seat_keys"][1], "move": {"action": "stand"}},
    )["token"]
    head_0, body_0 = dealt["token"].rsplit(".", 1)
    head_1, body_1 = played.rsplit(".", 1)
    assert head_0.endswith(".0") and head_1.endswith(".1")
    refused(client, f"{head_0}.{body_1}")
    refused(client, f"{head_1}.{body_0}")


def test_another_keys_token_is_invalid(dealt):
    refused(server(KEY_2), dealt["token"])
    # a header naming a key the server holds, over a body sealed with another key
    both = server(f"{KEY_2},{KEY_1}")
    refused(both, dealt["token"].replace(".k1.", ".k2.", 1))


def test_key_rotation(dealt):
    """A new key first: old tokens still open and play; new tokens are sealed with the new
    key; the deal's seat keys stay valid. Once the dealing key is dropped, its games end."""
    rotated = server(f"{KEY_2},{KEY_1}")
    answer = call(
        rotated,
        GAME,
        "play",
        {"token": dealt["token"], "move": {"action": "stand"}, "seat_key": dealt["seat_keys"][1]},
    )
    assert header(answer["token"]) == ["arb1", "k2", GAME, "1"]
    again = call(
        rotated, GAME, "legal-moves", {"token": answer["token"], "seat_key": dealt["seat_keys"][0]}
    )
    assert again["to_move"] == 0 and again["moves"]
    refused(server(KEY_1), answer["token"])  # the old server lacks the new key
    refused(server(KEY_2), answer["token"])  # the dealing key is gone


def test_two_replicas_with_the_same_keys_share_games(dealt):
    other = server(KEY_1)
    answer = call(other, GAME, "view", {"token": dealt["token"], "seat_key": dealt["seat_keys"][0]})
    assert answer["view"]["viewer"] == 0


def test_seat_keys(client, dealt):
    token, keys = dealt["token"], dealt["seat_keys"]
    assert call(client, GAME, "view", {"token": token})["view"]["viewer"] == "spectator"
    for seat, key in enumerate(keys):
        assert (
            call(client, GAME, "view", {"token": token, "seat_key": key})["view"]["viewer"] == seat
        )
    altered = ("B" if keys[0][0] == "A" else "A") + keys[0][1:]  # (the last character's
    # low bits are base64 padding, and it was sometimes "A" already: 1 run in 64 failed)
    refused(client, token, code="forbidden_seat", status=403, seat_key=altered)
    other = call(client, GAME, "deal", {"players": 2, "seed": 7, "sealed": True})
    assert set(other["seat_keys"]).isdisjoint(keys)
    refused(client, token, code="forbidden_seat", status=403, seat_key=other["seat_keys"][0])


ALPHABET = string.ascii_uppercase + string.ascii_lowercase + string.digits + "-_"


def respelled(text: str) -> list[str]:
    """Other spellings of the bytes the unpadded URL-safe base64 ``text`` spells: with
    padding, in the standard alphabet, and with bits set past its last byte (which a lax
    decoder drops), where its length leaves any."""
    spellings = [text + "=" * (-len(text) % 4 or 4)]
    spellings += [text.replace(a, b) for a, b in (("-", "+"), ("_", "/")) if a in text]
    spare = {2: 15, 3: 3}.get(len(text) % 4, 0)  # the last character's bits past the bytes
    if spare:
        last = ALPHABET.index(text[-1])
        spellings.append(text[:-1] + ALPHABET[last | spare])
    return spellings


def test_only_the_canonical_base64_spelling_opens(client, dealt):
    """A token's current part and a seat key open in their one spelling only (docs/security.md:
    "only the canonical base64 is accepted, so no two spellings open to the same bytes")."""
    token, key = dealt["token"], dealt["seat_keys"][0]
    head, _, current = token.rpartition(".")
    for other in respelled(current):
        refused(client, f"{head}.{other}")
    assert len(key) % 4 == 3  # 32 bytes: the last character has two bits to spare
    for other in [*respelled(key), key + "A", key[:-1]]:
        refused(client, token, code="forbidden_seat", status=403, seat_key=other)


def test_a_seats_move_needs_its_key(client, dealt):
    token, keys = dealt["token"], dealt["seat_keys"]
    assert opened(token, GAME)["state"]["to_move"] == 1  # the dealer's left (seed 001 §2)
    move = {"action": "stand"}
    problem = refused(client, token, code="forbidden_seat", status=403, endpoint="play", move=move)
    # seats in words from 1, as every other refusal and suggest's say them (API index 1)
    assert problem["detail"].startswith("It is seat 2's turn;"), problem["detail"]
    problem = refused(
        client,
        token,
        code="forbidden_seat",
        status=403,
        endpoint="play",
        move=move,
        seat_key=keys[0],
    )
    assert problem["detail"].startswith("It is seat 2's turn;"), problem["detail"]
    answer = call(client, GAME, "play", {"token": token, "seat_key": keys[1], "move": move})
    assert wordless(answer["events"]) == [{"event": "stand", "player": 1}]


def test_only_the_draw_at_a_chance_step(client, dealt):
    token, keys = dealt["token"], dealt["seat_keys"]
    for seat in (1, 0):  # both stand: the dealer rolls (seed 001 §3 The dice)
        token = call(
            client,
            GAME,
            "play",
            {"token": token, "seat_key": keys[seat], "move": {"action": "stand"}},
        )["token"]
    moves = call(client, GAME, "legal-moves", {"token": token, "seat_key": keys[0]})
    assert moves["to_move"] == "chance" and wordless(moves["moves"]) == [{"action": "chance"}]
    problem = refused(
        client,
        token,
        code="illegal_move",
        endpoint="play",
        move={"action": "roll", "dice": [6, 6]},
        seat_key=keys[0],
    )
    assert problem["source"] == "docs/security.md"
    answer = call(client, GAME, "play", {"token": token, "move": {"action": "chance"}})
    assert answer["events"][0]["event"] == "dice" and answer["events"][0]["seeded"] is True


def test_rummikub_named_draws_are_refused(client):
    dealt = call(client, "rummikub", "deal", {"players": 2, "seed": 3, "sealed": True})
    refused(
        client,
        dealt["token"],
        game="rummikub",
        code="illegal_move",
        endpoint="play",
        move={"action": "chance", "first": 0, "racks": [["R1"] * 14, ["R2"] * 14]},
    )
    token = call(
        client, "rummikub", "play", {"token": dealt["token"], "move": {"action": "chance"}}
    )["token"]
    seat = opened(token, "rummikub")["state"]["to_move"]
    pool = opened(token, "rummikub")["state"]["pool"]
    refused(
        client,
        token,
        game="rummikub",
        code="illegal_move",
        endpoint="play",
        move={"action": "draw", "tile": pool[0]},
        seat_key=dealt["seat_keys"][seat],
    )


@pytest.mark.parametrize("action", [[], {}, ["chance"]])
def test_an_action_that_is_not_a_string_is_an_invalid_move(client, action):
    """A sealed play asks first whether the move names a chance outcome; an action that is a
    list or an object (the boundary takes any move object) is the engine's invalid_move, as
    in open play, never a 500 (a dict lookup of an unhashable value)."""
    dealt = call(client, "rummikub", "deal", {"players": 2, "seed": 3, "sealed": True})
    problem = refused(
        client,
        dealt["token"],
        game="rummikub",
        code="invalid_move",
        endpoint="play",
        move={"action": action},
    )
    assert problem["field"] == "move.action"


def test_a_low_entropy_seed_no_longer_reproduces_the_deal(client):
    """Seed 31337 (the issue's brute-forced seed): two sealed deals and the unsealed deal
    all differ, each sealed one carrying its own 128-bit nonce."""
    plain = registry.engine(GAME, "deal").deal(4, 31337)
    states = [
        opened(
            call(client, GAME, "deal", {"players": 4, "seed": 31337, "sealed": True})["token"], GAME
        )["state"]
        for _ in range(2)
    ]
    for state in states:
        assert state["seed"] == 31337 and len(state["nonce"]) == 32
        assert set(state["nonce"]) <= set(string.hexdigits.lower())
        assert state["draw_pile"] != plain["draw_pile"]
    assert states[0]["nonce"] != states[1]["nonce"]
    assert states[0]["draw_pile"] != states[1]["draw_pile"]


def test_answers_never_carry_the_state(client, dealt):
    token = dealt["token"]
    for endpoint in ("legal-moves", "score", "view"):
        answer = call(client, GAME, endpoint, {"token": token})
        assert "state" not in answer and "token" not in answer and "record" not in answer
        assert "seed" not in answer["view"] and "nonce" not in answer["view"]


@pytest.mark.parametrize(
    "body",
    [{"state": {}, "token": "x"}, {}, {"token": "x", "viewer": 0}, {"state": {}, "seat_key": "x"}],
)
def test_one_form_per_request(client, body):
    response = post(client, GAME, "score", body)
    assert response.status_code == 422 and response.json["code"] == "validation_error"


def test_no_keys_no_sealing():
    plain = server("")
    response = post(plain, GAME, "deal", {"players": 2, "sealed": True})
    assert response.status_code == 501 and response.json["code"] == "sealing_unavailable"
    response = post(plain, GAME, "view", {"token": "arb1.k1.corellian-spike.0.AAAA"})
    assert response.status_code == 501 and response.json["code"] == "sealing_unavailable"


@pytest.mark.parametrize(
    "setting, entry",
    [
        ("k1", 1),
        ("k1:short", 1),
        (":" + "A" * 43, 1),
        ("k1:" + "A" * 43 + ",k1:" + "A" * 43, 2),
        ("bad id:" + "A" * 43, 1),
        ("k1:" + "_" * 43, 1),
        ("A" * 43, 1),
        ("k1:" + "A" * 43 + "," + "B" * 43 + ":k2", 2),  # a key where the id goes
    ],
)
def test_malformed_key_settings_stop_the_app(setting, entry):
    with pytest.raises(ValueError) as caught:
        server(setting)
    assert f"entry {entry}" in str(caught.value)
    assert "AAAA" not in str(caught.value) and "BBBB" not in str(caught.value)  # no key shown


def test_the_finished_game_reveals_its_record(client):
    """Corellian Spike, 2 seats, dealer 1: seat 0 opens and junks, which ends the game at
    once (seed 001 §3: the last player left wins); the record replays to the same state."""
    dealt = call(
        client, GAME, "deal", {"players": 2, "seed": 5, "sealed": True, "options": {"dealer": 1}}
    )
    answer = call(
        client,
        GAME,
        "play",
        {"token": dealt["token"], "seat_key": dealt["seat_keys"][0], "move": {"action": "junk"}},
    )
    record = answer["record"]
    final = opened(answer["token"], GAME)["state"]
    signature = record.pop("signature")  # the service's (tests/test_record_signatures.py)
    assert record == {
        "game": GAME,
        "version": final["version"],
        "players": 2,
        "seed": 5,
        "options": final["options"],
        "moves": [{"action": "junk"}],
        "nonce": final["nonce"],
    }
    assert (signature["key"], signature["origin"]) == ("k1", "sealed")
    record["signature"] = signature
    assert answer["view"]["terminal"] is True
    assert call(client, GAME, "score", {"token": answer["token"]})["record"] == record
    engine = registry.engine(GAME, "play")
    state = engine.deal(2, 5, record["options"], nonce=record["nonce"])
    assert engine.play(state, {"action": "junk"})[0] == final
