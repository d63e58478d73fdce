"""Tatooine Spice Train (seed 000, Rules for Tatooine Spice Train).

The double sylop is set in the centre as the hub; on their first turn of a round every player
begins a train on one of its free edges, and later turns go on the trains in progress. The
first player out scores the pips left in every opponent's stock; the match is a set number of
rounds (option ``target``: rounds until a player reaches a score).
"""

from __future__ import annotations

from ...options import OptionSpec
from ..rules import BLOCKED, ROUNDS, Rules, target
from ..tableau import TRAINS

LATE_TRAINS = OptionSpec(
    "late_trains",
    "boolean",
    True,
    "After their first turn a player may still begin a new train on a free edge of the double "
    "sylop (seed 000: 'Afterwards, they can also play their tiles against any of the 'trains' "
    "in progress': 'also', besides beginning trains); false: later turns go only on the "
    "trains in progress.",
)

RULES = Rules(
    id="tatooine-spice-train",
    name="Tatooine Spice Train",
    section="Rules for Tatooine Spice Train",
    summary="Trains run from the double sylop.",
    options=(
        ROUNDS,
        target(
            0,
            0,
            300,
            "0 (seed 000 Goal and Gameplay: 'After a set number of rounds'): the match is "
            "`rounds` rounds. A positive score (Ending the game: 'until one player reaches "
            "the agreed score') deals rounds until one ends with a player at or past it.",
        ),
        BLOCKED,
        LATE_TRAINS,
    ),
    layout=TRAINS,
    match="score",
    trains=True,
)
