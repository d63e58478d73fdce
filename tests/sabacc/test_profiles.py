"""Ranking profiles: the shipped ones (each alternative changes exactly the reading it names,
docs/rules/*.md) and inline profiles (same form, checked strictly)."""

from __future__ import annotations

import copy

import pytest

from tests.sabacc.test_rank_examples import first_beats_second, ranked

CS, TS = "corellian-spike", "traditional-sabacc"


def shipped(client, game: str) -> list[dict]:
    response = client.get(f"/v1/games/{game}/profiles")
    assert response.status_code == 200
    return response.json["profiles"]


def test_profiles_listed_default_first(client):
    """The seed's reading first, then the published alternatives."""
    assert [p["id"] for p in shipped(client, CS)] == [
        "seed-001",
        "exact-patterns",
        "lower-positive-total",
    ]
    assert [p["id"] for p in shipped(client, TS)] == [
        "seed-002",
        "idiot-contained",
        "negative-23-first",
        "sudden-demise",
        "zero-not-bomb-out",
    ]
    assert client.get("/v1/games/rummikub/profiles").status_code == 404


@pytest.mark.parametrize("game", [CS, TS])
def test_shipped_profiles_work_inline_unchanged(client, post, game):
    """A profile as GET /profiles serves it is a valid inline profile, ranking the same."""
    hands = {
        CS: [[0, 2, -2], [3, 3, -6], [1, 8, -2, -7], [4, -3]],
        TS: [[0, 2, 3, 10], [15, 8], [-15, -8], [2, -2]],
    }[game]
    for profile in shipped(client, game):
        assert ranked(post, game, hands, profile) == ranked(post, game, hands, profile["id"])


# -- Corellian Spike alternatives ---------------------------------------------------------------


def test_lower_positive_total_reverses_that_step_only(post):
    """lower-positive-total: zero hands and nulrhek tied so far go to the LOWER total of
    positive cards (+9 beats +10); the card count still comes first."""
    zero = ([1, 8, -2, -7], [9, 1, -4, -6])
    got = first_beats_second(post, CS, *zero, "lower-positive-total")
    assert got["decision"]["step"] == "lower_positive_total"
    assert got["decision"]["rule"].endswith("the lower total of positive cards wins, +9 beats +10")
    first_beats_second(post, CS, *reversed(zero))  # the seed's reading the other way
    nulrhek = ([4, 1, -4], [6, -2, -3])
    assert (
        first_beats_second(post, CS, *nulrhek, "lower-positive-total")["decision"]["step"]
        == "lower_positive_total"
    )
    assert (
        first_beats_second(post, CS, [1, 2, -2], [3, -2], "lower-positive-total")["decision"][
            "step"
        ]
        == "most_cards"
    )


def test_exact_patterns_names_only_whole_hands(post):
    """exact-patterns: [+3,+3,-6] is no Sabacc (a zero hand); [+6,-6] still is; a Yee-Haa
    with extra cards is not one; Banthas Wild stays contained."""
    names = {
        tuple(e["cards"]): e["name"]
        for e in ranked(
            post, CS, [[3, 3, -6], [6, -6], [0, 4, -4, 1, -1], [5, 5, 5, -8, -7]], "exact-patterns"
        )["ranking"]
    }
    assert names == {
        (3, 3, -6): "zero hand",
        (6, -6): "Sabacc",
        (0, 4, -4, 1, -1): "zero hand",
        (5, 5, 5, -8, -7): "Banthas Wild",
    }
    default = {
        tuple(e["cards"]): e["name"]
        for e in ranked(post, CS, [[3, 3, -6], [0, 4, -4, 1, -1]])["ranking"]
    }
    assert default == {(3, 3, -6): "Sabacc", (0, 4, -4, 1, -1): "Yee-Haa"}


# -- traditional alternatives -------------------------------------------------------------------


def test_negative_23_first(post):
    """negative-23-first (seed 002 "place -23 over 23"): -23 beats +23; 20 still beats -20."""
    got = first_beats_second(post, TS, [-15, -8], [15, 8], "negative-23-first")
    assert got["decision"]["step"] == "negative_first"
    assert got["decision"]["rule"].endswith("-23 beats +23")
    first_beats_second(post, TS, [15, 5], [-13, -8, 1], "negative-23-first")


def test_zero_not_bomb_out(post):
    """zero-not-bomb-out: a 0 stands, 23 away: above a 30, below a 1."""
    answer = ranked(post, TS, [[15, 15], [2, -2], [1, 2]], "zero-not-bomb-out")
    assert [(e["hand"], e["name"]) for e in answer["ranking"]] == [
        (2, "non-Pure Sabacc"),
        (1, "non-Pure Sabacc"),
        (0, "bomb out"),
    ]
    assert ranked(post, TS, [[15, 15], [2, -2]])["winners"] == [0]  # both bomb out by default


def test_idiot_contained(post):
    """idiot-contained: The Idiot, a +2 and a +3 among other cards is an Idiot's Array,
    whatever the total; two of them go to the one with more cards."""
    answer = ranked(post, TS, [[15, 8], [0, 2, 3, 15], ["0b", "+2s", "+3s"]], "idiot-contained")
    assert [(e["hand"], e["name"]) for e in answer["ranking"]] == [
        (1, "Idiot's Array"),
        (2, "Idiot's Array"),
        (0, "Pure Sabacc"),
    ]
    assert answer["decisions"][0]["step"] == "most_cards"
    default = ranked(post, TS, [[15, 8], [0, 2, 3, 15]])
    assert default["ranking"][0]["name"] == "Pure Sabacc"
    assert default["ranking"][1]["name"] == "non-Pure Sabacc"  # 20: 3 away


def test_sudden_demise_profile(post):
    """sudden-demise: equal totals are not split by card count."""
    answer = ranked(post, TS, [[10, 5], [5, 5, 5]], "sudden-demise")
    assert answer["winners"] == [0, 1] and answer["sudden_demise"] is True
    assert ranked(post, TS, [[10, 5], [5, 5, 5]])["winners"] == [1]


def test_seed_default_is_used_without_a_profile(post):
    assert ranked(post, CS, [[1, 2]])["profile"] == "seed-001"
    assert ranked(post, TS, [[1, 2]])["profile"] == "seed-002"


# -- inline profiles ----------------------------------------------------------------------------


def test_inline_profile_without_gee_whiz(client, post):
    """A profile may leave a named hand out: the hand then takes the next kind it fits
    ([+1,+2,+3,+4,-10] holds the run 1-4: a Straight Khyron)."""
    profile = copy.deepcopy(shipped(client, CS)[0])
    profile["id"] = "no-gee-whiz"
    profile["order"].remove("gee_whiz")
    del profile["match"]["gee_whiz"], profile["ties"]["gee_whiz"]
    answer = ranked(post, CS, [[1, 2, 3, 4, -10]], profile)
    assert answer["profile"] == "no-gee-whiz"
    assert answer["ranking"][0]["name"] == "Straight Khyron"


def test_inline_profile_literal_bomb_out_reading(client, post):
    """Step closest_to_plus_23 (the literal "closest to 23" among bomb outs): 25 beats -24."""
    profile = copy.deepcopy(shipped(client, TS)[0])
    profile["id"] = "plus-23"
    profile["ties"]["bomb_out"] = ["closest_to_plus_23", "most_cards"]
    got = first_beats_second(post, TS, [15, 10], [-13, -11], profile)
    assert got["decision"]["step"] == "closest_to_plus_23"
    assert got["decision"]["source"] == (
        "seed 002 Other Questions and Considerations (What if two or more players bomb out?)"
    )


def _broken(profile: dict, change) -> dict:
    broken = copy.deepcopy(profile)
    broken["id"] = "mine"
    change(broken)
    return broken


BROKEN = [
    ("unknown member", lambda p: p.update(colour="red"), "profile", "unknown member 'colour'"),
    ("missing order", lambda p: p.pop("order"), "profile", "missing the member 'order'"),
    (
        "order not a list",
        lambda p: p.update(order="pure_sabacc"),
        "profile.order",
        "must be an array",
    ),
    (
        "unknown kind",
        lambda p: p["order"].__setitem__(3, "wookiee"),
        "profile.order[3]",
        "must be one of",
    ),
    (
        "kind twice",
        lambda p: p["order"].__setitem__(3, "fleet"),
        "profile.order",
        "has non-unique elements",
    ),
    (
        "catch-all missing",
        lambda p: (p["order"].remove("nulrhek"), p["ties"].pop("nulrhek")),
        "profile.order",
        "must rank 'nulrhek'",
    ),
    (
        "unknown step",
        lambda p: p["ties"]["fleet"].append("coin_toss"),
        "profile.ties.fleet[4]",
        "must be one of",
    ),
    (
        "step twice",
        lambda p: p["ties"]["fleet"].append("most_cards"),
        "profile.ties.fleet",
        "has non-unique elements",
    ),
    (
        "pattern without a rule",
        lambda p: p["ties"]["gee_whiz"].insert(0, "pattern"),
        "profile.ties.gee_whiz[0]",
        "must be one of",
    ),
    (
        "ties missing a kind",
        lambda p: p["ties"].pop("sabacc"),
        "profile.ties",
        "missing the member 'sabacc'",
    ),
    (
        "ties for an unranked kind",
        lambda p: p["order"].remove("fleet"),
        "profile.match",
        "unknown member 'fleet'",
    ),
    (
        "bad match mode",
        lambda p: p["match"].update(fleet="loose"),
        "profile.match.fleet",
        "must be one of exact, contained",
    ),
    (
        "step not a string",
        lambda p: p["ties"]["fleet"].__setitem__(0, 7),
        "profile.ties.fleet[0]",
        "must be a string",
    ),
    ("bad id", lambda p: p.update(id="Not OK!"), "profile.id", "does not match"),
    (
        "other game",
        lambda p: p.update(game="traditional-sabacc"),
        "profile.game",
        '"corellian-spike" was expected',
    ),
    ("title not text", lambda p: p.update(title=["x"]), "profile.title", "must be a string"),
    (
        "shipped id, other content",
        lambda p: (p.update(id="seed-001"), p["ties"]["fleet"].reverse()),
        "profile.id",
        "names a shipped profile",
    ),
    (
        "flag of the other game",
        lambda p: p.update(zero_bombs_out=True),
        "profile",
        "unknown member 'zero_bombs_out'",
    ),
]


@pytest.mark.parametrize("what,change,field,says", BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_inline_profiles_are_refused(client, post, what, change, field, says):
    """An inline profile is checked strictly: 422 invalid_profile naming the path."""
    profile = _broken(shipped(client, CS)[0], change)
    response = post(f"/v1/games/{CS}/rank", {"hands": [[1, 2]], "profile": profile})
    assert response.status_code == 422, response.json
    assert response.json["code"] == "invalid_profile"
    assert response.json["field"] == field and says in response.json["detail"], response.json


@pytest.mark.parametrize(
    "change,says",
    [
        (lambda p: p.pop("zero_bombs_out"), "missing the member 'zero_bombs_out'"),
        (lambda p: p.update(zero_bombs_out="yes"), "must be a boolean"),
        (lambda p: p["match"].update(idiots_array=True), "must be a string"),
    ],
)
def test_broken_traditional_flags(client, post, change, says):
    profile = _broken(shipped(client, TS)[0], change)
    response = post(f"/v1/games/{TS}/rank", {"hands": [[1, 2]], "profile": profile})
    assert response.json["code"] == "invalid_profile" and says in response.json["detail"]


OTHER_GAME = [
    (CS, TS, True, "profile.game", "must be one of corellian-spike; got 'traditional-sabacc'"),
    (CS, TS, False, "profile", "has an unknown member 'zero_bombs_out'"),
    (TS, CS, False, "profile", "is missing the member 'zero_bombs_out'"),
]


@pytest.mark.parametrize("game,other,named,field,says", OTHER_GAME)
def test_a_profile_of_the_other_game_is_refused(client, post, game, other, named, field, says):
    """The rank endpoint takes a profile of either game (the contract's SabaccProfile); the
    engine refuses one of the other game, by its ``game`` or, unnamed, by its flags."""
    profile = _broken(shipped(client, other)[0], lambda p: None if named else p.pop("game"))
    response = post(f"/v1/games/{game}/rank", {"hands": [[1, 2]], "profile": profile})
    assert response.status_code == 422, response.json
    assert response.json["code"] == "invalid_profile"
    assert response.json["field"] == field and says in response.json["detail"], response.json


ISSUE_EXAMPLES = [
    (CS, [2, 2, 2, -3, -3], [1, 1, -1, -1]),
    (CS, [0, 2, -2], [0, 7, -7]),
    (CS, [3, -2], [2, -3]),
    (CS, [1, 8, -2, -7], [9, -2, -7]),
    (TS, [0, 2, 3], [15, 8]),
    (TS, [5, 10], [0, -15]),
    (TS, [10, 5], [15, 15]),
]


@pytest.mark.parametrize("game,high,low", ISSUE_EXAMPLES)
def test_issue_examples_hold_under_every_shipped_profile(client, post, game, high, low):
    """issue 2 "Examples that must hold": no alternative touches the lines they rest on."""
    for profile in shipped(client, game):
        first_beats_second(post, game, high, low, profile["id"])


def test_inline_negative_first_for_nulrhek(client, post):
    """Step negative_first in a Corellian Spike profile: -1 then beats +1."""
    profile = copy.deepcopy(shipped(client, CS)[0])
    profile["id"] = "negative-nulrhek"
    profile["ties"]["nulrhek"][1] = "negative_first"
    got = first_beats_second(post, CS, [2, -3], [3, -2], profile)
    assert got["decision"]["step"] == "negative_first"
    assert got["decision"]["rule"].endswith("-1 beats +1")
