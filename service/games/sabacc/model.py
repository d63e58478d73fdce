"""The parsed form of a Sabacc table state (``engine`` reads and writes it as JSON).

A ``Table`` holds one game, deal to reveal: the seats with their cards (card codes), the
draw and discard piles (top last), the dealer, round and phase, whose turn it is, the
traditional caller, the sudden demise draws, and, once the hands are shown, the
``Showdown`` worked out from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..seats import clockwise_from, left_of

PHASES = ("turn", "dice", "sudden_demise", "over")
"""The phases a table may be in: a seat's turn, the dealer's roll, a sudden demise draw, over
(the state's ``phase``; see ``engine``)."""


@dataclass(slots=True, eq=False)
class Player:
    """One seat: the cards held (codes), whether the player has left, the frozen cards."""

    hand: list[str]
    out: bool = False
    frozen: list[str] = field(default_factory=list)


@dataclass(slots=True, eq=False)
class Showdown:
    """The reveal and each sudden demise draw, ranked (derived from the hands, never stored).

    :param rankings: one ranking record per ranking (see ``showdown.Showdowns.rank``): the
        reveal first, then one per sudden demise draw.
    :param leaders: seats ranked first by the last ranking (the winners once ``decided``).
    :param decided: false while a sudden demise draw is due.
    """

    rankings: list[dict[str, Any]]
    leaders: list[int]
    decided: bool


@dataclass(slots=True, eq=False)
class Table:
    """A parsed state (see ``engine``): ``dealer`` is the seat dealing this round (the state's
    ``dealer`` is the game's first dealer; ``options.round_dealer``), ``caller`` the seat that
    called the hand (traditional), ``demise`` the sudden demise draws as ``(seat, card)`` per
    draw."""

    options: dict[str, Any]
    seed: int
    chance_step: int
    dealer: int
    round: int
    phase: str
    to_move: int | str | None
    players: list[Player]
    draw_pile: list[str]
    discard_pile: list[str]
    demise: list[list[tuple[int, str]]] = field(default_factory=list)
    caller: int | None = None
    showdown: Showdown | None = None

    def active(self) -> list[int]:
        """Seats still in the game, clockwise from the dealer's left."""
        n = len(self.players)
        return [s for s in clockwise_from(left_of(self.dealer, n), n) if not self.players[s].out]
