"""Unit tests of the hand evaluator: each named hand's pattern under both match modes, the
readings docs/rules/*.md records, and the ranker the table-play engines call."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from service.games.errors import InvalidHand, InvalidProfile, UnknownGame
from service.games.sabacc import ranking
from service.games.sabacc.cards import DECKS
from service.games.sabacc.hands import Hand
from service.games.sabacc.target_hands import RULES as TS_RULES
from service.games.sabacc.zero_hands import RULES as CS_RULES

CS, TS = "corellian-spike", "traditional-sabacc"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def find(kind: str, values: list[int], exact: bool = False, rules=CS_RULES, flags=None):
    """The pattern number of ``kind`` in ``values`` (None: not that kind)."""
    return rules.kinds[kind].matcher(exact, flags or {})(Hand(values))


def name(values: list[int], profile: str | None = None, game: str = CS) -> str:
    return ranking.ranker(game, profile).evaluate(values).kind.name


PATTERNS = [  # kind, hand holding it exactly, a zero hand holding it among more, number
    ("pure_sabacc", [0, 0], [0, 0, 3, -3], 0),
    ("full_sabacc", [10, 10, -10, -10, 0], [10, 10, -10, -10, 0, 4, -4], 0),
    ("fleet", [6, 6, -6, -6, 0], [6, 6, -6, -6, 0, 1, -1], 6),
    ("yee_haa", [0, 9, -9], [0, 9, -9, 2, -2], 2),
    ("rhylet", [-4, -4, -4, 6, 6], [-4, -4, -4, 6, 6, 1, -1], 4),
    ("squadron", [2, 2, -2, -2], [2, 2, -2, -2, 5, -5], 2),
    ("gee_whiz", [-1, -2, -3, -4, 10], [-1, -2, -3, -4, 10, 7, -7], 0),
    ("straight_khyron", [1, -2, -3, 4], [1, -2, -3, 4, 6, -6], 1),
    ("banthas_wild", None, [3, 3, 3, -9], 3),
    ("rule_of_two", [4, -4, 7, -7], [4, -4, 7, -7, 1, 2, -3], 16 * 4 + 7),
    ("sabacc", [8, -8], [8, -8, 1, 2, -3], 8),
]


@pytest.mark.parametrize("kind,exact,contained,number", PATTERNS, ids=[p[0] for p in PATTERNS])
def test_each_pattern_exact_and_contained(kind, exact, contained, number):
    """seed 001 §5 table: the exact hand is found in both modes; the larger zero hand only
    when contained (the best pattern for the holder: the lowest number)."""
    if exact is not None:
        assert sum(exact) == 0
        assert find(kind, exact, exact=True) == find(kind, exact) is not None
    assert sum(contained) == 0
    assert find(kind, contained) == number
    assert find(kind, contained, exact=True) is None


def test_banthas_wild_can_never_be_exact():
    """Three cards of one number never total zero, so no exact Banthas Wild exists (why
    exact-patterns keeps it contained)."""
    assert all(
        find("banthas_wild", [s1 * n, s2 * n, s3 * n], exact=True) is None
        for n in range(1, 11)
        for s1 in (1, -1)
        for s2 in (1, -1)
        for s3 in (1, -1)
    )


def test_patterns_need_a_zero_total():
    """seed 001 §5: the named hands are zero hands: a pair in a nulrhek names nothing."""
    assert all(find(kind, [5, -5, 1]) is None for kind, *_ in PATTERNS)
    assert name([5, -5, 1]) == "nulrhek"


def test_sylops_do_not_pair():
    """Reading: sylops are zero cards, not a number: two make no pair, no three, no run."""
    assert name([0, 0, 1, 2, -3]) == "zero hand"
    assert find("sabacc", [0, 0, 1, 2, -3]) is None
    assert name([0, 0, 3, -3]) == "Yee-Haa"  # the pair of 3s and a zero card
    assert name([0, 1, 2, -3]) == "zero hand"  # 0-1-2-3 is no run


def test_rhylet_needs_its_colours():
    """seed 001 §5 Rhylet: "A positive three of a kind and a negative pair": three 2s of
    mixed signs with a positive pair of 3s is no Rhylet (it is a Banthas Wild)."""
    assert find("rhylet", [2, 2, -2, 3, 3, -8]) is None
    assert name([2, 2, -2, 3, 3, -8]) == "Banthas Wild"
    assert find("rhylet", [4, 4, 4, -4, -4, -4]) is None  # the pair must be another number
    assert name([4, 4, 4, -4, -4, -4]) == "Squadron"


def test_fleet_is_not_of_tens():
    """seed 001 §5 Fleet "(not 10s)": four 10s and a sylop among more cards is no Fleet; the
    hand is a Yee-Haa of its lowest pair."""
    hand = [10, 10, -10, -10, 0, 1, -1]
    assert find("fleet", hand) is None and find("full_sabacc", hand) == 0
    evaluation = ranking.ranker(CS).evaluate(hand)
    assert (evaluation.kind.name, evaluation.number) == ("Yee-Haa", 1)


def test_runs():
    """A run of four is four consecutive numbers, sign aside; 7-10 is the highest; a longer
    run plays its lowest four."""
    assert find("straight_khyron", [7, -8, -9, 10]) == 7
    assert find("straight_khyron", [1, 2, 3, -4, -2]) == 1
    assert find("straight_khyron", [1, 2, 4, -7]) is None


def test_gee_whiz_is_exact_by_default():
    """seed 001 §5 Gee Whiz lists its five cards: with more it is no Gee Whiz (here the run
    1-4 makes a Straight Khyron)."""
    assert name([1, 2, 3, 4, -10]) == "Gee Whiz"
    assert name([1, 2, 3, 4, -10, 5, -5]) == "Straight Khyron"


def test_rule_of_two_plays_its_two_lowest_pairs():
    evaluation = ranking.ranker(CS).evaluate([1, -1, 5, -5, 3, -3])
    assert evaluation.kind.name == "Rule of Two"
    assert evaluation.kind.show(evaluation.number) == [1, 3]


def test_idiots_array_is_zero_plus_two_plus_three():
    """seed 002 "a 2, 3 and a zero card": the +2 (the Queen of Air and Darkness, -2, is not
    "a 2"); exactly those three by default, contained under idiot-contained."""
    assert name([0, 2, 3], game=TS) == "Idiot's Array"
    assert name([0, -2, 3], game=TS) == "non-Pure Sabacc"
    assert name([0, 2, 3, 1], game=TS) == "non-Pure Sabacc"
    assert name([0, 2, 3, 15, 15], "idiot-contained", TS) == "Idiot's Array"


def test_bomb_out_flag():
    assert find("bomb_out", [5, -5], rules=TS_RULES, flags={"zero_bombs_out": True}) == 0
    assert find("bomb_out", [5, -5], rules=TS_RULES, flags={"zero_bombs_out": False}) is None
    assert find("bomb_out", [15, 9], rules=TS_RULES, flags={"zero_bombs_out": False}) == 0


def test_positive_card_values_of_a_hand_without_positives():
    hand = Hand([-3, -4])
    assert (hand.positive_total, hand.top_positive, hand.total) == (0, 0, -7)


def test_ranker_orders_single_cards_for_sudden_demise():
    """seed 001 §5 sudden demise: "the closest to zero wins, positive beating negative": one
    card ranks as a one-card hand (how the table-play engine uses the ranker)."""
    r = ranking.ranker(CS)
    assert r.order([[-1], [1], [0], [-3], [1]]) == [[2], [1, 4], [0], [3]]
    assert r.winners([[-2], [2]]) == [1]


def test_ranker_keys_compare_hands():
    r = ranking.ranker(CS)
    assert r.key([2, 2, 2, -3, -3]) > r.key([1, 1, -1, -1]) > r.key([1, 8, -2, -7]) > r.key([1, 2])
    assert r.key([3, -2]) == r.key([-2, 3])


def test_engine_refusals_without_http():
    """rank() refuses what no request shape says: a game without hands to rank, a hand too
    small (seed 001 §3: at least two cards), a profile name the game does not ship. (Hands
    or a profile of the wrong JSON shape are the contract's: tests/sabacc/test_rank_refusals.)"""
    with pytest.raises(UnknownGame):
        ranking.rank("rummikub", [[1, 2]])
    with pytest.raises(UnknownGame):
        ranking.profiles("sleemo")
    with pytest.raises(InvalidHand):
        ranking.rank(CS, [[1, 2], [3]])
    with pytest.raises(InvalidProfile):
        ranking.ranker(CS, "seed-002")


@pytest.mark.parametrize("rules", [CS_RULES, TS_RULES], ids=[CS, TS])
def test_docs_name_every_kind_step_and_profile(rules):
    """docs/rules/<game>.md lists every kind, step, flag and shipped profile a profile may name."""
    text = (DOCS / f"{rules.game}.md").read_text(encoding="utf-8")
    names = [
        *rules.kinds,
        *rules.steps,
        *rules.flags,
        *(p["id"] for p in ranking.profiles(rules.game)),
    ]
    missing = [n for n in names if f"`{n}`" not in text]
    assert not missing, missing


def test_profiles_are_served_as_copies():
    """Changing what profiles() gave does not change the shipped profile."""
    first = ranking.profiles(CS)[0]
    first["order"].reverse()
    assert ranking.profiles(CS)[0]["order"][0] == "pure_sabacc"
    assert ranking.rank(CS, [[0, 0], [1, 2]])["winners"] == [0]


@pytest.mark.parametrize("rules", [CS_RULES, TS_RULES], ids=[CS, TS])
def test_no_hand_holds_a_pattern_in_fewer_cards_than_its_own(rules):
    """``Kind.size``: a hand of fewer cards never holds the pattern (the ranker relies on it
    and does not try the kind on such hands): every such hand of the deck's values, zero
    total or not, under each flag setting, is refused by ``find``."""
    values = sorted(set(DECKS[rules.game].values.values()))
    flag_sets = [dict.fromkeys(rules.flags, on) for on in (True, False)]
    for kind in rules.kinds.values():
        for size in range(1, kind.size or 0):
            for hand in itertools.combinations_with_replacement(values, size):
                for flags in flag_sets:
                    assert kind.find(flags, Hand(hand)) is None, (kind.id, hand)
