"""Muggins (seed 000, Rules for Muggins).

Every double is laid crosswise and opens its free edges; a player scores the sum of all
the open ends whenever the tile they lay brings it to a multiple of 5; first to the target
(usually 100 or 150) wins. Option ``draw``: a player who cannot place draws (the seed's
choice B) instead of passing (choice A).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..reader import Reader, integers
from .rules import DRAW, OPEN_WITH_DECIDER, LayScore, Rules, target
from .tableau import SPINNERS, Tableau
from .tiles import HIGHEST, TILES, Tile

MULTIPLE = 5


class FivesScore(LayScore):
    """A lay that brings the sum of every open end to a multiple of 5 scores that sum.

    Entries: ``{"player", "tile", "points", "ends": [...]}`` (the values of every open end
    after the lay, in id order; ``points`` is their sum). A sum of 0 scores nothing.
    """

    key = "ends"

    def score(self, tableau: Tableau, options: dict[str, Any]) -> tuple[int, list[Any]] | None:
        ends = [end.value for end in tableau.ends.values()]
        total = sum(ends)
        return (total, ends) if total and total % MULTIPLE == 0 else None

    def read(self, r: Reader, tile: Tile, points: int, options: dict[str, Any]) -> list[Any]:
        ends = integers(r, "ends", 0, HIGHEST, 4 * len(TILES))
        if sum(ends) % MULTIPLE or points != sum(ends):
            raise r["points"].fail(f"must be the sum of the open ends {ends}, a multiple of "
                                   f"{MULTIPLE}; got {points}.")
        return ends

    def explain(self, entry: dict[str, Any]) -> str:
        return (f"{entry['tile']} brought the open ends to "
                f"{' + '.join(map(str, entry['ends']))} = {entry['points']}")


RULES = Rules(
    id="muggins", name="Muggins", section="Rules for Muggins",
    summary="Score when the open ends sum to a multiple of 5.",
    options=(target(100, 1, "The score that wins the match (seed 000: 'usually 100 or 150')."),
             OPEN_WITH_DECIDER,
             replace(DRAW, description="Choice B of seed 000 Muggins, Player turn ('their "
                     "either A) pass on their go or B) draw from the Boneyard'): draw until a "
                     "tile fits, passing only when the boneyard is empty.")),
    layout=SPINNERS, round_points="none", match="target", lay_score=FivesScore())
