"""Rummikub's own answers: ``check-table`` (is this table valid, meld by meld) and ``solve``
(the best turn). JSON in, JSON out; the API layer only passes the body through.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..errors import InvalidRequest
from . import melds, solver
from .model import OPTIONS, rules
from .tiles import TILE_SETS, codes, indexes, points

MAX_TIME_LIMIT = 30.0
"""Longest time limit a caller may give the solver, in seconds."""
DEFAULT_TIME_LIMIT = 5.0


def _options(options: Any, *lists: list[int]) -> dict[str, Any]:
    """The resolved options, once the tiles given fit the tile set they name."""
    resolved = OPTIONS.resolve(options)
    TILE_SETS[resolved["tile_set"]].check(
        Counter(t for tiles in lists for t in tiles), "The tiles given"
    )
    return resolved


def meld_report(meld: list[int]) -> dict[str, Any]:
    """One meld's verdict: valid, kind, value, each joker's meaning, or the reason it fails."""
    found = melds.readings(meld)
    if not found:
        return {
            "meld": codes(meld),
            "valid": False,
            "kind": None,
            "value": None,
            "jokers": [],
            "reason": melds.diagnose(meld),
        }
    return {
        "meld": codes(meld),
        "valid": True,
        "kind": melds.kind(found),
        "value": max(r.value for r in found),
        "jokers": melds.jokers(meld, found),
        "reason": None,
    }


def check_table(table: Any, options: Any = None) -> dict[str, Any]:
    """``check-table``: every meld of ``table`` judged (seed 004 Object of the game, The play).

    :param table: melds, each a list of tile codes, as the contract's ``CheckTableRequest``
        shapes them (at most 60 melds of at most 20 tiles of the notation).
    :param options: game options (only ``tile_set`` matters here).
    :returns: ``{"valid", "tile_set", "melds": [...], "tiles", "value"}``; ``value`` sums
        the valid melds.
    :raises InvalidCard: more copies of a tile than the tile set has.
    """
    parsed = [indexes(meld) for meld in table]
    resolved = _options(options, *parsed)
    reports = [meld_report(meld) for meld in parsed]
    return {
        "valid": all(r["valid"] for r in reports),
        "tile_set": resolved["tile_set"],
        "melds": reports,
        "tiles": sum(len(m) for m in parsed),
        "value": sum(r["value"] or 0 for r in reports),
    }


def solve(body: dict[str, Any]) -> dict[str, Any]:
    """``solve``: the best turn for ``rack`` at ``table``, exact, proven within the time limit.

    :param body: ``{"rack", "table", "initial_meld_done", "objective", "options",
        "time_limit"}`` (all but ``rack`` optional: no melds, false, "tiles", defaults,
        5 s), as the contract's ``SolveRequest`` shapes it (tile codes, an objective of
        ``solver.OBJECTIVES``, a time limit above 0 and at most ``MAX_TIME_LIMIT`` seconds).
    :returns: ``{"action", "move", "table", "from_rack", "tiles", "value", "opening_value",
        "objective", "proven"}``; ``action`` ``"draw"`` when no legal laying exists.
    :raises InvalidCard: more copies of a tile than the tile set has.
    :raises InvalidRequest: a table meld that is not valid (the solver starts from a legal
        table).
    """
    rack = indexes(body["rack"])
    table = [indexes(meld) for meld in body.get("table", [])]
    for i, meld in enumerate(table):
        fault = melds.diagnose(meld)
        if fault:
            raise InvalidRequest(
                f"table[{i}] is not a valid meld: {fault} The solver starts "
                f"from a table that is legal.",
                field=f"table[{i}]",
                source=melds.SOURCE_KINDS,
            )
    resolved = _options(body.get("options"), rack, *table)
    objective = body.get("objective", "tiles")
    best = solver.solve(
        rack,
        table,
        initial_meld_done=body.get("initial_meld_done", False),
        **rules(resolved),
        objective=objective,
        time_limit=float(body.get("time_limit", DEFAULT_TIME_LIMIT)),
    )
    after = [codes(meld) for meld in best.table]
    move = (
        {"action": "lay", "table": after, "from_rack": codes(best.laid)}
        if best.laid
        else {"action": "draw"}
    )
    return {
        "action": move["action"],
        "move": move,
        "table": after,
        "from_rack": codes(best.laid),
        "tiles": len(best.laid),
        "value": sum(map(points, best.laid)),
        "opening_value": best.opening,
        "objective": objective,
        "proven": best.proven,
    }
