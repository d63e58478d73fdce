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
``Layout``, below: where ends appear and which take tiles. ``LINE`` (two ends, seed 000
Basic Sabbacinos), ``CROSS`` (a double with four sides opens, seed 000 Sabbacino Cross), ``FORK``
(one direction from the double-4; a double laid across forks the line, seed 000 Krayt
Dragon), ``SPINNERS`` (every double lies across and opens its free edges, seed 000
Muggins), ``TRAINS`` (trains from the double sylop hub, seed 000 Tatooine Spice Train),
``feet(...)`` (a double hub; every double grows a three-toed porg foot before play goes on,
seed 000 Porg Foot) and ``SNAKE`` (any opening tile; doubles fork, seed 000 Sleemo).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from ..errors import InvalidState
from .tiles import CANONICAL, DOUBLE_FOUR, DOUBLE_SYLOP, TILES, Tile


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
                return (
                    f"the tableau is empty, so {tile} opens it and takes no open end "
                    f"(leave 'end' out)",
                    OPEN_RULE,
                )
            reason = self.layout.opening_problem(tile)
            return (reason, OPEN_RULE) if reason else None
        if end_id is None:
            return (
                f"the tableau is already open: name the open end {tile} goes on "
                f"(one of {self.describe()})",
                OPEN_RULE,
            )
        end = self.ends.get(end_id)
        if end is None:
            cover = self.covering(end_id)
            if cover is None:
                return (
                    f"there is no open end {end_id}; the open ends are {self.describe()}",
                    MATCH_RULE,
                )
            return (
                f"open end {end_id} is no longer open: {self.placed[cover].tile} "
                f"(tile {cover}) covers it; the open ends are {self.describe()}",
                MATCH_RULE,
            )
        if self.layout.gated:
            gate = self.layout.gate_problem(self, end, tile)
            if gate:
                return gate
        shows = end.value
        if shows != tile.low and shows != tile.high:  # (``tile.has``, without the call)
            return (f"{tile} does not match open end {end_id}, which shows {shows}", MATCH_RULE)
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
            values = set()
            for end in self.ends.values():  # (a plain loop: a generator is a call a value)
                values.add(end.value)
            self._shown = frozenset(values)
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
    def read(
        cls,
        value: dict[str, Any],
        layout: Layout,
        watch: Mapping[Tile, Callable[[Tableau], object]] | None = None,
    ) -> Tableau:
        """The tableau ``value`` of a state (``state.tableau``), as the contract shapes it
        (``SabaccinoTableau``), replayed tile by tile through ``layout``.

        Each tile must go where the layout allows (the opening tile with no end; every other
        on an end open at that point, matching its value, past the layout's gates), its
        ``on`` must be the tile that end belongs to and ``crosswise`` what the layout says;
        ``open_ends`` must then equal the ends the replay leaves open.

        :param watch: for some tiles, what to call with the tableau once the tile is laid
            (the state's reader checks the round's scoring lays by the game's scoring rule
            there).
        :raises InvalidState: naming the path of the first entry that does not fit.
        """
        tableau = cls(layout)
        for i, raw in enumerate(value["tiles"]):
            tile, on, end = CANONICAL[raw["tile"]], raw["on"], raw["end"]
            problem = tableau.problem(tile, end)
            expected_on = tableau.ends[end].tile if end is not None and not problem else None
            if problem or on != expected_on:
                where = f"state.tableau.tiles[{i}]"
                if problem:
                    raise InvalidState(f"{where} cannot be where it is: {problem[0]}.", field=where)
                raise InvalidState(
                    f"{where}.on must be {expected_on} (the tile open end {end} belongs to); "
                    f"got {on}."
                    if end is not None
                    else f"{where}.on must be null for the opening tile.",
                    field=f"{where}.on",
                )
            placed = tableau.place(tile, end)
            if raw["crosswise"] is not placed.crosswise:
                where = f"state.tableau.tiles[{i}]"
                raise InvalidState(
                    f"{where}.crosswise must be {str(placed.crosswise).lower()}: in this layout "
                    f"({layout.name}) {tile} lies "
                    f"{'crosswise' if placed.crosswise else 'in line'} there.",
                    field=f"{where}.crosswise",
                )
            if watch is not None and tile in watch:
                watch[tile](tableau)
        computed = tableau.ends_json()
        if value["open_ends"] != computed:
            raise InvalidState(
                "state.tableau.open_ends does not fit the placed tiles: they leave open "
                + (
                    ", ".join(
                        f"end {e['id']} showing {e['value']} on tile {e['tile']}" for e in computed
                    )
                    or "no end"
                )
                + ".",
                field="state.tableau.open_ends",
            )
        return tableau


# -- the layouts: how tiles lie in each game ----------------------------------------------


class Layout:
    """How tiles lie in one game: the ends a tile opens and which open ends take tiles.

    The base is the line (seed 000 Basic Sabbacinos, Player turn: "matches one end of a tile
    in their stock to an open Sabaccino end"): the opening tile opens both its halves, and
    every later tile, a double too, opens the half it was not laid against.
    """

    name = "line"

    def __init__(self) -> None:
        self.laid = {
            tile: {value: self.attach(tile, value) for value in {tile.low, tile.high}}
            for tile in TILES
        }
        """``attach`` of every tile and value it shows, worked out once (``Tableau.place``
        looks it up, ``laid[tile][value]``: two calls less for every tile laid, and no tuple
        built for a key)."""
        self.opened = {tile: self.opening(tile) for tile in TILES}
        """``opening`` of every tile, worked out once (for ``Tableau.place``)."""
        self.gated = type(self).gate_problem is not Layout.gate_problem
        """Whether ``gate_problem`` may refuse a tile (the layout has its own): else
        ``Tableau.problem`` leaves out the call."""

    def opening_problem(self, tile: Tile) -> str | None:
        """Why ``tile`` cannot open the tableau in this layout, or ``None``."""
        return None

    def opening(self, tile: Tile) -> tuple[tuple[int, ...], bool]:
        """The values of the ends the opening ``tile`` opens, and whether it lies crosswise."""
        return (tile.low, tile.high), False

    def attach(self, tile: Tile, value: int) -> tuple[tuple[int, ...], bool]:
        """The ends ``tile`` opens when laid on an open end showing ``value``; crosswise?"""
        return (tile.other(value),), False

    def playable(self, tableau: Tableau) -> list[OpenEnd]:
        """The open ends that take a tile now."""
        return list(tableau.ends.values())

    def ends_for(self, tableau: Tableau, tile: Tile) -> list[OpenEnd]:
        """The open ends that take ``tile`` now, whatever values they show (``playable``,
        but where a layout lets some tiles go where others may not)."""
        return tableau.playable()

    def gate_problem(self, tableau: Tableau, end: OpenEnd, tile: Tile) -> tuple[str, str] | None:
        """``(reason, rule)`` when the open ``end`` may not take ``tile`` yet, else ``None``."""
        return None


class Cross(Layout):
    """Sabbacino Cross (seed 000, Setup and Player turn): the cross tile is a double laid with
    four sides open; "You can only add to the open ends of the starting tile until all four
    arms of the cross have been started - then tile placement continues according to
    standard rules" (later doubles lie in line, opening one end)."""

    name = "cross"
    SIDES = 4
    RULE = (
        "Tiles may only be added to the four sides of the cross tile until all four arms "
        "of the cross have been started."
    )

    def opening_problem(self, tile: Tile) -> str | None:
        return None if tile.double else f"the cross tile must be a double; {tile} is not one"

    def opening(self, tile: Tile) -> tuple[tuple[int, ...], bool]:
        return (tile.low,) * self.SIDES, True

    def playable(self, tableau: Tableau) -> list[OpenEnd]:
        ends = list(tableau.ends.values())
        return [end for end in ends if end.tile == 0] or ends

    def gate_problem(self, tableau: Tableau, end: OpenEnd, tile: Tile) -> tuple[str, str] | None:
        if end.tile == 0 or tableau.branches[0] == self.SIDES:  # the usual case, no loop
            return None  # (each of the cross tile's sides lost to a tile is one of its branches)
        sides = [side.id for side in tableau.ends.values() if side.tile == 0]
        if not sides:
            return None
        return (
            f"open end {end.id} is on an arm, but the cross tile still has "
            f"{len(sides)} side(s) without a tile (open end(s) "
            f"{', '.join(map(str, sides))}); those must be started first",
            self.RULE,
        )


class Fork(Layout):
    """Krayt Dragon (seed 000, Player turn): the Dragon's Eyes (double 4) opens and "Tile
    placement continues in a single direction from the Dragon's Eyes" (it opens one end);
    "If a double is played, it is laid perpendicular to the last tile: subsequent tiles can
    be placed on either end of the double, with play proceeding in two new directions"."""

    name = "fork"

    def opening_problem(self, tile: Tile) -> str | None:
        return (
            None
            if tile is DOUBLE_FOUR
            else (f"the Dragon's Eyes (4-4) opens the tableau, not {tile}")
        )

    def opening(self, tile: Tile) -> tuple[tuple[int, ...], bool]:
        return (tile.low,), False

    def attach(self, tile: Tile, value: int) -> tuple[tuple[int, ...], bool]:
        if tile.double:
            return (tile.low, tile.low), True
        return (tile.other(value),), False


class Spinners(Layout):
    """Muggins (seed 000, Setup and Player turn): "Double-Value tiles are placed cross-wise
    against an open point, creating 4 open edges for potential scoring." Every double is a
    spinner: opening, it lies crosswise with four open ends; laid on an open end, it lies
    across it and opens its three free edges (the fourth lies against the tile it is laid
    on). Other tiles lie in line."""

    name = "spinners"

    def opening(self, tile: Tile) -> tuple[tuple[int, ...], bool]:
        if tile.double:
            return (tile.low,) * 4, True
        return (tile.low, tile.high), False

    def attach(self, tile: Tile, value: int) -> tuple[tuple[int, ...], bool]:
        if tile.double:
            return (tile.low,) * 3, True
        return (tile.other(value),), False


class Trains(Layout):
    """Tatooine Spice Train (seed 000, Setup): "The centre of the Tableau is set using the
    Double Sylop tile. Sabaccinos are played in 'trains' against the open edges of the Double
    Sylop." The double sylop is the hub: it lies crosswise with four open edges, one train
    each for up to four players; every other tile lies in line (a double too). Which ends a
    seat may use on a turn (a new train on its first turn, trains in progress after) is a
    rule of the turn, not of the layout (``turns.ends_for``)."""

    name = "trains"

    def opening_problem(self, tile: Tile) -> str | None:
        return (
            None
            if tile is DOUBLE_SYLOP
            else (f"the double sylop (0-0) is the hub of the trains, not {tile}")
        )

    def opening(self, tile: Tile) -> tuple[tuple[int, ...], bool]:
        return (tile.low,) * 4, True


class Feet(Layout):
    """Porg Foot (seed 000, Rules for building Porg Feet). The first player sets a double in
    the centre as the hub: it lies crosswise with four open edges. "Whenever a double is
    played, it must be placed perpendicular to the matching tile": crosswise, opening its
    three free edges, the toes of a porg foot. "When a double is played, players must build
    3 branches (one branch = a porg foot) before tiles can be placed elsewhere": while a
    double has fewer tiles laid on it than it needs (3; the hub ``hub``), only its free
    edges take tiles. With Smuggler's Standoff ("If two doubles are played back-to-back,
    players mus 'complete' both porg feet before resuming") a double may be laid on any open
    end right after a double, and both feet are then built, in any order, before play goes
    elsewhere.

    :param standoff: the Smuggler's Standoff variant.
    :param hub: the branches the hub needs before play goes elsewhere (3 or 4).
    """

    name = "feet"
    BRANCHES = 3
    RULE = (
        "When a double is played, players must build 3 branches on it (a porg foot) "
        "before tiles can be placed elsewhere."
    )

    def __init__(self, standoff: bool = False, hub: int = 3) -> None:
        super().__init__()
        self.standoff, self.hub = standoff, hub

    def opening_problem(self, tile: Tile) -> str | None:
        return None if tile.double else f"the hub must be a double; {tile} is not one"

    def opening(self, tile: Tile) -> tuple[tuple[int, ...], bool]:
        return (tile.low,) * 4, True

    def attach(self, tile: Tile, value: int) -> tuple[tuple[int, ...], bool]:
        if tile.double:
            return (tile.low,) * 3, True
        return (tile.other(value),), False

    def need(self, index: int) -> int:
        """The branches the double at ``index`` needs: the hub's, or 3."""
        return self.hub if index == 0 else self.BRANCHES

    def unfinished(self, tableau: Tableau) -> dict[int, int]:
        """The placed doubles still short of their branches: ``{index: branches laid}``.

        Only the tiles that hold an open end are asked (a few, not every placed tile: this
        runs for each tile a replay lays away from a foot): a double opens as many ends as
        the branches it needs or more, and each branch covers one of them, so a double
        short of its branches still holds an open end. Open ends go in id order, which is
        the order their tiles were placed in, so the feet come in placement order."""
        feet: dict[int, int] = {}
        for end in tableau.ends.values():  # (a plain loop: no comprehension)
            index = end.tile
            if index not in feet and self.building(tableau, index):
                feet[index] = tableau.branches[index]
        return feet

    def building(self, tableau: Tableau, index: int) -> bool:
        """Whether the placed tile at ``index`` is a double short of its branches (one of
        ``unfinished``)."""
        return tableau.placed[index].tile.double and tableau.branches[index] < self.need(index)

    def playable(self, tableau: Tableau) -> list[OpenEnd]:
        ends = list(tableau.ends.values())
        feet = self.unfinished(tableau)
        return [end for end in ends if end.tile in feet] if feet else ends

    def back_to_back(self, tableau: Tableau, tile: Tile) -> bool:
        """Whether ``tile`` may be laid anywhere as the second of two doubles back-to-back
        (Smuggler's Standoff): it is a double, and the only unfinished foot is the double
        laid just before."""
        return (
            self.standoff
            and tile.double
            and list(self.unfinished(tableau)) == [len(tableau.placed) - 1]
        )

    def ends_for(self, tableau: Tableau, tile: Tile) -> list[OpenEnd]:
        if self.back_to_back(tableau, tile):
            return list(tableau.ends.values())
        return tableau.playable()

    def gate_problem(self, tableau: Tableau, end: OpenEnd, tile: Tile) -> tuple[str, str] | None:
        if self.building(tableau, end.tile):  # the usual case: a toe of an unfinished foot
            return None
        feet = self.unfinished(tableau)
        if not feet or end.tile in feet or self.back_to_back(tableau, tile):
            return None
        words = " and ".join(
            f"{tableau.placed[i].tile} (tile {i}), which has {laid} of its {self.need(i)} branches"
            for i, laid in feet.items()
        )
        return (
            f"open end {end.id} is not on the porg foot of {words}; the foot must be "
            f"completed before tiles go elsewhere",
            self.RULE,
        )


class Snake(Fork):
    """Sleemo (seed 000, Rules for Sleemo): "The first player may lay any tile" (it opens both
    its halves, as in the line) and "When a double is played, the tablaeu forks" (laid on an
    open end, a double lies crosswise and opens two ends, as in Krayt Dragon)."""

    name = "snake"
    opening_problem = Layout.opening_problem
    opening = Layout.opening


LINE, CROSS, FORK, SPINNERS = Layout(), Cross(), Fork(), Spinners()
TRAINS, SNAKE = Trains(), Snake()
_FEET = {(standoff, hub): Feet(standoff, hub) for standoff in (False, True) for hub in (3, 4)}


def feet(standoff: bool, hub: int) -> Feet:
    """The Porg Foot layout: with or without Smuggler's Standoff, the hub needing 3 or 4
    branches."""
    return _FEET[standoff, hub]
