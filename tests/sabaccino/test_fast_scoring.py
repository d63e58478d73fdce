"""The plain-test fast paths of reading a Sabaccino state's scoring and figures agree with
the checked paths.

``reading._scoring`` takes the usual scoring entries by plain tests (``LayScore.plain`` for
each rule's detail) and hands anything else to ``reading._read_scoring`` (``_entry`` and
``LayScore.read`` entry by entry); ``reading._figures`` takes the usual seed, chance step,
phase, round and dealer by one plain test, anything else by ``integer`` and ``choice``.
Whatever the value, both ways give the same entries or the same refusal (code, message,
field).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from bench.inprocess import mid_game
from service.games.chance import SEED_MAX
from service.games.errors import InvalidState
from service.games.reader import Reader, choice, integer
from service.games.sabaccino import ENGINES, reading
from service.games.sabaccino.reading import _figures, _read_scoring, _scoring
from service.games.sabaccino.state import MAX_ROUNDS, PHASES
from service.games.sabaccino.tiles import CANONICAL
from tests.sabaccino.test_fast_state import outcome

SETTINGS = settings(max_examples=500, deadline=None, derandomize=True)
LAY_GAMES = sorted(game for game, engine in ENGINES.items() if engine.rules.lay_score)


def _scored() -> list[tuple[str, dict[str, Any]]]:
    """A state of every lay-scoring game with scoring entries this round."""
    found = []
    for game in LAY_GAMES:
        for seats, plies in ((2, 9), (3, 5), (3, 20), (4, 14), (2, 14), (4, 30)):
            state = mid_game(game, seats, plies)[0]
            if state["scoring"]:
                found.append((game, state))
    return found


SCORED = _scored()
scalars = st.one_of(st.none(), st.booleans(), st.integers(-1, 10**6 + 1), st.floats(0, 2),
                    st.sampled_from(["0-0", "3-5", "5-3", "4-4", "6-6", "x", ""]),
                    st.builds(list), st.builds(dict))


def _both(game: str, state: dict[str, Any], laid: bool = True) -> tuple[Any, Any]:
    """What the fast and the checked path make of ``state``'s scoring (as this round's, with
    the tableau's tiles, or with ``laid`` false as a finished round's)."""
    engine = ENGINES[game]
    tiles = ([CANONICAL[t["tile"]] for t in state["tableau"]["tiles"]] if laid else None)
    r = Reader(state, "state", InvalidState)
    seats, options = len(state["players"]), state["options"]
    return (outcome(_scoring, engine.rules.lay_score, options, r, seats, tiles),
            outcome(_read_scoring, engine.rules.lay_score, options, r, seats, tiles))


def _detail(draw: Any, value: Any) -> Any:
    """A detail (``ends`` or ``chain``) changed: an item replaced, added or dropped, or the
    whole replaced."""
    if type(value) is not list or draw(st.integers(0, 5)) == 0:
        return draw(st.one_of(scalars, st.builds(lambda: [3] * 113),
                              st.builds(lambda: ["0-1"] * 28)))
    value = list(value)
    how = draw(st.sampled_from(["item", "item", "add", "drop"]))
    if how == "add" or not value:
        value.append(draw(st.one_of(scalars, st.integers(0, 6), st.sampled_from(
            ["1-2", "2-2", "0-6", "4-5"]))))
    elif how == "drop":
        value.pop(draw(st.integers(0, len(value) - 1)))
    else:
        value[draw(st.integers(0, len(value) - 1))] = draw(st.one_of(
            scalars, st.integers(0, 7), st.sampled_from(["1-2", "2-2", "0-6", "2-1"])))
    return value


def _mutate(draw: Any, entries: list[Any], laid: list[str]) -> None:
    """Change one thing of ``entries``: wrong points, another tile (laid or not), another
    player, a changed detail, a boolean for an integer, a member dropped or added, an entry
    replaced, added or doubled."""
    if not entries or draw(st.integers(0, 9)) == 0:
        entries.append(draw(scalars) if draw(st.booleans()) else copy.deepcopy(entries[-1])
                       if entries else {})
        return
    i = draw(st.integers(0, len(entries) - 1))
    entry = entries[i]
    how = draw(st.sampled_from(["points", "points", "tile", "tile", "player", "detail",
                                "detail", "detail", "bool", "drop key", "extra", "entry"]))
    if how == "entry" or type(entry) is not dict:
        entries[i] = draw(scalars)
    elif how == "points":
        entry["points"] = draw(st.one_of(st.integers(-1, 50), st.sampled_from(
            [10**6, 10**6 + 1, True, 1.0, "1", None])))
    elif how == "tile":
        unlaid = sorted(set(CANONICAL) - set(laid))
        entry["tile"] = draw(st.one_of(st.sampled_from(unlaid), st.sampled_from(laid), scalars))
    elif how == "player":
        entry["player"] = draw(st.one_of(st.integers(-1, 4), scalars))
    elif how == "bool":
        key = draw(st.sampled_from(["player", "points"]))
        entry[key] = bool(entry[key]) if type(entry[key]) is int else True
    elif how == "drop key":
        entry.pop(draw(st.sampled_from(sorted(entry) or ["x"])), None)
    elif how == "extra":
        entry[draw(st.sampled_from(["x", "ends", "chain"]))] = draw(scalars)
    else:
        key = "chain" if "chain" in entry else "ends"
        entry[key] = _detail(draw, entry.get(key))


@SETTINGS
@given(st.data())
def test_scoring_fast_path_agrees_with_the_checked_path(data: Any) -> None:
    draw = data.draw
    game, state = draw(st.sampled_from(SCORED))
    state = copy.deepcopy(state)
    for _ in range(draw(st.integers(1, 2))):
        _mutate(draw, state["scoring"], [t["tile"] for t in state["tableau"]["tiles"]])
    if draw(st.integers(0, 19)) == 0:
        state["scoring"] = draw(st.one_of(scalars, st.builds(lambda: [{}] * 29)))
    fast, checked = _both(game, state, laid=draw(st.booleans()))
    assert fast == checked


def test_every_stored_scoring_takes_the_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = {id(state): _both(game, state)[1] for game, state in SCORED}
    monkeypatch.setattr(reading, "_read_scoring", None)  # (a call would raise TypeError)
    for game, state in SCORED:
        assert _both(game, state)[0] == expected[id(state)], game
        assert _both(game, state, laid=False)[0] == expected[id(state)], game


@pytest.mark.parametrize(("game", "change", "field", "message"), [
    ("bergamor", {"points": 2}, "state.scoring[0].points",
     "must be 1: a scoring lay scores one point."),
    ("bergamor", {"ends": [1, 2]}, "state.scoring[0].ends",
     "must be the two open ends after the lay, which show the same value; got [1, 2]."),
    ("bergamor", {"ends": [True, True]}, "state.scoring[0].ends[0]", "must be an integer."),
    ("bergamor", {"player": True}, "state.scoring[0].player", "must be an integer."),
    ("bergamor", {"points": True}, "state.scoring[0].points", "must be an integer."),
    ("bergamor", {"x": 1}, "state.scoring[0]", "has an unknown member 'x'."),
    ("bergamor", {"tile": "6-6"}, "state.scoring[0].tile",
     "is 6-6, which is not in the tableau."),
    ("muggins", {"points": 15}, "state.scoring[0].points",
     "must be the sum of the counted ends [4, 6], a multiple of 5; got 15."),
    ("muggins", {"ends": [4, 3], "points": 7}, "state.scoring[0].points",
     "must be the sum of the counted ends [4, 3], a multiple of 5; got 7."),
    ("muggins", {"ends": [4, 7]}, "state.scoring[0].ends[1]",
     "must be between 0 and 6; got 7."),
    ("rule-of-two", {"chain": ["5-6", "2-2", "4-5"], "points": 24}, "state.scoring[0].chain",
     "holds a double, but a chain runs from the last double."),
    ("rule-of-two", {"points": 31}, "state.scoring[0].points",
     "must be 30, the pips of the chain."),
])
def test_a_bad_entry_is_refused_as_before(game: str, change: dict[str, Any], field: str,
                                          message: str) -> None:
    state = copy.deepcopy(next(s for g, s in SCORED if g == game and len(s["players"]) == 2))
    state["scoring"][0].update(change)
    assert _both(game, state) == (("InvalidState", f"{field} {message}", field),) * 2
    with pytest.raises(InvalidState) as refused:
        ENGINES[game].load(state)
    assert (str(refused.value), refused.value.field) == (f"{field} {message}", field)


def _checked_figures(r: Reader, seats: int) -> tuple[Any, ...]:
    """``_figures`` by ``integer`` and ``choice`` alone."""
    return (integer(r, "seed", 0, SEED_MAX), integer(r, "chance_step", 0),
            choice(r, "phase", PHASES), integer(r, "round", 1, MAX_ROUNDS),
            integer(r, "dealer", 0, seats - 1))


@SETTINGS
@given(st.data())
def test_figures_fast_path_agrees_with_the_checked_path(data: Any) -> None:
    draw = data.draw
    state = {"seed": 7, "chance_step": 3, "phase": "play", "round": 2, "dealer": 1}
    for _ in range(draw(st.integers(0, 2))):
        state[draw(st.sampled_from(sorted(state)))] = draw(st.one_of(
            scalars, st.integers(-1, 1001),
            st.sampled_from([*PHASES, SEED_MAX, SEED_MAX + 1])))
    r = Reader(state, "state", InvalidState)
    seats = draw(st.integers(2, 4))
    assert outcome(_figures, r, seats) == outcome(_checked_figures, r, seats)
