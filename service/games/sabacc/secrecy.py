"""What each seat of a Sabacc table may see: the view, events and standings for one viewer.

Hands are held face down until the reveal; the draw pile is face down; every card that
reaches the discard pile goes face up (seed 001 §3 A round; seed 002 The Setup and Gameplay).
So a card drawn from the draw pile is seen only by its drawer: ``gain`` and the traditional
``swap`` (``card``), and the new cards a dice shift deals (``shift.players[].dealt``). What a
player gives up (``discarded``, a junked or folded hand, a frozen card) is face up for all.
"""

from __future__ import annotations

from typing import Any

from ..interface import conceal, without
from .model import Table

DRAWN = "card"
"""The member of a ``gain`` or traditional ``swap`` event naming the card drawn face down
(Corellian Spike's ``swap`` takes the top discard, face up, as ``took``)."""


class Secrecy:
    """The viewer hooks of ``SabaccTable`` (``visible``, ``conceal_event``,
    ``visible_standings``), kept together so that what a seat may see is decided once."""

    def visible(self, model: Table, state: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """The state as ``viewer`` sees it: other hands as ``hand_count`` (all revealed hands
        are shown from the reveal on), the draw pile as ``draw_pile_count``. The discard pile
        is shown whole: every card reaches it face up."""
        shown = model.showdown is not None
        players = [dict(entry) for entry in state["players"]]
        for seat, entry in enumerate(players):
            if seat != viewer and not (shown and not model.players[seat].out):
                conceal(entry, "hand")
        seen = {**state, "players": players}
        conceal(seen, "draw_pile")
        return seen

    def conceal_event(self, event: dict[str, Any], viewer: int | str) -> dict[str, Any]:
        """A drawn card is left out for everyone but its drawer; a shift's ``dealt`` cards
        become ``dealt_count`` for everyone but their receiver."""
        kind = event["event"]
        if kind in ("gain", "swap") and DRAWN in event and event["player"] != viewer:
            return without(event, DRAWN)
        if kind == "shift":
            players = []
            for entry in event["players"]:
                entry = dict(entry)
                if entry["player"] != viewer:
                    conceal(entry, "dealt")
                players.append(entry)
            return {**event, "players": players}
        return event

    def visible_standings(
        self, model: Table, standings: dict[str, Any], viewer: int | str
    ) -> dict[str, Any]:
        """Nothing to hide: before the reveal a standing counts a hand's cards (``cards``,
        as public as ``hand_count``) and names none; from the reveal on the hands are shown."""
        return standings
