"""Bergamor (seed 000, Rules for Bergamor), and the open-end scoring Nerf Herder shares.

A line with two ends; a player scores a point for each tile they lay that leaves the two
open ends showing the same value; first to the target (usually 4, 6 or 12) wins.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..rules import OPEN_WITH_DECIDER, OPENER_SCORES, LayScore, Rules, target
from ..tableau import Tableau
from ..tiles import Tile


class EndsScore(LayScore):
    """One point for a lay that leaves the two open ends of the line making a pair that
    ``test(a, b, options)`` accepts; ``words(options)`` says what the pair must be.

    Entries: ``{"player", "tile", "points": 1, "ends": [a, b]}`` (the open ends after the lay).
    The opening tile scores too when its halves make the pair (option ``opener_scores``).
    """

    key = "ends"

    def __init__(
        self,
        test: Callable[[int, int, dict[str, Any]], bool],
        words: Callable[[dict[str, Any]], str],
    ) -> None:
        self.test, self.words = test, words

    def rule(self, options: dict[str, Any]) -> str:
        return (
            f"a lay after which the two open ends of the line {self.words(options)} scores 1 point"
        )

    def detail(self, tableau: Tableau, options: dict[str, Any]) -> list[Any] | None:
        if len(tableau.placed) == 1 and not options["opener_scores"]:
            return None
        ends = []
        for end in tableau.ends.values():  # (a plain loop: a comprehension is a call)
            ends.append(end.value)
        return ends

    def points(self, tile: Tile, detail: list[Any], options: dict[str, Any]) -> int:
        return 1 if len(detail) == 2 and self.test(detail[0], detail[1], options) else 0

    def explain(self, entry: dict[str, Any]) -> str:
        a, b = entry["ends"]
        return f"{entry['tile']} left the open ends showing {a} and {b}: 1"


RULES = Rules(
    id="bergamor",
    name="Bergamor",
    section="Rules for Bergamor",
    summary="Score a point when both open ends show the same number.",
    options=(
        target(6, 1, 24, "The score that wins the match (seed 000: 'usually 4, 6 or 12')."),
        OPEN_WITH_DECIDER,
        OPENER_SCORES,
    ),
    round_points="none",
    match="target",
    lay_score=EndsScore(lambda a, b, options: a == b, lambda options: "show the same value"),
)
