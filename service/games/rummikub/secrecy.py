"""What each seat of a Rummikub game may see: the view, events and standings for one viewer.

Racks are hidden until play ends and the pool is face down (seed 004 Shuffle: "Place the
tiles face down"); the picks for first player are shown and go back (First to play); tiles
laid are on the table for all. So tiles drawn (``draw`` and ``penalty``: ``tiles``) are seen
only by their drawer, and another seat's rack total is not shown while play goes on (its
count of tiles is, as ``rack_count`` in the view).
"""

from __future__ import annotations

from typing import Any

from ..interface import conceal, without
from .model import Model

DRAWS = ("draw", "penalty")
"""Events whose ``tiles`` were drawn face down from the pool."""


class Secrecy:
    """The viewer hooks of ``Rummikub``, kept together so that what a seat may see is
    decided once."""

    def visible(self, model: Model, state: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """The state as ``viewer`` sees it: other racks as ``rack_count`` until the game is
        over (then racks are shown and counted), the pool as ``pool_count``."""
        players = [dict(player) for player in state["players"]]
        for p, player in enumerate(players):
            if p != viewer and not model.terminal:
                conceal(player, "rack")
        seen = {**state, "players": players}
        conceal(seen, "pool")
        return seen

    def conceal_event(self, event: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """Tiles drawn become ``tiles_count`` for everyone but their drawer."""
        if event["event"] in DRAWS and event["player"] != viewer:
            event = dict(event)
            conceal(event, "tiles")
        return event

    def visible_standings(
        self, model: Model, standings: dict[str, Any], viewer: int | str
    ) -> dict[str, Any]:
        """While play goes on, another seat's ``rack_points`` (its rack total) is left out;
        ``rack_tiles`` stays (the view shows it as ``rack_count``). Once play ends every rack
        is shown and scored."""
        if model.terminal:
            return standings
        rows = [
            row if row["player"] == viewer else without(row, "rack_points")
            for row in standings["standings"]
        ]
        return {**standings, "standings": rows}
