"""Rule of Two (seed 000, Rules for Rule of Two).

The highest die roll opens; the pips of laid tiles accrue in a chain until a player lays a
double on an open end and scores the chain laid since the last double; a scored tile is
never scored again. The game ends when a player is out of tiles (or nobody can place);
highest score wins.
"""

from __future__ import annotations

from typing import Any

from ...options import OptionSpec
from ..rules import LayScore, Rules, target
from ..tableau import Tableau
from ..tiles import CANONICAL, Tile, pips

DOUBLE_COUNTS = OptionSpec(
    "double_counts",
    "boolean",
    False,
    "The double that closes a chain counts in it (seed 000: 'they will score the value of the "
    "previously laid tiles' reads it out; false).",
)


class ChainScore(LayScore):
    """A double laid on an open end scores the pips of the tiles laid since the last double
    (and its own with ``double_counts``). Entries: ``{"player", "tile", "points", "chain":
    ["1-2", "2-5"]}``; a lay scoring 0 makes no entry."""

    key = "chain"

    def rule(self, options: dict[str, Any]) -> str:
        return (
            "a double laid on an open end scores the pips of the tiles laid since the last "
            "double" + (", and its own" if options["double_counts"] else "")
        )

    def detail(self, tableau: Tableau, options: dict[str, Any]) -> list[Any] | None:
        placed = tableau.placed
        last = placed[-1]
        if not last.tile.double or last.end is None:
            return None
        chain: list[str] = []
        for earlier in reversed(placed[:-1]):
            if earlier.tile.double:
                break
            chain.append(earlier.tile.name)
        chain.reverse()
        return chain

    def points(self, tile: Tile, detail: list[Any], options: dict[str, Any]) -> int:
        if not tile.double:
            return 0
        return pips([CANONICAL[name] for name in detail]) + (
            tile.pips if options["double_counts"] else 0
        )

    def explain(self, entry: dict[str, Any]) -> str:
        chain = " + ".join(entry["chain"]) or "no tile"
        return f"{entry['tile']} closed the chain {chain}: {entry['points']}"


RULES = Rules(
    id="rule-of-two",
    name="Rule of Two",
    section="Rules for Rule of Two",
    summary="Laying a double scores the chain laid since the last double.",
    options=(
        DOUBLE_COUNTS,
        target(
            0,
            0,
            300,
            "0 (seed 000 Ending the game): the game ends when a player runs out of tiles. "
            "A positive score plays rounds until a player reaches it (seed 000 Gameplay: "
            "'until one player reaches the agreed score').",
        ),
    ),
    opener="dice",
    round_points="none",
    match="target",
    lay_score=ChainScore(),
)
