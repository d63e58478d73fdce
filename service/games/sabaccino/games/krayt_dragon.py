"""Krayt Dragon and Krayt Dragon Draw (seed 000, Rules for Krayt Dragon; Variants).

The Dragon's Eyes (double 4) opens, placed by its holder (found by discarding and redrawing
when nobody holds it); play runs one way from it, and each double is laid across the line
and forks it. First out wins the round; most rounds won wins. Option ``draw``: Krayt Dragon
Draw.
"""

from __future__ import annotations

from ..rules import BLOCKED, DRAW, ROUNDS, Rules
from ..tableau import FORK

RULES = Rules(
    id="krayt-dragon",
    name="Krayt Dragon",
    section="Rules for Krayt Dragon",
    summary="The double-4 opens; doubles fork the line.",
    options=(DRAW, ROUNDS, BLOCKED),
    layout=FORK,
    opener="eyes",
    round_points="wins",
)
