"""Porg Foot and its variants (seed 000, Rules for Porg Foot; Variants: Doubles Bonus, HoloNet
Interference, Smuggler's Standoff).

The players holding a double roll a die; the lowest roll sets a double as the hub. Every
double is laid across the tile it matches and must grow a three-toed porg foot before play
goes elsewhere. A player who cannot place draws one tile, then places or passes. The first
player out scores the pips left in every opponent's stock; highest total after the rounds
wins.
"""

from __future__ import annotations

from typing import Any

from ...options import OptionSpec
from ..rules import BLOCKED, ROUNDS, Rules
from ..tableau import Layout, feet

HUB_BRANCHES = OptionSpec(
    "hub_branches",
    "integer",
    3,
    "Tiles the hub needs before play goes elsewhere: 3, as every double (seed 000: 'When a "
    "double is played, players must build 3 branches'), or 4, one on each of its sides.",
    minimum=3,
    maximum=4,
)
DOUBLES_BONUS = OptionSpec(
    "doubles_bonus",
    "boolean",
    False,
    "Doubles Bonus (seed 000): 'When scoring, any doubles left in player's stock score double.'",
)
HOLONET = OptionSpec(
    "holonet_interference",
    "boolean",
    False,
    "HoloNet Interference (seed 000): a player who cannot place rolls the die instead of "
    "drawing: on a 1-3 they draw a tile, on a 4-6 they pass.",
)
STANDOFF = OptionSpec(
    "smugglers_standoff",
    "boolean",
    False,
    "Smuggler's Standoff (seed 000): a double may be laid right after a double, anywhere it "
    "matches ('If two doubles are played back-to-back'); both porg feet must then be "
    "completed before play goes elsewhere.",
)


def layout(options: dict[str, Any]) -> Layout:
    """The porg-foot layout the options make (Smuggler's Standoff, the hub's branches)."""
    return feet(options["smugglers_standoff"], options["hub_branches"])


RULES = Rules(
    id="porg-foot",
    name="Porg Foot",
    section="Rules for Porg Foot",
    summary="Every double must grow a three-toed foot before play goes on.",
    options=(ROUNDS, BLOCKED, HUB_BRANCHES, DOUBLES_BONUS, HOLONET, STANDOFF),
    layout=feet(False, 3),
    layouts=layout,
    opener="porg",
    stuck="draw-one",
)
