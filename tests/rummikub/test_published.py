"""Published Rummikub examples (issue 8's corpus of published positions, Rummikub part):
rulebooks' worked examples and other engines' test cases, each naming its source, played
through HTTP. Colours are translated to this service's letters (orange/yellow = Y).

Where a source's rules differ from seed 004's Sabra rules (a wrap-around 13-1, a 50-point
initial meld), the example is played with the matching option or left out and the
difference noted; docs/rules/rummikub.md lists the readings.
"""

from __future__ import annotations

import pytest

from .helpers import melds_json, state, words

EDU = "stevenfazzio/educational-rummikub, docs/game-mechanics/rules.md"
ILOV3 = "ilov3/rummikub, src/tests/count-seq-score.test.js"
SABRA_WAY = (
    "rummy-games.com/rules/rummikub.html (Sabra way), as quoted in machocam/rummikub README.md"
)
PERLIN = "cs.nyu.edu/perlin/rummikub (Rummikub rules)"
GAMEPLAY = "cardgamerummy.com, 'Rummikub Gameplay' (Manipulation)"
PAGAT_SABRA = (
    "pagat.com Rummikub, Sabra rules, as printed at topcasinoguide.co.uk/card-games/rummy/rummikub/"
)
RUMMIKUB_ORG = "rummikub.org, 'The Sabra Rummikub Game Play'"


def check(client, table_text: str) -> dict:
    response = client.post(
        "/v1/games/rummikub/check-table",
        json={"table": melds_json(table_text), "options": {"tile_set": "standard-106"}},
    )
    assert response.status_code == 200, response.json
    return response.json


def lay(client, position: dict, after: str, laid: str):
    move = {"action": "lay", "table": melds_json(after), "from_rack": words(laid)}
    return client.post("/v1/games/rummikub/play", json={"state": position, "move": move})


def opening_worth(client, rack: str, after: str, options=None):
    """The initial meld worth the service reports for laying ``after`` from ``rack`` (None
    when refused)."""
    position = state([rack, "K1 K2"], options=options)
    response = lay(client, position, after, after.replace("|", " "))
    if response.status_code != 200:
        assert response.json["code"] == "illegal_move", response.json
        return None
    return next(e["worth"] for e in response.json["events"] if e["event"] == "initial_meld")


@pytest.mark.parametrize(
    "source, meld, worth",
    [
        # "[10 red] [10 blue] [10 black] = 30 points" (valid initial meld)
        (EDU, "R10 B10 K10", 30),
        # "[9 blue] [10 blue] [11 blue] [12 blue] = 42 points"
        (EDU, "B9 B10 B11 B12", 42),
        # "[5 red] [6 red] [7 red] = 18 points (not enough!)"
        (EDU, "R5 R6 R7", None),
        # "[5 red] [5 blue] [5 black] + [7 blue] [8 blue] [9 blue] = 15 + 24 = 39 points"
        (EDU, "R5 B5 K5 | B7 B8 B9", 39),
    ],
)
def test_initial_melds_worked_in_a_published_rules_guide(client, source, meld, worth):
    assert opening_worth(client, meld.replace("|", " ") + " Y1", meld) == worth, source


@pytest.mark.parametrize(
    "source, meld, value",
    [
        # "Play: [5 red] [Joker] [7 red] and say 'The joker is a 6 red'"
        (EDU, "R5 J R7", 18),
        # test('test count score one joker'): 2 red, joker, 4 red -> 9
        (ILOV3, "R2 J R4", 9),
        # test('test count score two jokers in the end'): joker, 3 red, joker -> 9
        (ILOV3, "J R3 J", 9),
        # test('test count score two jokers in middle'): 1, J, 3, J, 5 red -> 15
        (ILOV3, "R1 J R3 J R5", 15),
        # test('test count score one joker in group'): 12 red, 12 black, joker -> 36
        (ILOV3, "R12 K12 J", 36),
    ],
)
def test_joker_values_from_published_examples(client, source, meld, value):
    """A joker counts the tile it stands for (seed 004 The play); check-table's value and the
    worth of the same meld laid as an initial meld agree with the source."""
    report = check(client, meld)["melds"][0]
    assert report["valid"] and report["value"] == value, source
    assert opening_worth(client, meld + " Y1", meld, {"initial_meld": value}) == value, source


@pytest.mark.parametrize(
    "source, meld, valid",
    [
        (EDU, "R5 B5 K5", True),
        (EDU, "R5 R5 B5", False),  # "duplicate color"
        (EDU, "B5 B6 B7", True),
        (EDU, "R10 R11 R12 R13", True),
        (EDU, "B5 B7 B8", False),  # "missing 6"
        (EDU, "B5 R6 B7", False),  # "different colors"
        (EDU, "R12 R13 R1", False),  # "1 comes after 13 (they don't connect)"
        (SABRA_WAY, "R4 R5 R6", True),  # "4, 5, 6 red"
        (SABRA_WAY, "Y1 Y2 Y3 Y4", True),  # "1, 2, 3, 4 orange"
        (SABRA_WAY, "R4 B4 K4", True),  # "#4 red, #4 blue, #4 black"
        (SABRA_WAY, "Y4 Y4 R4", False),  # "Not acceptable: #4 orange, #4 orange, #4 red"
    ],
)
def test_groups_and_runs_from_published_examples(client, source, meld, valid):
    assert check(client, meld)["valid"] is valid, source


def test_manipulation_example_blue_4_6_7_and_four_5s(client):
    """GAMEPLAY: rack blue 4, 6, 7; table 5, 5, 5, 5 (blue, red, black, orange). The blue 5
    leaves the group for the run blue 4-7; the group 5 5 5 stays."""
    position = state(["B4 B6 B7 K1", "K2 K3"], "B5 R5 K5 Y5", opened=[True, False])
    response = lay(client, position, "B4 B5 B6 B7 | R5 K5 Y5", "B4 B6 B7")
    assert response.status_code == 200, (GAMEPLAY, response.json)


@pytest.mark.parametrize(
    "table_text, rack, after, laid",
    [
        # "Split a run by adding at least one tile from your rack ... if you have a duplicate of
        # the middle tile"
        ("R1 R2 R3 R4 R5", "R3", "R1 R2 R3 | R3 R4 R5", "R3"),
        # "Take the 4th tile from a set to use in playing a new set"
        ("K7 R7 B7 Y7", "Y8 Y9", "K7 R7 B7 | Y7 Y8 Y9", "Y8 Y9"),
        # "Add a tile to a set, then use another tile from that set"
        ("R4 R5 R6", "R7 K4 B4", "R5 R6 R7 | R4 K4 B4", "R7 K4 B4"),
    ],
)
def test_the_four_ways_to_meld_from_a_published_rules_card(client, table_text, rack, after, laid):
    """PERLIN: 'THERE ARE FOUR WAYS TO MELD SETS TOGETHER' (the first, adding a tile to a
    set, is tests/rummikub/test_turn.py's extension of a run)."""
    position = state(
        [rack + " K13", "K11 K12"],
        table_text,
        opened=[True, False],
        options={"tile_set": "standard-106"},
    )
    response = lay(client, position, after, laid)
    assert response.status_code == 200, (PERLIN, response.json)


def test_a_joker_at_one_end_of_a_run_may_not_move_to_the_other(client):
    """PAGAT_SABRA: 'if a run has a joker at one end the joker cannot be moved to the other
    end in order to add a tile'. [R5 R6 J] (J is R7): R7 may not be added by moving the
    joker to make [J R5 R6 R7]."""
    position = state(["R7 K1", "K2 K3"], "R5 R6 J", opened=[True, False])
    response = lay(client, position, "J R5 R6 R7", "R7")
    assert response.status_code == 422 and response.json["violations"][0]["rule"].startswith(
        "A meld holding a joker may not have tiles added"
    ), PAGAT_SABRA


def test_a_group_joker_may_be_replaced_by_either_missing_colour(client):
    """PAGAT_SABRA: 'In the case of group consisting of two equal tiles and a joker, the joker
    can be replaced by a matching tile of either of the missing colors.' [K5 B5 J]: R5 or Y5
    takes the joker's place; the joker goes on to the table's run."""
    for colour in ("R5", "Y5"):
        position = state(
            [f"{colour} K1", "K2 K3"],
            "K5 B5 J | K9 K10 K11",
            opened=[True, False],
            options={"tile_set": "standard-106"},
        )
        response = lay(client, position, f"K5 B5 {colour} | K9 K10 K11 J", colour)
        assert response.status_code == 200, (PAGAT_SABRA, colour, response.json)


def test_a_fifty_point_initial_meld_from_hand_tiles_only(client):
    """SABRA_WAY: 'each player must make an initial meld of 50 points in one or more sets.
    These points must come from tiles in the hand only and not from tiles already on the
    table' (option initial_meld: 50). K13 B13 Y13 (39) + R3 R4 R5 (12) = 51 opens; the group
    with K12 laid on the table's K10 K11 (39 + 12 on a table meld) does not."""
    options = {"initial_meld": 50}
    assert (
        opening_worth(client, "K13 B13 Y13 R3 R4 R5 K1", "K13 B13 Y13 | R3 R4 R5", options) == 51
    ), SABRA_WAY
    position = state(["K13 B13 Y13 K12 K1", "K2 K3"], "K9 K10 K11", options=options)
    response = lay(client, position, "K13 B13 Y13 | K9 K10 K11 K12", "K13 B13 Y13 K12")
    assert response.status_code == 422, SABRA_WAY
    assert "worth 39 < 50" in response.json["violations"][0]["reason"]


def test_a_freed_joker_used_at_once_in_a_new_meld_needs_the_option(client):
    """RUMMIKUB_ORG (Sabra): 'A joker can be replaced ... by a player who has the tile that
    the joker represents. He must then use the joker immediately in a new meld for himself.'
    Seed 004 reads 'apply the joker to some other existing combination', the default here;
    the source's play is accepted with freed_joker_new_meld: true."""
    after, laid = "R4 R5 R6 | K8 B8 J | Y1 Y2 Y3", "R5 K8 B8"
    for allowed, status in ((False, 422), (True, 200)):
        position = state(
            ["R5 K8 B8 K1", "K3 K4"],
            "R4 J R6 | Y1 Y2 Y3",
            opened=[True, False],
            options={"freed_joker_new_meld": allowed},
        )
        assert lay(client, position, after, laid).status_code == status, RUMMIKUB_ORG
