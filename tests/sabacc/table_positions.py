"""Hand-made Sabacc table positions for the table-play tests (not a test module).

``position`` builds a valid state from a real deal, then lays the cards out as a test says:
the named hands, the named top cards of the draw and discard piles, and every other card of
the deck in the draw pile (or the discard pile), so the card conservation check still holds.
"""

from __future__ import annotations

from typing import Any

from service.games.sabacc.cards import DECKS

OUT = {"corellian-spike": "junked", "traditional-sabacc": "folded"}


def post(client, game: str, endpoint: str, body: dict):
    """POST to ``/v1/games/{game}/{endpoint}``; the response (any status)."""
    return client.post(f"/v1/games/{game}/{endpoint}", json=body)


def ok(client, game: str, endpoint: str, body: dict) -> dict:
    """The JSON answer of a request that must succeed."""
    response = post(client, game, endpoint, body)
    assert response.status_code == 200, response.json
    return response.json


def play(client, game: str, state: dict, move: dict) -> tuple[dict, list[dict]]:
    """Play ``move``; the next state and its events."""
    answer = ok(client, game, "play", {"state": state, "move": move})
    return answer["state"], answer["events"]


def refused(client, game: str, state: dict, move: dict, code: str = "illegal_move") -> dict:
    """Play ``move`` and assert a 422 with ``code``; the problem document."""
    response = post(client, game, "play", {"state": state, "move": move})
    assert response.status_code == 422, response.json
    assert response.json["code"] == code, response.json
    return response.json


def position(client, game: str, hands: list[list[str] | None], *, draw_top: tuple = (),
             discard: tuple = (), rest: str = "draw", options: dict | None = None,
             **fields: Any) -> dict:
    """A state of ``game`` with these hands (``None``: a player who has left).

    :param draw_top: cards on top of the draw pile, the top card first.
    :param discard: the discard pile, bottom first (its top is the last).
    :param rest: where every other card goes: ``"draw"`` (beneath ``draw_top``, in deck
        order) or ``"discard"`` (beneath ``discard``).
    :param fields: state members to set (``to_move``, ``round``, ``phase``...).
    """
    state = ok(client, game, "deal", {"players": len(hands), "seed": 1,
                                       "options": options or {}})["state"]
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
