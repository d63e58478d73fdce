"""The plain tests of the state header against the checked reading they stand in for:
``Game.header`` against its own member-by-member reading, ``OptionSet.names_each`` against
``OptionSet.resolve``, ``untold`` against a rebuilt move."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from service.games import registry
from service.games.chance import CHANCE_STEP_MAX, SEED_MAX
from service.games.errors import ArbiterError, InvalidMove, InvalidOption
from service.games.interface import MAX_TEXT, untold
from service.games.options import OptionSpec
from service.games.registry import _AVAILABLE

OPTION_SETS = [info.options for info in _AVAILABLE.values() if info.options.specs]
ODD: st.SearchStrategy[Any] = st.sampled_from(
    [None, True, False, 0, -1, 1, 3, 10**9, 1.0, "", "pass", "draw", "lowest-pips", [], {}])


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


class Checked(dict):  # type: ignore[type-arg]
    """A state the plain tests of ``Game.header`` pass by (not exactly a ``dict``), so that
    it is read member by member."""


STARTS = {game: registry.engine(game, "play").deal(2, 7, {})
          for game in ("corellian-spike", "porg-foot", "muggins", "rummikub")}
HEADER_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "game": st.sampled_from(["porg-foot", "muggins", "rummikub", "", 1, None]),
    "version": st.sampled_from([1, 2, 0, True, 1.0, "1", None]),
    "seed": st.sampled_from([0, 7, SEED_MAX, SEED_MAX + 1, -1, True, 7.0, None]),
    "chance_step": st.sampled_from([0, 3, CHANCE_STEP_MAX, CHANCE_STEP_MAX + 1, -1, False, None]),
    "terminal": st.sampled_from([False, True, 0, None, "false"]),
    "options": st.sampled_from([{}, None, [], {"rounds": 3}, {"target": True}]),
}


def _read(engine: Any, state: Any) -> Any:
    try:
        return engine.header(state).value
    except ArbiterError as refused:
        return type(refused), str(refused), refused.field


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(STARTS)), st.data())
def test_the_header_plain_tests_agree_with_reading_member_by_member(game: str,
                                                                    data: st.DataObject) -> None:
    """``header`` takes by plain tests only states it reads the same way member by member,
    and refuses the rest with the same message and field."""
    engine = registry.engine(game, "play")
    state = dict(STARTS[game])
    for name, values in HEADER_VALUES.items():
        if data.draw(st.integers(0, 3)) == 0:
            value = data.draw(values)
            if value is None and data.draw(st.booleans()):
                del state[name]
            else:
                state[name] = value
    assert _read(engine, state) == _read(engine, Checked(state))
