"""Turn order at a Sabacc table (seed 001 §3 "Play proceeds clockwise"; seed 002 steps 4 and
10): ``Table.active`` lists the seats still in, clockwise from the dealer's left, and
``next_to_act`` is the next of them after a seat, the caller (seed 002 Calling) excepted.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from service.games.sabacc import ENGINES
from service.games.sabacc.model import Player, Table
from service.games.seats import clockwise_from, left_of

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True)


@SETTINGS
@given(st.lists(st.booleans(), min_size=2, max_size=8), st.data())
def test_turn_order_is_clockwise(out: list[bool], data: Any) -> None:
    n = len(out)
    dealer, caller = data.draw(st.integers(0, n - 1)), data.draw(st.none() | st.integers(0, n - 1))
    model = Table(
        options={},
        seed=0,
        chance_step=0,
        dealer=dealer,
        round=1,
        phase="turn",
        to_move=None,
        players=[Player([], o) for o in out],
        draw_pile=[],
        discard_pile=[],
        caller=caller,
    )
    assert model.active() == [s for s in clockwise_from(left_of(dealer, n), n) if not out[s]]
    engine = ENGINES["traditional-sabacc"]
    order = clockwise_from(left_of(dealer if caller is None else caller, n), n)
    for after in [None, *range(n)]:
        rest = order if after is None else order[order.index(after) + 1 :]
        expected = next((s for s in rest if not out[s] and s != caller), None)
        assert engine.next_to_act(model, after) == expected
