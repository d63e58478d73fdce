"""The Sabacc family: Corellian Spike (seed 001) and traditional 76-card Sabacc (seed 002).

``cards`` holds both decks and the card notation; ``ranking`` ranks hands by a profile
(``profiles/*.toml``); ``engine`` is the table play both games share (``reading`` its
states, ``piles`` its drawing, ``showdown`` its reveal, ``options`` its options), and
``corellian_spike`` and ``traditional`` their engines. ``CATALOG`` and ``ENGINES`` feed
the registry.
"""

from __future__ import annotations

from ..interface import INTERFACE_ENDPOINTS, GameInfo
from ..options import OptionSet, OptionSpec
from . import ranking
from .corellian_spike import CorellianSpike
from .options import DEAL_PASSES, dealer_option, profile_option
from .traditional import Traditional

ENDPOINTS = ("rank", "profiles", *INTERFACE_ENDPOINTS)

_OPTIONS = {
    "corellian-spike": (
        OptionSpec(
            "sudden_demise",
            "string",
            "hand",
            (
                "seed 001 §5 'each tied player takes one card blind from the Draw Pile, and the "
                "closest to zero wins': 'hand' adds the card to the hand and ranks the tied hands "
                "again; 'card' ranks the drawn cards alone."
            ),
            choices=("hand", "card"),
        ),
    ),
    "traditional-sabacc": (
        OptionSpec(
            "interference",
            "boolean",
            False,
            (
                "seed 002 'Interference Field': a player may freeze a card as the action of a "
                "turn; a frozen card cannot be swapped and stays through a dice shift."
            ),
        ),
        OptionSpec(
            "sudden_demise",
            "string",
            "hand",
            (
                "seed 002 'What happens in the event of a tie?': when every rule of the profile "
                "leaves the best hands tied, 'hand' plays a sudden demise (each tied player takes "
                "one card, the hands are ranked again); 'share' lets the tied players share the "
                "win."
            ),
            choices=("hand", "share"),
        ),
    ),
}


def _info(game: str, name: str, source: str, summary: str) -> GameInfo:
    """A game's catalog entry, its table size from its ranking rules (``players``)."""
    fewest, most = ranking.RULES[game].players
    return GameInfo(
        id=game,
        name=name,
        family="sabacc",
        min_players=fewest,
        max_players=most,
        source=source,
        summary=summary,
        endpoints=ENDPOINTS,
        options=OptionSet(
            (dealer_option(most), profile_option(game), *_OPTIONS[game], DEAL_PASSES)
        ),
        status="available",
    )


CATALOG = [
    _info(
        "corellian-spike",
        "Corellian Spike Sabacc",
        "seed 001 (Corellian Spike Sabacc)",
        "Get as close to zero as you can with the 62-card deck.",
    ),
    _info(
        "traditional-sabacc",
        "Traditional 76-card Sabacc",
        "seed 002 (76 Card Sabacc)",
        "Get as close to 23 or -23 as you can with the 76-card deck.",
    ),
]

ENGINES = {
    "corellian-spike": CorellianSpike(CATALOG[0]),
    "traditional-sabacc": Traditional(CATALOG[1]),
}
"""The table-play engines by game id."""
