"""Property tests: under every shipped profile the ranking is a total order (antisymmetric,
transitive, total), does not depend on the order the hands are given, and its positions,
winners and decisions agree with each other. Hands are dealt from one real deck."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings, strategies as st

from service.games.sabacc import ranking
from service.games.sabacc.cards import DECKS

GAMES = list(ranking.RULES)
PROFILES = [(game, p["id"]) for game in GAMES for p in ranking.profiles(game)]
FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


TARGETS = {"corellian-spike": (0,), "traditional-sabacc": (23, -23, 0)}


@st.composite
def tables(draw, low: int = 2, high: int = 6):
    """``(game, profile, hands)``: 2..6 hands of 2..5 cards from one shuffled deck, no card
    twice. Many hands are steered to a total that matters (zero in Corellian Spike, so
    that named hands and their ties come up; 23, -23 or 0 in traditional) by picking the
    last card that completes it when the deck still holds one. Cards are codes or, at
    random, plain values, as callers mix both."""
    game, profile = draw(st.sampled_from(PROFILES))
    values = DECKS[game].values
    count = draw(st.integers(low, min(high, ranking.MAX_HANDS[game])))
    pool = list(draw(st.permutations(DECKS[game].codes)))
    hands = []
    for _ in range(count):
        hand = [pool.pop() for _ in range(draw(st.integers(1, 4)))]
        target = draw(st.sampled_from((None, *TARGETS[game])))
        need = None if target is None else target - sum(values[c] for c in hand)
        fits = [c for c in pool if values[c] == need]
        hand.append(fits[0] if fits else pool[-1])
        pool.remove(hand[-1])
        hands.append([values[c] if draw(st.booleans()) else c for c in hand])
    return game, profile, hands


def position_of(answer: dict) -> dict[int, int]:
    return {entry["hand"]: entry["position"] for entry in answer["ranking"]}


def check_consistent(answer: dict, hands: list) -> None:
    """Positions, winners, sudden demise and decisions agree with one another."""
    ranking_ = answer["ranking"]
    assert sorted(e["hand"] for e in ranking_) == list(range(len(hands)))
    assert ranking_[0]["position"] == 1
    for entry in ranking_:
        assert entry["cards"] == hands[entry["hand"]]
        above = [e for e in ranking_ if e["position"] < entry["position"]]
        assert entry["position"] == len(above) + 1  # 1, 1, 3: tied hands share a place
    assert answer["winners"] == sorted(e["hand"] for e in ranking_ if e["position"] == 1)
    assert answer["sudden_demise"] == (len(answer["winners"]) > 1)
    assert len(answer["decisions"]) == len(hands) - 1
    for decision, high, low in zip(answer["decisions"], ranking_, ranking_[1:]):
        assert (decision["higher"], decision["lower"]) == (high["hand"], low["hand"])
        assert decision["tied"] == (high["position"] == low["position"])
        assert (decision["step"] == "tie") == decision["tied"]
        if decision["step"] not in ("kind", "tie"):
            assert high["name"] == low["name"]
            assert decision["step"] in high["tie_values"]
            assert high["tie_values"][decision["step"]] != low["tie_values"][decision["step"]]
        if decision["step"] == "kind":
            assert high["name"] != low["name"]


@FAST
@given(tables())
def test_answer_is_self_consistent(table):
    game, profile, hands = table
    check_consistent(ranking.rank(game, hands, profile), hands)


@FAST
@given(tables(), st.randoms(use_true_random=False))
def test_order_of_hands_given_does_not_matter(table, rnd):
    """Shuffling the hands moves each hand's index, never its position."""
    game, profile, hands = table
    before = position_of(ranking.rank(game, hands, profile))
    order = list(range(len(hands)))
    rnd.shuffle(order)
    after = position_of(ranking.rank(game, [hands[i] for i in order], profile))
    assert {order[new]: pos for new, pos in after.items()} == before


def relation(game: str, profile: str, a: list, b: list) -> int:
    """+1 when a ranks above b, 0 when tied, -1 when below, from rank([a, b])."""
    pos = position_of(ranking.rank(game, [a, b], profile))
    return (pos[0] < pos[1]) - (pos[0] > pos[1])


@FAST
@given(tables(low=3, high=3))
def test_pairwise_order_is_total_antisymmetric_transitive_and_agrees(table):
    """For every two hands a and b: a above b exactly when b is below a; if a >= b >= c then
    a >= c; and the three-hand ranking orders them as the pairwise verdicts do."""
    game, profile, hands = table
    rel = {
        (i, j): relation(game, profile, hands[i], hands[j])
        for i, j in itertools.permutations(range(3), 2)
    }
    for i, j in itertools.permutations(range(3), 2):
        assert rel[i, j] == -rel[j, i]
    for i, j, k in itertools.permutations(range(3), 3):
        if rel[i, j] >= 0 and rel[j, k] >= 0:
            assert rel[i, k] >= 0
            if rel[i, j] > 0 or rel[j, k] > 0:
                assert rel[i, k] > 0
    pos = position_of(ranking.rank(game, hands, profile))
    for i, j in itertools.permutations(range(3), 2):
        assert rel[i, j] == (pos[i] < pos[j]) - (pos[i] > pos[j])


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(table=tables())
def test_http_answer_is_the_engine_answer(post, table):
    """Through HTTP the answer is the engine's, and it fits the contract's SabaccRanking."""
    from tests import contract

    game, profile, hands = table
    response = post(f"/v1/games/{game}/rank", {"hands": hands, "profile": profile})
    assert response.status_code == 200, response.json
    contract.check(contract.component("SabaccRanking"), response.json, "rank answer")
    assert response.json == ranking.rank(game, hands, profile)
