"""Traditional 76-card Sabacc at the table (seed 002): the action phase, calling, interference.

The shared table (``engine.SabaccTable``) deals, rolls, shifts, reveals and scores; this module
holds the actions of seed 002 The Setup and Gameplay, steps 5-13::

    {"action": "gain"}                   take the top card of the draw pile
    {"action": "swap", "card": "+7f"}    +7f face up on the discard pile, then take the top card
    {"action": "stand"}                  do nothing
    {"action": "fold"}                   the whole hand to the discard pile; out
    {"action": "freeze", "card": "+7f"}  option interference: +7f stays through a dice shift
    {"action": "call"}                   from round 4: call the hand

No discard is turned up at the deal and the discard pile is never drawn from, so a reshuffle
takes all of it. Once the hand is called (``called_by``), every other player still in the game,
from the caller's left, stands or folds once; the dice are rolled one last time; the reveal.
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMove, InvalidMove, InvalidState
from ..interface import can
from ..reader import Reader
from ..words import seat as seat_name
from .cards import TRADITIONAL_DECK
from .engine import SabaccTable
from .model import Table

CALL_FROM = 4
"""The first round in which the hand may be called: after the third (seed 002 step 11)."""


class Traditional(SabaccTable):
    """The traditional 76-card engine (seed 002); construct it with its catalog entry."""

    deck = TRADITIONAL_DECK
    out_key, leave = "folded", "fold"
    keep_top = 0
    turn_up = False
    frozen_key = True
    extra_keys = ("called_by",)
    actions = {
        "gain": {},
        "swap": {"card": True},
        "stand": {},
        "fold": {},
        "freeze": {"card": True},
        "call": {},
    }
    src = {
        "setup": "seed 002 The Setup and Gameplay, steps 1-4",
        "turn": "seed 002 The Setup and Gameplay, steps 5-6 (Action Phase)",
        "dice": "seed 002 The Setup and Gameplay, step 7",
        "call": "seed 002 The Setup and Gameplay, steps 9-12",
        "reveal": "seed 002 The Setup and Gameplay, step 13; Judging Hands",
        "tie": "seed 002 Other Questions and Considerations (What happens in the event of a tie?)",
        "pile": "seed 002 Other Questions and Considerations (Is there a Discard Pile?)",
        "freeze": "seed 002 Other Questions and Considerations (the Interference Field)",
    }

    def final_round(self, model: Table) -> bool:
        """The reveal follows the roll after the hand is called (seed 002 steps 12-13)."""
        return model.caller is not None

    def load_extra(self, state: dict[str, Any], model: Table) -> None:
        """``called_by``: null, or the seat of a player in the game, from round 4 on; frozen
        cards only with the interference option."""
        seat = state["called_by"]
        if seat is not None:
            if seat >= len(model.players):
                raise InvalidState(
                    f"state.called_by must be between 0 and {len(model.players) - 1}; got {seat}.",
                    field="state.called_by",
                )
            if model.players[seat].out or model.round < CALL_FROM:
                raise InvalidState(
                    f"state.called_by: {seat_name(seat).lower()} cannot have "
                    f"called in round {model.round}; the hand is called from round "
                    f"{CALL_FROM} by a player still in the game.",
                    field="state.called_by",
                )
            model.caller = seat
        if not model.options["interference"] and any(p.frozen for p in model.players):
            raise InvalidState(
                "state.players: frozen cards need the option 'interference'.", field="state.players"
            )

    def dump_extra(self, model: Table, out: dict[str, Any]) -> None:
        """Write ``called_by``."""
        out["called_by"] = model.caller

    def turn_moves(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Gain, swap each unfrozen card, freeze each unfrozen card, stand, call, fold; after
        the call only stand and fold."""
        if model.caller is not None:
            return [{"action": "stand"}, {"action": "fold"}]
        player = model.players[seat]
        loose = [c for c in player.hand if c not in player.frozen]
        moves = [{"action": "gain"}] if can(self.verify_gain, model, seat) else []
        moves += [
            {"action": "swap", "card": c}
            for c in loose
            if can(self.verify_discard_then_draw, model, seat, c)
        ]
        if model.options["interference"]:
            moves += [{"action": "freeze", "card": c} for c in loose]
        moves.append({"action": "stand"})
        if can(self.verify_call, model, seat):
            moves.append({"action": "call"})
        return moves + [{"action": "fold"}]

    def turn(self, model: Table, seat: int, action: str, move: Reader) -> list[dict[str, Any]]:
        """Carry out gain, swap, stand, fold, freeze or call (seed 002 steps 5-11)."""
        if action not in self.actions:
            raise InvalidMove(
                f"move.action {action!r} is not a traditional Sabacc action: a "
                "turn is gain, swap, stand, fold, freeze or call; the dice take "
                "chance or roll.",
                field="move.action",
            )
        move.obj({"action", "player", *self.actions[action]})
        if action in ("stand", "fold"):
            return self.do_stand(model, seat) if action == "stand" else self.do_leave(model, seat)
        self.verify_not_called(model, seat, action)
        if action == "gain":
            self.verify_gain(model, seat)
            return self.do_gain(model, seat)
        if action == "call":
            self.verify_call(model, seat)
            return self.do_call(model, seat)
        if action == "freeze":
            self.verify_freeze(model, seat)
        card = self.card(model, seat, move, "card")
        if action == "swap":
            self.verify_discard_then_draw(model, seat, card)
            return self.do_discard_then_draw(model, seat, card, "swap")
        return self.do_freeze(model, seat, card)

    def verify_not_called(self, model: Table, seat: int, action: str) -> None:
        """After the call, player actions cease.

        :raises IllegalMove: the hand has been called.
        """
        if model.caller is not None:
            raise IllegalMove(
                f"{seat_name(model.caller)} has called the hand: "
                f"{seat_name(seat).lower()} may only stand or fold, not {action}.",
                rule="Once the hand is called, player actions cease and only "
                "standing or folding can take place",
                source=self.src["call"],
            )

    def verify_call(self, model: Table, seat: int) -> None:
        """The hand may be called from round 4, once.

        :raises IllegalMove: before the fourth round.
        """
        if model.round < CALL_FROM:
            raise IllegalMove(
                f"The hand cannot be called in round {model.round}: it may be "
                f"called from round {CALL_FROM}, after three rounds of play.",
                rule="After the 3rd round of play any player can call the hand",
                source=self.src["call"],
            )

    def do_call(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Call: every other player, from the caller's left, now stands or folds once."""
        model.caller = seat
        model.to_move = self.next_to_act(model, None)
        return [{"event": "call", "player": seat}]

    def verify_freeze(self, model: Table, seat: int) -> None:
        """Freezing is the interference field option.

        :raises IllegalMove: the option is off.
        """
        if not model.options["interference"]:
            raise IllegalMove(
                "Freezing a card needs the interference field, which this table "
                "did not choose (option 'interference').",
                rule="The interference field is an optional action",
                source=self.src["freeze"],
            )

    def do_freeze(self, model: Table, seat: int, card: str) -> list[dict[str, Any]]:
        """Freeze ``card``: it stays in the hand through a dice shift, face up."""
        model.players[seat].frozen.append(card)
        return [{"event": "freeze", "player": seat, "card": card}]
