"""The plain-loop rewrites of reading and checking a Sabaccino state agree with what they
replaced.

``opening.rolloff`` (plain loops) decides every roll-off, and refuses every impossible one
with the same words, as the comprehensions it replaced did. ``reading._rolls`` and
``reading._turn`` take the usual rolls and turn by plain tests and hand anything else to
``_read_rolls`` and ``_read_turn``: whatever the value, both ways give the same or refuse
alike (code, message, field). ``checks._check_turn`` skips ``_check_rolls`` where
``opening.decided_at_first_roll`` says the rolls were decided at the first roll: there the
checked path lets them through in every phase but ``"roll"``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hypothesis import given, settings, strategies as st

from bench.inprocess import mid_game
from service.games.errors import ArbiterError, InvalidState
from service.games.reader import Reader
from service.games.sabaccino import ENGINES
from service.games.sabaccino.checks import _check_rolls
from service.games.sabaccino.opening import decided_at_first_roll, rolloff
from service.games.sabaccino.reading import _plain_rolls, _read_rolls, _read_turn, _rolls, _turn
from service.games.sabaccino.state import MAX_ROLLS, PHASES

SETTINGS = settings(max_examples=1000, deadline=None, derandomize=True)


def _old_rolloff(rolls: list[list[int]], order: list[int], lowest: bool = False
                 ) -> tuple[int | None, int | None]:
    """``rolloff`` as it was written before (comprehensions)."""
    contenders, level = order, 0
    while True:
        rolled = [s for s in contenders if len(rolls[s]) > level]
        if rolled != contenders[:len(rolled)]:
            raise ValueError(f"seat {contenders[len(rolled)]} has not rolled, but a seat after "
                             f"it in turn has")
        if len(rolled) < len(contenders):
            extra = [s for s in rolled if len(rolls[s]) != level + 1]
            if extra:
                raise ValueError(f"seat {extra[0]} rolled again before the roll-off")
            return contenders[len(rolled)], None
        best = (min if lowest else max)(rolls[s][level] for s in contenders)
        tied = [s for s in contenders if rolls[s][level] == best]
        out = [s for s in contenders if (s not in tied or len(tied) == 1)
               and len(rolls[s]) != level + 1]
        if out:
            raise ValueError(f"seat {out[0]} rolled again without being tied for the "
                             f"{'lowest' if lowest else 'highest'}")
        if len(tied) == 1:
            return None, tied[0]
        contenders, level = tied, level + 1


def outcome(decide: Any, *args: Any) -> Any:
    """What ``decide(*args)`` gives, or the refusal's words."""
    try:
        return decide(*args)
    except ValueError as exc:
        return str(exc)


@SETTINGS
@given(st.data())
def test_rolloff_decides_and_refuses_as_before(data: Any) -> None:
    draw = data.draw
    seats = draw(st.integers(2, 4))
    rolls = [draw(st.lists(st.integers(1, 3), max_size=3)) for _ in range(seats)]
    order = draw(st.permutations(range(seats)))
    order = order[:draw(st.integers(1, seats))]
    lowest = draw(st.booleans())
    assert outcome(rolloff, rolls, order, lowest) == outcome(_old_rolloff, rolls, order, lowest)


def refusal(read: Any, *args: Any) -> Any:
    """What ``read(*args)`` gives, or the refusal as (type, message, field)."""
    try:
        return read(*args)
    except ArbiterError as exc:
        return type(exc).__name__, str(exc), exc.field


scalars = st.one_of(st.none(), st.booleans(), st.integers(-1, 8), st.floats(0, 2),
                    st.sampled_from(["1", "x"]), st.builds(list), st.builds(dict))


@SETTINGS
@given(st.data())
def test_rolls_fast_path_agrees_with_the_checked_path(data: Any) -> None:
    draw = data.draw
    seats = draw(st.integers(2, 4))
    dice = st.one_of(st.integers(1, 6), scalars)
    rolls = draw(st.one_of(
        st.lists(st.one_of(st.lists(st.integers(1, 6), max_size=3), st.lists(dice, max_size=3),
                           st.builds(lambda: [1] * (MAX_ROLLS + 1)), scalars),
                 min_size=seats - 1, max_size=seats + 1),
        scalars))
    r = Reader({"rolls": rolls}, "state", InvalidState)
    assert refusal(_rolls, r, seats) == refusal(_read_rolls, r, seats)


@SETTINGS
@given(st.data())
def test_turn_fast_path_agrees_with_the_checked_path(data: Any) -> None:
    draw = data.draw
    seats = draw(st.integers(2, 4))
    member = st.one_of(st.integers(-1, 29), scalars)
    turn = draw(st.one_of(
        st.fixed_dictionaries({"player": member, "drew": member}),
        st.dictionaries(st.sampled_from(["player", "drew", "x"]), member),
        scalars))
    r = Reader({"turn": turn}, "state", InvalidState)
    assert refusal(_turn, r, seats) == refusal(_read_turn, r["turn"], seats)


def test_every_stored_state_takes_the_plain_rolls() -> None:
    for game in sorted(ENGINES):
        for seats, plies in ((3, 2), (2, 9), (4, 20)):
            state = mid_game(game, seats, plies)[0]
            if "rolls" in state:
                assert _plain_rolls(state["rolls"], seats) == state["rolls"], game


DICE_GAMES = sorted(game for game in ENGINES if ENGINES[game].rules.has_rolls)
dice_state = cache(mid_game)


@SETTINGS
@given(st.sampled_from(DICE_GAMES), st.data())
def test_rolls_decided_at_first_roll_pass_the_checked_path(game: str, data: Any) -> None:
    draw = data.draw
    seats = draw(st.integers(2, 4))
    model = ENGINES[game].load(dice_state(game, seats, draw(st.sampled_from([2, 9, 20])))[0])
    dice = st.one_of(st.lists(st.integers(1, 6), min_size=1, max_size=1),
                     st.lists(st.integers(1, 6), max_size=3))
    model.rolls = [draw(dice) for _ in range(seats)]
    model.phase = draw(st.sampled_from([p for p in PHASES if p != "roll"]))
    model.dealer = draw(st.integers(0, seats - 1))
    if decided_at_first_roll(model):
        assert game == "rule-of-two"
        _check_rolls(model)  # refuses nothing
