"""The tableau: a graph of placed tiles with explicit open ends.

Every placed tile records the tile, the placed tile it is attached to (``on``, an index into
the tiles in placement order), the open end it covered (``end``) and whether it lies
crosswise. Each placed tile opens new ends; every open end ever made gets the next integer
id (0, 1, 2, ... in placement order), so the open ends follow from the placed tiles alone
and a state's ``open_ends`` can be recomputed and checked. JSON form::

    {"tiles": [{"tile": "3-3", "on": null, "end": null, "crosswise": false},
               {"tile": "3-5", "on": 0, "end": 1, "crosswise": false}],
     "open_ends": [{"id": 0, "value": 3, "tile": 0}, {"id": 2, "value": 5, "tile": 1}]}

How tiles lie in each game (which ends a tile opens, which open ends take tiles) is its
``Layout`` (layouts.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..reader import Reader
from .tiles import CANONICAL, TILES, Tile, read

if TYPE_CHECKING:
    from .layouts import Layout


class OpenEnd(NamedTuple):
    """An open end: its ``id``, the ``value`` it shows, and the index of the ``tile`` it is on."""

    id: int
    value: int
    tile: int


class Placed(NamedTuple):
    """A placed tile: the ``tile``, the index it is ``on`` and the ``end`` id it covered
    (both ``None`` for the opening tile), and whether it lies ``crosswise``."""

    tile: Tile
    on: int | None
    end: int | None
    crosswise: bool


_new = tuple.__new__


MATCH_RULE = "A tile is placed by matching one end of it to an open end of the same value."
OPEN_RULE = "The first tile of a round opens the tableau; every later tile goes on an open end."


class Tableau:
    """The placed tiles of a round and their open ends, laid out by ``layout``.

    :ivar placed: the placed tiles, in placement order.
    :ivar ends: the open ends by id, in id order.
    :ivar made: how many ends have ever been opened (the next end's id).
    :ivar branches: for each placed tile, how many tiles are laid on it.
    """

    __slots__ = ("layout", "placed", "ends", "made", "branches", "_playable", "_shown")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.placed: list[Placed] = []
        self.ends: dict[int, OpenEnd] = {}
        self.made = 0
        self.branches: list[int] = []
        self._playable: list[OpenEnd] | None = None
        self._shown: frozenset[int] | None = None

    def playable(self) -> list[OpenEnd]:
        """The open ends that take a tile now (all of them, but for the cross's first rule and
        unfinished porg feet). Worked out once for each placement; do not change the list."""
        if self._playable is None:
            self._playable = self.layout.playable(self)
        return self._playable

    def ends_for(self, tile: Tile) -> list[OpenEnd]:
        """The open ends that take ``tile`` now, whatever values they show."""
        return self.layout.ends_for(self, tile)

    def problem(self, tile: Tile, end_id: int | None) -> tuple[str, str] | None:
        """Why ``tile`` may not go on open end ``end_id`` (``None``: as the opening tile).

        :returns: ``(reason, rule)`` when it may not, else ``None``.
        """
        if not self.placed:
            if end_id is not None:
                return (f"the tableau is empty, so {tile} opens it and takes no open end "
                        f"(leave 'end' out)", OPEN_RULE)
            reason = self.layout.opening_problem(tile)
            return (reason, OPEN_RULE) if reason else None
        if end_id is None:
            return (f"the tableau is already open: name the open end {tile} goes on "
                    f"(one of {self.describe()})", OPEN_RULE)
        end = self.ends.get(end_id)
        if end is None:
            cover = self.covering(end_id)
            if cover is None:
                return (f"there is no open end {end_id}; the open ends are "
                        f"{self.describe()}", MATCH_RULE)
            return (f"open end {end_id} is no longer open: {self.placed[cover].tile} "
                    f"(tile {cover}) covers it; the open ends are {self.describe()}",
                    MATCH_RULE)
        gate = self.layout.gate_problem(self, end, tile)
        if gate:
            return gate
        if not tile.has(end.value):
            return (f"{tile} does not match open end {end_id}, which shows {end.value}",
                    MATCH_RULE)
        return None

    def place(self, tile: Tile, end_id: int | None) -> Placed:
        """Lay ``tile`` on open end ``end_id`` (``None``: open the tableau); no checks here,
        call ``problem`` first. Returns the placed tile."""
        ends, branches = self.ends, self.branches
        if end_id is None:
            values, crosswise = self.layout.opened[tile]
            on = None
        else:
            _, shows, on = ends.pop(end_id)  # (unpacking: cheaper than attribute look-ups)
            values, crosswise = self.layout.laid[tile][shows]
            branches[on] += 1
        index, made = len(self.placed), self.made
        # tuple.__new__ as namedtuple's _make does: its own __new__ is a Python function, a
        # call that cost a quarter of a replay of the tableau
        placed = _new(Placed, (tile, on, end_id, crosswise))
        self.placed.append(placed)
        branches.append(0)
        for value in values:
            ends[made] = _new(OpenEnd, (made, value, index))
            made += 1
        self.made, self._playable, self._shown = made, None, None
        return placed

    def covering(self, end_id: int) -> int | None:
        """The index of the placed tile that covers end ``end_id``, if one does."""
        for index, placed in enumerate(self.placed):
            if placed.end == end_id:
                return index
        return None

    def describe(self) -> str:
        """The open ends in words: ``"0 (shows 3), 2 (shows 5)"``."""
        return ", ".join(f"{e.id} (shows {e.value})" for e in self.ends.values()) or "none"

    def shown(self) -> frozenset[int]:
        """The values the open ends show, all of them: a tile with neither half among them
        fits nowhere. Worked out once for each placement."""
        if self._shown is None:
            self._shown = frozenset(end.value for end in self.ends.values())
        return self._shown

    def as_json(self) -> dict[str, Any]:
        """The JSON form (see the module docstring). Plain loops that unpack the named tuples:
        a comprehension is a function call of its own, and unpacking costs less than four
        attribute look-ups (writing the next state goes through here)."""
        tiles: list[dict[str, Any]] = []
        add = tiles.append
        for tile, on, end, crosswise in self.placed:
            add({"tile": tile.name, "on": on, "end": end, "crosswise": crosswise})
        return {"tiles": tiles, "open_ends": self.ends_json()}

    def ends_json(self) -> list[dict[str, int]]:
        """The JSON form of the open ends, in id order (see ``as_json``)."""
        ends: list[dict[str, int]] = []
        add = ends.append
        for number, value, index in self.ends.values():
            add({"id": number, "value": value, "tile": index})
        return ends

    @classmethod
    def read(cls, r: Reader, layout: Layout) -> Tableau:
        """The tableau of a state (the usual one by ``_plain``, else by ``_checked``)."""
        plain = cls._plain(r.value, layout)
        return plain if plain is not None else cls._checked(r, layout)

    @classmethod
    def _checked(cls, r: Reader, layout: Layout) -> Tableau:
        """The tableau of a state, replayed tile by tile through ``layout``.

        Each tile must go where the layout allows (the opening tile with no end; every other
        on an end open at that point, matching its value, past the cross's first rule), its
        ``on`` must be the tile that end belongs to and ``crosswise`` what the layout says;
        ``open_ends`` must then equal the ends the replay leaves open.

        :raises ArbiterError: (``r.error``, ``InvalidState``) naming the path of the first
            entry that does not fit.
        """
        value = r.value
        if type(value) is not dict or value.keys() != _TABLEAU:
            value = r.obj(_TABLEAU)
        tableau, tiles = cls(layout), value.get("tiles")
        if type(tiles) is not list or len(tiles) > len(TILES):
            tiles = r["tiles"].list(len(TILES))
        for i, entry in enumerate(tiles):
            tile, on, end, crosswise = _entry(entry, r, i)
            problem = tableau.problem(tile, end)
            expected_on = tableau.ends[end].tile if end is not None and not problem else None
            if problem or on != expected_on:
                path = f"{r.path}.tiles[{i}]"
                if problem:
                    raise r.error(f"{path} cannot be where it is: {problem[0]}.", field=path)
                raise r.error(
                    f"{path}.on must be {expected_on} (the tile open end {end} belongs to); "
                    f"got {on}." if end is not None else
                    f"{path}.on must be null for the opening tile.", field=f"{path}.on")
            placed = tableau.place(tile, end)
            if crosswise != placed.crosswise:
                path = f"{r.path}.tiles[{i}]"
                raise r.error(
                    f"{path}.crosswise must be {str(placed.crosswise).lower()}: in this layout "
                    f"({layout.name}) {tile} lies "
                    f"{'crosswise' if placed.crosswise else 'in line'} there.",
                    field=f"{path}.crosswise")
        computed = tableau.ends_json()
        given = value.get("open_ends")
        if type(given) is not list or len(given) > 4 * len(TILES):
            given = r["open_ends"].list(4 * len(TILES))
        if given != computed or not all(type(number) is int for item in given
                                        for number in item.values()):
            for item in r["open_ends"].items():
                item.obj({"id", "value", "tile"})
                for key in ("id", "value", "tile"):
                    item[key].int(0)
            raise r["open_ends"].fail(
                "does not fit the placed tiles: they leave open "
                + (", ".join(f"end {e['id']} showing {e['value']} on tile {e['tile']}"
                             for e in computed) or "no end") + ".")
        return tableau

    @classmethod
    def _plain(cls, value: Any, layout: Layout) -> Tableau | None:
        """The tableau ``read`` gives, when plain tests show the usual case, else ``None``
        (``_checked`` then takes it entry by entry, for the first refusal).

        Exact: an object of two members, with ``tiles`` and ``open_ends`` among them, has just
        those; an entry that is an object of four members, ``tile``, ``on``, ``end`` and
        ``crosswise`` among them (a missing member raises ``KeyError``), has just those, with
        a tile name and an ``end`` that is ``null`` or an integer (not a boolean). Each tile
        passes ``problem`` where it goes, without the call: the opening tile on an empty
        tableau passes ``opening_problem``; any other tile names an open end (else
        ``KeyError``), passes ``gate_problem`` where the layout has one (``Layout.gated``) and
        shows that end's value (else ``Layout.laid`` has no entry for it: ``KeyError``). It is
        laid exactly as the entry says: ``on`` and ``crosswise`` are the very objects the
        replay lays (``None``, a small integer, ``True`` or ``False``; asking identity leaves
        out the type tests, and an equal integer that is another object only sends the
        tableau to ``_checked``), and no ``end`` is negative; ``open_ends``, objects of
        three members, are the ends the replay leaves open, one by one, each member the very
        integer the replay made (identity again: every id, value and tile index is a small
        integer, which Python and the JSON decoder keep once). Plain loops and look-ups, no
        tuple built to compare: this runs for every request."""
        if type(value) is not dict or len(value) != 2:
            return None
        tableau = cls(layout)
        ends, gated, place = tableau.ends, layout.gated, tableau.place
        try:
            tiles, given = value["tiles"], value["open_ends"]
            if type(tiles) is not list or type(given) is not list or len(tiles) > _SET:
                return None
            for entry in tiles:
                if type(entry) is not dict or len(entry) != 4:
                    return None
                tile = CANONICAL[entry["tile"]]
                on, end, crosswise = entry["on"], entry["end"], entry["crosswise"]
                if (type(end) not in _OPTIONAL_INT
                        or (tableau.placed or layout.opening_problem(tile) if end is None
                            else gated and layout.gate_problem(tableau, ends[end], tile))):
                    return None
                _, laid_on, _, laid_crosswise = place(tile, end)
                if laid_on is not on or laid_crosswise is not crosswise:
                    return None
            if len(given) != len(ends):
                return None
            for item, (number, shows, index) in zip(given, ends.values()):
                if (type(item) is not dict or len(item) != 3 or item["id"] is not number
                        or item["value"] is not shows or item["tile"] is not index):
                    return None
        except (KeyError, TypeError):  # a member missing, a name unhashable
            return None
        return tableau


_TABLEAU = {"tiles", "open_ends"}
_ENTRY = {"tile", "on", "end", "crosswise"}
_OPTIONAL_INT = {int, type(None)}
_SET = len(TILES)


def _entry(raw: object, r: Reader, i: int) -> tuple[Tile, int | None, int | None, bool]:
    """The members of tile entry ``i`` of the tableau ``r``, checked (the usual case quickly,
    with a ``Reader`` for the message otherwise). No JSON ``true`` stands in for an integer."""
    if type(raw) is dict and raw.keys() == _ENTRY:
        tile = CANONICAL.get(raw["tile"]) if type(raw["tile"]) is str else None
        on, end, crosswise = raw["on"], raw["end"], raw["crosswise"]
        if (tile is not None and type(crosswise) is bool
                and (on is None or type(on) is int and on >= 0)
                and (end is None or type(end) is int and end >= 0)):
            return tile, on, end, crosswise
    path = f"{r.path}.tiles[{i}]"
    entry = Reader(raw, path, r.error)
    entry.obj(_ENTRY)
    tile = read(entry["tile"].value, f"{path}.tile", r.error)
    return tile, _optional_int(entry["on"]), _optional_int(entry["end"]), entry["crosswise"].bool()


def _optional_int(r: Reader) -> int | None:
    return None if r.value is None else r.int(0)

