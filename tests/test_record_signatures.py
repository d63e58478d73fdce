"""Records the referee signs (issue 24 item 4; docs/records.md, Signatures).

A sealed game's record comes signed (origin "sealed"); replay says whether a signature
holds (`signed`: valid, invalid, absent); a record with one move replaced by another legal
move replays as legal and invalidly signed; keys rotate as tokens do; `sign` signs an open
game's record once every move is legal (origin "checked").
"""

from __future__ import annotations

import base64
import copy
import hashlib
import hmac
import json

import pytest

from service import signing
from service.sealing import Keys
from tests.sealed_helpers import KEY_1, KEY_2, server

GAME = "corellian-spike"


def sealed_record(client, game: str = GAME, players: int = 2, seed: int = 4) -> dict:
    """Play a sealed game to its end (each seat plays its first listed move) and return the
    record the last answer reveals."""
    dealt = client.post(
        f"/v1/games/{game}/deal", json={"players": players, "seed": seed, "sealed": True}
    ).json
    token, seat_keys = dealt["token"], dealt["seat_keys"]
    for _ in range(2000):
        to_move = client.post(f"/v1/games/{game}/view", json={"token": token}).json
        if "record" in to_move:
            return to_move["record"]
        listed = client.post(f"/v1/games/{game}/legal-moves", json={"token": token}).json
        seat = listed["to_move"]
        ask = {"token": token} | ({"seat_key": seat_keys[seat]} if isinstance(seat, int) else {})
        moves = client.post(f"/v1/games/{game}/legal-moves", json=ask).json["moves"]
        played = client.post(f"/v1/games/{game}/play", json={**ask, "move": moves[-1]})
        assert played.status_code == 200, played.json
        token = played.json["token"]
    raise AssertionError("the sealed game did not end")


def replay(client, record: dict, game: str = GAME, **extra) -> dict:
    answer = client.post(f"/v1/games/{game}/replay", json={"record": record, **extra})
    assert answer.status_code == 200, answer.json
    return answer.json


@pytest.fixture(scope="module")
def signed_record() -> dict:
    return sealed_record(server(KEY_1))


def test_a_sealed_games_record_is_signed_by_the_key_that_sealed(signed_record):
    """The record names key k1 and origin "sealed"; its MAC is HMAC-SHA-256 of the record
    (less signature and tags), worked out here again from the key through the public
    seat-key derivation (service.signing's docstring)."""
    signature = signed_record["signature"]
    assert set(signature) == {"key", "origin", "mac"}
    assert (signature["key"], signature["origin"]) == ("k1", "sealed")
    derived = Keys.parse(KEY_1).seat_keys(
        {"key": "k1", "id": signing.PURPOSE, "state": {"players": [None]}}
    )[0]
    covered = {k: v for k, v in signed_record.items() if k != "signature"}
    message = (
        b"arbiter record signature 1\nsealed\n"
        + json.dumps(covered, sort_keys=True, separators=(",", ":")).encode()
    )
    mac = hmac.new(derived.encode(), message, hashlib.sha256).digest()
    assert signature["mac"] == base64.urlsafe_b64encode(mac).rstrip(b"=").decode()
    assert replay(server(KEY_1), signed_record)["signed"] == "valid"


def test_one_move_replaced_by_another_legal_move_is_legal_but_invalidly_signed(signed_record):
    """The last seat move is swapped for another move legal at that point: every move still
    replays as legal, and the signature no longer holds."""
    client = server(KEY_1)
    steps = replay(client, signed_record, steps=True)
    states = [steps["start"], *(step["state"] for step in steps["steps"])]
    moves = signed_record["moves"]
    for index in reversed(range(len(moves))):
        listed = client.post(f"/v1/games/{GAME}/legal-moves", json={"state": states[index]}).json[
            "moves"
        ]
        others = [{k: v for k, v in m.items() if k != "text"} for m in listed]
        others = [m for m in others if m != moves[index] and m["action"] != "chance"]
        if others:
            break
    forged = copy.deepcopy(signed_record)
    forged["moves"][index] = others[0]
    forged["moves"] = forged["moves"][: index + 1]
    answer = replay(client, forged)
    assert answer["first_illegal"] is None and answer["moves"] == index + 1
    assert answer["signed"] == "invalid"


@pytest.mark.parametrize(
    "change, verdict",
    [
        (lambda r: r.update(tags={"seat 1": "Han"}), "valid"),  # tags are for people, unsigned
        (lambda r: r.update(seed=r["seed"] + 1), "invalid"),
        (lambda r: r["signature"].update(origin="checked"), "invalid"),
        (lambda r: r["signature"].update(key="k2"), "invalid"),
        (lambda r: r["signature"].update(mac="A" * 43), "invalid"),
        (lambda r: r.pop("signature"), "absent"),
    ],
)
def test_replay_says_whether_the_signature_holds(signed_record, change, verdict):
    record = copy.deepcopy(signed_record)
    change(record)
    assert replay(server(f"{KEY_1},{KEY_2}"), record)["signed"] == verdict


def test_signatures_rotate_with_the_sealing_keys(signed_record):
    """A new first key (k2) signs; k1, still listed, still verifies; once retired, its
    signatures no longer hold; a server without keys can verify none."""
    assert replay(server(f"{KEY_2},{KEY_1}"), signed_record)["signed"] == "valid"
    assert replay(server(KEY_2), signed_record)["signed"] == "invalid"
    assert replay(create_keyless(), signed_record)["signed"] == "invalid"
    resigned = sealed_record(server(f"{KEY_2},{KEY_1}"), seed=9)
    assert resigned["signature"]["key"] == "k2"


def create_keyless():
    return server("")


def test_an_open_games_record_is_signed_on_request_once_every_move_is_legal(signed_record):
    """`sign`: the record comes back signed "checked" (tags kept, unsigned); a record with a
    refused move comes back without one; a server without keys answers 501."""
    client = server(KEY_1)
    record = {k: v for k, v in signed_record.items() if k != "signature"}
    record["tags"] = {"table": "back room"}
    answer = replay(client, record, sign=True)
    assert answer["signed"] == "absent" and answer["first_illegal"] is None
    assert answer["record"]["signature"]["origin"] == "checked"
    assert {k: v for k, v in answer["record"].items() if k != "signature"} == record
    assert replay(client, answer["record"])["signed"] == "valid"
    assert replay(client, signed_record, sign=True)["record"] == signed_record  # kept sealed
    illegal = copy.deepcopy(record)
    illegal["moves"].append({"action": "stand"})
    refused = replay(client, illegal, sign=True)
    assert refused["first_illegal"] is not None and "record" not in refused
    keyless = create_keyless().post(
        f"/v1/games/{GAME}/replay", json={"record": record, "sign": True}
    )
    assert keyless.status_code == 501 and keyless.json["code"] == "sealing_unavailable"


@pytest.mark.parametrize(
    "change",
    [{"origin": "forged"}, {"origin": ""}, {"key": ""}, {"key": "k 1"}, {"mac": "x"}],
)
def test_a_signature_of_the_right_shape_holding_any_strings_is_judged_invalid(
    signed_record, change
):
    """signing.verify judges a signature's strings: an origin, key or MAC the service never
    writes is a signature that does not hold (`signed: "invalid"`, the replay answered), not
    a record refused whole (422 invalid_record) for breaking the contract's pattern or enum."""
    record = copy.deepcopy(signed_record)
    record["signature"].update(change)
    answer = replay(server(KEY_1), record)
    assert (answer["signed"], answer["first_illegal"]) == ("invalid", None)


def test_a_malformed_signature_is_refused_as_a_record_member(signed_record):
    record = copy.deepcopy(signed_record)
    record["signature"] = {"key": "k1", "mac": "x"}
    answer = server(KEY_1).post(f"/v1/games/{GAME}/replay", json={"record": record})
    assert answer.status_code == 422
    assert (answer.json["code"], answer.json["field"]) == ("invalid_record", "record.signature")
