"""Sabacc at the table: what Corellian Spike (seed 001) and traditional Sabacc (seed 002) share.

Both games deal two cards each from a seeded shuffle, play rounds of one turn per player
starting left of the dealer, roll two dice after each round (a double replaces every hand
card for card), and end with a reveal ranked by ``ranking.rank``, a sudden demise draw when
every rule leaves the best hands tied, or at once when all but one player have left.
``SabaccTable`` holds all of that once; ``corellian_spike`` and ``traditional`` add the turn
actions that differ. Its mixins hold the parts a newcomer looks for by name: ``reading``
(reading and checking a state, and writing it back), ``piles`` (drawing and reshuffling, gain
and giving up a card), ``showdown`` (reveal, sudden demise, standings) and ``secrecy`` (what a
seat may see); ``options`` holds the options both games share.

Every card of the deck is, by its code, in exactly one place: ``players[i].hand``,
``draw_pile`` or ``discard_pile`` (both top last). The state (one game: deal to reveal)::

    {"game", "version", "options", "seed", "chance_step", "to_move", "terminal",
     "dealer", "round", "phase", "players": [{"hand": [codes], "<out_key>": bool, ...}],
     "draw_pile": [codes], "discard_pile": [codes], ..., "sudden_demise": [[{"player", "card"}]]}

``phase`` is ``"turn"`` (``to_move`` a seat), ``"dice"`` or ``"sudden_demise"`` (``to_move``
``"chance"``), or ``"over"`` (``to_move`` null). ``sudden_demise`` lists, per draw, the card
each tied player took; the reveal and every sudden demise ranking are worked out again from
the hands, so a state cannot claim a result its cards do not give.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator
from typing import Any, ClassVar

from .. import chance
from ..errors import IllegalMove, InvalidMove, InvalidOption
from ..interface import Game, GameInfo
from ..reader import Reader
from ..seats import clockwise_from, deal_round_robin, left_of
from ..words import seat as seat_name
from . import words
from .cards import Deck
from .model import Player, Table
from .options import round_dealer
from .piles import Piles
from .reading import Reading
from .secrecy import Secrecy
from .showdown import Showdowns

DICE_MOVES = [{"action": "chance"}] + [
    {"action": "roll", "dice": [a, b]} for a in range(1, 7) for b in range(1, 7)
]
"""The moves at a dice roll: draw from the seed, or any of the 36 outcomes of two dice."""

MAX_ROUND = 10**6
"""Largest round number a state may carry (traditional Sabacc has no fixed last round)."""


class SabaccTable(Secrecy, Piles, Showdowns, Reading, Game[Table]):
    """The shared table of both Sabacc games; subclasses give the turn actions.

    Class attributes a game sets: ``deck``; ``out_key`` (``"junked"``/``"folded"``) and
    ``leave`` (``"junk"``/``"fold"``), the action and status of leaving the game;
    ``keep_top``, how many cards of the discard pile stay when it is reshuffled into the draw
    pile; ``turn_up``, whether the dealer turns the first discard face up; ``frozen_key``,
    whether players carry frozen cards; ``extra_keys``, the game's own state members;
    ``last_round``, the highest round a state may reach; ``actions``, the turn actions, each
    with its members beyond ``action`` and ``player`` (member -> required); ``src``, the
    seed section of each rule: ``setup``, ``turn``, ``dice``, ``reveal``, ``tie``, ``pile``
    (and ``freeze``).
    """

    words = words
    deck: ClassVar[Deck]
    out_key: ClassVar[str]
    leave: ClassVar[str]
    keep_top: ClassVar[int]
    turn_up: ClassVar[bool]
    frozen_key: ClassVar[bool] = False
    src: ClassVar[dict[str, str]]
    extra_keys: ClassVar[tuple[str, ...]] = ()
    last_round: ClassVar[int] = MAX_ROUND
    chance_outcomes = {"roll": ()}  # the dice as the table rolled them
    actions: ClassVar[dict[str, dict[str, bool]]]

    def __init__(self, info: GameInfo) -> None:
        self.info = info

    # -- hooks a game implements -----------------------------------------------------------

    @abc.abstractmethod
    def final_round(self, model: Table) -> bool:
        """Whether the dice just rolled were the last before the reveal."""

    @abc.abstractmethod
    def turn_moves(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Every legal move of ``seat`` on its turn."""

    @abc.abstractmethod
    def turn(self, model: Table, seat: int, action: str, move: Reader) -> list[dict[str, Any]]:
        """Check and carry out a turn action of ``seat``; return its events.

        :raises InvalidMove: an unknown action or a malformed move.
        :raises IllegalMove: an action the rules forbid here.
        """

    def counters(self, state: dict[str, Any]) -> Iterator[tuple[str, int, int]]:
        """``chance_step`` and ``round`` (at most ``last_round``)."""
        yield from super().counters(state)
        yield "state.round", state["round"], self.last_round

    # -- deal ------------------------------------------------------------------------------

    def new(self, players: int, seed: int, options: dict[str, Any]) -> Table:
        """Shuffle from the seed (chance step 0), deal two each from the dealer's left one at
        a time, the rest is the draw pile (seed 001 §2; seed 002 setup steps 1-3)."""
        dealer = options["dealer"]
        if dealer >= players:
            raise InvalidOption(
                f"Option 'dealer' must be a seat of this table, 0 to {players - 1}; got {dealer}.",
                field="options.dealer",
            )
        pile = chance.shuffled(self.deck.codes, seed, 0)
        hands = deal_round_robin(pile, players, 2, first=left_of(dealer, players))
        discard = [pile.pop()] if self.turn_up else []
        return Table(
            options=dict(options),
            seed=seed,
            chance_step=1,
            dealer=dealer,
            round=1,
            phase="turn",
            to_move=left_of(dealer, players),
            players=[Player(hand) for hand in hands],
            draw_pile=pile,
            discard_pile=discard,
        )

    # -- legal moves and play --------------------------------------------------------------

    def moves(self, model: Table) -> tuple[int | str | None, list[dict[str, Any]], bool]:
        """Every legal move: a turn's actions, the 37 dice moves, or the sudden demise draw."""
        if model.phase == "over":
            return None, [], True
        if model.phase == "dice":
            return "chance", list(DICE_MOVES), True
        if model.phase == "sudden_demise":
            return "chance", [{"action": "chance"}], True
        seat = model.to_move
        assert isinstance(seat, int), "a turn phase has a seat to move"
        return seat, self.turn_moves(model, seat), True

    def apply(self, model: Table, move: Any) -> list[dict[str, Any]]:
        """Check ``move`` (an object with ``action``; a turn may name its ``player``) and
        carry it out on ``model``.

        :raises InvalidMove: not an object, no ``action``, unknown members or actions.
        :raises IllegalMove: the game is over, acting out of turn, or the rules forbid it.
        """
        r = Reader(move, "move", InvalidMove)
        action = r["action"].str()
        if model.phase == "over":
            raise self.over_refusal(model)
        if model.to_move == "chance":
            if action not in ("chance", "roll"):
                raise IllegalMove(
                    f"It is not a player's turn: the dealer rolls the dice now, so {action!r} "
                    "must wait."
                    if model.phase == "dice"
                    else f"It is not a player's turn: the tied players take a sudden demise card "
                    f"now, so {action!r} must wait.",
                    rule="After every player's turn the dealer rolls the two dice"
                    if model.phase == "dice"
                    else "A tie every rule leaves standing goes to sudden demise",
                    source=self.src["dice" if model.phase == "dice" else "tie"],
                )
            return self.chance_step(model, action, r)
        seat = model.to_move
        assert isinstance(seat, int), "a game not over and not at chance has a seat to move"
        if r.has("player"):
            who = r["player"].int()
            if who != seat:
                raise IllegalMove(
                    f"It is {seat_name(seat).lower()}'s turn, not {seat_name(who).lower()}'s.",
                    rule="Every player takes one turn a round, in turn, "
                    "starting with the player to the dealer's left",
                    source=self.src["turn"],
                )
        if action in ("chance", "roll"):
            raise IllegalMove(
                f"No chance step is due: it is {seat_name(seat).lower()}'s turn.",
                rule="The dealer rolls the dice when every player has had a turn",
                source=self.src["dice"],
            )
        events = self.turn(model, seat, action, r)
        if model.phase == "turn" and model.to_move == seat:
            self.end_turn(model, seat)
        return events

    def over_refusal(self, model: Table) -> IllegalMove:
        """The refusal of any move once the game is over, saying how it ended."""
        active = model.active()
        if len(active) == 1:
            return IllegalMove(
                f"The game is over: {seat_name(active[0]).lower()} is the last player left and "
                f"won at once, so no one can {self.leave} or move any more.",
                rule="If everyone else leaves the game, the last player left wins at once",
                source=self.src["turn"],
            )
        return IllegalMove(
            "The game is over: the hands have been revealed and ranked; deal the next game.",
            rule="The best hand at the reveal wins",
            source=self.src["reveal"],
        )

    # -- turns -----------------------------------------------------------------------------

    def anchor(self, model: Table) -> int:
        """The seat the turn order is counted after: the dealer (traditional: the caller)."""
        return model.dealer if model.caller is None else model.caller

    def next_to_act(self, model: Table, after: int | None) -> int | None:
        """The next player in the game to take a turn this round after seat ``after`` (from
        the start of the round when ``None``); ``None`` when the round is over."""
        players, caller = model.players, model.caller
        n = len(players)
        order = clockwise_from(left_of(self.anchor(model), n), n)
        start = 0 if after is None else (after - order[0]) % n + 1  # after's place, plus one
        for seat in order[start:]:
            if not players[seat].out and seat != caller:
                return seat
        return None

    def end_turn(self, model: Table, seat: int) -> None:
        """Pass the turn on, or end the round: the dealer rolls (seed 001 §3 The dice)."""
        nxt = self.next_to_act(model, seat)
        if nxt is None:
            model.phase, model.to_move = "dice", "chance"
        else:
            model.to_move = nxt

    def do_leave(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """The whole hand goes face up on the discard pile; the player is out. When one
        player is left, that player wins at once (seed 001 §3; seed 002 Fold)."""
        player = model.players[seat]
        cards, player.hand, player.frozen, player.out = player.hand, [], [], True
        model.discard_pile.extend(cards)
        events = [{"event": self.leave, "player": seat, "cards": cards}]
        active = model.active()
        if len(active) == 1:
            model.phase, model.to_move = "over", None
            events.append(
                {
                    "event": "game_over",
                    "winners": active,
                    "by": "last player left",
                    "next_dealer": left_of(model.dealer, len(model.players)),
                }
            )
        return events

    def do_stand(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Stand: do nothing (seed 001 §3; seed 002 Stand)."""
        return [{"event": "stand", "player": seat}]

    # -- chance: the dice and the sudden demise draw ---------------------------------------

    def chance_step(self, model: Table, action: str, move: Reader) -> list[dict[str, Any]]:
        """The dice roll (``chance`` from the seed, or ``roll`` with two dice) or the sudden
        demise draw (``chance``)."""
        if model.phase == "sudden_demise":
            move.obj({"action"})
            if action != "chance":
                raise IllegalMove(
                    "The sudden demise draw takes the top cards of the draw pile; "
                    "send {'action': 'chance'}.",
                    rule="Each tied player takes one card blind from the draw pile",
                    source=self.src["tie"],
                )
            return self.sudden_demise(model)
        if action == "chance":
            move.obj({"action"})
            dice = chance.roll(model.seed, model.chance_step, 2)
            model.chance_step += 1
        else:
            move.obj({"action", "dice"})
            dice = move["dice"].list()
            if len(dice) != 2 or any(d.__class__ is not int for d in dice):
                raise InvalidMove("move.dice must be two integers, one per die.", field="move.dice")
            if any(not 1 <= d <= 6 for d in dice):
                raise IllegalMove(
                    f"A die shows 1 to 6; {dice} cannot be rolled.",
                    rule="The dealer rolls the two dice (six faces each)",
                    source=self.src["dice"],
                )
        return self.roll(model, dice, action == "chance")

    def roll(self, model: Table, dice: list[int], seeded: bool) -> list[dict[str, Any]]:
        """The dealer's roll: a double shifts every hand; then the next round or the reveal."""
        double = dice[0] == dice[1]
        events = [
            {
                "event": "dice",
                "dice": list(dice),
                "double": double,
                "seeded": seeded,
                "round": model.round,
            }
        ]
        if double:
            self.shift(model, events)
        if self.final_round(model):
            self.reveal(model, events)
        else:
            model.round += 1
            model.dealer = round_dealer(model.options, model.round, len(model.players))
            model.phase, model.to_move = "turn", self.next_to_act(model, None)
        return events

    def shift(self, model: Table, events: list[dict[str, Any]]) -> None:
        """A double: every player's cards (but frozen ones) go to the discard pile, from the
        dealer's left, and the dealer deals each as many back, one at a time."""
        owed = {}
        for seat in model.active():
            player = model.players[seat]
            given = [c for c in player.hand if c not in player.frozen]
            player.hand = [c for c in player.hand if c in player.frozen]
            model.discard_pile.extend(given)
            owed[seat] = given
        dealt: dict[int, list[str]] = {seat: [] for seat in owed}
        while any(len(dealt[s]) < len(owed[s]) for s in owed):
            for seat in owed:
                if len(dealt[seat]) < len(owed[seat]):
                    # only when every card was in the hands does the top discard go too
                    card = self.draw(model, events, None if self.drawable(model) else 0)
                    model.players[seat].hand.append(card)
                    dealt[seat].append(card)
        events.append(
            {
                "event": "shift",
                "rule": "A double sends every hand to the discard "
                "pile and deals each player as many cards as they gave up",
                "source": self.src["dice"],
                "players": [{"player": s, "discarded": owed[s], "dealt": dealt[s]} for s in owed],
            }
        )
