"""Sabaccino tiles: the 28-tile double-six set and the tile notation (seed 000, Sabbacino set).

A tile is written ``"a-b"`` with ``0 <= a, b <= 6`` (0 is the sylop): ``"0-0"`` is the
double sylop, ``"3-5"`` a tile showing 3 and 5. ``"5-3"`` names the same tile; tiles are
always printed low half first (``"3-5"``), and states hold them in that form (the contract's
``SabaccinoTile``) so that a state survives a load and dump unchanged. The 28 tiles exist
once each; ``TILES`` holds them in set order (``0-0, 0-1, ... 0-6, 1-1, ... 6-6``) and every
``Tile`` is one of them, so tiles compare by identity.
"""

from __future__ import annotations

from typing import Any

from ..errors import InvalidCard, InvalidMove

SOURCE = "seed 000 Sabbacino set"
HIGHEST = 6
"""The highest half: the set is double-six (0 to 6 on each half)."""


class Tile:
    """One tile of the set. Never build one: take it from ``TILES`` or ``parse``.

    :ivar low: the lower half, 0..6.
    :ivar high: the higher half, low..6.
    :ivar name: the notation, ``"low-high"``.
    :ivar pips: ``low + high``, the tile's value when stocks are counted.
    :ivar double: whether both halves are equal.
    """

    __slots__ = ("low", "high", "name", "pips", "double", "index")

    def __init__(self, low: int, high: int, index: int) -> None:
        self.low, self.high, self.index = low, high, index
        self.name = f"{low}-{high}"
        self.pips = low + high
        self.double = low == high

    def __repr__(self) -> str:
        return f"Tile({self.name})"

    def __str__(self) -> str:
        return self.name

    def has(self, value: int) -> bool:
        """Whether one half of the tile shows ``value`` (the tile matches an open end of it)."""
        return value == self.low or value == self.high

    def other(self, value: int) -> int:
        """The half left showing when the half ``value`` is laid against an open end."""
        return self.high if value == self.low else self.low


TILES: tuple[Tile, ...] = tuple(
    Tile(low, high, index)
    for index, (low, high) in enumerate(
        (low, high) for low in range(HIGHEST + 1) for high in range(low, HIGHEST + 1)
    )
)
"""The whole set, 28 tiles, in set order."""

CANONICAL: dict[str, Tile] = {tile.name: tile for tile in TILES}
"""Tiles by their printed name (``"3-5"``)."""

_ANY_ORDER: dict[str, Tile] = {**CANONICAL, **{f"{t.high}-{t.low}": t for t in TILES}}

DOUBLE_FOUR = CANONICAL["4-4"]
DOUBLE_SYLOP = CANONICAL["0-0"]


def parse(raw: Any, where: str) -> Tile:
    """The tile a move names: ``"3-5"`` or ``"5-3"``.

    :param where: the JSON path, for messages (``"move.tile"``).
    :raises InvalidMove: ``raw`` is not a string.
    :raises InvalidCard: a string that names no tile of the double-six set.
    """
    if not isinstance(raw, str):
        raise InvalidMove(f"{where} must be a tile written like '3-5'; got {raw!r}.", field=where)
    tile = _ANY_ORDER.get(raw)
    if tile is None:
        raise InvalidCard(
            f"{where}: {raw!r} is not a tile of the double-six set (tiles are 'a-b' with "
            f"a and b from 0 to {HIGHEST}).",
            field=where,
            source=SOURCE,
        )
    return tile


def pips(tiles: list[Tile]) -> int:
    """The pip count of some tiles: the sum of both halves of each (seed 000 Scoring)."""
    return sum(tile.pips for tile in tiles)
