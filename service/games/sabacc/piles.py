"""The draw and discard piles of a Sabacc table: drawing (with the reshuffle of the discard
pile when the draw pile runs out), and the turn actions that take a card from them (gain,
and giving up a card for the top of the draw pile), as a mixin of ``engine.SabaccTable``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import chance
from ..errors import ArbiterError, IllegalMove, InvalidMove
from ..reader import Reader
from ..words import seat as seat_name
from . import ranking
from .cards import Deck
from .model import Table


class Piles:
    """Drawing and the card-taking turn actions of ``SabaccTable`` (which supplies ``deck``,
    ``keep_top`` and ``src``)."""

    deck: ClassVar[Deck]
    keep_top: ClassVar[int]
    src: ClassVar[dict[str, str]]

    def drawable(self, model: Table, extra: int = 0) -> int:
        """How many cards can be drawn now (the draw pile and what a reshuffle would add),
        with ``extra`` more cards on the discard pile first."""
        return len(model.draw_pile) + max(0, len(model.discard_pile) + extra - self.keep_top)

    def draw(self, model: Table, events: list[dict[str, Any]], keep: int | None = None) -> str:
        """The top card of the draw pile; when it is empty, the discard pile but its top
        ``keep`` cards (default ``keep_top``) is first shuffled from the seed into a new draw
        pile. Callers check ``drawable`` first; the pile is never empty here."""
        if not model.draw_pile:
            keep = self.keep_top if keep is None else keep
            cut = len(model.discard_pile) - keep
            cards, model.discard_pile = model.discard_pile[:cut], model.discard_pile[cut:]
            model.draw_pile = chance.shuffled(cards, model.seed, model.chance_step)
            model.chance_step += 1
            events.append(
                {
                    "event": "reshuffle",
                    "cards": len(cards),
                    "rule": (
                        "When the draw pile runs out, the discard pile"
                        + (" but its top card" if keep else "")
                        + " is shuffled into a new draw pile"
                    ),
                    "source": self.src["pile"],
                }
            )
        return model.draw_pile.pop()

    def verify_gain(self, model: Table, seat: int) -> None:
        """Gain needs a card to draw (the draw pile, or a reshuffle of the discard pile) and
        a hand below the table's limit of ``ranking.MAX_CARDS`` cards.

        :raises IllegalMove: no card to draw, or the hand is full.
        """
        if len(model.players[seat].hand) >= ranking.MAX_CARDS:
            raise IllegalMove(
                f"{seat_name(seat)} holds {ranking.MAX_CARDS} cards, the most a hand holds at this "
                "table, and cannot gain another.",
                rule=f"A hand holds at most "
                f"{ranking.MAX_CARDS} cards here (the most a hand can be ranked with)",
                source=self.src["turn"],
            )
        if not self.drawable(model):
            raise IllegalMove(
                f"{seat_name(seat)} cannot gain: the draw pile is empty and the discard pile has "
                "no card to shuffle into it" + (" beneath its top card." if self.keep_top else "."),
                rule="Gain: take the top card of the draw pile",
                source=self.src["turn"],
            )

    def do_gain(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Take the top card of the draw pile into the hand."""
        events: list[dict[str, Any]] = []
        card = self.draw(model, events)
        model.players[seat].hand.append(card)
        return events + [{"event": "gain", "player": seat, "card": card}]

    def card(self, model: Table, seat: int, move: Reader, key: str) -> str:
        """The card code ``move[key]`` names, which ``seat`` must hold and not have frozen.

        :raises InvalidMove: not a card code of this deck (card codes only: a plain value
            does not say which card).
        :raises IllegalMove: the player does not hold it, or it is frozen.
        """
        raw = move[key].value
        try:
            parsed = self.deck.parse(raw, f"move.{key}")
        except ArbiterError as exc:
            raise InvalidMove(exc.reason, field=f"move.{key}") from None
        if parsed.code is None:
            raise InvalidMove(
                f"move.{key} must be a card code such as {self.deck.codes[0]!r}; "
                f"the value {raw!r} does not say which card.",
                field=f"move.{key}",
            )
        player = model.players[seat]
        if parsed.code not in player.hand:
            raise IllegalMove(
                f"{seat_name(seat)} does not hold {self.deck.name(parsed)}.",
                rule="You can only give up a card from your own hand",
                source=self.src["turn"],
            )
        if parsed.code in player.frozen:
            raise IllegalMove(
                f"{self.deck.name(parsed)} is frozen in the interference field "
                "and stays in the hand.",
                rule="A frozen card stays where it is",
                source=self.src["freeze"],
            )
        return parsed.code

    def verify_discard_then_draw(self, model: Table, seat: int, card: str) -> None:
        """A card given up must be replaced: there must be a card to draw after it."""
        if not self.drawable(model, extra=1):
            raise IllegalMove(
                f"{seat_name(seat)} cannot give up {card}: there is no card to draw in its place.",
                rule="You can never give up a card without receiving one, and always hold at "
                "least two cards",
                source=self.src["turn"],
            )

    def do_discard_then_draw(
        self, model: Table, seat: int, card: str, action: str
    ) -> list[dict[str, Any]]:
        """Put ``card`` face up on the discard pile, then take the top of the draw pile."""
        hand = model.players[seat].hand
        hand.remove(card)
        model.discard_pile.append(card)
        events: list[dict[str, Any]] = []
        drawn = self.draw(model, events)
        hand.append(drawn)
        return events + [{"event": action, "player": seat, "discarded": card, "card": drawn}]
