"""The options both Sabacc games share: the first dealer, when the deal passes, the ranking
profile; and ``round_dealer``, the seat they make the dealer of each round.
"""

from __future__ import annotations

from typing import Any

from ..options import OptionSpec
from . import ranking


def dealer_option(most: int) -> OptionSpec:
    """The ``dealer`` option: the seat index (from 0) of the game's first dealer (see
    ``DEAL_PASSES``)."""
    return OptionSpec(
        "dealer",
        "integer",
        0,
        (
            "The seat index from 0 (0 is seat 1, 1 is seat 2) of the dealer of the game's first "
            "round, who also plays; the first turn and the deal go to the dealer's left. Start the "
            "next game with the game_over event's next_dealer."
        ),
        minimum=0,
        maximum=most - 1,
    )


DEAL_PASSES = OptionSpec(
    "deal_passes",
    "string",
    "round",
    (
        "When the deal passes to the left (seed 001 §2 'The deal passes to the left each round', "
        "where 'In each round every player takes one turn'; seed 002 step 10 'The player to the "
        "left of the dealer will now be the dealer, so on and so forth each round'): 'round' - "
        "after each round of turns, so the first player to act moves left round by round; "
        "'game' - only between games, the dealer of a game dealing all its rounds."
    ),
    choices=("round", "game"),
)


def round_dealer(options: dict[str, Any], rnd: int, players: int) -> int:
    """The seat dealing round ``rnd`` (from 1) of a game dealt by ``options["dealer"]``: the
    deal passes left each round with ``deal_passes`` ``"round"``, never within a game with
    ``"game"``."""
    moves = rnd - 1 if options["deal_passes"] == "round" else 0
    return (int(options["dealer"]) + moves) % players


def profile_option(game: str) -> OptionSpec:
    """The ``profile`` option: which ranking profile judges the reveal (default the seed's)."""
    names = tuple(p["id"] for p in ranking.profiles(game))
    return OptionSpec(
        "profile",
        "string",
        names[0],
        (
            "The ranking profile that judges the reveal and sudden demise (see GET "
            "/v1/games/{game}/profiles); the default is the seed's reading."
        ),
        choices=names,
    )
