"""The Sabaccino family: the tile games of seed 000 played with the double-six set.

``tiles`` (the set and the "a-b" notation), ``tableau`` (placed tiles and open ends, laid
out as a line, a cross or a forking snake), ``rules`` (a game as data), ``state`` (the
model and its JSON), ``opening``, ``round`` (a round's course: what fits, blocked
rounds, its end and the match's), ``actions`` (each action's verify / can / do), ``moves``
(the legal moves, reading a move) and ``checks`` (the rounds every game shares),
``scoring``, ``turns`` and ``turnover`` (what a turn holds beyond a placement), ``engine``
(the ``Game``), and one module per game holding its ``Rules``.
``CATALOG`` and ``ENGINES`` feed the registry.
"""

from __future__ import annotations

from . import (
    bergamor,
    krayt_dragon,
    muggins,
    nerf_herder,
    never_tell_me_the_odds,
    porg_foot,
    rule_of_two,
    sabaccino_cross,
    sabaccinos,
    scoundrels_run,
    sleemo,
    tatooine_spice_train,
)
from .engine import SabaccinoGame

_GAMES = [sabaccinos, muggins, bergamor, nerf_herder, sabaccino_cross, scoundrels_run,
          rule_of_two, never_tell_me_the_odds, krayt_dragon, tatooine_spice_train, porg_foot,
          sleemo]

ENGINES: dict[str, SabaccinoGame] = {
    module.RULES.id: SabaccinoGame(module.RULES) for module in _GAMES}
CATALOG = [engine.info for engine in ENGINES.values()]
