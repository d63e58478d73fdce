"""The state header every game reads (``Game.header``), and ``untold``: each refusal with its
exact message and field, and the options of a state saved before an option was added."""

from __future__ import annotations

from typing import Any

import pytest

from service.games import registry
from service.games.chance import CHANCE_STEP_MAX, SEED_MAX
from service.games.errors import InvalidMove, InvalidState
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


def refusal(**changes: Any) -> tuple[str, str | None]:
    """The message and field of the header's refusal of START with ``changes`` (a member
    set to ``...`` is left out)."""
    state = {**START, **changes}
    for name, value in changes.items():
        if value is ...:
            del state[name]
    with pytest.raises(InvalidState) as refused:
        MUGGINS.header(state)
    return str(refused.value), refused.value.field


@pytest.mark.parametrize(
    "changes, message, field",
    [
        ({"game": "porg-foot"}, "This is a state of 'porg-foot', not of 'muggins'.", "state.game"),
        ({"game": ...}, "state is missing the member 'game'.", "state"),
        ({"game": 1}, "state.game must be a string.", "state.game"),
        (
            {"version": 2},
            "State format version 2 is not supported; this service reads version 1 of muggins.",
            "state.version",
        ),
        ({"version": True}, "state.version must be an integer.", "state.version"),
        ({"version": 1.0}, "state.version must be an integer.", "state.version"),
        (
            {"seed": SEED_MAX + 1},
            f"state.seed must be between 0 and {SEED_MAX}; got {SEED_MAX + 1}.",
            "state.seed",
        ),
        ({"seed": True}, "state.seed must be an integer.", "state.seed"),
        (
            {"chance_step": -1},
            f"state.chance_step must be between 0 and {CHANCE_STEP_MAX}; got -1.",
            "state.chance_step",
        ),
        ({"terminal": 0}, "state.terminal must be a boolean.", "state.terminal"),
        ({"options": []}, "state.options must be an object.", "state.options"),
        (
            {"options": {"target": True}},
            "state.options: Option 'target' must be an integer, not True.",
            "state.options",
        ),
    ],
)
def test_each_header_member_is_refused_by_name(
    changes: dict[str, Any], message: str, field: str
) -> None:
    assert refusal(**changes) == (message, field)


def test_a_state_that_is_no_object_is_refused() -> None:
    with pytest.raises(InvalidState) as refused:
        MUGGINS.header([START])
    assert (str(refused.value), refused.value.field) == ("state must be an object.", "state")


def test_options_saved_before_an_option_was_added_read_with_its_default() -> None:
    """A state whose options lack one is read with that option's default (a copy: the
    state given is not changed); a state naming every option is read as it is."""
    assert MUGGINS.header(START).value is START
    name = next(iter(START["options"]))
    older = {**START, "options": {k: v for k, v in START["options"].items() if k != name}}
    read = MUGGINS.header(older).value
    assert read["options"] == START["options"] and name not in older["options"]
