"""The first player of a Sabaccino round (seed 000, each game's The round and Determine
first player): the lowest double (else the lowest tile), the highest double, the holder of
the Dragon's Eyes, or the winner of a roll-off (``rolloff``: the highest roll, or Porg Foot's
lowest), and the tile the opener must lay. The deal before it is in ``round``.
"""

from __future__ import annotations

from typing import Any

from ..seats import clockwise_from, left_of
from .model import Model
from .tiles import DOUBLE_FOUR, DOUBLE_SYLOP, HIGHEST, Tile
from .turns import begin


def holder(model: Model, tile: Tile) -> int | None:
    """The seat whose stock holds ``tile``, if any."""
    for seat, stock in enumerate(model.stocks):
        if tile in stock:
            return seat
    return None


def decider(stocks: list[list[Tile]]) -> tuple[int, Tile] | None:
    """The first player and the tile that decided: the lowest double in any stock, else the
    lowest tile in sum value, the lower end first between equal sums (seed 000 Basic
    Sabbacinos, The round: "The player with the lowest value double tile goes first (or the
    lowest tile in sum value if there are no doubles)"). ``None`` when every stock is empty.
    """
    best: tuple[tuple[Any, ...], int, Tile] | None = None
    for seat, stock in enumerate(stocks):
        for tile in stock:
            key = (not tile.double, tile.pips, tile.low)
            if best is None or key < best[0]:
                best = (key, seat, tile)
    return None if best is None else (best[1], best[2])


def highest_double(stocks: list[list[Tile]]) -> tuple[int, Tile] | None:
    """The holder of the highest double and the double (Sleemo, Determine first player: "The
    player with the highest double goes first. The double Sylop beats a double 6."), or
    ``None`` when no stock holds a double."""
    best: tuple[int, int, Tile] | None = None
    for seat, stock in enumerate(stocks):
        for tile in stock:
            rank = HIGHEST + 1 if tile is DOUBLE_SYLOP else tile.low
            if tile.double and (best is None or rank > best[0]):
                best = (rank, seat, tile)
    return None if best is None else (best[1], best[2])


def holders(model: Model, order: list[int]) -> list[int]:
    """The seats holding a double, in turn order (``order``, ``turn_order``'s)."""
    return [s for s in order if any(t.double for t in model.stocks[s])]


ROLLED = {
    "dice": "rolled highest ({})",
    "porg": "rolled lowest ({}) of the players holding a double",
    "highest-double": "rolled highest ({}); no player holds a double",
}
"""Why the winner of a roll for the first player opens, by opener kind."""


def opener(model: Model) -> tuple[int | None, str]:
    """The seat that opens this round and why, in words (``None`` if no seat can)."""
    kind = model.rules.opener
    if kind == "highest-double" and (top := highest_double(model.stocks)) is not None:
        return top[0], f"holds the highest double, {top[1]}" + (
            " (the double sylop beats a double 6)" if top[1] is DOUBLE_SYLOP else ""
        )
    if kind == "porg" and not contenders(model):
        held = holders(model, turn_order(model))
        return (held[0], "is the only player holding a double") if held else (None, "")
    if kind in ROLLED:
        seats = contenders(model)
        winner = rolloff(model.rolls, seats, lowest=kind == "porg")[1] if seats else None
        if winner is None:
            return None, ""
        return winner, ROLLED[kind].format(model.rolls[winner][-1])
    if kind == "eyes":
        return holder(model, DOUBLE_FOUR), "holds the Dragon's Eyes (4-4)"
    decided = decider(model.stocks)
    if decided is None:
        return None, ""
    seat, tile = decided
    return seat, (
        f"holds the lowest double, {tile}"
        if tile.double
        else f"holds the lowest tile, {tile} (no player holds a double)"
    )


def required_opening(model: Model) -> Tile | None:
    """The tile the opener must place, or ``None`` when any tile of their stock may open."""
    kind = model.rules.opener
    if kind == "eyes":
        return DOUBLE_FOUR
    if kind == "lowest-double" or kind == "lowest" and model.options.get("open_with_decider"):
        decided = decider(model.stocks)
        return decided[1] if decided else None
    return None


def open_round(model: Model) -> list[dict[str, Any]]:
    """Start play: the opener is to move (with the tile they must open with, if any)."""
    seat, why = opener(model)
    assert seat is not None, "a round opens once its opener is known"
    begin(model, seat)
    required = required_opening(model)
    return [
        {"event": "opener", "player": seat, "why": why, "tile": required.name if required else None}
    ]


def turn_order(model: Model) -> list[int]:
    """Seats in turn order from the dealer's left: who rolls, discards and is dealt first."""
    seats = model.seats
    return clockwise_from(left_of(model.dealer, seats), seats)


def contenders(model: Model) -> list[int]:
    """The seats that roll for the first player this round, in turn order: every seat in Rule
    of Two, and in Sleemo when nobody holds a double; in Porg Foot the players holding a
    double, when more than one does. Once the round has opened, whoever rolled."""
    kind, order = model.rules.opener, turn_order(model)
    if kind == "dice":
        return order
    if kind not in ROLLED:
        return []
    if model.tableau.placed:
        rolls, rolled = model.rolls, []
        for seat in order:  # (a plain loop: a comprehension is a call of its own)
            if rolls[seat]:
                rolled.append(seat)
        return order if kind == "highest-double" and rolled else rolled
    held = holders(model, order)
    if kind == "highest-double":
        return [] if held else order
    return held if len(held) > 1 else []


def rolloff(
    rolls: list[list[int]], order: list[int], lowest: bool = False
) -> tuple[int | None, int | None]:
    """Who rolls next and who has won, from each seat's rolls (Rule of Two, The round: "Each
    player rolls the dice. The player with the highest score goes first"): players roll in
    ``order``; players tied for the highest roll again, in the same order, until one is
    highest. With ``lowest`` the lowest roll wins (Porg Foot: "The player with the lowest
    score places a double tile to start").

    :returns: ``(next roller, None)`` while rolling goes on, ``(None, winner)`` once decided.
    :raises ValueError: rolls that cannot have come about this way.
    """
    contenders, level = order, 0
    while True:  # (plain loops: a comprehension or generator is a call of its own)
        rolled = []
        for s in contenders:
            if len(rolls[s]) > level:
                rolled.append(s)
        count = len(rolled)
        if rolled != contenders[:count]:
            raise ValueError(
                f"seat {contenders[count]} has not rolled, but a seat after it in turn has"
            )
        if count < len(contenders):
            for s in rolled:
                if len(rolls[s]) != level + 1:
                    raise ValueError(f"seat {s} rolled again before the roll-off")
            return contenders[count], None
        best, tied = None, []
        for s in contenders:
            die = rolls[s][level]
            if best is None or (die < best if lowest else die > best):
                best, tied = die, [s]
            elif die == best:
                tied.append(s)
        decided = len(tied) == 1
        for s in contenders:
            if (decided or s not in tied) and len(rolls[s]) != level + 1:
                raise ValueError(
                    f"seat {s} rolled again without being tied for the "
                    f"{'lowest' if lowest else 'highest'}"
                )
        if decided:
            return None, tied[0]
        contenders, level = tied, level + 1


def roller(model: Model) -> int | None:
    """Who rolls next (``None`` when every roll this round is made)."""
    return next_roller(model, None if model.rules.deal == "dice" else contenders(model))


def next_roller(model: Model, rolling: list[int] | None) -> int | None:
    """``roller``, given the round's ``contenders`` (``None`` in a dice deal, where every seat
    rolls once, in turn order): for a caller that needs the contenders too."""
    if rolling is None:
        rolls = model.rolls
        for seat in turn_order(model):
            if not rolls[seat]:
                return seat
        return None
    if not rolling:
        return None
    return rolloff(model.rolls, rolling, lowest=model.rules.opener == "porg")[0]
