"""The state header every game reads (``Game.header``), and ``untold``: each misfit of the
header refused by the contract (through the app) with its exact message and field, and the
options of a state saved before an option was added."""

from __future__ import annotations

from typing import Any

import pytest

from service.games import registry
from service.games.chance import CHANCE_STEP_MAX, SEED_MAX
from service.games.errors import InvalidMove
from service.games.interface import MAX_TEXT, untold


@pytest.mark.parametrize(
    "move",
    [
        {"action": "place", "tile": "3-5", "end": 2, "text": "Place 3-5 on open end 2"},
        {"text": "", "action": "pass"},
        {"action": "draw", "text": "x" * MAX_TEXT, "extra": [1]},
    ],
)
def test_untold_is_the_move_without_its_text_in_the_same_order(move: dict[str, Any]) -> None:
    told = untold(move)
    assert list(told.items()) == [(key, value) for key, value in move.items() if key != "text"]
    assert "text" in move  # the move given is not changed


@pytest.mark.parametrize("text", [None, 3, "x" * (MAX_TEXT + 1)])
def test_a_move_text_that_is_no_short_string_is_refused(text: Any) -> None:
    with pytest.raises(InvalidMove) as refused:
        untold({"action": "pass", "text": text})
    assert refused.value.field == "move.text"


MUGGINS = registry.engine("muggins", "play")
START = MUGGINS.deal(2, 7, {})
NONCE_PATTERN = "^(?:[0-9a-f]{2}){16,64}$"


def refusal(client, **changes: Any) -> tuple[str, str, str | None]:
    """The code, detail and field of the refusal of START with ``changes`` (a member set to
    ``...`` is left out) sent to legal-moves. The contract's MugginsState says what every
    state's header holds (``schema.header``); the boundary refuses a misfit before the
    engine reads the state (``Game.header`` tests nothing of it)."""
    state = {**START, **changes}
    for name, value in changes.items():
        if value is ...:
            del state[name]
    response = client.post("/v1/games/muggins/legal-moves", json={"state": state})
    assert response.status_code == 422, response.json
    problem = response.json
    return problem["code"], problem["detail"], problem.get("field")


@pytest.mark.parametrize(
    "changes, message, field",
    [
        (
            {"game": "porg-foot"},
            "state.game is 'porg-foot': a state of another game, not of 'muggins'.",
            "state.game",
        ),
        ({"game": ...}, "state is missing the member 'game'.", "state"),
        ({"game": 1}, "state.game is 1: a state of another game, not of 'muggins'.", "state.game"),
        (
            {"version": 2},
            "state.version is 2: a state of another version, not of 1.",
            "state.version",
        ),
        ({"version": True}, "state.version must be an integer.", "state.version"),
        ({"version": 1.0}, "state.version must be an integer; got 1.0.", "state.version"),
        (
            {"seed": SEED_MAX + 1},
            f"state.seed must be between 0 and {SEED_MAX}; got {SEED_MAX + 1}.",
            "state.seed",
        ),
        ({"seed": True}, "state.seed must be an integer.", "state.seed"),
        ({"seed": 7.0}, "state.seed must be an integer; got 7.0.", "state.seed"),
        (
            {"chance_step": -1},
            f"state.chance_step must be between 0 and {CHANCE_STEP_MAX}; got -1.",
            "state.chance_step",
        ),
        (
            {"chance_step": 0.0},
            "state.chance_step must be an integer; got 0.0.",
            "state.chance_step",
        ),
        ({"terminal": 0}, "state.terminal must be a boolean.", "state.terminal"),
        ({"options": []}, "state.options must be an object.", "state.options"),
        (
            {"options": {"target": True}},
            "state.options.target must be an integer.",
            "state.options.target",
        ),
        (
            {"options": {"target": 100.0}},
            "state.options.target must be an integer; got 100.0.",
            "state.options.target",
        ),
        (
            {"options": {"trains": 2}},
            "state.options has an unknown member 'trains'.",
            "state.options",
        ),
        (
            {"nonce": "0123456789ABCDEF" * 2},
            f'state.nonce is refused: "{"0123456789ABCDEF" * 2}" does not match "{NONCE_PATTERN}".',
            "state.nonce",
        ),
        (
            {"nonce": "0" * 33},
            f'state.nonce is refused: "{"0" * 33}" does not match "{NONCE_PATTERN}".',
            "state.nonce",
        ),
        (
            {"nonce": "0" * 130},
            f'state.nonce is refused: "{"0" * 130}" does not match "{NONCE_PATTERN}".',
            "state.nonce",
        ),
    ],
)
def test_each_header_member_is_refused_by_name(
    client, changes: dict[str, Any], message: str, field: str
) -> None:
    assert refusal(client, **changes) == ("invalid_state", message, field)


def test_a_state_that_is_no_object_is_a_misfit_of_the_request(client) -> None:
    response = client.post("/v1/games/muggins/legal-moves", json={"state": [START]})
    assert response.status_code == 422
    assert (response.json["code"], response.json["errors"]) == (
        "validation_error",
        {"state": ["Not a valid mapping type."]},
    )


def test_a_nonce_of_16_to_64_bytes_in_lowercase_hex_is_read(client) -> None:
    """chance.NONCE: 128 to 512 bits; the nonce is the sealed game's, taken out of the state
    the engine reads and put back in the next (``Game.parse``)."""
    for nonce in ("0" * 32, "ab" * 64):
        state = {**START, "nonce": nonce}
        answer = client.post("/v1/games/muggins/legal-moves", json={"state": state})
        assert answer.status_code == 200, answer.json
        move = answer.json["moves"][0]
        played = client.post("/v1/games/muggins/play", json={"state": state, "move": move})
        assert played.json["state"]["nonce"] == nonce


def test_options_saved_before_an_option_was_added_read_with_its_default() -> None:
    """A state whose options lack one is read with that option's default (a copy: the
    state given is not changed); a state naming every option is read as it is."""
    assert MUGGINS.header(START) is START
    name = next(iter(START["options"]))
    older = {**START, "options": {k: v for k, v in START["options"].items() if k != name}}
    read = MUGGINS.header(older)
    assert read["options"] == START["options"] and name not in older["options"]
