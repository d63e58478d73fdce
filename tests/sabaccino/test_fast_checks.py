"""The plain-loop rewrites of reading and checking a Sabaccino state agree with what they
replaced.

``opening.rolloff`` (plain loops) decides every roll-off, and refuses every impossible one
with the same words, as the comprehensions it replaced did.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from service.games.sabaccino.opening import rolloff

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
