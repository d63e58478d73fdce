"""What each seat of a Sabaccino game may see: the view, events and standings for one viewer.

Stocks are held hidden while a round is in play and shown once it ends (seed 000, The round:
the pips left in each stock are counted); the boneyard is face down. So a tile drawn from the
boneyard is seen only by its drawer (``drew.tile``; Krayt Dragon's ``discarded.drew``), and
the pips of another seat's stock are not shown while the round goes on. Tiles laid, turned
over (Sleemo), discarded, or named as the tile an opener must lay are seen by everyone.
"""

from __future__ import annotations

from typing import Any

from ..interface import conceal, without
from .model import Model

DRAWN = {"drew": "tile", "discarded": "drew"}
"""Event kind -> the member naming a tile drawn face down from the boneyard (the ``drew``
of a ``rolled`` event is a count, public)."""


def in_play(model: Model) -> bool:
    """Whether a round is in play (stocks hidden), not between rounds or over."""
    return model.phase not in ("deal", "over")


class Secrecy:
    """The viewer hooks of ``SabaccinoGame``, kept together so that what a seat may see is
    decided once."""

    def visible(self, model: Model, state: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """The state as ``viewer`` sees it: other players' stocks become ``stock_count`` while
        a round is in play (stocks are shown once it ends), the boneyard ``boneyard_count``."""
        players = [dict(player) for player in state["players"]]
        for seat, player in enumerate(players):
            if in_play(model) and seat != viewer:
                conceal(player, "stock")
        seen = {**state, "players": players}
        conceal(seen, "boneyard")
        return seen

    def conceal_event(self, event: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """A tile drawn from the boneyard is left out for everyone but its drawer."""
        member = DRAWN.get(event["event"])
        if member is not None and event["player"] != viewer:
            return without(event, member)
        return event

    def visible_standings(
        self, model: Model, standings: dict[str, Any], viewer: int | str
    ) -> dict[str, Any]:
        """While a round is in play, another seat's ``current.pips`` (its stock's pips) is
        left out; finished rounds and lay points are public."""
        if not in_play(model):
            return standings
        rows = []
        for row in standings["standings"]:
            if row["player"] != viewer and "current" in row:
                row = {**row, "current": without(row["current"], "pips")}
            rows.append(row)
        return {**standings, "standings": rows}
