"""Sabbacino Cross and Sabbacino Cross Draw (seed 000, Rules for Sabbacino Cross; Variants).

The lowest double in the first player's stock is the cross tile; only its four sides take
tiles until all four arms are started, then the ends of the arms. Scoring as in Basic
Sabbacinos. Option ``draw``: Sabbacino Cross Draw.
"""

from __future__ import annotations

from ..rules import BLOCKED, DRAW, ROUNDS, Rules
from ..tableau import CROSS

RULES = Rules(
    id="sabaccino-cross",
    name="Sabbacino Cross",
    section="Rules for Sabbacino Cross",
    summary="Play starts on the four sides of a double: a cross.",
    options=(DRAW, ROUNDS, BLOCKED),
    layout=CROSS,
    opener="lowest-double",
)
