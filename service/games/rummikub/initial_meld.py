"""The worth of an initial meld: the melds actually laid wholly from the player's own tiles
(seed 004 The play).

"To meld, each player must have at least 30 points in one or more combinations formed from
the tiles in the players hand. If the joker is used, it counts as the number of points of
the tile it represents." Read as:

* only melds on the table after the turn count, valued as laid: a joker is worth the number
  its place in its meld stands for (``melds.value``), never a better split the player did
  not lay. Rack B1 B2 J Y4 Y5 Y6 Y7: [B1 B2 J] + [Y4 Y5 Y6 Y7] is 6 + 22 = 28;
  [Y4 Y5 Y6 Y7 J] is 30 (the joker is Y8);
* only melds made wholly of tiles from the player's rack count ("formed from the tiles in
  the players hand"); own tiles laid into melds holding table tiles do not.

Tiles carry no identity beyond colour and number, so a meld counts when the laid tiles can
account for it: the worth is the most that a choice of melds after the turn, together no
more of any tile than the player laid into them, adds up to.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from . import melds
from .program import INF, Program
from .tiles import KINDS


def worth(after: Sequence[Sequence[int]], own: Sequence[int]) -> tuple[int, list[int]]:
    """The worth of the initial meld laid in ``after``.

    :param after: the melds after the turn that may count (a meld holding a joker from the
        table before, kept or with its joker replaced, left out by the caller).
    :param own: the tiles the player laid from the rack into those melds (tiles that replaced
        jokers left out).
    :returns: ``(points, indexes into after of the melds counted)``; ``(0, [])`` when no meld
        is made wholly of the player's tiles. Invalid melds never count.
    """
    have = Counter(own)
    mine = [i for i, meld in enumerate(after) if melds.is_valid(meld) and not Counter(meld) - have]
    needed = Counter(t for i in mine for t in after[i])
    if not needed - have:  # every candidate fits at once: the usual case
        return sum(melds.value(after[i]) for i in mine), mine
    counts = np.zeros((KINDS, len(mine)))
    for j, i in enumerate(mine):
        for t in after[i]:
            counts[t, j] += 1
    program = Program(np.full(KINDS, -INF), np.array([have[t] for t in range(KINDS)], float))
    program.add(counts, [melds.value(after[i]) for i in mine], np.ones(len(mine)))
    solution, _ = program.solve(5.0)  # at most 35 binary columns: proven at once
    assert solution is not None  # choosing no meld is always feasible
    chosen = [i for i, on in zip(mine, solution) if on]
    return sum(melds.value(after[i]) for i in chosen), chosen
