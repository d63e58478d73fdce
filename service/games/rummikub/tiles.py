"""Rummikub tiles, their notation, and the two tile sets as data (seed 004, Tiles used).

A tile is written as its colour letter and number, or ``J`` for a joker::

    K13  (black 13)   R9  (red 9)   B1  (blue 1)   Y5  (yellow 5)   J  (joker)

Colours, in the seed's order: ``K`` black, ``R`` red, ``B`` blue, ``Y`` yellow; numbers 1 to
13. Inside the engine a tile is an index 0..52: colour * 13 + number - 1 for a numbered
tile, 52 for the joker. Tiles carry no identity beyond colour and number: the two red 9s of
a set are the same tile for every rule.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..errors import InvalidCard
from ..reader import Reader

COLOURS = "KRBY"
"""Colour letters in the seed's order: black, red, blue, yellow."""

COLOUR_NAMES = {"K": "black", "R": "red", "B": "blue", "Y": "yellow"}

NUMBERS = 13
JOKER = 52
KINDS = 53
"""How many different tiles there are: 52 numbered and the joker."""

JOKER_PENALTY = 30
"""What a joker left on a rack costs (seed 004 Scoring: 'counting jokers as 30')."""

SOURCE = "seed 004 (Sabra Rummikub), Tiles used"

_CODE = re.compile(r"^([KRBY])(1[0-3]|[1-9])\Z")

NOTATION = (
    "tiles are written as a colour letter K (black), R (red), B (blue) or Y (yellow) "
    "and a number 1 to 13, like R9 or K13, or J for a joker"
)


def tile(colour: int, number: int) -> int:
    """The index of the numbered tile of ``colour`` (0..3, ``COLOURS`` order) and ``number``."""
    return colour * NUMBERS + number - 1


def colour_of(index: int) -> int:
    """The colour (0..3) of a numbered tile."""
    return index // NUMBERS


def number_of(index: int) -> int:
    """The number (1..13) of a numbered tile."""
    return index % NUMBERS + 1


def code(index: int) -> str:
    """The notation of a tile index: ``"R9"`` or ``"J"``."""
    if index == JOKER:
        return "J"
    return f"{COLOURS[colour_of(index)]}{number_of(index)}"


def codes(indexes: Iterable[int]) -> list[str]:
    """The notation of each tile index, in order."""
    return [_CODES[i] for i in indexes]


_CODES = tuple(code(i) for i in range(KINDS))
"""Tile index -> code."""
_INDEX = {tile_code: i for i, tile_code in enumerate(_CODES)}
"""Tile code -> index, for every tile of the notation."""


def points(index: int) -> int:
    """What a tile left on a rack costs at the end: its number, a joker 30 (seed 004 Scoring)."""
    return JOKER_PENALTY if index == JOKER else number_of(index)


def indexes(tile_codes: Iterable[str]) -> list[int]:
    """The tile indexes of tile codes the contract has checked (``RummikubTile`` in a state,
    the tile pattern in a ``check-table`` or ``solve`` body), as a new list.

    :raises KeyError: a string that is no tile code (the boundary refuses it first).
    """
    return list(map(_INDEX.__getitem__, tile_codes))


def parse(reader: Reader) -> int:
    """The tile index of the string at ``reader`` (``"R9"`` -> 22), in a move.

    :raises InvalidCard: not a string, or not a tile of the notation; the path is named.
    """
    value = reader.value
    if value == "J":
        return JOKER
    match = _CODE.match(value) if isinstance(value, str) else None
    if not match:
        shown = repr(value) if len(repr(value)) <= 24 else repr(value)[:20] + "..."
        raise InvalidCard(
            f"{reader.path} is {shown}, which is not a tile: {NOTATION}.",
            field=reader.path,
            source=SOURCE,
        )
    return tile(COLOURS.index(match.group(1)), int(match.group(2)))


def parse_list(reader: Reader, max_len: int) -> list[int]:
    """The tile indexes of an array of at most ``max_len`` tile codes in a move, as a new
    list.

    The usual array is read by ``indexes`` (``_INDEX`` holds exactly the codes ``parse``
    accepts); anything else item by item with ``parse``, which names the first item that is
    not a tile.

    :raises InvalidCard: an item that is not a tile code (``parse`` names the first one
        and its path); the reader's error: not an array, or too long.
    """
    value = reader.value
    if type(value) is list and len(value) <= max_len:
        try:
            return indexes(value)
        except (KeyError, TypeError):  # not a code, or an unhashable item: named below
            pass
    return [parse(item) for item in reader.items(max_len)]


def parse_melds(reader: Reader, max_melds: int, max_tiles: int) -> list[list[int]]:
    """The melds of a move: an array of at most ``max_melds`` arrays of at most
    ``max_tiles`` tile codes each, as tile indexes.

    :raises InvalidCard: as ``parse_list`` for the first meld that does not fit; the
        reader's error: the array itself is not an array or too long.
    """
    return [parse_list(meld, max_tiles) for meld in reader.items(max_melds)]


def sort_key(index: int) -> tuple[int, int]:
    """Order for printing racks and pools: by colour, then number, jokers last."""
    return (4, 0) if index == JOKER else (colour_of(index), number_of(index))


@dataclass(frozen=True)
class TileSet:
    """One physical set of tiles as data.

    :param name: the option value, ``"sabra-104"`` or ``"standard-106"``.
    :param copies: how many of each tile index the set holds (53 entries).
    """

    name: str
    copies: tuple[int, ...]

    def tiles(self) -> list[int]:
        """Every tile of the set once, in sorted order (a fresh pool before shuffling)."""
        return [i for i in range(KINDS) for _ in range(self.copies[i])]

    def check(self, counts: Counter[int], where: str) -> None:
        """Refuse more copies of a tile than this set holds.

        :param counts: tile index -> how many the caller gave (rack and table together).
        :param where: what was counted, for the message (``"The tiles given"``).
        :raises InvalidCard: naming the first tile with too many copies.
        """
        for index in sorted(counts, key=sort_key):
            if counts[index] > self.copies[index]:
                raise InvalidCard(
                    f"{where} hold {counts[index]} × {code(index)}, but the {self.name} tile "
                    f"set has {self.copies[index]}.",
                    source=SOURCE,
                )


def _copies(missing: Iterable[str] = ()) -> tuple[int, ...]:
    counts = [2] * NUMBERS * 4 + [2]
    for missing_code in missing:
        match = _CODE.match(missing_code)
        assert match
        counts[tile(COLOURS.index(match.group(1)), int(match.group(2)))] -= 1
    return tuple(counts)


TILE_SETS = {
    "sabra-104": TileSet("sabra-104", _copies(["R9", "Y5"])),
    "standard-106": TileSet("standard-106", _copies()),
}
"""The tile sets by option value: ``sabra-104``, the seed's 104 tiles, the two jokers taking
the place of one red 9 and one yellow 5 (seed 004 Tiles used); ``standard-106``, two of
every numbered tile and two jokers, as in most boxes."""
