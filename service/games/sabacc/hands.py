"""The pieces a ranking profile names: the hand summary, hand kinds and tie-break steps.

A hand is ranked from its signed card values only; the stave or suit never matters (seed 001
§1 "All three are of equal value"; seed 002 "Do the suits mean anything? No."). Each game's
module (``zero_hands`` for Corellian Spike, ``target_hands`` for traditional) builds a
``GameRules`` out of ``Kind`` and ``Step`` objects; a profile picks and orders them by name
and ``ranking.Ranker`` compiles the choice into one key function.

Conventions used by every kind and step, chosen so that a hand's key is a flat tuple of
integers compared in one go (fast, and a total order by construction):

* a kind's ``find(flags, hand)`` answers ``None`` when the hand is not of that kind, else the
  kind's *pattern number*: lower is better (the pair, the run, the three of a kind), ``0``
  for kinds with no rule of their own;
* a step's ``score(hand, number)`` is an integer, higher is better; ``show`` gives the value
  a person reads in ``tie_values``; ``says(high, low, shown_high, shown_low)`` is the rule in
  words naming both values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from .cards import signed

PATTERN = "pattern"
"""The step name of a named hand's own tie rule; each kind with a ``rule`` makes its own."""

TOP = 18
"""One past the largest absolute card value in either deck (The Star, -17)."""


class Hand:
    """One hand's signed values and what every kind and step reads from them.

    :param values: the signed card values, e.g. ``(2, 2, 2, -3, -3)``.

    ``total``, ``size``, ``positive_total`` (0 when no card is positive) and
    ``top_positive`` (the highest positive card, 0 when none) are worked out at once, in
    one pass; ``pos``, ``neg`` (how many positive / negative cards of each absolute value,
    indexed 0..17), ``kinds`` (cards of each absolute value whichever the sign: seed 001 §5
    "'Of a kind' means the same number whichever colour it is") and ``most`` (the largest
    of those counts) on first use, since only zero hands need them.
    """

    __slots__ = (
        "values",
        "total",
        "size",
        "positive_total",
        "top_positive",
        "_pos",
        "_neg",
        "_kinds",
        "_most",
    )
    _pos: list[int]
    _neg: list[int]
    _kinds: list[int]
    _most: int  # -1 until ``_count`` has run

    def __init__(self, values: Sequence[int]) -> None:
        self.values = values
        self.size = len(values)
        total = positive = top = 0
        for v in values:
            total += v
            if v > 0:
                positive += v
                if v > top:
                    top = v
        self.total, self.positive_total, self.top_positive = total, positive, top
        self._most = -1

    def _count(self) -> None:
        pos, neg, kinds = [0] * TOP, [0] * TOP, [0] * TOP
        for v in self.values:
            if v > 0:
                pos[v] += 1
                kinds[v] += 1
            elif v < 0:
                neg[-v] += 1
                kinds[-v] += 1
        self._pos, self._neg, self._kinds = pos, neg, kinds
        self._most = max(kinds)

    @property
    def pos(self) -> list[int]:
        """Positive cards by value (index 1..17)."""
        if self._most < 0:
            self._count()
        return self._pos

    @property
    def neg(self) -> list[int]:
        """Negative cards by absolute value (index 1..17)."""
        if self._most < 0:
            self._count()
        return self._neg

    @property
    def kinds(self) -> list[int]:
        """Cards by absolute value, sign aside (index 1..17)."""
        if self._most < 0:
            self._count()
        return self._kinds

    @property
    def most(self) -> int:
        """The most cards of one number, sign aside (2 for a pair, 3 for three of a kind)."""
        if self._most < 0:
            self._count()
        return self._most

    @property
    def zeros(self) -> int:
        """How many zero cards (sylops; The Idiot) the hand holds."""
        return self.values.count(0)


@dataclass(frozen=True)
class Kind:
    """A kind of hand a profile can rank: a named hand, or a catch-all such as nulrhek.

    :param id: the name profiles use, e.g. ``"yee_haa"``.
    :param name: the name answers use, e.g. ``"Yee-Haa"``.
    :param find: ``(flags, hand) -> pattern number | None`` (see the module docstring).
    :param source: where the kind and its place in the order are written.
    :param size: cards in the pattern when the hand is exactly it; ``None`` for kinds that
        are not patterns (profiles give a ``match`` mode only to patterns). A hand of fewer
        cards never holds the pattern: ``find`` must answer ``None`` for it (the ranker does
        not ask, see ``may_hold``).
    :param rule: the kind's own tie rule in words, ``(shown higher, shown lower) -> str``,
        e.g. ``"the lower number wins, 2s beat 7s"``; ``None`` when the kind has no rule of
        its own (then a profile may not give it the ``pattern`` step).
    :param show: the pattern number as a person reads it (``tie_values["pattern"]``).
    :param shows_total: name the hand's total beside its kind in sentences.
    :param tie_source: where ties between two hands of this kind are settled, when that is
        not where each step is written (bomb outs among themselves, seed 002).
    :param catch_all: every profile must rank this kind (so that every hand has a kind).
    :param zero: ``True`` when only a hand totalling zero can be of this kind, ``False`` when
        only one that misses zero can, ``None`` either way. ``find`` checks it too; the
        ranker uses it to try on each hand only the kinds its total allows.
    """

    id: str
    name: str
    find: Callable[[Mapping[str, Any], Hand], int | None]
    source: str
    size: int | None = None
    rule: Callable[[Any, Any], str] | None = None
    show: Callable[[int], Any] = lambda number: number
    shows_total: bool = False
    catch_all: bool = False
    tie_source: str | None = None
    zero: bool | None = None

    def label(self, hand: Hand) -> str:
        """The kind as named in a sentence, with the total where it matters: ``"nulrhek (+3)"``."""
        return f"{self.name} ({signed(hand.total)})" if self.shows_total else self.name

    def may_hold(self, size: int, exact: bool) -> bool:
        """Whether a hand of ``size`` cards can be of this kind, by its size alone: exactly
        the pattern's ``size`` with ``exact``, at least that many without."""
        if self.size is None:
            return True
        return size == self.size if exact else size >= self.size

    def matcher(self, exact: bool, flags: Mapping[str, Any]) -> Callable[[Hand], int | None]:
        """``hand -> pattern number | None`` for this kind under a profile's match mode and flags.

        With ``exact`` the hand must be the pattern and nothing else (``size`` cards).
        """
        find, size = self.find, self.size
        if exact:
            return lambda hand: find(flags, hand) if hand.size == size else None
        return partial(find, flags)

    def pattern_step(self, source: str) -> Step:
        """The ``pattern`` step of this kind: its own rule (lower number, lower run...)."""
        show, rule = self.show, self.rule
        assert rule is not None, f"{self.id} has no tie rule of its own"
        return Step(
            PATTERN,
            lambda hand, number: -number,
            lambda hand, number: show(number),
            lambda high, low, a, b: rule(a, b),
            source,
        )


@dataclass(frozen=True)
class Step:
    """A tie-break step a profile can name.

    :param name: the name profiles and ``tie_values`` use, e.g. ``"most_cards"``.
    :param score: ``(hand, pattern number) -> int``, higher is better.
    :param show: ``(hand, pattern number) -> JSON value`` for ``tie_values``.
    :param says: ``(higher hand, lower hand, shown higher, shown lower) -> str``: the rule in
        words naming both values.
    :param source: where the step is written (each game sets its own, see ``for_game``).
    """

    name: str
    score: Callable[[Hand, int], int]
    show: Callable[[Hand, int], Any]
    says: Callable[[Hand, Hand, Any, Any], str]
    source: str = ""

    def for_game(self, source: str) -> Step:
        """This step citing ``source``."""
        return dataclasses.replace(self, source=source)


@dataclass(frozen=True)
class GameRules:
    """Everything a profile of one game may name, and the game's fixed facts.

    :param game: the game id.
    :param title: the game's name in sentences.
    :param kinds: every kind by id, in the seed's order.
    :param steps: every tie-break step by name, besides ``pattern`` (which each kind with a
        rule of its own supplies: ``Kind.pattern_step``).
    :param flags: the game's boolean profile flags, name -> what it means.
    :param default_profile: the id of the seed's reading.
    :param tie_rule: what decides when every step leaves hands level, in words.
    :param tie_source: where that is written.
    :param min_cards: the fewest cards a hand may hold, and ``min_cards_source`` the line.
    :param players: the fewest and most seats at a table, and ``players_source`` the line:
        a rank request ranks at most as many hands as a table holds.
    """

    game: str
    title: str
    kinds: dict[str, Kind]
    steps: dict[str, Step]
    flags: dict[str, str]
    default_profile: str
    tie_rule: str
    tie_source: str
    min_cards: int
    min_cards_source: str
    players: tuple[int, int]
    players_source: str


def _sign_word(total: int) -> str:
    return "positive" if total > 0 else "negative" if total < 0 else "zero"


MOST_CARDS = Step(
    "most_cards",
    lambda hand, number: hand.size,
    lambda hand, number: hand.size,
    lambda high, low, a, b: f"most cards wins, {a} cards beat {b}",
)

HIGHER_POSITIVE_TOTAL = Step(
    "higher_positive_total",
    lambda hand, number: hand.positive_total,
    lambda hand, number: hand.positive_total,
    lambda high, low, a, b: f"the higher total of positive cards wins, +{a} beats +{b}",
)

LOWER_POSITIVE_TOTAL = Step(
    "lower_positive_total",
    lambda hand, number: -hand.positive_total,
    lambda hand, number: hand.positive_total,
    lambda high, low, a, b: f"the lower total of positive cards wins, +{a} beats +{b}",
)

HIGHEST_POSITIVE_CARD = Step(
    "highest_positive_card",
    lambda hand, number: hand.top_positive,
    lambda hand, number: hand.top_positive,
    lambda high, low, a, b: (
        "the highest single positive card wins, "
        + (f"+{a} beats +{b}" if b else f"+{a} beats having none")
    ),
)

POSITIVE_FIRST = Step(
    "positive_first",
    lambda hand, number: (hand.total > 0) - (hand.total < 0),
    lambda hand, number: _sign_word(hand.total),
    lambda high, low, a, b: (
        f"a positive total beats the equal negative one, "
        f"{signed(high.total)} beats {signed(low.total)}"
    ),
)

NEGATIVE_FIRST = Step(
    "negative_first",
    lambda hand, number: (hand.total < 0) - (hand.total > 0),
    lambda hand, number: _sign_word(hand.total),
    lambda high, low, a, b: (
        f"a negative total beats the equal positive one, "
        f"{signed(high.total)} beats {signed(low.total)}"
    ),
)


def distance_step(name: str, target: str, distance: Callable[[int], int]) -> Step:
    """A step where the total nearer a target wins.

    :param target: the target in words (``"zero"``, ``"23 or -23"``).
    :param distance: ``total -> distance`` (0 or more).
    """
    return Step(
        name,
        lambda hand, number: -distance(hand.total),
        lambda hand, number: distance(hand.total),
        lambda high, low, a, b: (
            f"closest to {target} wins, {signed(high.total)} ({a} away) "
            f"beats {signed(low.total)} ({b} away)"
        ),
    )
