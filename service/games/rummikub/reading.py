"""Reading and checking a Rummikub state, and the members of a move: ``read_state`` reads
a state as the contract shapes it (``RummikubState``: its members, their JSON types, tile
codes, 2 to 4 seats are checked at the boundary) and refuses, naming the path, one whose
tiles (every tile of the set in exactly one place), melds or ``to_move`` break the rules.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..errors import InvalidState
from ..words import seat_of
from . import melds
from .model import SOURCE, Model
from .tiles import TILE_SETS, code, indexes

ACTIONS = ("chance", "draw", "lay", "penalty")
MOVE_MEMBERS = {
    "chance": frozenset({"action", "first", "racks"}),
    "draw": frozenset({"action", "tile"}),
    "penalty": frozenset({"action", "tiles"}),
    "lay": frozenset({"action", "table", "from_rack"}),
}
"""The members each action's move may have."""

_EVERY_TILE = {name: tile_set.tiles() for name, tile_set in TILE_SETS.items()}
"""Every tile of each set, in index order (``_check_counts``)."""


def _check_counts(set_name: str, parts: list[list[int]]) -> None:
    """Refuse a state whose racks, pool and table (``parts``) do not hold each tile of the
    set exactly as often as the set does, naming the first tile that is off.

    The usual case is one sort and compare: the tiles sorted are ``_EVERY_TILE`` exactly when
    each count is right (every tile read is an index of the set's ``copies``).

    :raises InvalidState: a count is off.
    """
    tiles: list[int] = []
    for part in parts:
        tiles += part  # (a list extend: cheaper than chaining tile by tile)
    tiles.sort()
    if tiles == _EVERY_TILE[set_name]:
        return
    tile_set = TILE_SETS[set_name]
    held = Counter(tiles)
    for t in range(len(tile_set.copies)):
        if held[t] != tile_set.copies[t]:
            raise InvalidState(
                f"The racks, pool and table hold {held[t]} × {code(t)}; the "
                f"{tile_set.name} set has {tile_set.copies[t]}, each in exactly one place.",
                field="state",
                source=f"{SOURCE}, Tiles used",
            )


def read_state(state: dict[str, Any], trusted: bool = False) -> Model:
    """The state ``state`` (its header checked: ``Game.header``), which fits the contract's
    ``RummikubState``, as a ``Model``; see ``Rummikub.load``. A ``trusted`` state (one this
    service made: ``Game.parse``) is read without the checks of its melds, tile counts and
    turn.

    :raises InvalidState: naming the path of the rule broken.
    """
    options = state["options"]
    players = state["players"]
    racks = [indexes(player["rack"]) for player in players]
    pool = indexes(state["pool"])
    table = [indexes(meld) for meld in state["table"]]
    if not trusted:
        for i, meld in enumerate(table):
            fault = melds.diagnose(meld)
            if fault:
                raise InvalidState(
                    f"state.table[{i}] is not a valid meld: {fault}", field=f"state.table[{i}]"
                )
        _check_counts(options["tile_set"], [pool, *racks, *table])
    model = Model(
        dict(options),
        state["seed"],
        state["chance_step"],
        state["to_move"],
        state["terminal"],
        racks,
        [player["initial_meld_done"] for player in players],
        pool,
        table,
    )
    if not trusted:
        _check_turn(model)
    return model


def _check_turn(model: Model) -> None:
    to_move = model.to_move
    before_deal = not model.table and not any(model.racks)
    empty = [p for p, rack in enumerate(model.racks) if not rack]
    fault = None
    if model.terminal:
        if to_move is not None:
            fault = "must be null once the game is over"
        elif before_deal:
            fault = "cannot be null before the deal"
        elif len(empty) > 1 or (not empty and model.pool):
            fault = (
                "is null, but no one is out and the pool is not empty"
                if not empty
                else "is null, but more than one rack is empty"
            )
    elif before_deal:
        if to_move != "chance" or any(model.opened):
            fault = "must be 'chance' before the deal, with no initial meld made"
    elif to_move == "chance":
        fault = "is 'chance', but the tiles are dealt"
    elif to_move is None:
        fault = "is null, but the game is not over (terminal is false)"
    elif to_move not in range(model.seats):
        fault = f"must be a seat from 0 to {model.seats - 1}, 'chance' or null"
    elif empty:
        fault = f"names a seat, but {seat_of(empty[0])} rack is empty: the game is over"
    if fault:
        raise InvalidState(f"state.to_move {fault}; got {to_move!r}.", field="state.to_move")
    if bool(model.table) != any(model.opened):
        raise InvalidState(
            "state.table holds tiles, but no player has made the initial meld"
            if model.table
            else "a player has made the initial meld, but state.table is empty; tiles laid on "
            "the table never leave it",
            field="state.table",
            source=f"{SOURCE}, The play (a player's first laying is the initial meld)",
        )
    out = empty[0] if model.terminal and empty else None
    if out is not None and not model.opened[out]:
        raise InvalidState(
            f"state.players[{out}] has laid every tile but has not made the initial meld; "
            "a player's first laying is the initial meld.",
            field=f"state.players[{out}].initial_meld_done",
            source=f"{SOURCE}, The play",
        )
