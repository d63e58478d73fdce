"""Bergamor (seed 000, Rules for Bergamor), and the open-end scoring Nerf Herder shares.

A line with two ends; a player scores a point for each tile they lay that leaves the two
open ends showing the same value; first to the target (usually 4, 6 or 12) wins.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..reader import Reader
from .rules import OPEN_WITH_DECIDER, OPENER_SCORES, LayScore, Rules, target
from .tableau import Tableau
from .tiles import HIGHEST, Tile


class EndsScore(LayScore):
    """One point for a lay that leaves the two open ends of the line making a pair that
    ``test(a, b, options)`` accepts; ``words(options)`` says what the pair must be.

    Entries: ``{"player", "tile", "points": 1, "ends": [a, b]}`` (the open ends after the lay).
    The opening tile scores too when its halves make the pair (option ``opener_scores``).
    """

    key = "ends"

    def __init__(self, test: Callable[[int, int, dict[str, Any]], bool],
                 words: Callable[[dict[str, Any]], str]) -> None:
        self.test, self.words = test, words

    def score(self, tableau: Tableau, options: dict[str, Any]) -> tuple[int, list[Any]] | None:
        if len(tableau.placed) == 1 and not options["opener_scores"]:
            return None
        ends = [end.value for end in tableau.ends.values()]
        if len(ends) == 2 and self.test(ends[0], ends[1], options):
            return 1, ends
        return None

    def read(self, r: Reader, tile: Tile, points: int, options: dict[str, Any]) -> list[Any]:
        ends = r.value["ends"]
        if type(ends) is not list or not all(type(v) is int and 0 <= v <= HIGHEST for v in ends):
            ends = [item.int(0, HIGHEST) for item in r["ends"].items(2)]
        if len(ends) != 2 or not self.test(ends[0], ends[1], options):
            raise r["ends"].fail(f"must be the two open ends after the lay, which "
                                 f"{self.words(options)}; got {ends}.")
        if points != 1:
            raise r["points"].fail("must be 1: a scoring lay scores one point.")
        return list(ends)

    def plain(self, tile: Tile, points: int, detail: Any, options: dict[str, Any]
              ) -> list[Any] | None:
        """Exact: ``read`` accepts just two integers (not booleans) from 0 to ``HIGHEST``
        that pass ``test``, with 1 point."""
        if points == 1 and type(detail) is list and len(detail) == 2:
            a, b = detail
            if (type(a) is int and 0 <= a <= HIGHEST and type(b) is int and 0 <= b <= HIGHEST
                    and self.test(a, b, options)):
                return [a, b]
        return None

    def explain(self, entry: dict[str, Any]) -> str:
        a, b = entry["ends"]
        return f"{entry['tile']} left the open ends showing {a} and {b}: 1"


RULES = Rules(
    id="bergamor", name="Bergamor", section="Rules for Bergamor",
    summary="Score a point when both open ends show the same number.",
    options=(target(6, 1, 24, "The score that wins the match (seed 000: 'usually 4, 6 or 12')."),
             OPEN_WITH_DECIDER, OPENER_SCORES),
    round_points="none", match="target",
    lay_score=EndsScore(lambda a, b, options: a == b, lambda options: "show the same value"))
