"""The plain-test fast paths of reading a Sabacc state agree with the checked ``Reader`` path.

``SabaccTable._head`` and ``_players`` take the usual state by plain tests and hand anything
else to ``_read_head`` and ``_player``; whatever the value, both ways give the same result or
the same refusal (code, message, field). ``Table.active`` and ``next_to_act`` count seats
clockwise; they agree with ``seats.clockwise_from``.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from service.games.errors import ArbiterError
from service.games.reader import Reader
from service.games.sabacc import ENGINES
from service.games.sabacc.model import Player, Table
from service.games.sabacc.reading import PHASES
from service.games.seats import clockwise_from, left_of

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True)
GAMES = sorted(ENGINES)
CARDS = ["+1c", "-2s", "0a", "+7f"]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-2, 25), st.sampled_from(
    ["turn", "dice", "sudden_demise", "over", "chance", "+1c", ""]), st.floats(0, 2))
sizes = st.sampled_from([0, 1, 2, 20, 21]) | st.integers(0, 22)  # at the limits, and any
hands = st.one_of(sizes.map(lambda k: (CARDS * 6)[:k]), scalars)


def usually(draw: Any, value: Any, other: Any) -> Any:
    """``value`` three times in four, else a draw of ``other``."""
    return value if draw(st.integers(0, 3)) else draw(other)


def outcome(read: Any, *args: Any) -> Any:
    """What ``read(*args)`` gives: its result, or the refusal as (type, message, field)."""
    try:
        result = read(*args)
    except ArbiterError as exc:
        return type(exc).__name__, str(exc), exc.field
    if isinstance(result, list):  # seats: compare their members
        return [(p.hand, p.out, p.frozen) for p in result]
    return result


@st.composite
def seats(draw: Any, game: str) -> Any:
    """A seat object, usually well formed, with members dropped, added or of other types."""
    engine = ENGINES[game]
    seat: dict[str, Any] = {"hand": usually(draw, (CARDS * 6)[:draw(sizes)], scalars),
                            engine.out_key: usually(draw, draw(st.booleans()), scalars)}
    if engine.frozen_key:
        seat["frozen"] = usually(draw, draw(st.lists(st.sampled_from(CARDS))), scalars)
    for key in usually(draw, [], st.lists(st.sampled_from(["hand", engine.out_key, "frozen",
                                                            "x"]), max_size=2)):
        if key in seat and draw(st.booleans()):
            del seat[key]
        else:
            seat[key] = draw(st.one_of(scalars, hands))
    return usually(draw, seat, scalars)


@SETTINGS
@given(st.sampled_from(GAMES), st.data())
def test_players_fast_path_agrees(game: str, data: Any) -> None:
    engine = ENGINES[game]
    raw = data.draw(seats(game))
    assert outcome(engine._players, [raw]) == outcome(lambda: [engine._player(raw, 0)])


@SETTINGS
@given(st.sampled_from(GAMES), st.data())
def test_head_fast_path_agrees(game: str, data: Any) -> None:
    engine, draw = ENGINES[game], data.draw
    n = draw(st.integers(engine.info.min_players - 1, engine.info.max_players + 1))
    dealer = draw(st.integers(0, n))
    state = {"players": usually(draw, [{}] * n, scalars),
             "dealer": usually(draw, dealer, st.one_of(st.integers(-1, 8), scalars)),
             "phase": usually(draw, draw(st.sampled_from(PHASES)), scalars),
             "round": usually(draw, draw(st.integers(0, 4)), scalars)}
    options = {"dealer": dealer}
    r = Reader(state, "state")
    assert outcome(engine._head, r, options) == outcome(engine._read_head, r, options)


@SETTINGS
@given(st.lists(st.booleans(), min_size=2, max_size=8), st.data())
def test_turn_order_is_clockwise(out: list[bool], data: Any) -> None:
    n = len(out)
    dealer, caller = data.draw(st.integers(0, n - 1)), data.draw(st.none() | st.integers(0, n - 1))
    model = Table(options={}, seed=0, chance_step=0, dealer=dealer, round=1, phase="turn",
                  to_move=None, players=[Player([], o) for o in out], draw_pile=[],
                  discard_pile=[], caller=caller)
    assert model.active() == [s for s in clockwise_from(left_of(dealer, n), n) if not out[s]]
    engine = ENGINES["traditional-sabacc"]
    order = clockwise_from(left_of(dealer if caller is None else caller, n), n)
    for after in [None, *range(n)]:
        rest = order if after is None else order[order.index(after) + 1:]
        expected = next((s for s in rest if not out[s] and s != caller), None)
        assert engine.next_to_act(model, after) == expected
