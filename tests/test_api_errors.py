"""Bad input of every kind gets a 4xx application/problem+json with a stable code, never a 500."""

from __future__ import annotations

import json

import pytest

from service.app import MAX_BODY_BYTES, MAX_DEPTH

PROBLEM = "application/problem+json"


def assert_problem(response, status: int, code: str) -> dict:
    """The response is a problem document with this status and code; returns its body."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    body = response.get_json(force=True)
    assert body["status"] == status and body["code"] == code
    assert body["type"] == f"urn:arbiter:problem:{code}"
    assert body["title"] and body["detail"]
    assert "Traceback" not in response.get_data(as_text=True)
    return body


def raw_post(client, path: str, data: bytes | str, content_type="application/json"):
    return client.post(path, data=data, content_type=content_type)


RANK = "/v1/games/corellian-spike/rank"


def test_health_and_catalog_answer(client):
    assert client.get("/healthz").get_json() == {"status": "ok", "version": "1.0.0"}
    games = client.get("/v1/games").get_json()["games"]
    assert [g["id"] for g in games] == [
        "corellian-spike",
        "traditional-sabacc",
        "sabaccinos",
        "muggins",
        "tatooine-spice-train",
        "porg-foot",
        "bergamor",
        "nerf-herder",
        "sabaccino-cross",
        "scoundrels-run",
        "rule-of-two",
        "never-tell-me-the-odds",
        "krayt-dragon",
        "sleemo",
        "rummikub",
    ]
    spike = client.get("/v1/games/corellian-spike").get_json()
    assert spike["players"] == {"min": 2, "max": 8} and spike["family"] == "sabacc"
    assert "rank" in spike["endpoints"] and spike["status"] == "available"


def test_unknown_game_is_404_naming_the_games(client):
    body = assert_problem(client.get("/v1/games/pazaak"), 404, "unknown_game")
    assert "'pazaak'" in body["detail"] and "corellian-spike" in body["detail"]


def test_unknown_path_is_404(client):
    assert_problem(client.get("/v2/nothing"), 404, "not_found")


def test_wrong_method_is_405_with_allow(client):
    response = client.delete("/v1/games")
    assert_problem(response, 405, "method_not_allowed")
    assert set(response.headers["Allow"].split(", ")) >= {"GET"}


def test_malformed_json_is_400(client):
    body = assert_problem(raw_post(client, RANK, b'{"hands": [[1, 2]'), 400, "malformed_json")
    assert "line 1" in body["detail"]


@pytest.mark.parametrize(
    "text, why",
    [
        (b'{"hands": [[NaN]]}', "NaN"),
        (b'{"hands": [[1e400]]}', "too large"),
        (b'{"hands": [[1]], "hands": [[2]]}', "appears twice"),
        (b"\xff\xfe", "UTF-8"),
        (b"", "Expecting value"),
        ('{"hands": [[' + "9" * 5000 + "]]}", "digits"),
    ],
)
def test_non_json_numbers_duplicates_and_encodings_are_400(client, text, why):
    body = assert_problem(raw_post(client, RANK, text), 400, "malformed_json")
    assert why in body["detail"]


def test_deep_nesting_is_400_too_deep(client):
    depth = MAX_DEPTH + 1
    body = assert_problem(raw_post(client, RANK, "[" * depth + "]" * depth), 400, "too_deep")
    assert f"{depth} levels" in body["detail"]


def test_very_deep_nesting_never_recurses(client):
    """100,000 levels would blow Python's recursion limit in json.loads: refused first."""
    text = "[" * 100_000 + "]" * 100_000
    assert_problem(raw_post(client, RANK, text), 400, "too_deep")


def test_brackets_inside_strings_do_not_count_as_depth(client):
    """A string full of brackets is not nesting: it reaches the schema (and fails there)."""
    text = json.dumps({"hands": [["[" * 200]]})
    assert_problem(raw_post(client, RANK, text), 422, "invalid_card")


def test_body_over_the_cap_is_413(client):
    text = json.dumps({"hands": [[1]], "pad": "x" * MAX_BODY_BYTES})
    assert_problem(raw_post(client, RANK, text), 413, "payload_too_large")


def test_body_that_is_not_json_is_415(client):
    body = assert_problem(
        raw_post(client, RANK, "hands=1", "application/x-www-form-urlencoded"),
        415,
        "unsupported_media_type",
    )
    assert "application/x-www-form-urlencoded" in body["detail"]


def test_missing_field_is_422_naming_it(client):
    body = assert_problem(client.post(RANK, json={}), 422, "validation_error")
    assert body["errors"] == {"hands": ["Missing data for required field."]}


def test_unknown_field_is_422_not_dropped(client):
    body = assert_problem(
        client.post(RANK, json={"hands": [[1, -1]], "hnads": 1}), 422, "validation_error"
    )
    assert body["errors"] == {"hnads": ["Unknown field."]}


@pytest.mark.parametrize("hands", [[[True]], [[1.5]], [[None]], "1,2", [[[1]]]])
def test_wrong_card_types_are_422(client, hands):
    assert_problem(client.post(RANK, json={"hands": hands}), 422, "validation_error")


def test_more_hands_than_any_table_is_422(client):
    """Seed 001 §1: 2 to 8 players, so nine hands cannot come from one table."""
    body = assert_problem(client.post(RANK, json={"hands": [[1, -1]] * 9}), 422, "validation_error")
    assert "hands" in body["errors"]


def test_more_cards_in_a_hand_than_allowed_is_422(client):
    body = assert_problem(client.post(RANK, json={"hands": [[1] * 21]}), 422, "validation_error")
    assert "hands" in body["errors"]


def test_planned_game_refuses_interface_endpoints_with_404(client, monkeypatch):
    """Every game of the seeds is built now; an entry still planned refuses as it would."""
    from service.games import registry
    from service.games.interface import GameInfo

    monkeypatch.setitem(
        registry.GAMES,
        "sleemo",
        GameInfo(
            id="sleemo",
            name="Sleemo",
            family="sabaccino",
            min_players=2,
            max_players=4,
            source="seed 000 (Sabaccino tiles) Sleemo",
            summary="Planned.",
        ),
    )
    body = assert_problem(
        client.post("/v1/games/sleemo/deal", json={"players": 2}), 404, "unsupported_endpoint"
    )
    assert "Sleemo" in body["detail"] and "planned" in body["detail"]


def test_game_without_rank_refuses_rank(client):
    assert_problem(
        client.post("/v1/games/rummikub/rank", json={"hands": [[1]]}), 404, "unsupported_endpoint"
    )


@pytest.mark.parametrize("players", [0, 1, 99, True, "2"])
def test_deal_player_count_outside_range(client, players):
    response = client.post("/v1/games/corellian-spike/deal", json={"players": players})
    if isinstance(players, int) and not isinstance(players, bool):
        assert_problem(response, 422, "invalid_request")
    else:
        assert_problem(response, 422, "validation_error")


MUGGINS = "/v1/games/muggins"


@pytest.mark.parametrize(
    ("path", "body", "member"),
    [
        ("/deal", '{"players": 2.0}', "players"),
        ("/deal", '{"players": 2, "seed": 7e0}', "seed"),
        ("/legal-moves", '{"state": STATE, "viewer": 1.0}', "viewer"),
        ("/view", '{"state": STATE, "viewer": 0.0}', "viewer"),
    ],
)
def test_a_number_written_with_a_fraction_is_no_integer_of_the_request(client, path, body, member):
    """JSON Schema counts 2.0 as an integer; the request's own integers (a seat count, a seed,
    a viewer) are written as integers, as before the contract checked them: 422
    ``validation_error`` naming the member, not the engine's refusal of the value."""
    state = client.post(f"{MUGGINS}/deal", json={"players": 2, "seed": 1}).get_json()["state"]
    data = body.replace("STATE", json.dumps(state))
    problem = assert_problem(raw_post(client, MUGGINS + path, data), 422, "validation_error")
    assert list(problem["errors"]) == [member]


@pytest.mark.parametrize(
    ("member", "written", "field"),
    [
        ("round", "1.0", "state.round"),
        ("to_move", "0.0", "state.to_move"),
        ("chance_step", "1e0", "state.chance_step"),
        (
            "players",
            '[{"stock": [], "score": 0.0}, {"stock": [], "score": 0}]',
            "state.players[0].score",
        ),
    ],
)
def test_a_number_written_with_a_fraction_is_no_integer_of_a_state(client, member, written, field):
    """Inside a state too: the engines read a state as the contract shapes it and test no
    JSON type of their own, so 1.0 where a seat, a round or a score is written would reach
    them as a float (no list index); it is the engine's ``invalid_state`` naming the value."""
    state = client.post(f"{MUGGINS}/deal", json={"players": 2, "seed": 1}).get_json()["state"]
    state[member] = "WRITTEN"
    data = json.dumps({"state": state}).replace('"WRITTEN"', written)
    problem = assert_problem(raw_post(client, MUGGINS + "/legal-moves", data), 422, "invalid_state")
    assert problem["field"] == field
    assert problem["detail"].startswith(f"{field} must be an integer")


def test_an_integer_past_64_bits_is_no_integer_of_a_state_nor_of_the_request(client):
    """orjson reads an integer literal past 64 bits as a float: none is taken, not inside a
    state where no maximum bounds it (an open end's id: found by a review, it reached the
    engine as 1.8446744073709552e+19), nor as the request's own viewer."""
    state = client.post(f"{MUGGINS}/deal", json={"players": 2, "seed": 1}).get_json()["state"]
    while not state["tableau"]["open_ends"]:
        moves = client.post(f"{MUGGINS}/legal-moves", json={"state": state}).get_json()["moves"]
        state = client.post(f"{MUGGINS}/play", json={"state": state, "move": moves[0]}).get_json()[
            "state"
        ]
    state["tableau"]["open_ends"][0]["id"] = "HUGE"
    data = json.dumps({"state": state}).replace('"HUGE"', str(2**64))
    problem = assert_problem(raw_post(client, MUGGINS + "/legal-moves", data), 422, "invalid_state")
    assert problem["field"] == "state.tableau.open_ends[0].id"
    assert problem["detail"].endswith("must be an integer of at most 64 bits.")
    data = json.dumps({"state": state, "viewer": "HUGE"}).replace('"HUGE"', "1e19")
    problem = assert_problem(raw_post(client, MUGGINS + "/view", data), 422, "validation_error")
    assert list(problem["errors"]) == ["viewer"]


def test_a_card_written_with_a_fraction_is_no_card_value(client):
    problem = assert_problem(
        raw_post(client, RANK, '{"hands": [[2.0, 2, 2, -3, -3], [1, 1, -1, -1]]}'),
        422,
        "validation_error",
    )
    assert problem["errors"] == {"hands": {"0": {"0": ["Not a valid integer or string."]}}}


class _Counting:
    """A compiled schema that counts the misfits it reports (``iter_errors`` and ``validate``
    report each misfit as a Python object: about 15 us each, eagerly, whatever is taken)."""

    reported = 0

    def __init__(self, validator) -> None:
        self.validator = validator

    def is_valid(self, body) -> bool:
        return self.validator.is_valid(body)

    def iter_errors(self, body):
        errors = list(self.validator.iter_errors(body))
        _Counting.reported += len(errors)
        return iter(errors)

    def validate(self, body) -> None:
        _Counting.reported += 1
        self.validator.validate(body)


def test_a_state_full_of_misfits_is_refused_by_its_first(client, monkeypatch):
    """A 120 KB state whose boneyard holds 60,000 non-tiles: the engine's refusal needs the
    first misfit inside the state only; reporting all 120,000 took 2 s of CPU a request
    (main refused it in 2 ms), so the boundary reads misfits inside an engine's member only
    once the request's own members fit, and then the first."""
    from service.api import boundary

    compiled = boundary.Contract.validator
    monkeypatch.setattr(
        boundary.Contract,
        "validator",
        lambda self, name, fractions: _Counting(compiled(self, name, fractions)),
    )
    state = client.post(f"{MUGGINS}/deal", json={"players": 2, "seed": 1}).get_json()["state"]
    state["boneyard"] = [1] * 60000
    problem = assert_problem(
        client.post(f"{MUGGINS}/legal-moves", json={"state": state}), 422, "invalid_state"
    )
    assert problem["field"] == "state.boneyard"
    assert _Counting.reported < 10
