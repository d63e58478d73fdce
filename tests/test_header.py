"""The plain tests of the state header against the checked reading they stand in for:
``OptionSet.names_each`` against ``OptionSet.resolve``, ``untold`` against a rebuilt move."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from service.games.errors import InvalidMove, InvalidOption
from service.games.interface import MAX_TEXT, untold
from service.games.options import OptionSpec
from service.games.registry import _AVAILABLE

OPTION_SETS = [info.options for info in _AVAILABLE.values() if info.options.specs]
ODD = st.sampled_from([None, True, False, 0, -1, 1, 3, 10**9, 1.0, "", "pass", "draw",
                       "lowest-pips", [], {}])


def _values(spec: OptionSpec) -> st.SearchStrategy[Any]:
    """Values that ``spec`` takes and values just outside it."""
    if spec.type == "boolean":
        return st.booleans() | ODD
    if spec.type == "string":
        return st.sampled_from(spec.choices) | ODD
    low = -5 if spec.minimum is None else spec.minimum
    high = low + 20 if spec.maximum is None else spec.maximum
    return st.integers(low - 2, high + 2) | ODD


@st.composite
def options(draw: st.DrawFn) -> tuple[Any, Any]:
    """An option set and an options object for it: each option given, left out or odd,
    now and then an unknown member."""
    option_set = draw(st.sampled_from(OPTION_SETS))
    given = {}
    for spec in option_set.specs:
        if draw(st.integers(0, 9)):
            given[spec.name] = draw(_values(spec))
    if not draw(st.integers(0, 9)):
        given["unknown"] = draw(ODD)
    return option_set, given


@settings(max_examples=400, deadline=None)
@given(options())
def test_names_each_says_what_resolve_says(case: tuple[Any, Any]) -> None:
    """``names_each`` is true exactly when ``resolve`` takes the object as it is."""
    option_set, given_options = case
    try:
        unchanged = option_set.resolve(given_options) == given_options
    except InvalidOption:
        unchanged = False
    assert option_set.names_each(given_options) == unchanged


@pytest.mark.parametrize("move", [
    {"action": "place", "tile": "3-5", "end": 2, "text": "Place 3-5 on open end 2"},
    {"text": "", "action": "pass"},
    {"action": "draw", "text": "x" * MAX_TEXT, "extra": [1]},
])
def test_untold_is_the_move_without_its_text_in_the_same_order(move: dict[str, Any]) -> None:
    told = untold(move)
    assert list(told.items()) == [(key, value) for key, value in move.items() if key != "text"]
    assert "text" in move  # the move given is not changed


@pytest.mark.parametrize("text", [None, 3, "x" * (MAX_TEXT + 1)])
def test_a_move_text_that_is_no_short_string_is_refused(text: Any) -> None:
    with pytest.raises(InvalidMove) as refused:
        untold({"action": "pass", "text": text})
    assert refused.value.field == "move.text"
