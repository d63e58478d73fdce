"""Corellian Spike hands (seed 001 §5 Winning hands): the named zero hands and nulrhek.

Every named hand totals zero. Each ``find`` answers ``None`` unless the hand totals zero and
holds the pattern somewhere in it (the "contained" reading); a profile's ``match`` mode
``"exact"`` further asks that the hand be the pattern and nothing else (``Kind.size``
cards). Where a hand holds a pattern in more than one way the best one for its holder is
taken (the lowest number, run or pairs). Sylops are zero cards, not a number: they never
make a pair, a three or four of a kind, or part of a run (see docs/rules/corellian-spike.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .hands import (
    HIGHER_POSITIVE_TOTAL,
    HIGHEST_POSITIVE_CARD,
    LOWER_POSITIVE_TOTAL,
    MOST_CARDS,
    NEGATIVE_FIRST,
    POSITIVE_FIRST,
    GameRules,
    Hand,
    Kind,
    distance_step,
)

S5 = "seed 001 §5 Winning hands"

NUMBERS = range(1, 11)
"""The card numbers of the Corellian Spike deck, sign aside (seed 001 §1)."""


def _lowest(counts: list[int], need: int, numbers: Iterable[int] = NUMBERS) -> int | None:
    """The lowest number held ``need`` or more times, or ``None``."""
    for number in numbers:
        if counts[number] >= need:
            return number
    return None


def _pure(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Both sylops (seed 001 §5: "Exactly the two zero cards")."""
    return 0 if hand.total == 0 and hand.zeros == 2 else None


def _full(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """+10, +10, -10, -10 and a sylop."""
    if hand.total or not hand.zeros:
        return None
    return 0 if hand.pos[10] >= 2 and hand.neg[10] >= 2 else None


def _fleet(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Four of a kind, not 10s, and a sylop; the number."""
    if hand.total or not hand.zeros or hand.most < 4:
        return None
    return _lowest(hand.kinds, 4, range(1, 10))


def _yee_haa(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """A pair and a sylop; the pair's number."""
    if hand.total or not hand.zeros or hand.most < 2:
        return None
    return _lowest(hand.kinds, 2)


def _rhylet(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Three positive cards of one number and two negative cards of another, or the other
    way round; the number of the three."""
    if hand.total or hand.size < 5 or hand.most < 3:
        return None
    pos, neg = hand.pos, hand.neg
    for three in NUMBERS:
        if pos[three] >= 3 and any(neg[n] >= 2 for n in NUMBERS if n != three):
            return three
        if neg[three] >= 3 and any(pos[n] >= 2 for n in NUMBERS if n != three):
            return three
    return None


def _squadron(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Four of a kind; the number."""
    return None if hand.total or hand.most < 4 else _lowest(hand.kinds, 4)


def _gee_whiz(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """+1, +2, +3, +4 and -10, or -1, -2, -3, -4 and +10."""
    if hand.total or hand.size < 5:
        return None
    pos, neg = hand.pos, hand.neg
    for low, high in ((pos, neg), (neg, pos)):
        if low[1] and low[2] and low[3] and low[4] and high[10]:
            return 0
    return None


def _straight_khyron(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Four consecutive numbers, sign aside; the lowest of the run."""
    if hand.total or hand.size < 4:
        return None
    kinds = hand.kinds
    for start in range(1, 8):
        if kinds[start] and kinds[start + 1] and kinds[start + 2] and kinds[start + 3]:
            return start
    return None


def _banthas_wild(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Three of a kind; the number."""
    return None if hand.total or hand.most < 3 else _lowest(hand.kinds, 3)


def _rule_of_two(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """Two pairs of different numbers; ``16 * lower + higher`` of the two lowest pairs, so
    that the lower pair decides first, then the higher."""
    if hand.total or hand.most < 2:
        return None
    pairs = [number for number in NUMBERS if hand.kinds[number] >= 2]
    return 16 * pairs[0] + pairs[1] if len(pairs) >= 2 else None


def _sabacc(flags: Mapping[str, Any], hand: Hand) -> int | None:
    """A pair; its number."""
    return None if hand.total or hand.most < 2 else _lowest(hand.kinds, 2)


def _zero(flags: Mapping[str, Any], hand: Hand) -> int | None:
    return 0 if hand.total == 0 else None


def _nulrhek(flags: Mapping[str, Any], hand: Hand) -> int | None:
    return 0 if hand.total else None


def _lower_number(a: int, b: int) -> str:
    return f"the lower number wins, {a}s beat {b}s"


def _two_pairs(pairs: int) -> list[int]:
    return [pairs // 16, pairs % 16]


def _lower_pairs(a: list[int], b: list[int]) -> str:
    if a[0] != b[0]:
        return f"the lower pair wins, {a[0]}s (with {a[1]}s) beat {b[0]}s (with {b[1]}s)"
    return f"the lower pairs win: both hold {a[0]}s, and then {a[1]}s beat {b[1]}s"


KINDS = [
    Kind("pure_sabacc", "Pure Sabacc", _pure, S5, zero=True, size=2),
    Kind("full_sabacc", "Full Sabacc", _full, S5, zero=True, size=5),
    Kind("fleet", "Fleet", _fleet, S5, zero=True, size=5, rule=_lower_number),
    Kind("yee_haa", "Yee-Haa", _yee_haa, S5, zero=True, size=3, rule=_lower_number),
    Kind(
        "rhylet",
        "Rhylet",
        _rhylet,
        S5,
        zero=True,
        size=5,
        rule=lambda a, b: f"the lower three of a kind wins, three {a}s beat three {b}s",
    ),
    Kind("squadron", "Squadron", _squadron, S5, zero=True, size=4, rule=_lower_number),
    Kind("gee_whiz", "Gee Whiz", _gee_whiz, S5, zero=True, size=5),
    Kind(
        "straight_khyron",
        "Straight Khyron",
        _straight_khyron,
        S5,
        zero=True,
        size=4,
        rule=lambda a, b: f"the lower run wins, {a}-{a + 3} beats {b}-{b + 3}",
    ),
    Kind("banthas_wild", "Banthas Wild", _banthas_wild, S5, zero=True, size=3, rule=_lower_number),
    Kind(
        "rule_of_two",
        "Rule of Two",
        _rule_of_two,
        S5,
        zero=True,
        size=4,
        rule=_lower_pairs,
        show=_two_pairs,
    ),
    Kind("sabacc", "Sabacc", _sabacc, S5, zero=True, size=2, rule=_lower_number),
    Kind("zero_hand", "zero hand", _zero, S5, zero=True, catch_all=True),
    Kind("nulrhek", "nulrhek", _nulrhek, S5, zero=False, shows_total=True, catch_all=True),
]

STEPS = [
    distance_step("closest_to_zero", "zero", abs),
    POSITIVE_FIRST,
    NEGATIVE_FIRST,
    MOST_CARDS,
    HIGHER_POSITIVE_TOTAL,
    LOWER_POSITIVE_TOTAL,
    HIGHEST_POSITIVE_CARD,
]

RULES = GameRules(
    game="corellian-spike",
    title="Corellian Spike",
    kinds={kind.id: kind for kind in KINDS},
    steps={step.name: step.for_game(S5) for step in STEPS},
    flags={},
    default_profile="seed-001",
    tie_rule="each tied player takes one card blind from the Draw Pile and the closest to "
    "zero wins, positive beating negative (sudden demise)",
    tie_source=S5,
    min_cards=2,
    min_cards_source="seed 001 §3 A round",
    players=(2, 8),
    players_source="seed 001 §1 (2 to 8 players)",
)
"""Corellian Spike: what its profiles may name (seed 001 §5)."""
