"""The Sabaccino family: the tile games of seed 000 played with the double-six set.

The family skeleton: ``engine`` (the ``Game``), ``model`` (the state in memory and its
JSON), ``reading`` (JSON to model, every check; ``checks`` those needing the rules of play),
``actions`` (each action's ``verify_`` and ``do_``), ``moves`` (the legal moves, reading a
move), ``words``, ``secrecy``, ``schema``; the concepts ``tiles``, ``tableau`` (with each
game's ``Layout``), ``rules`` (a game as data), ``round``, ``first_player``, ``turns``,
``turnover``, ``scoring``; and ``games``, one module per game holding its ``Rules``
(docs/architecture.md, Sabaccino). ``CATALOG`` and ``ENGINES`` feed the registry.
"""

from __future__ import annotations

from .engine import SabaccinoGame
from .games import (
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

_GAMES = [
    sabaccinos,
    muggins,
    bergamor,
    nerf_herder,
    sabaccino_cross,
    scoundrels_run,
    rule_of_two,
    never_tell_me_the_odds,
    krayt_dragon,
    tatooine_spice_train,
    porg_foot,
    sleemo,
]

ENGINES: dict[str, SabaccinoGame] = {
    module.RULES.id: SabaccinoGame(module.RULES) for module in _GAMES
}
CATALOG = [engine.info for engine in ENGINES.values()]
