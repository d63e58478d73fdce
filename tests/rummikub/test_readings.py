"""Issue 8's Rummikub readings, worked by hand from seed 004 and checked through HTTP: the
turn check (play), solve and legal-moves agree.

* The initial meld (seed 004 The play: "at least 30 points in one or more combinations
  formed from the tiles in the players hand. If the joker is used, it counts as the number of
  points of the tile it represents"): the melds actually laid wholly from the rack, a joker
  worth the tile its place stands for.
* The freed joker (seed 004 The play: "he may then apply the joker to some other existing
  combination on the table"): by default into a combination already on the table; option
  ``freed_joker_new_meld`` lets it start a new meld.
* Cheap checks first (issue 9 item 3): tiles not on the rack are refused before the joker
  melds are matched or the initial meld is valued.
"""

from __future__ import annotations

import pytest

from service.games.rummikub import initial_meld, turn
from tests.harness import wordless

from .helpers import melds_json, state, words

PLAY = "/v1/games/rummikub/play"
SOLVE = "/v1/games/rummikub/solve"
LEGAL = "/v1/games/rummikub/legal-moves"
SEED_RACK = "B1 B2 J Y4 Y5 Y6 Y7"
FREED_RULE = (
    "A joker freed by a swap goes into a combination already on the table "
    "(freed_joker_new_meld is false)."
)


def lay(client, position: dict, after: str, laid: str):
    move = {"action": "lay", "table": melds_json(after), "from_rack": words(laid)}
    return client.post(PLAY, json={"state": position, "move": move})


def solve(client, rack: str, table_text: str = "", **extra) -> dict:
    body = {"rack": words(rack), "table": melds_json(table_text), **extra}
    response = client.post(SOLVE, json=body)
    assert response.status_code == 200, response.json
    return response.json


def worth_of(response) -> int:
    assert response.status_code == 200, response.json
    return next(e["worth"] for e in response.json["events"] if e["event"] == "initial_meld")


def reasons(response) -> list[str]:
    assert response.status_code == 422, response.json
    return [v["reason"] for v in response.json["violations"]]


# -- the initial meld: the melds laid, valued as laid -------------------------------------


def test_seed_rack_split_into_28_is_refused(client):
    """Issue 8 / seed 004 The play: [B1 B2 J] (J is B3: 1 + 2 + 3 = 6) and [Y4 Y5 Y6 Y7]
    (22) are worth 28 < 30, though the same tiles could have made [Y4 Y5 Y6 Y7 J] = 30."""
    response = lay(client, state([SEED_RACK, "K1 K2"]), "B1 B2 J | Y4 Y5 Y6 Y7", SEED_RACK)
    assert reasons(response) == [
        "The initial meld is worth 28 < 30: the melds laid wholly from the rack, [B1 B2 J] (6) "
        "and [Y4 Y5 Y6 Y7] (22), add up to 28."
    ]


def test_seed_rack_best_opening_is_y4_to_y8_worth_30(client):
    """[Y4 Y5 Y6 Y7 J]: the joker's place makes it Y8; 4 + 5 + 6 + 7 + 8 = 30."""
    response = lay(client, state([SEED_RACK, "K1 K2"]), "Y4 Y5 Y6 Y7 J", "Y4 Y5 Y6 Y7 J")
    assert worth_of(response) == 30
    assert response.json["state"]["players"][0]["rack"] == ["B1", "B2"]


def test_seed_rack_joker_first_is_y3_and_worth_25(client):
    """[J Y4 Y5 Y6 Y7]: the joker's place makes it Y3: 3 + 22 = 25 < 30, refused."""
    response = lay(client, state([SEED_RACK, "K1 K2"]), "J Y4 Y5 Y6 Y7", "Y4 Y5 Y6 Y7 J")
    assert reasons(response)[0].startswith("The initial meld is worth 25 < 30")


def test_solve_and_legal_moves_lay_the_30_and_keep_b1_b2(client):
    """The solver lays the five tiles worth 30 (not all seven: the split that lays them is
    28), and legal-moves lists the same laying, which play accepts with worth 30."""
    answer = solve(client, SEED_RACK)
    assert answer["table"] == [["Y4", "Y5", "Y6", "Y7", "J"]]
    assert (answer["tiles"], answer["opening_value"], answer["proven"]) == (5, 30, True)
    position = state([SEED_RACK, "K1 K2"])
    listed = client.post(LEGAL, json={"state": position}).json["moves"]
    assert wordless([listed[1]]) == [answer["move"]]
    assert worth_of(client.post(PLAY, json={"state": position, "move": listed[1]})) == 30


@pytest.mark.parametrize(
    "meld, worth",
    [
        ("R5 J R7", 18),  # the joker is R6: 5 + 6 + 7
        ("R5 B5 J", 15),  # a group: the joker is a 5 (K5 or Y5)
        ("J R2 R3", 6),  # its place before R2 makes it R1
        ("R2 R3 J", 9),  # after R3: R4
        ("R5 J J", 18),  # group (15) or run R5 R6 R7 (18): the player claims the better
        ("J J R7", 21),  # run R5 R6 R7 (18) or group (21): the better
        ("J R5 J", 15),  # run R4 R5 R6 or group of 5s: 15 either way
    ],
)
def test_a_joker_is_worth_what_its_place_stands_for(client, meld, worth):
    """Seed 004 The play: 'If the joker is used, it counts as the number of points of the
    tile it represents'. Runs are written ascending, so a joker's place in a run fixes its
    number; in a group it is the group's number. One numbered tile and two jokers can be read
    both ways; the reading worth more counts (docs/rules/rummikub.md entry 9)."""
    position = state([meld + " K1", "K2 K3"], options={"initial_meld": worth})
    assert worth_of(lay(client, position, meld, meld)) == worth
    higher = state([meld + " K1", "K2 K3"], options={"initial_meld": worth + 1})
    assert reasons(lay(client, higher, meld, meld))[0].startswith(
        f"The initial meld is worth {worth} < {worth + 1}"
    )


def test_own_tiles_laid_into_a_table_meld_do_not_count(client):
    """Seed 004: 'combinations formed from the tiles in the players hand'. K9 B9 Y9 (27) is
    the player's own meld; K10 goes onto the table's K11 K12 K13 and does not count: 27."""
    position = state(["K9 B9 Y9 K10 R1", "K2 K3"], "K11 K12 K13")
    response = lay(client, position, "K9 B9 Y9 | K10 K11 K12 K13", "K9 B9 Y9 K10")
    assert reasons(response) == [
        "The initial meld is worth 27 < 30: the melds laid wholly from the rack, [K9 B9 Y9] "
        "(27), add up to 27; K10 went into melds holding table tiles, which do not count."
    ]
    assert solve(client, "K9 B9 Y9 K10 R1", "K11 K12 K13")["action"] == "draw"


def test_an_opening_of_30_may_also_extend_the_table(client):
    """K10 B10 Y10 (30) is the initial meld; R9 onto the table's run the same turn (seed
    004: 'on the same or subsequent turns'); the worth stays 30. solve does the same."""
    position = state(["K10 B10 Y10 R9 K1", "K2 K3"], "R10 R11 R12")
    assert worth_of(lay(client, position, "K10 B10 Y10 | R9 R10 R11 R12", "K10 B10 Y10 R9")) == 30
    answer = solve(client, "K10 B10 Y10 R9 K1", "R10 R11 R12")
    assert (answer["tiles"], answer["opening_value"]) == (4, 30)


def test_opening_value_is_the_worth_of_the_melds_solve_lays(client):
    """Rack K13 B13 Y13 R1 R2 R3, no table: both melds are laid, 39 + 6 = 45."""
    answer = solve(client, "K13 B13 Y13 R1 R2 R3")
    assert (answer["tiles"], answer["opening_value"]) == (6, 45)


# -- the freed joker ----------------------------------------------------------------------


def test_a_freed_joker_may_not_start_a_new_meld_by_default(client):
    """Seed 004 The play: 'he may then apply the joker to some other existing combination on
    the table'. R5 frees the joker of [R4 J R6]; [K8 B8 J] is a new meld: refused."""
    position = state(["R5 K8 B8 K1", "K3 K4"], "R4 J R6 | K9 B9 Y9", opened=[True, False])
    response = lay(client, position, "R4 R5 R6 | K9 B9 Y9 | K8 B8 J", "R5 K8 B8")
    assert reasons(response) == [
        "A joker freed by a swap must go into a combination already on the table, but "
        "[K8 B8 J] starts a new meld of the player's own tiles."
    ]
    assert response.json["violations"][0]["rule"] == FREED_RULE


def test_a_freed_joker_may_join_an_existing_combination(client):
    """The same swap, the joker added to the table's [K9 B9 Y9]: accepted."""
    position = state(["R5 K8 B8 K1", "K3 K4"], "R4 J R6 | K9 B9 Y9", opened=[True, False])
    response = lay(client, position, "R4 R5 R6 | K9 B9 Y9 J", "R5")
    assert response.status_code == 200, response.json


def test_a_freed_joker_may_join_table_tiles_rearranged(client):
    """Rearranging is allowed, so the joker may go with table tiles re-formed the same turn:
    [K1 .. K6] split into [K1 K2 K3] and [K4 K5 K6 J]; and with a rack tile beside table
    tiles: [R7 R8 R9 R10 J]."""
    split = state(
        ["R5 K13", "K3 K4"],
        "R4 J R6 | K1 K2 K3 K4 K5 K6",
        opened=[True, False],
        options={"tile_set": "standard-106"},
    )
    assert lay(client, split, "R4 R5 R6 | K1 K2 K3 | K4 K5 K6 J", "R5").status_code == 200
    grown = state(
        ["R5 R10 K13", "K3 K4"],
        "R4 J R6 | R7 R8 R9",
        opened=[True, False],
        options={"tile_set": "standard-106"},
    )
    assert lay(client, grown, "R4 R5 R6 | R7 R8 R9 R10 J", "R5 R10").status_code == 200


def test_option_freed_joker_new_meld_allows_a_new_meld(client):
    """Option freed_joker_new_meld: true (the rule of many published editions): [K8 B8 J]
    is accepted, and solve lays all three tiles instead of R5 alone."""
    options = {"freed_joker_new_meld": True}
    position = state(
        ["R5 K8 B8 K1", "K3 K4"], "R4 J R6 | K9 B9 Y9", opened=[True, False], options=options
    )
    response = lay(client, position, "R4 R5 R6 | K9 B9 Y9 | K8 B8 J", "R5 K8 B8")
    assert response.status_code == 200, response.json
    strict = solve(client, "R5 K8 B8 K1", "R4 J R6 | K9 B9 Y9", initial_meld_done=True)
    assert (strict["from_rack"], strict["table"]) == (
        ["R5"],
        [["R4", "R5", "R6"], ["K9", "B9", "Y9", "J"]],
    )
    free = solve(
        client, "R5 K8 B8 K1", "R4 J R6 | K9 B9 Y9", initial_meld_done=True, options=options
    )
    assert free["from_rack"] == ["K8", "R5", "B8"]


def test_legal_moves_follow_the_freed_joker_option(client):
    """legal-moves lists the solver's laying under the state's option."""
    for allowed, laid in ((False, ["R5"]), (True, ["K8", "R5", "B8"])):
        position = state(
            ["R5 K8 B8 K1", "K3 K4"],
            "R4 J R6 | K9 B9 Y9",
            opened=[True, False],
            options={"freed_joker_new_meld": allowed},
        )
        moves = client.post(LEGAL, json={"state": position}).json["moves"]
        assert moves[1]["from_rack"] == laid
        assert client.post(PLAY, json={"state": position, "move": moves[1]}).status_code == 200


# -- cheap checks first -------------------------------------------------------------------


def test_tiles_not_on_the_rack_are_refused_before_joker_and_opening_work(client, monkeypatch):
    """Issue 9 item 3: an opening lay of 92 tiles the rack does not hold is refused on the
    tile count alone; the joker melds are not matched and the opening is not valued."""

    def never(*args):
        raise AssertionError("expensive check ran")

    monkeypatch.setattr(initial_meld, "worth", never)
    monkeypatch.setattr(turn, "_jokers", never)
    groups = [[f"{c}{n}" for c in "KRBY"] for n in range(1, 14)] * 2
    position = state(
        ["K1 K2 K3 R5 R6 R7 B9 B10 B11 Y1 Y2 Y3 Y4 Y5", "K4 K5 K6"],
        "",
        options={"tile_set": "standard-106"},
    )
    move = {"action": "lay", "table": groups[:23], "from_rack": [t for g in groups[:23] for t in g]}
    response = client.post(PLAY, json={"state": position, "move": move})
    assert response.status_code == 422
    assert [v["rule"] for v in response.json["violations"]] == [turn.RULE_FROM_RACK]


def test_a_table_of_jokers_from_nowhere_is_refused_on_the_tile_count(client):
    """Bounded work: 60 melds holding jokers that come from nowhere, after a swap, are
    refused on the tile count; where freed jokers went is not searched (a search over every
    set of melds holding jokers would never end)."""
    position = state(["R5 K1", "K3 K4"], "R4 J R6 | K9 B9 Y9", opened=[True, False])
    move = {
        "action": "lay",
        "from_rack": ["R5"],
        "table": [["R4", "R5", "R6"], ["K9", "B9", "Y9"]] + [["K1", "K2", "J"]] * 58,
    }
    response = client.post(PLAY, json={"state": position, "move": move})
    assert response.status_code == 422
    assert [v["rule"] for v in response.json["violations"]] == [turn.RULE_KEEP]
