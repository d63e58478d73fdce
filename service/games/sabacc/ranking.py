"""Ranking Sabacc hands by a profile: the verdict, each hand's standing, and the rule between
each neighbouring pair (seed 001 §5 Winning hands; seed 002 Judging Hands).

Two ways in:

* ``rank(game, hands, profile)``: the ``POST /v1/games/{game}/rank`` answer from JSON cards
  (values or codes), checked against the deck.
* ``ranker(game, profile)``: a compiled ``Ranker`` for engines holding plain signed values
  (the table-play engines at the reveal, and for sudden demise draws: a single card ranks
  as a one-card hand, so ``ranker.order([[card] for card in draws])`` puts the closest to
  zero first, positive before negative)::

      r = ranker("corellian-spike")
      r.order([[2, 2, 2, -3, -3], [1, 1, -1, -1], [3, -2]])   # -> [[0], [1], [2]]
      r.winners(hands)                                          # -> [0]
      r.key(values)                                             # comparable, higher better

A hand's key is ``(-place of its kind in the profile's order, score of each tie step...)``,
so hands are totally ordered, and two hands are tied exactly when their keys are equal.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, NamedTuple

from ..errors import InvalidHand, InvalidProfile, UnknownGame
from ..words import and_list
from . import target_hands, zero_hands
from .cards import DECKS, Card, Deck
from .hands import PATTERN, GameRules, Hand, Kind, Step
from .profile import Profile, parse, shipped

RULES: dict[str, GameRules] = {
    rules.game: rules for rules in (zero_hands.RULES, target_hands.RULES)
}
"""What each game's profiles may name, by game id."""

MAX_HANDS = {game: rules.players[1] for game, rules in RULES.items()}
"""Most hands one request may rank: one per seat of the largest table (seed 001 §1: 2 to 8
players; seed 002: "Two or more people. But less than 8")."""

MAX_CARDS = 20
"""Most cards in one hand; no real hand comes near it (seed 002: "usually up to 6-8")."""


class Evaluation(NamedTuple):
    """One hand as a profile sees it.

    :param kind: its kind.
    :param number: the kind's pattern number (lower is better; 0 for kinds with no rule).
    :param key: compare keys to compare hands (higher is better; equal keys are tied).
    :param hand: the hand summary.
    """

    kind: Kind
    number: int
    key: tuple[int, ...]
    hand: Hand


class Ranker:
    """A profile compiled into one key function.

    :param rules: the game's rules (``RULES[game]``).
    :param profile: a checked profile of that game.
    """

    def __init__(self, rules: GameRules, profile: Profile) -> None:
        self.rules = rules
        self.profile = profile
        self._steps = {
            kind_id: [self._step(rules.kinds[kind_id], name) for name in profile.ties[kind_id]]
            for kind_id in profile.order
        }
        self._shows = {
            kind_id: [(step.name, step.show) for step in steps]
            for kind_id, steps in self._steps.items()
        }
        tries = []
        for place, kind_id in enumerate(profile.order):
            kind, exact = rules.kinds[kind_id], profile.exact.get(kind_id, False)
            scores = tuple(step.score for step in self._steps[kind_id])
            tries.append((kind, exact, (-place, kind, kind.matcher(exact, profile.flags), scores)))
        # The kinds to try on a hand, best first, by whether it totals zero, then by its
        # number of cards (the last list: that many or more): only those its total and its
        # size allow (``Kind.zero``, ``Kind.may_hold``). Each is ``(-place, kind, matcher,
        # the scores of its steps)``.
        largest = max(kind.size or 0 for kind in rules.kinds.values())
        self._plans: dict[bool, list[list[tuple[Any, ...]]]] = {
            zero: [
                [
                    entry
                    for kind, exact, entry in tries
                    if kind.zero in (zero, None) and kind.may_hold(size, exact)
                ]
                for size in range(largest + 2)
            ]
            for zero in (True, False)
        }

    def _step(self, kind: Kind, name: str) -> Step:
        """The step ``name`` of ``kind``, citing the kind's own tie source where it has one."""
        if name == PATTERN:
            return kind.pattern_step(kind.tie_source or kind.source)
        step = self.rules.steps[name]
        return step.for_game(kind.tie_source) if kind.tie_source else step

    def evaluate(self, values: Sequence[int]) -> Evaluation:
        """The kind, pattern number and key of a hand of signed values.

        :raises ValueError: no kind fits (impossible for a checked profile: the catch-all
            kinds cover every hand).
        """
        hand = Hand(values)
        by_size = self._plans[hand.total == 0]
        for place, kind, matcher, scores in by_size[min(hand.size, len(by_size) - 1)]:
            number = matcher(hand)
            if number is not None:
                key = (place, *[score(hand, number) for score in scores])
                return Evaluation(kind, number, key, hand)
        raise ValueError(f"no kind of {self.profile.id} fits {values!r}")

    def key(self, values: Sequence[int]) -> tuple[int, ...]:
        """The hand's key: higher ranks above, equal keys are tied."""
        return self.evaluate(values).key

    def order(self, hands: Sequence[Sequence[int]]) -> list[list[int]]:
        """Hand indexes best first, tied hands grouped (each group in index order)."""
        keys = [self.key(values) for values in hands]
        groups: list[list[int]] = []
        for index in sorted(range(len(hands)), key=keys.__getitem__, reverse=True):
            if groups and keys[groups[-1][0]] == keys[index]:
                groups[-1].append(index)
            else:
                groups.append([index])
        return groups

    def winners(self, hands: Sequence[Sequence[int]]) -> list[int]:
        """The indexes of the best hands; more than one means sudden demise decides."""
        return self.order(hands)[0] if hands else []

    def steps(self, kind: Kind) -> list[Step]:
        """The tie-break steps of ``kind`` under this profile, in order."""
        return self._steps[kind.id]

    def tie_values(self, ev: Evaluation) -> dict[str, Any]:
        """What each tie-break step of the hand's kind reads from it, by step name, as a
        person reads it (``{"pattern": 2, "most_cards": 5, ...}``)."""
        hand, number = ev.hand, ev.number
        return {name: show(hand, number) for name, show in self._shows[ev.kind.id]}

    def decide(self, high: Evaluation, low: Evaluation) -> tuple[str, str, str] | None:
        """``(step, rule, source)`` that puts ``high`` above ``low``; ``None`` when tied.

        Between kinds the source is that of the more particular kind (the higher one,
        unless it is a catch-all such as a plain hand above a bomb out).
        """
        if high.kind is not low.kind:
            cited = low.kind if high.kind.catch_all else high.kind
            return (
                "kind",
                f"{high.kind.label(high.hand)} ranks above {low.kind.label(low.hand)}",
                cited.source,
            )
        for step, a, b in zip(self.steps(high.kind), high.key[1:], low.key[1:]):
            if a != b:
                said = step.says(
                    high.hand,
                    low.hand,
                    step.show(high.hand, high.number),
                    step.show(low.hand, low.number),
                )
                return (
                    step.name,
                    f"{high.kind.label(high.hand)} against {low.kind.label(low.hand)}: {said}",
                    step.source,
                )
        return None


_SHIPPED: dict[str, list[Profile]] = {game: shipped(rules) for game, rules in RULES.items()}
_RANKERS: dict[tuple[str, str], Ranker] = {
    (game, profile.id): Ranker(RULES[game], profile)
    for game, profiles_ in _SHIPPED.items()
    for profile in profiles_
}


def _rules(game: str) -> GameRules:
    try:
        return RULES[game]
    except KeyError:
        raise UnknownGame(
            f"There are no hands to rank in {game!r}; the Sabacc games are {', '.join(RULES)}."
        ) from None


def ranker(game: str, profile: str | dict[str, Any] | None = None) -> Ranker:
    """The ranker of ``game`` under ``profile``.

    :param profile: ``None`` for the seed's reading, a shipped profile's id, or an inline
        profile object (see ``profile``).
    :raises UnknownGame: not a Sabacc game.
    :raises InvalidProfile: an unknown id; an inline profile that does not check, or that
        takes a shipped profile's id without being that profile.
    """
    rules = _rules(game)
    if profile is None:
        return _RANKERS[game, rules.default_profile]
    if isinstance(profile, str):
        try:
            return _RANKERS[game, profile]
        except KeyError:
            raise InvalidProfile(
                f"{rules.title} has no profile {profile!r}; its profiles are "
                f"{', '.join(p.id for p in _SHIPPED[game])}.",
                field="profile",
            ) from None
    checked = parse(rules, profile)
    known = _RANKERS.get((game, checked.id))
    if known is not None:
        if known.profile.data != profile:
            raise InvalidProfile(
                f"profile.id {checked.id!r} names a shipped profile, and this one differs "
                f"from it; give an inline profile an id of its own.",
                field="profile.id",
            )
        return known
    return Ranker(rules, checked)


def profiles(game: str) -> list[dict[str, Any]]:
    """The profiles shipped for ``game`` as data (the form an inline profile takes), the
    seed's reading first; copies, so a caller may change them freely.

    :raises UnknownGame: not a Sabacc game.
    """
    _rules(game)
    return [copy.deepcopy(profile.data) for profile in _SHIPPED[game]]


def _known_cards(deck: Deck) -> dict[int | str, Card]:
    """Every card as a caller usually writes it (a plain value, a canonical code) -> ``Card``;
    anything else goes through ``Deck.parse``, which reads other spellings and refuses."""
    known: dict[int | str, Card] = {value: Card(value) for value in deck.copies}
    known.update((code, Card(value, code)) for code, value in deck.values.items())
    return known


_KNOWN = {game: _known_cards(deck) for game, deck in DECKS.items()}


def read_hands(game: str, hands: Sequence[Sequence[int | str]]) -> list[list[Card]]:
    """Read the ``hands`` of a rank request against ``game``'s deck. The contract
    (``api.sabacc.RankRequest``) shapes them: 1 to ``max(MAX_HANDS)`` hands of 1 to
    ``MAX_CARDS`` cards, each an integer or a string.

    :returns: one list of ``cards.Card`` per hand.
    :raises InvalidHand: more hands than the game's table seats; a hand of fewer cards than
        the game's least.
    :raises InvalidCard: a card not in the deck, or more of it than one deck holds across
        every hand (seed 001 §1 The deck; seed 002 The Cards and Such), naming the card.
    """
    rules, deck = _rules(game), DECKS[game]
    parsed = _hands(rules, deck, hands)
    deck.check_supply(parsed)
    return parsed


def _hands(rules: GameRules, deck: Deck, hands: Sequence[Sequence[int | str]]) -> list[list[Card]]:
    """The cards of ``hands``, hand by hand: any spelling ``Deck.parse`` takes (a card
    written as the service writes it is looked up at once), refusing (in request order) the
    first thing that does not fit."""
    most = MAX_HANDS[rules.game]
    if len(hands) > most:
        raise InvalidHand(
            f"hands has {len(hands)} items; at most {most} are possible.", field="hands"
        )
    known = _KNOWN[rules.game]
    parsed = []
    for i, hand in enumerate(hands):
        where = f"hands[{i}]"
        cards = [
            known[raw] if raw in known else deck.parse(raw, f"{where}[{j}]")
            for j, raw in enumerate(hand)
        ]
        if len(cards) < rules.min_cards:
            raise InvalidHand(
                f"{where} holds {len(cards)} card{'s' * (len(cards) != 1)}; a hand holds "
                f"at least {rules.min_cards}.",
                field=where,
                rule=f"a hand holds at least {rules.min_cards} cards",
                source=rules.min_cards_source,
            )
        parsed.append(cards)
    return parsed


def rank(
    game: str, hands: Sequence[Sequence[int | str]], profile: str | dict[str, Any] | None = None
) -> dict[str, Any]:
    """Rank the hands of one table: the ``POST /v1/games/{game}/rank`` answer.

    :param game: ``"corellian-spike"`` or ``"traditional-sabacc"``.
    :param hands: a list of hands, each a list of cards (signed values or card codes).
    :param profile: see ``ranker``.
    :returns: ``{"game", "profile", "winners", "sudden_demise", "verdict", "ranking",
        "decisions"}`` (``service.api.sabacc.RankResponse``). ``ranking`` lists the hands
        best first, tied hands in request order, with positions 1, 1, 3... (tied hands share
        one); ``decisions`` has one entry per neighbouring pair of ``ranking``.
    :raises UnknownGame, InvalidHand, InvalidCard, InvalidProfile: see ``read_hands`` and
        ``ranker``.
    """
    compiled = ranker(game, profile)
    cards = read_hands(game, hands)
    evals = [compiled.evaluate([card.value for card in hand]) for hand in cards]
    keys = [ev.key for ev in evals]
    order = sorted(range(len(evals)), key=keys.__getitem__, reverse=True)

    ranking, decisions = [], []
    position = 1
    for place, index in enumerate(order):
        if place:
            above = order[place - 1]
            decided = compiled.decide(evals[above], evals[index])
            if decided:
                position = place + 1
            decisions.append(_decision(compiled, above, index, decided, position))
        ranking.append(_entry(compiled, index, position, hands[index], evals[index]))

    winners = sorted(entry["hand"] for entry in ranking if entry["position"] == 1)
    return {
        "game": game,
        "profile": compiled.profile.id,
        "winners": winners,
        "sudden_demise": len(winners) > 1,
        "verdict": _verdict(compiled, winners, evals, decisions),
        "ranking": ranking,
        "decisions": decisions,
    }


def _entry(
    compiled: Ranker, index: int, position: int, given: Sequence[int | str], ev: Evaluation
) -> dict[str, Any]:
    return {
        "hand": index,
        "position": position,
        "cards": list(given),
        "total": ev.hand.total,
        "name": ev.kind.name,
        "tie_values": compiled.tie_values(ev),
    }


def _decision(
    compiled: Ranker, high: int, low: int, decided: tuple[str, str, str] | None, position: int
) -> dict[str, Any]:
    if decided:
        step, rule, source = decided
        return {
            "higher": high,
            "lower": low,
            "tied": False,
            "step": step,
            "rule": rule,
            "source": source,
        }
    rules = compiled.rules
    outcome = f"{rules.tie_rule}" if position == 1 else f"they share position {position}"
    return {
        "higher": high,
        "lower": low,
        "tied": True,
        "step": "tie",
        "rule": f"every step of profile {compiled.profile.id} leaves hands #{high + 1} "
        f"and #{low + 1} level; {outcome}",
        "source": rules.tie_source,
    }


def _verdict(
    compiled: Ranker, winners: list[int], evals: list[Evaluation], decisions: list[dict[str, Any]]
) -> str:
    first = evals[winners[0]]
    label = first.kind.label(first.hand)
    if len(evals) == 1:
        return f"Hand #1 ({label}) is the only hand, so it wins."
    if len(winners) == 1:
        return f"Hand #{winners[0] + 1} wins with {label}; {decisions[0]['rule']}."
    names = and_list(f"#{w + 1}" for w in winners)
    return (
        f"Hands {names} tie with {label} under every rule of profile "
        f"{compiled.profile.id}: {compiled.rules.tie_rule}."
    )
