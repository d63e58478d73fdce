"""Scoundrel's Run (seed 000, Rules for Scoundrel's Run).

Each player rolls a die and draws that many tiles; the lowest double (else lowest tile)
opens a line; the first player out wins the round; most rounds won wins the match.
"""

from __future__ import annotations

from ..rules import BLOCKED, OPEN_WITH_DECIDER, ROUNDS, Rules

RULES = Rules(
    id="scoundrels-run",
    name="Scoundrel's Run",
    section="Rules for Scoundrel's Run",
    summary="A die roll says how many tiles you draw; first out wins the round.",
    options=(ROUNDS, BLOCKED, OPEN_WITH_DECIDER),
    deal="dice",
    round_points="wins",
)
