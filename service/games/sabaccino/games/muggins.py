"""Muggins (seed 000, Rules for Muggins).

Every double is laid crosswise and opens its free edges; a player scores the count of the
layout whenever the tile they lay brings it to a multiple of 5; first to the target (usually
100 or 150) wins.

Options (docs/rules/muggins.md):

- ``count``: ``"exposed"`` (default, the count Muggins, All Fives and Five Up players use: a
  crosswise double at an exposed end of the layout counts both its halves, once; a double
  with tiles against two of its edges counts nothing, though its free edges stay open) or
  ``"edges"`` (every open edge counts the value it shows).
- ``cannot_place``: what a player who cannot place does (seed: "their either A) pass on their
  go or B) draw from the Boneyard"): ``"choice"`` (default: either, at each such turn, while
  the boneyard has tiles), ``"pass"`` or ``"draw"`` (table-wide). The older boolean ``draw``
  (true: draw) stays so that states saved before ``cannot_place`` keep their meaning.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...options import OptionSpec
from ..rules import DRAW, OPEN_WITH_DECIDER, LayScore, Rules, target
from ..tableau import SPINNERS, Tableau
from ..tiles import Tile

MULTIPLE = 5
SIDES = 2
"""A crosswise double is an exposed end of the layout until tiles lie against two of its
edges (its two sides, in the common rules, where the first two tiles laid against a spinner
go on its sides); the tile it was laid on is one of them."""

COUNT = OptionSpec(
    "count",
    "string",
    "exposed",
    "How the ends are counted (seed 000 Muggins, Scoring: 'the sum of the open ends'): "
    "'exposed' - a crosswise double at an exposed end of the layout counts both its halves "
    "(5-5 counts 10), until tiles lie against two of its edges (then it counts nothing, its "
    "free edges staying open for play), as Muggins, All Fives and Five Up players count; "
    "'edges' - every open edge counts the value it shows (an opening 5-5 counts 20).",
    choices=("exposed", "edges"),
)
CANNOT_PLACE = OptionSpec(
    "cannot_place",
    "string",
    "choice",
    "A player who cannot place (seed 000 Muggins, Player turn: 'their either A) pass on their "
    "go or B) draw from the Boneyard'): 'choice' - at each such turn the player passes or "
    "draws one tile, while the boneyard has tiles; 'pass' - always passes (A); 'draw' - draws "
    "until a tile fits, passing only when the boneyard is empty (B). Option draw true is the "
    "same as 'draw'.",
    choices=("choice", "pass", "draw"),
)


def counted(tableau: Tableau, how: str) -> list[int]:
    """The values the count adds after a lay, in the order of the open ends' ids.

    ``"edges"``: every open end's value. ``"exposed"``: every open end on a tile that is not
    a double; and each double with tiles against fewer than two of its edges (the tile it was
    laid on counts as one) counts both its halves, as two values where its first open end
    comes; the other open ends of a double count nothing.
    """
    if how == "edges":
        return [end.value for end in tableau.ends.values()]
    placed, branches = tableau.placed, tableau.branches
    values, seen = [], set()
    for end in tableau.ends.values():
        tile = placed[end.tile]
        if not tile.tile.double:
            values.append(end.value)
        elif end.tile not in seen:
            seen.add(end.tile)
            if branches[end.tile] + (tile.on is not None) < SIDES:
                values += [end.value, end.value]
    return values


class FivesScore(LayScore):
    """A lay that brings the count of the layout to a multiple of 5 scores the count.

    Entries: ``{"player", "tile", "points", "ends": [...]}`` (the values counted after the
    lay, ``counted``: a double at an exposed end gives both its halves; ``points`` is their
    sum). A count of 0 scores nothing.
    """

    key = "ends"

    def rule(self, options: dict[str, Any]) -> str:
        return (
            f"a lay that brings the count of the layout's ends to a multiple of {MULTIPLE} "
            f"scores the count (seed 000 Muggins, Scoring; count {options['count']!r})"
        )

    def detail(self, tableau: Tableau, options: dict[str, Any]) -> list[Any] | None:
        return counted(tableau, options["count"])

    def points(self, tile: Tile, detail: list[Any], options: dict[str, Any]) -> int:
        total = sum(detail)
        return total if total % MULTIPLE == 0 else 0

    def explain(self, entry: dict[str, Any]) -> str:
        return (
            f"{entry['tile']} brought the count to "
            f"{' + '.join(map(str, entry['ends']))} = {entry['points']}"
        )


RULES = Rules(
    id="muggins",
    name="Muggins",
    section="Rules for Muggins",
    summary="Score when the ends of the layout count a multiple of 5.",
    options=(
        target(100, 1, 300, "The score that wins the match (seed 000: 'usually 100 or 150')."),
        OPEN_WITH_DECIDER,
        replace(
            DRAW,
            description="Kept for states saved before 'cannot_place': true is "
            "'cannot_place' 'draw' (choice B of seed 000 Muggins, Player turn: draw "
            "until a tile fits, passing only when the boneyard is empty).",
        ),
        COUNT,
        CANNOT_PLACE,
    ),
    layout=SPINNERS,
    round_points="none",
    match="target",
    lay_score=FivesScore(),
)
