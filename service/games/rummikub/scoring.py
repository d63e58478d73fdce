"""Rummikub scoring (seed 004 Scoring): the ``score`` answer, and the ``game_over`` event
that closes play.
"""

from __future__ import annotations

from typing import Any

from .model import Model
from .tiles import codes, points, sort_key


def game_over(model: Model) -> dict[str, Any]:
    result = standings(model)
    return {
        "event": "game_over",
        "winners": result["winners"],
        "scores": [s["score"] for s in result["standings"]],
    }


def standings(model: Model) -> dict[str, Any]:
    """The ``score`` answer: rack totals so far; once over, the winners and their credit.

    Seed 004 Scoring: the player out wins; the others score minus their rack (a joker 30)
    and the winner plus the sum. When the pool runs out the lowest rack total wins and is
    credited with the others' totals less its own (``empty_pool_scoring`` "less-own"), or
    with the differences ("differences"); tied lowest totals all win.
    """
    totals = [sum(map(points, rack)) for rack in model.racks]
    rows: list[dict[str, Any]] = [
        {
            "player": p,
            "score": 0,
            "rack_points": totals[p],
            "rack_tiles": len(rack),
            "initial_meld_done": model.opened[p],
        }
        for p, rack in enumerate(model.racks)
    ]
    if not model.terminal:
        for row in rows:
            row["how"] = "The game goes on."
        return {"terminal": False, "winners": [], "standings": rows}
    out = [p for p, rack in enumerate(model.racks) if not rack]
    low = min(totals)
    winners = out or [p for p in range(model.seats) if totals[p] == low]
    losers = [p for p in range(model.seats) if p not in winners]
    differences = not out and model.options["empty_pool_scoring"] == "differences"
    for p in losers:
        lost = totals[p] - low if differences else totals[p]
        rows[p]["score"] = -lost
        rows[p]["how"] = (
            f"Rack {' '.join(codes(sorted(model.racks[p], key=sort_key)))} "
            f"counts {totals[p]}"
            + (f", {lost} more than the winner's {low}." if differences else ".")
        )
    for p in winners:
        credit = sum(-rows[q]["score"] for q in losers)
        if out:
            rows[p]["how"] = f"Out first: credited with the others' racks, {credit}."
        elif differences:
            rows[p]["how"] = (
                f"Lowest rack ({totals[p]}) when the pool ran out: credited "
                f"with the differences, {credit}."
            )
        else:
            rows[p]["how"] = (
                f"Lowest rack ({totals[p]}) when the pool ran out: credited "
                f"with the others' racks, {credit}, less its own {totals[p]}."
            )
            credit -= totals[p]
        rows[p]["score"] = credit
    return {"terminal": True, "winners": winners, "standings": rows}
