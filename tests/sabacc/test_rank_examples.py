"""The rank endpoint on the examples of issue 2, seed 001 §5 and seed 002 Judging Hands, under
the default profiles, through the HTTP API. Every expectation is worked out by hand from the
seed line the test names.
"""

from __future__ import annotations

import pytest

from tests import contract

CS, TS = "corellian-spike", "traditional-sabacc"


def ranked(post, game: str, hands: list, profile=None) -> dict:
    """POST the hands to rank, check the answer and request fit the contract, return it."""
    body = {"hands": hands} if profile is None else {"hands": hands, "profile": profile}
    response = post(f"/v1/games/{game}/rank", body)
    assert response.status_code == 200, response.json
    # no member missing, none extra, types as documented
    contract.exchange(f"/v1/games/{game}/rank", body, response.json)
    return response.json


def first_beats_second(post, game: str, high: list, low: list, profile=None) -> dict:
    """Rank [high, low] and [low, high]: high wins alone both ways; the decision between them."""
    answer = ranked(post, game, [high, low], profile)
    assert answer["winners"] == [0] and answer["sudden_demise"] is False, answer
    assert [e["position"] for e in answer["ranking"]] == [1, 2]
    swapped = ranked(post, game, [low, high], profile)
    assert swapped["winners"] == [1], swapped
    (decision,) = answer["decisions"]
    assert (decision["higher"], decision["lower"], decision["tied"]) == (0, 1, False)
    assert swapped["decisions"][0]["step"] == decision["step"]
    return {"decision": decision, "high": answer["ranking"][0], "low": answer["ranking"][1]}


# -- issue 2 "Examples that must hold" -------------------------------------------------------


def test_issue_rhylet_beats_squadron(post):
    """corellian-spike: [+2,+2,+2,-3,-3] beats [+1,+1,-1,-1] (Rhylet over Squadron)."""
    got = first_beats_second(post, CS, [2, 2, 2, -3, -3], [1, 1, -1, -1])
    assert got["high"]["name"] == "Rhylet" and got["low"]["name"] == "Squadron"
    assert got["decision"]["step"] == "kind"
    assert got["decision"]["rule"] == "Rhylet ranks above Squadron"
    assert got["decision"]["source"] == "seed 001 §5 Winning hands"


def test_issue_yee_haa_lower_number_wins(post):
    """corellian-spike: [0,+2,-2] beats [0,+7,-7] (Yee-Haa, lower number wins)."""
    got = first_beats_second(post, CS, [0, 2, -2], [0, 7, -7])
    assert got["high"]["name"] == got["low"]["name"] == "Yee-Haa"
    assert got["decision"]["step"] == "pattern"
    assert (got["high"]["tie_values"]["pattern"], got["low"]["tie_values"]["pattern"]) == (2, 7)
    assert "2s beat 7s" in got["decision"]["rule"]


def test_issue_nulrhek_positive_over_negative(post):
    """corellian-spike: [+3,-2] beats [+2,-3] (nulrhek, positive over negative)."""
    got = first_beats_second(post, CS, [3, -2], [2, -3])
    assert got["high"]["name"] == got["low"]["name"] == "nulrhek"
    assert (got["high"]["total"], got["low"]["total"]) == (1, -1)
    assert got["decision"]["step"] == "positive_first"
    assert (
        got["high"]["tie_values"]["closest_to_zero"]
        == got["low"]["tie_values"]["closest_to_zero"]
        == 1
    )


def test_issue_zero_hands_more_cards(post):
    """corellian-spike: [+1,+8,-2,-7] beats [+9,-2,-7] (zero hands, more cards)."""
    got = first_beats_second(post, CS, [1, 8, -2, -7], [9, -2, -7])
    assert got["high"]["name"] == got["low"]["name"] == "zero hand"
    assert got["decision"]["step"] == "most_cards"
    assert got["decision"]["rule"] == (
        "zero hand against zero hand: most cards wins, 4 cards beat 3"
    )


def test_issue_idiots_array_over_pure_sabacc(post):
    """traditional-sabacc: [0,2,3] beats [15,8] (Idiot's Array over Pure Sabacc)."""
    got = first_beats_second(post, TS, [0, 2, 3], [15, 8])
    assert (got["high"]["name"], got["low"]["name"]) == ("Idiot's Array", "Pure Sabacc")
    assert got["decision"]["step"] == "kind"
    assert got["decision"]["rule"] == "Idiot's Array ranks above Pure Sabacc (+23)"


def test_issue_equal_distance_positive_wins(post):
    """traditional-sabacc: [5,10] beats [0,-15] (equal distance from 23, positive wins)."""
    got = first_beats_second(post, TS, [5, 10], [0, -15])
    assert got["high"]["tie_values"]["closest_to_target"] == 8
    assert got["low"]["tie_values"]["closest_to_target"] == 8
    assert got["decision"]["step"] == "positive_first"


def test_issue_thirty_bombs_out(post):
    """traditional-sabacc: [10,5] beats [15,15] (30 bombs out)."""
    got = first_beats_second(post, TS, [10, 5], [15, 15])
    assert (got["low"]["name"], got["low"]["total"]) == ("bomb out", 30)
    assert got["decision"]["rule"] == "non-Pure Sabacc (+15) ranks above bomb out (+30)"
    assert got["decision"]["source"] == "seed 002 Judging Hands (Bombing Out)"


# -- seed 001 §5: the table of named zero hands, best first -----------------------------------

NAMED = [
    ("Pure Sabacc", [0, 0]),
    ("Full Sabacc", [10, 10, -10, -10, 0]),
    ("Fleet", [5, 5, -5, -5, 0]),
    ("Yee-Haa", [0, 4, -4]),
    ("Rhylet", [2, 2, 2, -3, -3]),
    ("Rhylet", [-2, -2, -2, 3, 3]),
    ("Squadron", [1, 1, -1, -1]),
    ("Gee Whiz", [1, 2, 3, 4, -10]),
    ("Gee Whiz", [-1, -2, -3, -4, 10]),
    ("Straight Khyron", [5, -6, -7, 8]),
    ("Banthas Wild", [3, 3, 3, -9]),
    ("Rule of Two", [1, -1, 2, -2]),
    ("Sabacc", [6, -6]),
    ("Sabacc", [3, 3, -6]),
    ("zero hand", [1, 8, -2, -7]),
    ("nulrhek", [1, 2]),
]


@pytest.mark.parametrize("name,hand", NAMED, ids=[f"{n}-{h}" for n, h in NAMED])
def test_seed_001_table_names_each_hand(post, name, hand):
    """seed 001 §5 "The named zero hands": each row's 'Zero made with' gives its name."""
    (entry,) = ranked(post, CS, [hand])["ranking"]
    assert entry["name"] == name and entry["total"] == sum(hand)


LADDER = [  # each pair fits one deck (two sylops, three of each signed value)
    ([0, 0], [1, 1, -1, -1], "Pure Sabacc ranks above Squadron"),
    ([10, 10, -10, -10, 0], [5, 5, -5, -5, 0], "Full Sabacc ranks above Fleet"),
    ([5, 5, -5, -5, 0], [0, 2, -2], "Fleet ranks above Yee-Haa"),
    ([0, 4, -4], [2, 2, 2, -3, -3], "Yee-Haa ranks above Rhylet"),
    ([2, 2, 2, -3, -3], [1, 1, -1, -1], "Rhylet ranks above Squadron"),
    ([5, 5, -5, -5], [1, 2, 3, 4, -10], "Squadron ranks above Gee Whiz"),
    ([1, 2, 3, 4, -10], [5, -6, -7, 8], "Gee Whiz ranks above Straight Khyron"),
    ([5, -6, -7, 8], [3, 3, 3, -9], "Straight Khyron ranks above Banthas Wild"),
    ([3, 3, 3, -9], [1, -1, 2, -2], "Banthas Wild ranks above Rule of Two"),
    ([1, -1, 2, -2], [6, -6], "Rule of Two ranks above Sabacc"),
    ([6, -6], [1, 8, -2, -7], "Sabacc ranks above zero hand"),
    ([1, 8, -2, -7], [3, -2], "zero hand ranks above nulrhek (+1)"),
]


@pytest.mark.parametrize("high,low,rule", LADDER, ids=[r for _, _, r in LADDER])
def test_seed_001_table_order(post, high, low, rule):
    """seed 001 §5: "Hands that add up to exactly zero rank above everything else", and the
    named zero hands "best first"; a zero hand with no pattern ranks below Sabacc."""
    got = first_beats_second(post, CS, high, low)
    assert got["decision"]["step"] == "kind"
    assert got["decision"]["rule"] == rule


OWN_RULES = [  # seed 001 §5 "Ties" column
    ("Fleet", [2, 2, -2, -2, 0], [7, 7, -7, -7, 0], 2, 7, "2s beat 7s"),
    ("Rhylet", [2, 2, 2, -3, -3], [4, 4, 4, -6, -6], 2, 4, "three 2s beat three 4s"),
    ("Squadron", [1, 1, -1, -1], [3, 3, -3, -3], 1, 3, "1s beat 3s"),
    ("Straight Khyron", [1, -2, -3, 4], [5, -6, -7, 8], 1, 5, "1-4 beats 5-8"),
    ("Banthas Wild", [3, 3, 3, -9], [-4, -4, -4, 5, 7], 3, 4, "3s beat 4s"),
    ("Rule of Two", [1, -1, 9, -9], [2, -2, 3, -3], [1, 9], [2, 3], "1s (with 9s) beat 2s"),
    ("Rule of Two", [1, -1, 3, -3], [1, -1, 5, -5], [1, 3], [1, 5], "then 3s beat 5s"),
    ("Sabacc", [1, -1], [2, -2], 1, 2, "1s beat 2s"),
]


@pytest.mark.parametrize(
    "name,high,low,a,b,says", OWN_RULES, ids=[f"{n}-{s}" for n, *_, s in OWN_RULES]
)
def test_seed_001_ties_column(post, name, high, low, a, b, says):
    """seed 001 §5 "Ties": lower number / three of a kind / run / pair wins. Rule of Two
    compares the lower pairs first, then the higher (docs/rules/corellian-spike.md)."""
    got = first_beats_second(post, CS, high, low)
    assert got["high"]["name"] == got["low"]["name"] == name
    assert got["decision"]["step"] == "pattern"
    assert (got["high"]["tie_values"]["pattern"], got["low"]["tie_values"]["pattern"]) == (a, b)
    assert says in got["decision"]["rule"]


def test_seed_001_of_a_kind_ignores_colour(post):
    """seed 001 §5 "+5 and −5 make a pair": [+5,-5] is a Sabacc of 5s."""
    (entry,) = ranked(post, CS, [[5, -5]])["ranking"]
    assert (entry["name"], entry["tie_values"]["pattern"]) == ("Sabacc", 5)


def test_seed_001_zero_ties_most_cards_within_a_named_hand(post):
    """seed 001 §5 "If zero hands still tie ... most cards wins": two Sabaccs of 3s."""
    got = first_beats_second(post, CS, [3, 3, -6], [3, -3])
    assert got["decision"]["step"] == "most_cards"


def test_seed_001_zero_ties_higher_positive_total(post):
    """seed 001 §5 "... then the highest total of positive cards": +10 beats +9."""
    got = first_beats_second(post, CS, [9, 1, -4, -6], [1, 8, -2, -7])
    assert got["decision"]["step"] == "higher_positive_total"
    assert (
        got["high"]["tie_values"]["higher_positive_total"],
        got["low"]["tie_values"]["higher_positive_total"],
    ) == (10, 9)


def test_seed_001_zero_ties_highest_positive_card(post):
    """seed 001 §5 "... then the highest single positive card": +8 beats +7 (both +9 in all)."""
    got = first_beats_second(post, CS, [1, 8, -2, -7], [2, 7, -3, -6])
    assert got["decision"]["step"] == "highest_positive_card"
    assert got["decision"]["rule"].endswith("the highest single positive card wins, +8 beats +7")


NULRHEK = [  # seed 001 §5 "If nobody has zero ..."
    ([3, -1], [5, -1], "closest_to_zero"),
    ([-3, 1], [5, -1], "closest_to_zero"),
    ([1, 2, -2], [3, -2], "most_cards"),
    ([6, -2, -3], [4, 1, -4], "higher_positive_total"),
    ([6, 2, -4, -3], [5, 3, -4, -3], "highest_positive_card"),
]


@pytest.mark.parametrize("high,low,step", NULRHEK, ids=[f"{s}-{h}" for h, _, s in NULRHEK])
def test_seed_001_nulrhek_ties(post, high, low, step):
    """seed 001 §5: "the hand closest to zero wins (nulrhek). Ties go, in order, to the
    positive total, then most cards, then the highest total of positive cards, then the
    highest single positive card"."""
    assert first_beats_second(post, CS, high, low)["decision"]["step"] == step


def test_seed_001_still_tied_goes_to_sudden_demise(post):
    """seed 001 §5 "If it's still a tie, each tied player takes one card blind": two hands
    equal at every step share first place; the answer says sudden demise decides."""
    answer = ranked(post, CS, [["+3c", "-2c"], [1, 2], ["+3t", "-2s"]])
    assert answer["winners"] == [0, 2] and answer["sudden_demise"] is True
    assert [(e["hand"], e["position"]) for e in answer["ranking"]] == [(0, 1), (2, 1), (1, 3)]
    tie, below = answer["decisions"]
    assert tie["tied"] is True and tie["step"] == "tie" and (tie["higher"], tie["lower"]) == (0, 2)
    assert "takes one card blind" in tie["rule"] and "sudden demise" in answer["verdict"]
    assert below["tied"] is False and below["step"] == "closest_to_zero"


def test_ties_below_first_place_share_a_position(post):
    """Hands level at every step share their position even below first; no sudden demise."""
    answer = ranked(post, CS, [[0, 5, -5], [3, -2], [-2, 3]])
    assert answer["winners"] == [0] and answer["sudden_demise"] is False
    assert [e["position"] for e in answer["ranking"]] == [1, 2, 2]
    assert answer["decisions"][1]["tied"] is True
    assert "share position 2" in answer["decisions"][1]["rule"]


# -- seed 002 Judging Hands and Other Questions -----------------------------------------------

TRADITIONAL = [
    ([15, 7], [15, 6], "closest_to_target", "22 beats 21"),
    ([-8, -2], [4, 5], "closest_to_target", "-10 beats 9"),
    ([15, 5], [-13, -8, 1], "positive_first", "20 beats -20"),
    ([0, 2, 3], [-15, -8], "kind", "Idiot's Array beats -23"),
    ([15, 8], [-15, -8], "positive_first", "+23 beats -23"),
    ([1, 2], [15, 15], "kind", "over 23 bombs out"),
    ([1, 2], [-17, -15], "kind", "under -23 bombs out"),
    ([1, 2], [2, -2], "kind", "exactly zero bombs out"),
    ([15, 10], [15, 15], "closest_to_target", "all bombed out: 25 beats 30"),
    ([-13, -11], [15, 10], "closest_to_target", "all bombed out: -24 beats 25"),
    ([15, 10], [-17, -8], "positive_first", "all bombed out: 25 beats -25"),
    ([5, 5, 5], [10, 5], "most_cards", "same total: more cards wins"),
]


@pytest.mark.parametrize("high,low,step,what", TRADITIONAL, ids=[t[3] for t in TRADITIONAL])
def test_seed_002_examples(post, high, low, step, what):
    """seed 002 Judging Hands ("22 beats 21, -10 beats 9, 20 beats -20"; Idiot's Array "beats a
    Pure Sabacc"; "23 beats -23"; "above 23 /-23 or exactly zero ... bombed out") and Other
    Questions ("closest to 23 would win" among bomb outs, read as 23 or -23; "the player who
    has the most cards wins")."""
    assert first_beats_second(post, TS, high, low)["decision"]["step"] == step


def test_seed_002_bombed_hands_rank_below_every_standing_hand(post):
    """seed 002 Bombing Out: "you lose the hand": even a 1 beats a 24 and a 0."""
    answer = ranked(post, TS, [[12, 12], [1, 1], [-2, 2], [0, 1]])
    names = {e["hand"]: e["name"] for e in answer["ranking"]}
    assert names == {0: "bomb out", 1: "non-Pure Sabacc", 2: "bomb out", 3: "non-Pure Sabacc"}
    assert [e["hand"] for e in answer["ranking"]] == [1, 3, 0, 2]


def test_seed_002_more_cards_then_sudden_demise(post):
    """seed 002 "What happens in the event of a tie?": equal totals and equal card counts are
    still tied: a Sudden Demise round or a roll of the dice decides."""
    answer = ranked(post, TS, [[10, 5], [9, 6]])
    assert answer["winners"] == [0, 1] and answer["sudden_demise"] is True
    assert "Sudden Demise" in answer["decisions"][0]["rule"]
    assert answer["decisions"][0]["source"] == (
        "seed 002 Other Questions and Considerations (What happens in the event of a tie?)"
    )


def test_card_codes_rank_like_values_and_are_echoed(post):
    """Codes name the stave or suit (seed 001 §1; seed 002 The Cards and Such); the answer
    echoes the cards as given."""
    answer = ranked(post, CS, [["+2c", "+2t", "2S", -3, "-3s"], [1, 1, -1, -1]])
    assert answer["ranking"][0]["cards"] == ["+2c", "+2t", "2S", -3, "-3s"]
    assert answer["ranking"][0]["name"] == "Rhylet"
    answer = ranked(post, TS, [["0a", "+2f", "3c"], ["+15f", "+8s"]])
    assert answer["ranking"][0]["name"] == "Idiot's Array"


def test_one_hand_is_ranked_alone(post):
    """One hand: it is the winner; no decisions."""
    answer = ranked(post, TS, [[11, 11]])
    assert answer["winners"] == [0] and answer["decisions"] == []
    assert answer["ranking"][0]["tie_values"] == {
        "closest_to_target": 1,
        "positive_first": "positive",
        "most_cards": 2,
    }
