"""What a Sabaccino round is worth: the blocked-round winner and the points a round awards.

Seed 000 (Basic Sabbacinos, Scoring): "The sum of the values on the remaining tiles in every
opponent's stock are summed up, and added to the winner's score"; Scoundrel's Run, Never
Tell Me The Odds and Krayt Dragon count rounds won instead. A blocked round (the seed says
only that play stops) is read by the ``blocked`` option (docs/rules/sabaccino-common.md).
"""

from __future__ import annotations

from typing import Any

from ..words import seat as seat_name
from .rules import Rules


def blocked_winner(rules: Rules, options: dict[str, Any], pips: list[int]) -> int | None:
    """Who wins a blocked round: with ``blocked`` ``"lowest-pips"`` the one player with the
    lowest pip count (nobody on a tie); nobody with ``"none"`` or where rounds award nothing.
    """
    if rules.round_points == "none" or options["blocked"] == "none":
        return None
    low = min(pips)
    holders = [seat for seat, count in enumerate(pips) if count == low]
    return holders[0] if len(holders) == 1 else None


def award(rules: Rules, winner: int | None, pips: list[int]) -> list[int]:
    """The points the end of a round adds to each seat (lay points not included).

    :param winner: the round's winner, or ``None``.
    :param pips: each seat's pip count at the end of the round.
    :returns: one figure per seat: ``"pips"`` gives the winner every opponent's pips,
        ``"wins"`` gives the winner 1, ``"none"`` gives nothing.
    """
    points = [0] * len(pips)
    if winner is None or rules.round_points == "none":
        return points
    points[winner] = 1 if rules.round_points == "wins" else sum(pips) - pips[winner]
    return points


def lay_points(entries: list[dict[str, Any]], seats: int) -> list[int]:
    """Each seat's total from scoring entries ``{"player", "points", ...}``."""
    points = [0] * seats
    for entry in entries:
        points[entry["player"]] += entry["points"]
    return points


def explain_round(rules: Rules, record: dict[str, Any], seat: int) -> str:
    """How ``seat`` came by its points in a finished round ``record``, in words."""
    points, winner, pips = record["points"][seat], record["winner"], record["pips"]
    parts = []
    if rules.lay_score is not None:
        parts = [rules.lay_score.explain(e) for e in record["scoring"] if e["player"] == seat]
    if winner == seat and rules.round_points != "none":
        how = {
            "out": "went out",
            "blocked": "had the lowest pip count when play was blocked",
            "target": "reached the target",
        }[record["ended"]]
        if rules.round_points == "wins":
            parts.append(f"won the round ({how}): 1")
        else:
            others = [f"{pips[i]} ({seat_name(i).lower()})" for i in range(len(pips)) if i != seat]
            parts.append(
                f"won the round ({how}); opponents' stocks held "
                f"{' + '.join(others)} = {points} pips"
            )
    if not parts:
        who = seat_name(winner).lower()
        ended = {
            "out": f"{who} went out",
            "target": f"{who} reached the target",
            "blocked": "play was blocked",
        }[record["ended"]]
        winner_words = (
            ", and nobody won it"
            if winner is None and record["ended"] == "blocked" and rules.round_points != "none"
            else ""
        )
        parts.append(f"{ended}{winner_words}")
    return f"{points}: " + "; ".join(parts)
