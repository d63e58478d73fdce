"""Turn order, shared by every game: seats are numbered 0..n-1 and play passes clockwise
(to the left), that is to increasing index, wrapping round (seed 000 "proceeding clockwise";
seed 001 §2 "the deal passes to the left"; seed 004 "Play then goes clockwise")."""

from __future__ import annotations

from collections.abc import Container
from typing import Any


def next_seat(seat: int, seats: int, skip: Container[int] = ()) -> int | None:
    """The first seat after ``seat`` clockwise that is not in ``skip``.

    :param seat: the current seat, 0..seats-1.
    :param seats: how many seats the table has.
    :param skip: seats that no longer take turns (junked, folded, out).
    :returns: that seat, or ``None`` when every other seat is skipped and ``seat`` is too.
    """
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if candidate not in skip:
            return candidate
    return None


def left_of(seat: int, seats: int) -> int:
    """The seat to the left of ``seat`` (who opens after the dealer, the next dealer)."""
    return (seat + 1) % seats


def clockwise_from(seat: int, seats: int) -> list[int]:
    """Every seat once, starting at ``seat`` and going clockwise."""
    return [(seat + step) % seats for step in range(seats)]


def deal_round_robin(pile: list[Any], seats: int, each: int, first: int = 0) -> list[list[Any]]:
    """Deal ``each`` items to every seat one at a time from the top (end) of ``pile``.

    :param pile: the shuffled pile; items are popped from its end, which is its top.
    :param first: the seat dealt first (the dealer's left).
    :returns: the hands, indexed by seat.
    :raises ValueError: the pile holds fewer than ``seats * each`` items (a bug in the caller).
    """
    if len(pile) < seats * each:
        raise ValueError(f"cannot deal {each} each to {seats} from a pile of {len(pile)}")
    hands: list[list[Any]] = [[] for _ in range(seats)]
    for _ in range(each):
        for seat in clockwise_from(first, seats):
            hands[seat].append(pile.pop())
    return hands
