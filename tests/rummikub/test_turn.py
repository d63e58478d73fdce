"""Checking a whole laying through POST /v1/games/rummikub/play (seed 004 The play): every
rule with a hand-made position, and every broken rule named."""

from __future__ import annotations

from tests import contract
from tests.harness import wordless_answer

from .helpers import melds_json, state, tile_count, words

PLAY = "/v1/games/rummikub/play"


def lay(client, position: dict, after: str, laid: str):
    move = {"action": "lay", "table": melds_json(after), "from_rack": words(laid)}
    return client.post(PLAY, json={"state": position, "move": move})


def accepted(response) -> dict:
    """The answer, its events without their words (tests/test_words.py)."""
    assert response.status_code == 200, response.json
    return wordless_answer(response.json)


def refused(response) -> list[str]:
    """The reasons of every violation in a refusal."""
    assert response.status_code == 422, response.json
    assert response.json["code"] == "illegal_move"
    return [v["reason"] for v in response.json["violations"]]


# -- the initial meld --------------------------------------------------------------------


def test_done_means_k10_b10_y10_is_a_valid_opening_of_30(client):
    """Seed 004 The play: 'at least 30 points in one or more combinations'; 10+10+10 = 30."""
    position = state(["K10 B10 Y10 R1", "K1 K2"])
    answer = accepted(lay(client, position, "K10 B10 Y10", "K10 B10 Y10"))
    after = answer["state"]
    assert after["players"][0] == {"rack": ["R1"], "initial_meld_done": True}
    assert after["table"] == [["K10", "B10", "Y10"]] and after["to_move"] == 1
    assert {"event": "initial_meld", "player": 0, "worth": 30} in answer["events"]


def test_opening_worth_27_is_refused_naming_27_and_30(client):
    """Seed 004 The play: 9+9+9 = 27 < 30."""
    reasons = refused(lay(client, state(["K9 B9 Y9 R1", "K1 K2"]), "K9 B9 Y9", "K9 B9 Y9"))
    assert reasons == [
        "The initial meld is worth 27 < 30: the melds laid wholly from the rack, "
        "[K9 B9 Y9] (27), add up to 27."
    ]


def test_opening_joker_counts_as_the_tile_it_stands_for(client):
    """Seed 004 The play: 'If the joker is used, it counts as the number of points of the tile
    it represents': [J R12 R13] = 11 + 12 + 13 = 36 >= 30."""
    answer = accepted(lay(client, state(["J R12 R13 K1", "K2 K3"]), "J R12 R13", "J R12 R13"))
    assert {"event": "initial_meld", "player": 0, "worth": 36} in answer["events"]


def test_opening_may_be_two_melds_summing_to_30(client):
    """'one or more combinations': R1 R2 R3 (6) + K8 B8 Y8 (24) = 30."""
    position = state(["R1 R2 R3 K8 B8 Y8 K1", "K2 K3"])
    accepted(lay(client, position, "R1 R2 R3 | K8 B8 Y8", "R1 R2 R3 K8 B8 Y8"))


def test_opening_cannot_count_table_tiles(client):
    """The 30 must come from the player's own tiles: K10 B10 + the table's Y10 make a group
    of 30, but no meld laid is wholly the player's (worth 0)."""
    position = state(["K10 B10 R1", "K2 K3"], "Y10 Y11 Y12 Y13")
    reasons = refused(lay(client, position, "K10 B10 Y10 | Y11 Y12 Y13", "K10 B10"))
    assert reasons == [
        "The initial meld is worth 0 < 30: no valid meld on the table after the "
        "turn is made wholly of tiles from the rack; K10 B10 went into melds "
        "holding table tiles, which do not count."
    ]


def test_an_opening_on_an_empty_table_blames_no_table_tiles(client):
    """Issue 26: on an empty table an invalid meld's tiles are not said to have gone into
    "melds holding table tiles": K10 B10 R1 is no meld, and the opening's refusal says so."""
    position = state(["K10 B10 R1 K1", "K2 K3"])
    reasons = refused(lay(client, position, "K10 B10 R1", "K10 B10 R1"))
    assert (
        "The initial meld is worth 0 < 30: no valid meld on the table after the turn is "
        "made wholly of tiles from the rack; K10 R1 B10 went into melds that are not "
        "valid."
    ) in reasons
    assert not any("table tiles" in reason for reason in reasons)


def test_opening_turn_may_rearrange_by_default_but_not_with_the_option(client):
    """Seed 004 The play: 'After a player makes his first meld, on the same or subsequent
    turns he can ... rearrang[e] the tiles on the table'. The group K10 B10 Y10 (30) opens and
    R9 goes onto the table's run the same turn. Option rearrange_on_opening=false (other
    editions) forbids touching the table."""
    after, laid = "K10 B10 Y10 | R9 R10 R11 R12 R13", "K10 B10 Y10 R9"
    accepted(lay(client, state(["K10 B10 Y10 R9 R1", "K2 K3"], "R10 R11 R12 R13"), after, laid))
    frozen = state(
        ["K10 B10 Y10 R9 R1", "K2 K3"], "R10 R11 R12 R13", options={"rearrange_on_opening": False}
    )
    assert refused(lay(client, frozen, after, laid)) == [
        "Meld 1 of the table before, [R10 R11 R12 R13], was changed on the opening turn."
    ]
    accepted(lay(client, frozen, "R10 R11 R12 R13 | K10 B10 Y10", "K10 B10 Y10"))


def test_initial_meld_option_changes_the_threshold(client):
    """Option initial_meld: with 25, K9 B9 Y9 (27) opens."""
    accepted(
        lay(
            client,
            state(["K9 B9 Y9 R1", "K2 K3"], options={"initial_meld": 25}),
            "K9 B9 Y9",
            "K9 B9 Y9",
        )
    )


# -- every turn --------------------------------------------------------------------------


def test_after_opening_one_tile_may_extend_a_run(client):
    """Seed 004 The play: 'he can add to his meld by placing tiles from his hand'."""
    position = state(["R8 K1", "K2 K3"], "R5 R6 R7", opened=[True, False])
    answer = accepted(lay(client, position, "R5 R6 R7 R8", "R8"))
    assert answer["events"][0] == {"event": "lay", "player": 0, "tiles": ["R8"], "points": 8}


def test_rearranging_without_a_tile_from_the_rack_is_refused(client):
    """Seed 004 The play: 'he must have added at least one tile from his rack'."""
    position = state(["K1 K2", "K3 K4"], "R5 R6 R7 R8 R9 R10", opened=[True, False])
    assert refused(lay(client, position, "R5 R6 R7 | R8 R9 R10", "")) == [
        "No tile is laid from the rack."
    ]


def test_an_invalid_meld_is_named_with_its_reason(client):
    """Seed 004 The play: 'any new or added to combination must be valid'."""
    position = state(["R1 K1", "K3 K4"], "K11 K12 K13 | R11 R12 R13", opened=[True, False])
    reasons = refused(lay(client, position, "K11 K12 K13 | R11 R12 R13 R1", "R1"))
    assert reasons == [
        "Meld 2 [R11 R12 R13 R1] is not valid: 1 is always low: R1 cannot follow "
        "R13 (no run goes 12-13-1)."
    ]


def test_a_table_tile_that_vanishes_is_named(client):
    """Tiles on the table stay on it: R5 of [R5 R6 R7 R8] may not go back to a rack."""
    position = state(["B9 K1", "K3 K4"], "R5 R6 R7 R8 | K9 R9 Y9", opened=[True, False])
    reasons = refused(lay(client, position, "R6 R7 R8 | K9 R9 Y9 B9", "B9"))
    assert reasons == [
        "The table before and the tiles laid hold 1 × R5, but the table after "
        "holds 0 × R5: R5 is missing."
    ]


def test_a_tile_from_nowhere_and_a_tile_not_on_the_rack_are_named(client):
    position = state(["B9 K1", "K3 K4"], "K9 R9 Y9", opened=[True, False])
    reasons = refused(lay(client, position, "K9 R9 Y9 B9 | K1 K2 K3", "B9 K1 K2"))
    assert reasons == [
        "The move lays 1 × K2 from the rack, but the rack holds 0 × K2.",
        "The table after holds 1 × K3, but the table before and the tiles laid hold 0 × K3: "
        "K3 comes from nowhere.",
    ]


# -- jokers (Sabra) ----------------------------------------------------------------------

JOKER_RULE = (
    "A meld holding a joker may not have tiles added, removed or rearranged; only "
    "its joker may be replaced by the tile it stands for, from the rack."
)


def test_done_means_three_tiles_laid_beside_a_joker_run(client):
    """Table [J R2 R3 R4], rack K5 B5 Y5: the group is laid, the joker run untouched."""
    position = state(["K5 B5 Y5 R1 R1", "K3 K4"], "J R2 R3 R4", opened=[True, False])
    answer = accepted(lay(client, position, "J R2 R3 R4 | K5 B5 Y5", "K5 B5 Y5"))
    assert answer["state"]["players"][0]["rack"] == ["R1", "R1"]


def test_a_meld_holding_a_joker_cannot_have_a_tile_added(client):
    """Seed 004 The play: 'Combinations formed with a joker J cannot have tiles added'."""
    position = state(["R5 K1", "K3 K4"], "J R2 R3 R4", opened=[True, False])
    response = lay(client, position, "J R2 R3 R4 R5", "R5")
    assert refused(response) == [
        "Meld 1 of the table before, [J R2 R3 R4], holds a joker and is "
        "not on the table after the turn as it was (or with its joker "
        "replaced)."
    ]
    assert response.json["violations"][0]["rule"] == JOKER_RULE


def test_a_meld_holding_a_joker_cannot_be_rearranged(client):
    """'nor can it be rearranged': moving J from after R3 (R4) to before R2 (R1) is refused
    even though the rack's K5 B5 Y5 are laid beside it."""
    position = state(["K5 B5 Y5", "K3 K4"], "R2 R3 J", opened=[True, False])
    assert len(refused(lay(client, position, "J R2 R3 | K5 B5 Y5", "K5 B5 Y5"))) == 1


def test_a_joker_may_be_replaced_by_its_tile_and_used_in_another_meld(client):
    """Seed 004 The play: 'he can replace the joker in the meld with the tile and he may then
    apply the joker to some other existing combination'."""
    position = state(["R5 K1", "K3 K4"], "R4 J R6 | K9 B9 Y9", opened=[True, False])
    answer = accepted(lay(client, position, "R4 R5 R6 | K9 B9 Y9 J", "R5"))
    assert answer["state"]["table"] == [["R4", "R5", "R6"], ["K9", "B9", "Y9", "J"]]


def test_a_group_joker_may_be_replaced_by_either_missing_colour(client):
    """[K5 B5 J]: the joker stands for R5 or Y5; Y5 takes its place, the joker joins a run."""
    position = state(
        ["Y5 K1", "K3 K4"],
        "K5 B5 J | R7 R8 R9",
        opened=[True, False],
        options={"tile_set": "standard-106"},
    )
    accepted(lay(client, position, "K5 Y5 B5 | R7 R8 R9 J", "Y5"))


def test_a_freed_joker_must_stay_on_the_table(client):
    """'The joker cannot be taken into the player's hand for later use.'"""
    position = state(["R5 K1", "K3 K4"], "R4 J R6", opened=[True, False])
    reasons = refused(lay(client, position, "R4 R5 R6", "R5"))
    assert reasons == [
        "The table before and the tiles laid hold 1 × J, but the table after "
        "holds 0: a joker never goes to a rack."
    ]


def test_the_tile_replacing_a_joker_must_come_from_the_rack(client):
    """'if a player has in his hand a tile which is represented by the joker': R5 taken from
    the table's group instead of the rack is refused."""
    position = state(
        ["K9 B9 K1", "K3 K4"],
        "R4 J R6 | R5 K5 B5 Y5",
        opened=[True, False],
        options={"tile_set": "standard-106"},
    )
    reasons = refused(lay(client, position, "R4 R5 R6 | K5 B5 Y5 | K9 B9 J", "K9 B9"))
    assert reasons == [
        "A joker was replaced by R5, which is not among the tiles laid from the rack."
    ]


def test_a_refusal_names_every_broken_rule_once(client):
    """An invalid meld, a joker meld changed, a vanished tile and an opening below 30, all in
    one answer, each rule once with its source (issue 8 item 8)."""
    position = state(["R12 R13 R1", "K3 K4"], "J R2 R3 R4")
    response = lay(client, position, "R12 R13 J | R2 R3 R4", "R12 R13 R1")
    reasons = refused(response)
    assert len(reasons) == 4
    assert reasons[0].startswith(
        "Meld 1 [R12 R13 J] is not valid: the joker at place 3 would stand for R14"
    )
    assert reasons[1] == (
        "The table before and the tiles laid hold 1 × R1, but the table "
        "after holds 0 × R1: R1 is missing."
    )
    assert reasons[2].startswith("Meld 1 of the table before, [J R2 R3 R4]")
    assert reasons[3].startswith("The initial meld is worth 0 < 30")
    assert all(v["source"].startswith("seed 004") for v in response.json["violations"])
    assert response.json["rule"] == response.json["violations"][0]["rule"]
    rules = [v["rule"] for v in response.json["violations"]]
    assert len(set(rules)) == len(rules)
    contract.check(contract.component("Problem"), response.json, "the refusal")


def test_many_tiles_not_on_the_rack_are_one_violation(client):
    """Issue 8 item 8: 'The tiles laid come from the player's own rack.' is named once, with
    every tile the rack lacks, and two invalid melds are one violation naming both."""
    position = state(["B9 K1", "K3 K4"], "K9 R9 Y9", opened=[True, False])
    response = lay(client, position, "K9 R9 Y9 B9 | K1 K2 K3 | R1 R2", "B9 K1 K2 K3 R1 R2")
    violations = response.json["violations"]
    assert [v["rule"] for v in violations] == [
        "Every meld on the table at the end of a turn is a valid group or run.",
        "The tiles laid come from the player's own rack.",
    ]
    assert violations[1]["reason"] == (
        "The move lays 1 × K2, 1 × K3, 1 × R1 and 1 × R2 from "
        "the rack, but the rack holds 0 × K2, 0 × K3, 0 × R1 and "
        "0 × R2."
    )
    assert violations[0]["reason"].startswith("Meld 3 [R1 R2] is not valid")
    assert violations[0]["field"] == "move.table[2]"


def test_a_refused_laying_changes_nothing(client):
    position = state(["K9 B9 Y9 R1", "K1 K2"])
    before = tile_count(position)
    refused(lay(client, position, "K9 B9 Y9", "K9 B9 Y9"))
    assert tile_count(position) == before and position["table"] == []
