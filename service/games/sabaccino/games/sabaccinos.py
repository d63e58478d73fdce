"""Basic Sabbacinos and Sabbacino Draw (seed 000, Rules for Basic Sabbacinos; Variants).

A line with two ends; the first player out scores every opponent's pips; the match is a set
number of rounds, highest total wins. Option ``draw``: the Draw variant.
"""

from __future__ import annotations

from ..rules import BLOCKED, DRAW, OPEN_WITH_DECIDER, ROUNDS, Rules

RULES = Rules(
    id="sabaccinos",
    name="Basic Sabbacinos",
    section="Rules for Basic Sabbacinos",
    summary="Empty your stock first; score the pips left in the other stocks.",
    options=(DRAW, ROUNDS, BLOCKED, OPEN_WITH_DECIDER),
)
