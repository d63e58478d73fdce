"""Whose turn it is, and what a seat may use on it (seed 000, each game's Player turn).

Most games need nothing but ``to_move``. Three keep more in the state:

- Tatooine Spice Train (``to_start``): "All players must begin a 'train' or line of
  consecutive Sabbacino tiles from an open edge on their first turn. Afterwards, they can
  also play their tiles against any of the 'trains' in progress." A seat's first turn of a
  round reaches only the free edges of the double sylop (the hub, tile 0); later turns reach
  the trains in progress (and the hub's free edges too with option ``late_trains``).
- Porg Foot and Sleemo (``turn``): a player who cannot place draws once (or rolls and
  draws), then places or passes, so the turn remembers how many tiles it drew.
- Sleemo (``turned``): tiles turned over after an opponent's consecutive tile, which their
  owner cannot use on their next turn.
"""

from __future__ import annotations

from ..seats import clockwise_from, left_of
from ..words import seat as seat_name
from .model import Model
from .tableau import OpenEnd
from .tiles import Tile

HUB = 0
"""The double sylop is tile 0 of a Tatooine Spice Train tableau."""
TRAIN_RULE = (
    "All players must begin a train from an open edge of the double sylop on their "
    "first turn; afterwards they play on the trains in progress."
)
TURNED_RULE = (
    "A tile turned over after an opponent's consecutive tile cannot be used on its "
    "owner's next turn."
)


def begin(model: Model, seat: int) -> None:
    """The round's first turn: ``seat`` (the first player) is to move, every seat has its
    first turn ahead, and nothing is drawn yet."""
    model.phase, model.to_move = "play", seat
    if model.rules.trains:
        model.to_start = clockwise_from(seat, model.seats)
    if model.rules.has_turn:
        model.turn = {"player": seat, "drew": 0}


def next_turn(model: Model, seat: int) -> None:
    """End ``seat``'s turn: its first turn is taken, its turned-over tiles become playable
    again ("After that, it becomes playable again"), and the next seat clockwise is to move."""
    if seat in model.to_start:
        model.to_start.remove(seat)
    if model.rules.consecutive:
        model.turned[seat] = []
    model.phase, model.to_move = "play", left_of(seat, model.seats)  # (no seat is skipped)
    if model.rules.has_turn:
        model.turn = {"player": model.to_move, "drew": 0}


def clear(model: Model) -> None:
    """Between rounds: no turn, no first turns ahead, nothing turned over."""
    model.to_start, model.turn = [], None
    model.turned = [[] for _ in range(model.seats)] if model.rules.consecutive else []


def usable(model: Model, seat: int) -> list[Tile]:
    """The tiles of ``seat``'s stock it may place on this turn (not those turned over)."""
    stock = model.stocks[seat]
    if not model.rules.consecutive or not model.turned[seat]:
        return stock
    return [tile for tile in stock if tile not in model.turned[seat]]


def ends_for(model: Model, seat: int, tile: Tile, eventually: bool = False) -> list[OpenEnd]:
    """The open ends that take ``tile`` from ``seat`` on this turn, whatever values they show.

    :param eventually: the ends ``seat`` may use on this turn or a later one while the
        tableau stays as it is (its first turn over; for finding a blocked round).
    """
    ends = model.tableau.ends_for(tile)
    if not model.rules.trains:
        return ends
    first = seat in model.to_start
    if first and eventually:
        return ends
    if first:
        return [end for end in ends if end.tile == HUB]
    if model.options["late_trains"]:
        return ends  # (the hub's free edges too: every end, as the tableau gives them)
    return [end for end in ends if end.tile != HUB]


def ends_alike(model: Model, eventually: bool = False) -> bool:
    """Whether ``ends_for`` gives every seat, for each tile, all the ends the tableau offers
    it (``Tableau.ends_for``): in every game but Tatooine Spice Train, and there (with
    ``eventually``) where option ``late_trains`` lets later turns use the hub's free edges
    too."""
    return not model.rules.trains or eventually and model.options["late_trains"]


def seat_problem(
    model: Model, seat: int, tile: Tile, end: int | None
) -> tuple[str, str, str] | None:
    """Why ``seat`` may not place ``tile`` on open end ``end`` on this turn, though the
    tableau would take it there: a tile turned over (Sleemo), an end the turn does not reach
    (Tatooine Spice Train).

    :returns: ``(reason, rule, part of the seed section)``, or ``None``.
    """
    if model.rules.consecutive and tile in model.turned[seat]:
        return (
            f"{tile} is turned over: {seat_name(seat).lower()} cannot use it on this turn",
            TURNED_RULE,
            "Consecutive tiles",
        )
    if model.rules.trains and end is not None:
        for reached in ends_for(model, seat, tile):  # (a plain loop: no generator)
            if reached.id == end:
                return None
        if seat in model.to_start:
            free = [str(e.id) for e in model.tableau.ends.values() if e.tile == HUB]
            return (
                f"this is {seat_name(seat).lower()}'s first turn of the round, on which "
                f"they must begin a train on a free edge of the double sylop (open end(s) "
                f"{', '.join(free)}); open end {end} is on a train",
                TRAIN_RULE,
                "Setup",
            )
        return (
            f"open end {end} is a free edge of the double sylop; after their first turn "
            f"players play on the trains in progress (option late_trains lets them begin "
            f"new ones)",
            TRAIN_RULE,
            "Setup",
        )
    return None
