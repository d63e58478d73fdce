"""Sleemo (seed 000, Rules for Sleemo).

Three tiles each; the highest double (the double sylop highest of all) opens, else the
highest die roll, with any tile; doubles fork the line. A player who cannot place rolls a die
and draws that many tiles; a tile with consecutive values turns over an opponent's tile for
their next turn (``turnover``). The first player out scores the pips left in every opponent's
stock; first to the target score (usually 100, 300 or 500) wins.
"""

from __future__ import annotations

from dataclasses import replace

from ...options import OptionSpec
from ..rules import BLOCKED, ROUNDS, Rules, target
from ..tableau import SNAKE

PLACE_AFTER_DRAW = OptionSpec(
    "place_after_draw",
    "string",
    "may",
    "A player who drew on their turn (seed 000 Sleemo, Player turn: 'The player may make a "
    "legal move using any of the new tiles if possible. If they still cannot place, they "
    "pass'): 'may' - placing a tile that now fits is allowed, passing too; 'must' - a player "
    "who can place must.",
    choices=("may", "must"),
)

RULES = Rules(
    id="sleemo",
    name="Sleemo",
    section="Rules for Sleemo",
    summary="Three tiles each; roll to draw when stuck; consecutive tiles freeze a rival tile.",
    options=(
        target(
            100,
            0,
            500,
            "The score that wins the match (seed 000: 'usually 100, 300 or "
            "500 points'); 0 plays `rounds` rounds instead (Gameplay: 'usually "
            "played for a set number of rounds').",
        ),
        replace(
            ROUNDS,
            description="Rounds in the match when `target` is 0 (seed 000: "
            "'usually between 3 to five').",
        ),
        BLOCKED,
        PLACE_AFTER_DRAW,
    ),
    layout=SNAKE,
    stock=3,
    opener="highest-double",
    match="score",
    stuck="roll-draw",
    consecutive=True,
)
