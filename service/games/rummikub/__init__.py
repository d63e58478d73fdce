"""The rummikub family: Sabra Rummikub (seed 004).

``tiles`` holds the notation and the two tile sets, ``melds`` groups and runs, ``turn`` the
check of a whole laying, ``initial_meld`` the worth of an initial meld, ``solver`` the exact
best turn, ``model`` the options and the model of a state, ``reading`` reading and checking
a state, ``actions`` the chance step, draw, lay and penalty, ``scoring`` the scores,
``engine`` the game on the shared interface and ``endpoints`` the ``check-table`` and
``solve`` answers. ``CATALOG`` and ``ENGINES`` feed the registry.
"""

from __future__ import annotations

from .engine import Rummikub
from .model import INFO

CATALOG = [INFO]
ENGINES = {INFO.id: Rummikub()}
