"""Sabacc at the table: what Corellian Spike (seed 001) and traditional Sabacc (seed 002) share.

Both games deal two cards each from a seeded shuffle, play rounds of one turn per player
starting left of the dealer, roll two dice after each round (a double replaces every hand
card for card), and end with a reveal ranked by ``ranking.rank``, a sudden demise draw when
every rule leaves the best hands tied, or at once when all but one player have left.
``SabaccTable`` holds all of that once; ``corellian_spike`` and ``traditional`` add the turn
actions that differ.

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
from ..errors import ArbiterError, IllegalMove, InvalidMove, InvalidOption, InvalidState
from ..interface import Game, GameInfo
from ..options import OptionSpec
from ..reader import Reader
from ..seats import clockwise_from, deal_round_robin, left_of
from . import ranking, words
from .cards import Deck
from .model import Player, Table
from .secrecy import Secrecy
from .showdown import Showdowns

DICE_MOVES = [{"action": "chance"}] + [
    {"action": "roll", "dice": [a, b]} for a in range(1, 7) for b in range(1, 7)]
"""The moves at a dice roll: draw from the seed, or any of the 36 outcomes of two dice."""

MAX_ROUND = 10**6
"""Largest round number a state may carry (traditional Sabacc has no fixed last round)."""


PHASES = ("turn", "dice", "sudden_demise", "over")
"""The phases a state may be in (see the module docstring)."""


def _array(r: Reader, key: str) -> list[Any]:
    """The array member ``key`` of the state ``r`` (which has it), as a new list.

    :raises InvalidState: it is not an array.
    """
    value = r.value[key]
    return list(value if value.__class__ is list else r[key].list())


def dealer_option(most: int) -> OptionSpec:
    """The ``dealer`` option: seat of the game's first dealer (see ``DEAL_PASSES``)."""
    return OptionSpec("dealer", "integer", 0, (
        "Seat of the dealer of the game's first round, who also plays; the first turn and the "
        "deal go to the dealer's left. Start the next game with the game_over event's "
        "next_dealer."), minimum=0, maximum=most - 1)


DEAL_PASSES = OptionSpec("deal_passes", "string", "round", (
    "When the deal passes to the left (seed 001 §2 'The deal passes to the left each round', "
    "where 'In each round every player takes one turn'; seed 002 step 10 'The player to the "
    "left of the dealer will now be the dealer, so on and so forth each round'): 'round' - "
    "after each round of turns, so the first player to act moves left round by round; "
    "'game' - only between games, the dealer of a game dealing all its rounds."),
    choices=("round", "game"))


def round_dealer(options: dict[str, Any], rnd: int, players: int) -> int:
    """The seat dealing round ``rnd`` (from 1) of a game dealt by ``options["dealer"]``: the
    deal passes left each round with ``deal_passes`` ``"round"``, never within a game with
    ``"game"``."""
    moves = rnd - 1 if options["deal_passes"] == "round" else 0
    return (int(options["dealer"]) + moves) % players


def profile_option(game: str) -> OptionSpec:
    """The ``profile`` option: which ranking profile judges the reveal (default the seed's)."""
    names = tuple(p["id"] for p in ranking.profiles(game))
    return OptionSpec("profile", "string", names[0], (
        "The ranking profile that judges the reveal and sudden demise (see GET "
        "/v1/games/{game}/profiles); the default is the seed's reading."), choices=names)


class SabaccTable(Secrecy, Showdowns, Game[Table]):
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
    _codes: ClassVar[frozenset[str]]
    _state_keys: ClassVar[frozenset[str]]
    _player_keys: ClassVar[frozenset[str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if hasattr(cls, "deck"):
            cls._codes = frozenset(cls.deck.values)
            cls._state_keys = frozenset((
                "game", "version", "options", "seed", "chance_step", "to_move", "terminal",
                "dealer", "round", "phase", "players", "draw_pile", "discard_pile",
                "sudden_demise", *cls.extra_keys))
            cls._player_keys = frozenset(("hand", cls.out_key) + (
                ("frozen",) if cls.frozen_key else ()))

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

    def load_extra(self, r: Reader, model: Table) -> None:
        """Read the game's own state members into ``model`` (none by default)."""

    def dump_extra(self, model: Table, out: dict[str, Any]) -> None:
        """Write the game's own state members into ``out`` (none by default)."""

    # -- deal ------------------------------------------------------------------------------

    def new(self, players: int, seed: int, options: dict[str, Any]) -> Table:
        """Shuffle from the seed (chance step 0), deal two each from the dealer's left one at
        a time, the rest is the draw pile (seed 001 §2; seed 002 setup steps 1-3)."""
        dealer = options["dealer"]
        if dealer >= players:
            raise InvalidOption(
                f"Option 'dealer' must be a seat of this table, 0 to {players - 1}; got "
                f"{dealer}.", field="options.dealer")
        pile = chance.shuffled(self.deck.codes, seed, 0)
        hands = deal_round_robin(pile, players, 2, first=left_of(dealer, players))
        discard = [pile.pop()] if self.turn_up else []
        return Table(options=dict(options), seed=seed, chance_step=1, dealer=dealer, round=1,
                     phase="turn", to_move=left_of(dealer, players),
                     players=[Player(hand) for hand in hands], draw_pile=pile,
                     discard_pile=discard)

    # -- load and dump ---------------------------------------------------------------------

    def load(self, state: Any) -> Table:
        """Parse and check a state: header, every member, every card in exactly one place,
        hands of two or more cards, a ``to_move`` that fits the phase, and a reveal or sudden
        demise that the hands really give.

        :raises InvalidState: naming the JSON path of the first problem.
        """
        r = self.header(state)
        if state.keys() != self._state_keys:
            r.obj(self._state_keys)
            raise r.fail(f"is missing the member {sorted(self._state_keys - state.keys())[0]!r}.")
        options = r.value["options"]  # every option named (``header``)
        raw_players, phase, rnd = self._head(r, options)
        n = len(raw_players)
        model = Table(options=dict(options), seed=state["seed"],
                      chance_step=state["chance_step"], dealer=round_dealer(options, rnd, n),
                      round=rnd, phase=phase, to_move=None,
                      players=self._players(raw_players),
                      draw_pile=_array(r, "draw_pile"), discard_pile=_array(r, "discard_pile"))
        self._check_cards(model)
        if self.frozen_key:
            self._check_frozen(model)
        self.load_extra(r, model)
        demise = r.value["sudden_demise"]  # empty (by a plain test) until the reveal
        model.demise = [] if demise == [] else self._demise(r["sudden_demise"], n)
        self._check_flow(r, model)
        return model

    def _head(self, r: Reader, options: dict[str, Any]) -> tuple[list[Any], str, int]:
        """``players`` (``min_players`` to ``max_players`` seats), ``dealer`` (the seat the
        options name), ``phase`` and ``round`` (1 to ``last_round``), checked in that order.

        The usual state passes by plain tests that accept exactly what ``_read_head``
        accepts (``options["dealer"]`` is an integer from 0, ``header``); anything else is
        read by ``_read_head``, which names the first problem.
        """
        st, info = r.value, self.info
        raw_players, dealer, phase, rnd = st["players"], st["dealer"], st["phase"], st["round"]
        if (raw_players.__class__ is list
                and info.min_players <= len(raw_players) <= info.max_players
                and dealer.__class__ is int and dealer == options["dealer"]
                and dealer < len(raw_players) and phase in PHASES
                and rnd.__class__ is int and 1 <= rnd <= self.last_round):
            return raw_players, phase, rnd
        return self._read_head(r, options)

    def _read_head(self, r: Reader, options: dict[str, Any]) -> tuple[list[Any], str, int]:
        """``_head`` read by the ``Reader``."""
        info = self.info
        raw_players = r["players"].list(info.max_players)
        n = len(raw_players)
        if n < info.min_players:
            raise InvalidState(f"state.players must hold {info.min_players} to "
                               f"{info.max_players} seats; it holds {n}.",
                               field="state.players")
        dealer = r["dealer"].int(0, n - 1)
        if dealer != options["dealer"]:
            raise InvalidState(f"state.dealer is {dealer} but state.options.dealer is "
                               f"{options['dealer']}; they name the same seat.",
                               field="state.dealer")
        return raw_players, r["phase"].str(PHASES), r["round"].int(1, self.last_round)

    def _players(self, raws: list[Any]) -> list[Player]:
        """The seats of ``state.players``. The usual seat passes by plain tests: an object of
        exactly the seat members, a ``hand`` array holding no card once out and 2 to
        ``ranking.MAX_CARDS`` cards in the game, an ``out_key`` boolean (and a ``frozen``
        array); any other is read by ``_player``, which names the problem."""
        keys, out_key, frozen_key = self._player_keys, self.out_key, self.frozen_key
        most = ranking.MAX_CARDS
        players = []
        for seat, raw in enumerate(raws):
            if (raw.__class__ is dict and raw.keys() == keys
                    and (hand := raw["hand"]).__class__ is list
                    and (out := raw[out_key]).__class__ is bool
                    and (not hand if out else 2 <= len(hand) <= most)
                    and (not frozen_key or raw["frozen"].__class__ is list)):
                players.append(Player(list(hand), out,
                                      list(raw["frozen"]) if frozen_key else []))
            else:
                players.append(self._player(raw, seat))
        return players

    def _player(self, raw: Any, seat: int) -> Player:
        """One seat, read by the ``Reader``: the members, then the size of the hand."""
        r = Reader(raw, f"state.players[{seat}]")
        r.obj(self._player_keys)
        hand, out = list(r["hand"].list()), r[self.out_key].bool()
        frozen = list(r["frozen"].list()) if self.frozen_key else []
        size = len(hand)
        if out and size or size > ranking.MAX_CARDS or not out and size < 2:
            where = f"state.players[{seat}].hand"
            raise InvalidState(
                f"{where} must be empty: a player who has left put the whole hand on the "
                f"discard pile ({self.src['turn']})." if out else
                f"{where} holds {size} cards; a hand at this table holds at most "
                f"{ranking.MAX_CARDS}." if size > 2 else
                f"{where} holds {size} card{'s' if size != 1 else ''}; a player in the game "
                f"always holds at least two ({self.src['turn']}).", field=where)
        return Player(hand, out, frozen)

    def _check_frozen(self, model: Table) -> None:
        """Frozen cards are distinct cards of the player's own hand (checked after the cards)."""
        for seat, player in enumerate(model.players):
            frozen = player.frozen
            if frozen and (any(c not in player.hand for c in frozen)
                           or len(set(frozen)) != len(frozen)):
                raise InvalidState(f"state.players[{seat}].frozen must list distinct cards of "
                                   "that player's hand.", field=f"state.players[{seat}].frozen")

    def _check_cards(self, model: Table) -> None:
        """Every card of the deck in exactly one place: no unknown, doubled or missing card."""
        codes = self._codes
        cards = [c for p in model.players for c in p.hand]
        cards += model.draw_pile
        cards += model.discard_pile
        try:
            if len(cards) == len(codes) and codes.issuperset(cards) and len(set(cards)) == len(
                    cards):
                return
        except TypeError:  # an unhashable item: the loop below names it
            pass
        seen: dict[str, str] = {}
        places = [(f"state.players[{i}].hand", p.hand) for i, p in enumerate(model.players)]
        places += [("state.draw_pile", model.draw_pile), ("state.discard_pile",
                                                           model.discard_pile)]
        for path, cards in places:
            for i, code in enumerate(cards):
                where = f"{path}[{i}]"
                if code.__class__ is not str or code not in codes:
                    raise InvalidState(
                        f"{where} must be a card code of the {self.deck.label} deck written "
                        f"as the service writes it (such as {self.deck.codes[0]!r}); got "
                        f"{code!r}.", field=where)
                if code in seen:
                    raise InvalidState(f"{where}: {code} is also at {seen[code]}; every card "
                                       "is in exactly one place.", field=where)
                seen[code] = where
        if len(seen) != len(codes):
            missing = [c for c in self.deck.codes if c not in seen]
            raise InvalidState(
                f"state is missing {len(missing)} card{'s' if len(missing) > 1 else ''} of the "
                f"{self.deck.label} deck ({', '.join(missing[:5])}"
                f"{', ...' if len(missing) > 5 else ''}); every card is in a hand, the draw "
                "pile or the discard pile.", field="state")

    def _demise(self, r: Reader, n: int) -> list[list[tuple[int, str]]]:
        draws = []
        for rnd in r.items(len(self._codes)):
            entries = []
            for item in rnd.items(n):
                item.obj({"player", "card"})
                entries.append((item["player"].int(0, n - 1), item["card"].str()))
            if len(entries) < 2:
                raise rnd.fail("must list the card of each of two or more tied players.")
            draws.append(entries)
        return draws

    def _check_flow(self, r: Reader, model: Table) -> None:
        """The phase, ``to_move``, ``terminal`` and the showdown agree with each other."""
        phase, active = model.phase, model.active()
        to_move = r.value["to_move"]  # every member is there (``load``)
        expected_chance = phase in ("dice", "sudden_demise")
        if state_terminal := r.value["terminal"]:
            if phase != "over":
                raise InvalidState("state.terminal is true but the phase is "
                                   f"{phase!r}.", field="state.terminal")
        elif phase == "over":
            raise InvalidState("state.terminal must be true in phase 'over'.",
                               field="state.terminal")
        if phase == "over":
            if to_move is not None:
                raise InvalidState("state.to_move must be null once the game is over.",
                                   field="state.to_move")
        elif expected_chance:
            if to_move != "chance":
                raise InvalidState(f"state.to_move must be 'chance' in phase {phase!r}.",
                                   field="state.to_move")
        elif (to_move.__class__ is not int or not 0 <= to_move < len(model.players)
              or to_move not in active or to_move == model.caller):
            raise InvalidState(f"state.to_move must be the seat of a player still in the "
                               f"game whose turn it can be; got {to_move!r}.",
                               field="state.to_move")
        model.to_move = to_move
        if len(active) < 2 and not (state_terminal and len(active) == 1):
            raise InvalidState("state has fewer than two players in the game but is not over "
                               f"with one player left ({self.src['turn']}).",
                               field="state.players")
        showdown_due = phase == "sudden_demise" or (phase == "over" and len(active) > 1)
        if showdown_due and not self.final_round(model):
            raise InvalidState(f"state is in phase {phase!r} before the last dice roll.",
                               field="state.phase")
        if not showdown_due:
            if model.demise:
                raise InvalidState("state.sudden_demise must be empty before the reveal.",
                                   field="state.sudden_demise")
            return
        model.showdown = showdown = self.judge(model)
        if showdown.decided != (phase == "over"):
            raise InvalidState(
                f"state is in phase {phase!r} but the hands give "
                + ("a decided result." if showdown.decided else
                   "a tie that sudden demise must break."), field="state.phase")

    def dump(self, model: Table) -> dict[str, Any]:
        """The JSON state of ``model`` (see the module docstring)."""
        out_key = self.out_key
        players = []
        for p in model.players:
            entry = {"hand": p.hand, out_key: p.out}
            if self.frozen_key:
                entry["frozen"] = p.frozen
            players.append(entry)
        state = {
            "game": self.info.id, "version": self.version, "options": model.options,
            "seed": model.seed, "chance_step": model.chance_step, "to_move": model.to_move,
            "terminal": model.phase == "over", "dealer": model.options["dealer"],
            "round": model.round,
            "phase": model.phase, "players": players, "draw_pile": model.draw_pile,
            "discard_pile": model.discard_pile,
        }
        self.dump_extra(model, state)
        state["sudden_demise"] = [[{"player": s, "card": c} for s, c in rnd]
                                  for rnd in model.demise]
        return state

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
                    "must wait." if model.phase == "dice" else
                    f"It is not a player's turn: the tied players take a sudden demise card "
                    f"now, so {action!r} must wait.", rule="After every player's turn the "
                    "dealer rolls the two dice" if model.phase == "dice" else
                    "A tie every rule leaves standing goes to sudden demise",
                    source=self.src["dice" if model.phase == "dice" else "tie"])
            return self.chance_step(model, action, r)
        seat = model.to_move
        assert isinstance(seat, int), "a game not over and not at chance has a seat to move"
        if r.has("player"):
            who = r["player"].int()
            if who != seat:
                raise IllegalMove(f"It is player {seat}'s turn, not player {who}'s.",
                                  rule="Every player takes one turn a round, in turn, "
                                       "starting with the player to the dealer's left",
                                  source=self.src["turn"])
        if action in ("chance", "roll"):
            raise IllegalMove(f"No chance step is due: it is player {seat}'s turn.",
                              rule="The dealer rolls the dice when every player has had a "
                                   "turn", source=self.src["dice"])
        events = self.turn(model, seat, action, r)
        if model.phase == "turn" and model.to_move == seat:
            self.end_turn(model, seat)
        return events

    def over_refusal(self, model: Table) -> IllegalMove:
        """The refusal of any move once the game is over, saying how it ended."""
        active = model.active()
        if len(active) == 1:
            return IllegalMove(
                f"The game is over: player {active[0]} is the last player left and won at "
                f"once, so no one can {self.leave} or move any more.",
                rule="If everyone else leaves the game, the last player left wins at once",
                source=self.src["turn"])
        return IllegalMove("The game is over: the hands have been revealed and ranked; deal "
                           "the next game.", rule="The best hand at the reveal wins",
                           source=self.src["reveal"])

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
            events.append({"event": "game_over", "winners": active, "by": "last player left",
                           "next_dealer": left_of(model.dealer, len(model.players))})
        return events

    def do_stand(self, model: Table, seat: int) -> list[dict[str, Any]]:
        """Stand: do nothing (seed 001 §3; seed 002 Stand)."""
        return [{"event": "stand", "player": seat}]

    # -- drawing ---------------------------------------------------------------------------

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
            events.append({"event": "reshuffle", "cards": len(cards), "rule": (
                "When the draw pile runs out, the discard pile"
                + (" but its top card" if keep else "")
                + " is shuffled into a new draw pile"), "source": self.src["pile"]})
        return model.draw_pile.pop()

    def verify_gain(self, model: Table, seat: int) -> None:
        """Gain needs a card to draw (the draw pile, or a reshuffle of the discard pile) and
        a hand below the table's limit of ``ranking.MAX_CARDS`` cards.

        :raises IllegalMove: no card to draw, or the hand is full.
        """
        if len(model.players[seat].hand) >= ranking.MAX_CARDS:
            raise IllegalMove(
                f"Player {seat} holds {ranking.MAX_CARDS} cards, the most a hand holds at this "
                "table, and cannot gain another.", rule=f"A hand holds at most "
                f"{ranking.MAX_CARDS} cards here (the most a hand can be ranked with)",
                source=self.src["turn"])
        if not self.drawable(model):
            raise IllegalMove(
                f"Player {seat} cannot gain: the draw pile is empty and the discard pile has "
                "no card to shuffle into it" + (" beneath its top card." if self.keep_top
                                                   else "."),
                rule="Gain: take the top card of the draw pile", source=self.src["turn"])

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
            raise InvalidMove(f"move.{key} must be a card code such as {self.deck.codes[0]!r}; "
                              f"the value {raw!r} does not say which card.",
                              field=f"move.{key}")
        player = model.players[seat]
        if parsed.code not in player.hand:
            raise IllegalMove(f"Player {seat} does not hold {self.deck.name(parsed)}.",
                              rule="You can only give up a card from your own hand",
                              source=self.src["turn"])
        if parsed.code in player.frozen:
            raise IllegalMove(f"{self.deck.name(parsed)} is frozen in the interference field "
                              "and stays in the hand.",
                              rule="A frozen card stays where it is", source=self.src["freeze"])
        return parsed.code

    def verify_discard_then_draw(self, model: Table, seat: int, card: str) -> None:
        """A card given up must be replaced: there must be a card to draw after it."""
        if not self.drawable(model, extra=1):
            raise IllegalMove(
                f"Player {seat} cannot give up {card}: there is no card to draw in its place.",
                rule="You can never give up a card without receiving one, and always hold at "
                     "least two cards", source=self.src["turn"])

    def do_discard_then_draw(self, model: Table, seat: int, card: str,
                             action: str) -> list[dict[str, Any]]:
        """Put ``card`` face up on the discard pile, then take the top of the draw pile."""
        hand = model.players[seat].hand
        hand.remove(card)
        model.discard_pile.append(card)
        events: list[dict[str, Any]] = []
        drawn = self.draw(model, events)
        hand.append(drawn)
        return events + [{"event": action, "player": seat, "discarded": card, "card": drawn}]

    # -- chance: the dice and the sudden demise draw ---------------------------------------

    def chance_step(self, model: Table, action: str, move: Reader) -> list[dict[str, Any]]:
        """The dice roll (``chance`` from the seed, or ``roll`` with two dice) or the sudden
        demise draw (``chance``)."""
        if model.phase == "sudden_demise":
            move.obj({"action"})
            if action != "chance":
                raise IllegalMove("The sudden demise draw takes the top cards of the draw pile; "
                                  "send {'action': 'chance'}.",
                                  rule="Each tied player takes one card blind from the draw "
                                       "pile", source=self.src["tie"])
            return self.sudden_demise(model)
        if action == "chance":
            move.obj({"action"})
            dice = chance.roll(model.seed, model.chance_step, 2)
            model.chance_step += 1
        else:
            move.obj({"action", "dice"})
            dice = move["dice"].list()
            if len(dice) != 2 or any(d.__class__ is not int for d in dice):
                raise InvalidMove("move.dice must be two integers, one per die.",
                                  field="move.dice")
            if any(not 1 <= d <= 6 for d in dice):
                raise IllegalMove(f"A die shows 1 to 6; {dice} cannot be rolled.",
                                  rule="The dealer rolls the two dice (six faces each)",
                                  source=self.src["dice"])
        return self.roll(model, dice, action == "chance")

    def roll(self, model: Table, dice: list[int], seeded: bool) -> list[dict[str, Any]]:
        """The dealer's roll: a double shifts every hand; then the next round or the reveal."""
        double = dice[0] == dice[1]
        events = [{"event": "dice", "dice": list(dice), "double": double, "seeded": seeded,
                   "round": model.round}]
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
        events.append({"event": "shift", "rule": "A double sends every hand to the discard "
                       "pile and deals each player as many cards as they gave up",
                       "source": self.src["dice"], "players": [
                           {"player": s, "discarded": owed[s], "dealt": dealt[s]} for s in owed]})
