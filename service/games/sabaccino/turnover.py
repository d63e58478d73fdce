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

from ..errors import IllegalMove
from ..interface import can
from ..seats import clockwise_from
from ..words import seat as seat_name
from .state import Model
from .tiles import Tile
from .turns import next_turn

PART = "Consecutive tiles"
RULE = ("A player who lays a tile with consecutive values may force any opponent to turn over "
        "a tile of their choice, which that opponent cannot use on their next turn.")


def consecutive(tile: Tile) -> bool:
    """Whether the tile's two values are consecutive numbers (0-1 ... 5-6; not 0-6)."""
    return tile.high - tile.low == 1


def targets(model: Model, seat: int) -> list[tuple[int, int]]:
    """Every ``(opponent, index)`` ``seat`` may turn over: each tile of each opponent's stock
    (clockwise from ``seat``'s left) not turned over already."""
    return [(other, index) for other in clockwise_from(seat, model.seats)[1:]
            for index, tile in enumerate(model.stocks[other])
            if tile not in model.turned[other]]


def due(model: Model, seat: int, tile: Tile) -> bool:
    """Whether laying ``tile`` lets ``seat`` turn over an opponent's tile now."""
    return consecutive(tile) and bool(targets(model, seat))


def moves(model: Model) -> list[dict[str, Any]]:
    """The choices in the ``"turn_over"`` phase: every target, and declining."""
    return [{"action": "turn_over", "player": other, "index": index}
            for other, index in targets(model, model.mover)] + [{"action": "decline"}]


def _choosing(model: Model, action: str) -> int:
    if model.phase != "turn_over":
        raise IllegalMove(
            f"No tile can be {action} now: only right after laying a tile with consecutive "
            f"values does its player choose an opponent's tile to turn over.",
            rule=RULE, source=model.rules.source(PART))
    return model.mover


def verify_turn_over(model: Model, player: int, index: int) -> None:
    """Refuse turning over the tile at ``index`` of ``player``'s stock.

    :raises IllegalMove: not the ``"turn_over"`` phase; ``player`` is the chooser or no seat;
        no tile at ``index``; that tile is turned over already.
    """
    seat = _choosing(model, "turned over")
    source = model.rules.source(PART)
    if player == seat or not 0 <= player < model.seats:
        raise IllegalMove(f"{seat_name(seat)} turns over a tile of an opponent (player: an index "
                          f"from 0 to {model.seats - 1} other than {seat}), not of "
                          f"{seat_name(player).lower()}.",
                          rule=RULE, source=source)
    stock = model.stocks[player]
    if not 0 <= index < len(stock):
        raise IllegalMove(f"{seat_name(player)}'s stock has {len(stock)} tile(s) (indexes 0 to "
                          f"{len(stock) - 1}); there is no tile at index {index}.",
                          rule=RULE, source=source)
    if stock[index] in model.turned[player]:
        raise IllegalMove(f"The tile at index {index} of {seat_name(player).lower()}'s stock "
                          f"is turned over already.", rule=RULE, source=source)


def can_turn_over(model: Model, player: int, index: int) -> bool:
    """Whether ``verify_turn_over`` lets the choice through."""
    return can(verify_turn_over, model, player, index)


def do_turn_over(model: Model, player: int, index: int) -> list[dict[str, Any]]:
    """Turn the tile over (verified) and end the chooser's turn."""
    seat, tile = model.mover, model.stocks[player][index]
    model.turned[player].append(tile)
    next_turn(model, seat)
    return [{"event": "turned_over", "player": seat, "opponent": player, "index": index,
             "tile": tile.name}]


def verify_decline(model: Model) -> None:
    """Refuse declining outside the ``"turn_over"`` phase ("you *may* force any opponent")."""
    _choosing(model, "left standing")


def can_decline(model: Model) -> bool:
    """Whether ``verify_decline`` lets it through."""
    return model.phase == "turn_over"


def do_decline(model: Model) -> list[dict[str, Any]]:
    """Turn nothing over and end the chooser's turn."""
    seat = model.mover
    next_turn(model, seat)
    return [{"event": "declined", "player": seat}]
