"""Sleemo's consecutive tiles (seed 000, Rules for Sleemo, Consecutive tiles): "If you play a
tile that features consecutive values (i.e., a tile with 1 and 2, or 4 and 5), then you may
force any opponent to turn over a tile (of your choice) in their stock. They will not be able
to use that tile on their next turn. After that, it becomes playable again."

After such a tile (unless it ended the round) the phase is ``"turn_over"`` and its player
chooses: ``{"action": "turn_over", "player": 2, "index": 0}`` turns over the tile at index 0
of player 2's stock (stocks are hidden, so the choice is by position), or
``{"action": "decline"}``. The tile is listed in ``turned`` (every viewer sees it) until the
end of its owner's next turn (``turns.next_turn``).
"""

from __future__ import annotations

from typing import Any

from ..seats import clockwise_from
from .model import Model
from .tiles import Tile

PART = "Consecutive tiles"
RULE = (
    "A player who lays a tile with consecutive values may force any opponent to turn over "
    "a tile of their choice, which that opponent cannot use on their next turn."
)


def consecutive(tile: Tile) -> bool:
    """Whether the tile's two values are consecutive numbers (0-1 ... 5-6; not 0-6)."""
    return tile.high - tile.low == 1


def targets(model: Model, seat: int) -> list[tuple[int, int]]:
    """Every ``(opponent, index)`` ``seat`` may turn over: each tile of each opponent's stock
    (clockwise from ``seat``'s left) not turned over already."""
    return [
        (other, index)
        for other in clockwise_from(seat, model.seats)[1:]
        for index, tile in enumerate(model.stocks[other])
        if tile not in model.turned[other]
    ]


def due(model: Model, seat: int, tile: Tile) -> bool:
    """Whether laying ``tile`` lets ``seat`` turn over an opponent's tile now."""
    return consecutive(tile) and bool(targets(model, seat))


def moves(model: Model) -> list[dict[str, Any]]:
    """The choices in the ``"turn_over"`` phase: every target, and declining."""
    return [
        {"action": "turn_over", "player": other, "index": index}
        for other, index in targets(model, model.mover)
    ] + [{"action": "decline"}]
