"""The Sabacc family: Corellian Spike (seed 001) and traditional 76-card Sabacc (seed 002).

``cards`` holds both decks and the card notation; ``ranking`` ranks hands by a profile
(``profiles/*.toml``); ``engine`` is the table play both games share (``reading`` its
states, ``piles`` its drawing, ``showdown`` its reveal, ``options`` its options), and
``corellian_spike`` and ``traditional`` their engines. ``CATALOG`` and ``ENGINES`` feed
the registry.

``CATALOG`` is first built without options, because ``ranking`` reads the player ranges
from it and the ``profile`` option reads the profile ids from ``ranking``; the entries are
then completed in place.
"""

from __future__ import annotations

from dataclasses import replace

from ..interface import INTERFACE_ENDPOINTS, GameInfo
from ..options import OptionSet, OptionSpec

CATALOG = [
    GameInfo(id="corellian-spike", name="Corellian Spike Sabacc", family="sabacc",
             min_players=2, max_players=8, source="seed 001 (Corellian Spike Sabacc)",
             summary="Get as close to zero as you can with the 62-card deck.",
             status="available"),
    GameInfo(id="traditional-sabacc", name="Traditional 76-card Sabacc", family="sabacc",
             min_players=2, max_players=7, source="seed 002 (76 Card Sabacc)",
             summary="Get as close to 23 or -23 as you can with the 76-card deck.",
             status="available"),
]

from .corellian_spike import CorellianSpike  # noqa: E402 - needs CATALOG (see above)
from .options import DEAL_PASSES, dealer_option, profile_option  # noqa: E402
from .traditional import Traditional  # noqa: E402

ENDPOINTS = ("rank", "profiles", *INTERFACE_ENDPOINTS)

_OPTIONS = {
    "corellian-spike": (
        OptionSpec("sudden_demise", "string", "hand", (
            "seed 001 §5 'each tied player takes one card blind from the Draw Pile, and the "
            "closest to zero wins': 'hand' adds the card to the hand and ranks the tied hands "
            "again; 'card' ranks the drawn cards alone."), choices=("hand", "card")),
    ),
    "traditional-sabacc": (
        OptionSpec("interference", "boolean", False, (
            "seed 002 'Interference Field': a player may freeze a card as the action of a turn; "
            "a frozen card cannot be swapped and stays through a dice shift.")),
        OptionSpec("sudden_demise", "string", "hand", (
            "seed 002 'What happens in the event of a tie?': when every rule of the profile "
            "leaves the best hands tied, 'hand' plays a sudden demise (each tied player takes "
            "one card, the hands are ranked again); 'share' lets the tied players share the "
            "win."), choices=("hand", "share")),
    ),
}

CATALOG[:] = [
    replace(info, endpoints=ENDPOINTS, options=OptionSet((
        dealer_option(info.max_players), profile_option(info.id), *_OPTIONS[info.id],
        DEAL_PASSES)))
    for info in CATALOG
]

ENGINES = {"corellian-spike": CorellianSpike(CATALOG[0]),
           "traditional-sabacc": Traditional(CATALOG[1])}
"""The table-play engines by game id."""
