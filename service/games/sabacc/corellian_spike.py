"""Corellian Spike Sabacc at the table (seed 001): Gain, Swap, Stand and Junk for three rounds.

The shared table (``engine.SabaccTable``) deals, rolls, shifts, reveals and scores; this module
holds the turn actions of seed 001 §3 A round::

    {"action": "gain"}                      take the top card of the draw pile
    {"action": "gain", "discard": "+3c"}    discard +3c first, then take the top card
    {"action": "swap", "card": "+3c"}       take the top discard, put +3c in its place
    {"action": "stand"}                     do nothing
    {"action": "junk"}                      the whole hand to the discard pile; out

A turn may name its ``player`` (refused when it is not that player's turn). The dealer turns
the first discard face up at the deal, and a reshuffle leaves the discard pile's top card.
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMove, InvalidMove
from ..interface import can
from ..reader import Reader
from ..words import seat as seat_name
from .cards import CORELLIAN_SPIKE_DECK
from .engine import SabaccTable
from .model import Table

ROUNDS = 3
"""The game lasts three rounds (seed 001 §3 A round)."""


class CorellianSpike(SabaccTable):
    """The Corellian Spike engine (seed 001); construct it with its catalog entry."""

    deck = CORELLIAN_SPIKE_DECK
    out_key, leave = "junked", "junk"
    keep_top = 1
    turn_up = True
    actions = {"gain": {"discard": False}, "swap": {"card": True}, "stand": {}, "junk": {}}
    last_round = ROUNDS
    src = {
        "setup": "seed 001 §2 Setup",
        "turn": "seed 001 §3 A round",
        "dice": "seed 001 §3 A round, The dice",
        "reveal": "seed 001 §4 The reveal",
        "tie": "seed 001 §5 Winning hands (sudden demise)",
        "pile": "seed 001 §3 A round (the reshuffle is a reading: docs/rules/corellian-spike.md)",
    }

    def final_round(self, model: Table) -> bool:
        """The reveal follows the third round's roll (seed 001 §4)."""
        return model.round == ROUNDS

    def turn_moves(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Gain, gain after each possible discard, swap each card, stand, junk."""
        hand = model.players[seat].hand
        moves = [{"action": "gain"}] if can(self.verify_gain, model, seat) else []
        moves += [
            {"action": "gain", "discard": c}
            for c in hand
            if can(self.verify_discard_then_draw, model, seat, c)
        ]
        if can(self.verify_swap, model, seat):
            moves += [{"action": "swap", "card": c} for c in hand]
        return moves + [{"action": "stand"}, {"action": "junk"}]

    def turn(self, model: Table, seat: int, action: str, move: Reader) -> list[dict[str, Any]]:
        """Carry out gain, swap, stand or junk (seed 001 §3 A round)."""
        if action not in self.actions:
            raise InvalidMove(
                f"move.action {action!r} is not a Corellian Spike action: a "
                "turn is gain, swap, stand or junk; the dice take chance or "
                "roll.",
                field="move.action",
            )
        move.obj({"action", "player", *self.actions[action]})
        if action == "gain":
            if not move.has("discard"):
                self.verify_gain(model, seat)
                return self.do_gain(model, seat)
            card = self.card(model, seat, move, "discard")
            self.verify_discard_then_draw(model, seat, card)
            return self.do_discard_then_draw(model, seat, card, "gain")
        if action == "swap":
            card = self.card(model, seat, move, "card")
            self.verify_swap(model, seat)
            return self.do_swap(model, seat, card)
        if action == "stand":
            return self.do_stand(model, seat)
        return self.do_leave(model, seat)

    def verify_swap(self, model: Table, seat: int) -> None:
        """Swap needs a card on the discard pile to take.

        :raises IllegalMove: the discard pile is empty.
        """
        if not model.discard_pile:
            raise IllegalMove(
                f"{seat_name(seat)} cannot swap: the discard pile is empty, so there "
                "is no card to take.",
                rule="Swap: take the top card of the discard pile and put a card "
                "from your hand face up in its place",
                source=self.src["turn"],
            )

    def do_swap(self, model: Table, seat: int, card: str) -> list[dict[str, Any]]:
        """Take the top discard into the hand and put ``card`` face up in its place."""
        hand = model.players[seat].hand
        taken = model.discard_pile.pop()
        hand.remove(card)
        hand.append(taken)
        model.discard_pile.append(card)
        return [{"event": "swap", "player": seat, "took": taken, "discarded": card}]
