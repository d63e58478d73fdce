"""What a Rummikub game is: its catalog entry and options, the limits on tiles, racks and
moves, and ``Model``, one state with tiles as indexes (seed 004).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..interface import INTERFACE_ENDPOINTS, GameInfo
from ..options import OptionSet, OptionSpec
from .tiles import TILE_SETS

SOURCE = "seed 004 (Sabra Rummikub)"
RACK_SIZE = 14
PENALTY_TILES = 3
MAX_MELDS = 60
"""Most melds a move's table may list (106 tiles make at most 35 melds)."""
MAX_MELD_TILES = 20
"""Most tiles one meld of a move may list (a run has at most 13; longer ones are refused
as invalid melds, with the reason)."""
MAX_TILES = 106

OPTIONS = OptionSet(
    (
        OptionSpec(
            "tile_set",
            "string",
            "sabra-104",
            "Which tiles: 'sabra-104', the seed's set (two jokers take the place of one "
            "red 9 and one yellow 5; seed 004 Tiles used), or 'standard-106' (all 104 "
            "numbered tiles and two jokers).",
            choices=tuple(TILE_SETS),
        ),
        OptionSpec(
            "initial_meld",
            "integer",
            30,
            "Least worth of the initial meld (seed 004 The play: 'at least 30 points').",
            minimum=0,
            maximum=100,
        ),
        OptionSpec(
            "rearrange_on_opening",
            "boolean",
            True,
            "Whether the player may add to melds and rearrange the table on the turn of "
            "the initial meld (seed 004 The play: 'on the same or subsequent turns'); "
            "false forbids it, as other editions do.",
        ),
        OptionSpec(
            "freed_joker_new_meld",
            "boolean",
            False,
            "Whether a joker freed by a swap may start a new meld. By default it goes "
            "into a combination already on the table (seed 004 The play: 'he may then "
            "apply the joker to some other existing combination on the table'); true "
            "lets it start a new meld too, as many published rules do.",
        ),
        OptionSpec(
            "empty_pool_scoring",
            "string",
            "less-own",
            "Scores when the pool runs out: 'less-own', the winner is credited with the "
            "others' rack totals less its own (seed 004 Scoring, last line); "
            "'differences', with the sum of the differences between each loser's total "
            "and its own, each loser scoring minus that difference.",
            choices=("less-own", "differences"),
        ),
    )
)

INFO = GameInfo(
    id="rummikub",
    name="Rummikub (Sabra rules)",
    family="rummikub",
    min_players=2,
    max_players=4,
    source="seed 004 (Sabra Rummikub)",
    summary="Meld groups and runs; first to empty the rack wins.",
    options=OPTIONS,
    endpoints=(*INTERFACE_ENDPOINTS, "check-table", "solve"),
    status="available",
)


def rules(options: dict[str, Any]) -> dict[str, Any]:
    """The turn checker's and solver's keyword options, from resolved game options (a state
    saved before an option existed has it at its default: ``OptionSet.resolve``)."""
    return {
        "threshold": options["initial_meld"],
        "rearrange_on_opening": options["rearrange_on_opening"],
        "freed_joker_new_meld": options["freed_joker_new_meld"],
    }


@dataclass
class Model:
    """One Rummikub state, tiles as indexes (``tiles.py``)."""

    options: dict[str, Any]
    seed: int
    chance_step: int
    to_move: int | str | None
    terminal: bool
    racks: list[list[int]]
    opened: list[bool]
    pool: list[int]
    table: list[list[int]]

    @property
    def seats(self) -> int:
        """How many players."""
        return len(self.racks)

    @property
    def mover(self) -> int:
        """The seat to move, once the first player is picked and while the game goes on
        (``to_move`` is checked when the state is read, so asking otherwise is a bug)."""
        seat = self.to_move
        assert isinstance(seat, int), "no player is to move"
        return seat

    def rules(self) -> dict[str, Any]:
        """The turn checker's and solver's keyword options."""
        return rules(self.options)
