"""Rule of Two (seed 000, Rules for Rule of Two).

The highest die roll opens; the pips of laid tiles accrue in a chain until a player lays a
double on an open end and scores the chain laid since the last double; a scored tile is
never scored again. The game ends when a player is out of tiles (or nobody can place);
highest score wins.
"""

from __future__ import annotations

from typing import Any

from ..options import OptionSpec
from ..reader import Reader
from .rules import LayScore, Rules, target
from .tableau import Tableau
from .tiles import Tile, pips, plain_tiles, read_all

DOUBLE_COUNTS = OptionSpec(
    "double_counts", "boolean", False,
    "The double that closes a chain counts in it (seed 000: 'they will score the value of the "
    "previously laid tiles' reads it out; false).")


class ChainScore(LayScore):
    """A double laid on an open end scores the pips of the tiles laid since the last double
    (and its own with ``double_counts``). Entries: ``{"player", "tile", "points", "chain":
    ["1-2", "2-5"]}``; a lay scoring 0 makes no entry."""

    key = "chain"

    def score(self, tableau: Tableau, options: dict[str, Any]) -> tuple[int, list[Any]] | None:
        placed = tableau.placed
        last = placed[-1]
        if not last.tile.double or last.end is None:
            return None
        chain: list[Tile] = []
        for earlier in reversed(placed[:-1]):
            if earlier.tile.double:
                break
            chain.append(earlier.tile)
        chain.reverse()
        points = pips(chain) + (last.tile.pips if options["double_counts"] else 0)
        return (points, [t.name for t in chain]) if points else None

    def read(self, r: Reader, tile: Tile, points: int, options: dict[str, Any]) -> list[Any]:
        if not tile.double:
            raise r["tile"].fail(f"is {tile}: only a double scores a chain.")
        chain = read_all(r.value["chain"], f"{r.path}.chain", r.error, 27)
        if any(t.double for t in chain):
            raise r["chain"].fail("holds a double, but a chain runs from the last double.")
        expected = pips(chain) + (tile.pips if options["double_counts"] else 0)
        if points != expected:
            raise r["points"].fail(f"must be {expected}, the pips of the chain"
                                   + (f" and {tile}" if options["double_counts"] else "") + ".")
        return [t.name for t in chain]

    def plain(self, tile: Tile, points: int, detail: Any, options: dict[str, Any]
              ) -> list[Any] | None:
        """Exact: ``read`` accepts, for a double, a chain that ``plain_tiles`` reads (at most
        27 tiles, in printed form) holding no double, whose pips (and the double's, with
        ``double_counts``) are ``points``."""
        chain = plain_tiles(detail, 27) if tile.double else None
        if chain is None:
            return None
        names, total = [], tile.pips if options["double_counts"] else 0
        for earlier in chain:
            if earlier.double:
                return None
            names.append(earlier.name)
            total += earlier.pips
        return names if total == points else None

    def explain(self, entry: dict[str, Any]) -> str:
        chain = " + ".join(entry["chain"]) or "no tile"
        return f"{entry['tile']} closed the chain {chain}: {entry['points']}"


RULES = Rules(
    id="rule-of-two", name="Rule of Two", section="Rules for Rule of Two",
    summary="Laying a double scores the chain laid since the last double.",
    options=(DOUBLE_COUNTS, target(
        0, 0, 300, "0 (seed 000 Ending the game): the game ends when a player runs out of tiles. "
              "A positive score plays rounds until a player reaches it (seed 000 Gameplay: "
              "'until one player reaches the agreed score').")),
    opener="dice", round_points="none", match="target", lay_score=ChainScore())
