"""Hand-made Sabacc table positions for the table-play tests (not a test module).

``position`` builds a valid state from a real deal, then lays the cards out as a test says:
the named hands, the named top cards of the draw and discard piles, and every other card of
the deck in the draw pile (or the discard pile), so the card conservation check still holds.
"""

from __future__ import annotations

from typing import Any

from service.games.sabacc.cards import DECKS
from tests.harness import call as ok, play, post, refused  # noqa: F401  (re-exported)

OUT = {"corellian-spike": "junked", "traditional-sabacc": "folded"}


def position(
    client,
    game: str,
    hands: list[list[str] | None],
    *,
    draw_top: tuple = (),
    discard: tuple = (),
    rest: str = "draw",
    options: dict | None = None,
    **fields: Any,
) -> dict:
    """A state of ``game`` with these hands (``None``: a player who has left).

    :param draw_top: cards on top of the draw pile, the top card first.
    :param discard: the discard pile, bottom first (its top is the last).
    :param rest: where every other card goes: ``"draw"`` (beneath ``draw_top``, in deck
        order) or ``"discard"`` (beneath ``discard``).
    :param fields: state members to set (``to_move``, ``round``, ``phase``...).
    """
    state = ok(client, game, "deal", {"players": len(hands), "seed": 1, "options": options or {}})[
        "state"
    ]
    named = [c for hand in hands for c in hand or []] + list(draw_top) + list(discard)
    assert len(set(named)) == len(named), named
    others = [c for c in DECKS[game].codes if c not in named]
    for player, hand in zip(state["players"], hands):
        player["hand"] = list(hand or [])
        player[OUT[game]] = hand is None
    top = list(reversed(draw_top))
    state["draw_pile"] = (others if rest == "draw" else []) + top
    state["discard_pile"] = (others if rest == "discard" else []) + list(discard)
    state.update(fields)
    return state
