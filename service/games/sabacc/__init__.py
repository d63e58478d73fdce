"""The Sabacc family: Corellian Spike (seed 001) and traditional 76-card Sabacc (seed 002).

``cards`` holds both decks and the card notation; ``ranking`` ranks hands by a profile
(``profiles/*.toml``). ``CATALOG`` and ``ENGINES`` feed the registry.
"""

from __future__ import annotations

from ..interface import GameInfo

RANK_ENDPOINTS = ("rank", "profiles")

CATALOG = [
    GameInfo(id="corellian-spike", name="Corellian Spike Sabacc", family="sabacc",
             min_players=2, max_players=8, source="seed 001 (Corellian Spike Sabacc)",
             summary="Get as close to zero as you can with the 62-card deck.",
             endpoints=RANK_ENDPOINTS, status="available"),
    GameInfo(id="traditional-sabacc", name="Traditional 76-card Sabacc", family="sabacc",
             min_players=2, max_players=7, source="seed 002 (76 Card Sabacc)",
             summary="Get as close to 23 or -23 as you can with the 76-card deck.",
             endpoints=RANK_ENDPOINTS, status="available"),
]
ENGINES: dict = {}
