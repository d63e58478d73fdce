"""The catalog: every game in the seeds, its engine where one is built, its status.

Each family package exports ``CATALOG`` (``GameInfo`` of its available games, which replace
the planned entries below) and ``ENGINES`` (``Game`` objects implementing the interface).
A planned game is listed, with its seed source, and refuses every endpoint.
"""

from __future__ import annotations

from typing import Any

from . import rummikub, sabacc, sabaccino
from .errors import UnknownGame, UnsupportedEndpoint
from .interface import Game, GameInfo

S000 = "seed 000 (Sabaccino tiles)"


def _planned(
    id: str, name: str, family: str, lo: int, hi: int, source: str, summary: str
) -> GameInfo:
    return GameInfo(
        id=id,
        name=name,
        family=family,
        min_players=lo,
        max_players=hi,
        source=source,
        summary=summary,
    )


_PLANNED = [
    _planned(
        "corellian-spike",
        "Corellian Spike Sabacc",
        "sabacc",
        2,
        8,
        "seed 001 (Corellian Spike Sabacc)",
        "Get as close to zero as you can with the 62-card deck.",
    ),
    _planned(
        "traditional-sabacc",
        "Traditional 76-card Sabacc",
        "sabacc",
        2,
        7,
        "seed 002 (76 Card Sabacc)",
        "Get as close to 23 or -23 as you can.",
    ),
    _planned(
        "sabaccinos",
        "Basic Sabbacinos",
        "sabaccino",
        2,
        4,
        f"{S000} Basic Sabbacinos",
        "Empty your stock first; score the pips left in the other stocks.",
    ),
    _planned(
        "muggins",
        "Muggins",
        "sabaccino",
        2,
        4,
        f"{S000} Muggins",
        "Score when the open ends sum to a multiple of 5.",
    ),
    _planned(
        "tatooine-spice-train",
        "Tatooine Spice Train",
        "sabaccino",
        2,
        4,
        f"{S000} Tatooine Spice Train",
        "Trains run from the double sylop.",
    ),
    _planned(
        "porg-foot",
        "Porg Foot",
        "sabaccino",
        2,
        4,
        f"{S000} Porg Foot",
        "Every double must grow a three-toed foot before play goes on.",
    ),
    _planned(
        "bergamor",
        "Bergamor",
        "sabaccino",
        2,
        4,
        f"{S000} Bergamor",
        "Score a point when both open ends show the same number.",
    ),
    _planned(
        "nerf-herder",
        "Nerf Herder",
        "sabaccino",
        2,
        4,
        f"{S000} Nerf Herder",
        "Score a point when the two open ends sum to 7.",
    ),
    _planned(
        "sabaccino-cross",
        "Sabbacino Cross",
        "sabaccino",
        2,
        4,
        f"{S000} Sabbacino Cross",
        "Play starts on the four sides of a double: a cross.",
    ),
    _planned(
        "scoundrels-run",
        "Scoundrel's Run",
        "sabaccino",
        2,
        4,
        f"{S000} Scoundrel's Run",
        "A die roll says how many tiles you draw; first out wins the round.",
    ),
    _planned(
        "rule-of-two",
        "Rule of Two",
        "sabaccino",
        2,
        4,
        f"{S000} Rule of Two",
        "Laying a double scores the chain laid since the last double.",
    ),
    _planned(
        "never-tell-me-the-odds",
        "Never Tell Me The Odds",
        "sabaccino",
        2,
        4,
        f"{S000} Never Tell Me The Odds",
        "A die roll says how many tiles you draw; match symbols; first out wins.",
    ),
    _planned(
        "krayt-dragon",
        "Krayt Dragon",
        "sabaccino",
        2,
        4,
        f"{S000} Krayt Dragon",
        "The double-4 opens; doubles fork the line.",
    ),
    _planned(
        "sleemo",
        "Sleemo",
        "sabaccino",
        2,
        4,
        f"{S000} Sleemo",
        "Three tiles each; roll to draw when stuck; consecutive tiles freeze a rival tile.",
    ),
    _planned(
        "rummikub",
        "Rummikub (Sabra rules)",
        "rummikub",
        2,
        4,
        "seed 004 (Sabra Rummikub)",
        "Meld groups and runs; first to empty the rack wins.",
    ),
]

_AVAILABLE = {info.id: info for family in (sabacc, sabaccino, rummikub) for info in family.CATALOG}
_ENGINES: dict[str, Game[Any]] = {**sabacc.ENGINES, **sabaccino.ENGINES, **rummikub.ENGINES}

GAMES: dict[str, GameInfo] = {
    planned.id: _ENGINES[planned.id].info
    if planned.id in _ENGINES
    else _AVAILABLE.get(planned.id, planned)
    for planned in _PLANNED
}
"""Every game in the seeds, by id, in catalog order."""


def info(game_id: str) -> GameInfo:
    """The catalog entry of ``game_id``.

    :raises UnknownGame: no such game in the seeds.
    """
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(
            f"There is no game {game_id!r}; the games are {', '.join(GAMES)}."
        ) from None


def supports(game_id: str, endpoint: str) -> GameInfo:
    """The catalog entry of ``game_id`` if it supports ``endpoint``.

    :raises UnknownGame: no such game.
    :raises UnsupportedEndpoint: the game does not offer ``endpoint`` (or is planned).
    """
    entry = info(game_id)
    if endpoint not in entry.endpoints:
        raise UnsupportedEndpoint(
            f"{entry.name} does not support '{endpoint}'"
            + (
                f"; it supports {', '.join(entry.endpoints)}."
                if entry.endpoints
                else f"; it is planned, not yet built ({entry.source})."
            )
        )
    return entry


def engine(game_id: str, endpoint: str) -> Game[Any]:
    """The engine of ``game_id`` for one of the interface endpoints.

    :raises UnknownGame: no such game.
    :raises UnsupportedEndpoint: the game has no engine for ``endpoint`` yet.
    """
    supports(game_id, endpoint)
    return _ENGINES[game_id]
