"""Never Tell Me The Odds (seed 000, Rules for Never Tell Me The Odds).

Its rules, line by line, are those of Scoundrel's Run (a die roll says how many tiles each
player draws; match the symbol on an open end; first out wins the round; most rounds won
wins): see docs/rules/never-tell-me-the-odds.md.
"""

from __future__ import annotations

from dataclasses import replace

from .scoundrels_run import RULES as SCOUNDRELS_RUN

RULES = replace(
    SCOUNDRELS_RUN,
    id="never-tell-me-the-odds",
    name="Never Tell Me The Odds",
    section="Rules for Never Tell Me The Odds",
    summary="A die roll says how many tiles you draw; match symbols; first out wins.",
)
