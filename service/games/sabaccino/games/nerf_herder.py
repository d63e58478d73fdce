"""Nerf Herder and Big Ranch Nerf Herder (seed 000, Rules for Nerf Herder; Variant).

Bergamor's game, scoring a point when the two open ends sum to 7 (9 with option
``big_ranch``).
"""

from __future__ import annotations

from typing import Any

from ...options import OptionSpec
from ..rules import OPEN_WITH_DECIDER, OPENER_SCORES, Rules, target
from .bergamor import EndsScore

BIG_RANCH = OptionSpec(
    "big_ranch",
    "boolean",
    False,
    "Big Ranch Nerf Herder (seed 000): the open ends must sum to 9 instead of 7.",
)


def total(options: dict[str, Any]) -> int:
    """The sum that scores: 7, or 9 in Big Ranch."""
    return 9 if options["big_ranch"] else 7


RULES = Rules(
    id="nerf-herder",
    name="Nerf Herder",
    section="Rules for Nerf Herder",
    summary="Score a point when the two open ends sum to 7.",
    options=(
        target(6, 1, 24, "The score that wins the match (seed 000: 'usually 4, 6 or 12')."),
        BIG_RANCH,
        OPEN_WITH_DECIDER,
        OPENER_SCORES,
    ),
    round_points="none",
    match="target",
    lay_score=EndsScore(
        lambda a, b, options: a + b == total(options), lambda options: f"sum to {total(options)}"
    ),
)
