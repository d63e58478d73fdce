"""The greedy computer player of `suggest` and `arbiter play-game` (service/games/bots.py)
scores each game's moves as that game's rules make them: views written by hand after
docs/rules/<game>.md, moves in the order the engines list them."""

from __future__ import annotations

import random

from service.games.bots import choose


def traditional(hand: list, discard_pile: list) -> tuple[dict, list[dict]]:
    """Seat 0's view of a traditional Sabacc turn (one opponent) and its legal moves."""
    view = {
        "game": "traditional-sabacc",
        "phase": "turn",
        "to_move": 0,
        "viewer": 0,
        "players": [
            {"hand": hand, "folded": False, "frozen": []},
            {"hand_count": 2, "folded": False, "frozen": []},
        ],
        "discard_pile": discard_pile,
        "draw_pile_count": 60,
    }
    moves = [
        {"action": "gain"},
        *({"action": "swap", "card": c} for c in hand),
        {"action": "stand"},
        {"action": "fold"},
    ]
    return view, moves


def greedy(game: str, view: dict, moves: list[dict]) -> dict:
    return choose("greedy", game, "sabacc", moves, view, 0, random.Random(7))


def test_a_traditional_swap_draws_blind_so_a_good_discard_top_does_not_tempt():
    """Seed 002 step 5: a swap puts a card face up on the discard pile and takes the top
    card of the *draw* pile. Holding +10f +8s (18, 5 from 23) with +13c on top of the
    discard pile, +8s for +13c would be a Pure Sabacc (10 + 13 = 23) if the swap took the
    discard as in Corellian Spike; it does not, so the bot does what it does 5 from the
    goal with no sure swap: it gains."""
    view, moves = traditional(["+10f", "+8s"], ["+4f", "+13c"])
    assert greedy("traditional-sabacc", view, moves) == {"action": "gain"}


def test_a_corellian_spike_swap_still_takes_the_discard_top():
    """Seed 001 §3: a swap takes the top card of the discard pile. Holding +5c +2t (7 from
    zero) with -5s on top, +2t for -5s makes a zero hand (+5 - 5)."""
    view = {
        "game": "corellian-spike",
        "phase": "turn",
        "to_move": 0,
        "viewer": 0,
        "players": [{"hand": ["+5c", "+2t"], "junked": False}, {"hand_count": 2, "junked": False}],
        "discard_pile": ["+1s", "-5s"],
        "draw_pile_count": 55,
    }
    moves = [
        {"action": "gain"},
        {"action": "gain", "discard": "+5c"},
        {"action": "gain", "discard": "+2t"},
        {"action": "swap", "card": "+5c"},
        {"action": "swap", "card": "+2t"},
        {"action": "stand"},
        {"action": "junk"},
    ]
    assert greedy("corellian-spike", view, moves) == {"action": "swap", "card": "+2t"}


def test_a_traditional_hand_past_23_is_a_bomb_out_the_bot_swaps_out_of():
    """Seed 002: a total above 23 bombs out. +15f +12s is 27: standing or gaining keeps it
    past 23 unless a negative card comes; swapping the +15f away leaves +12, which most
    unseen cards keep between 1 and 23, so the bot swaps it."""
    view, moves = traditional(["+15f", "+12s"], [])
    assert greedy("traditional-sabacc", view, moves) == {"action": "swap", "card": "+15f"}
