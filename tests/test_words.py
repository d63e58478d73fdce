"""Words: every listed move and every event carries ``text`` (service/games/words.py and one
``words`` module per family), seats numbered from 1, from the move or event alone."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from service.games import registry
from service.games.rummikub import words as rummikub_words
from service.games.sabacc import words as sabacc_words
from service.games.sabaccino import words as sabaccino_words
from service.games.words import fallback, say, seat, worded
from tests.harness import GOLDEN, call, post

GOLDENS = sorted(GOLDEN.glob("*.json"))
FAMILY = {"sabacc": sabacc_words, "sabaccino": sabaccino_words, "rummikub": rummikub_words}


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_every_move_and_event_of_a_golden_game_has_its_own_words(path):
    """No move or event falls back to its bare name: each family's words know them all,
    and read every one without a member missing."""
    golden = json.loads(path.read_text())
    game = golden["game"]
    words = FAMILY[registry.GAMES[game].family]
    for step in golden["steps"]:
        move = step["move"]
        if words is sabaccino_words and move["action"] == "place" and move.get("end") is not None:
            # worded against the tableau (on_tableau): the end's value and tile, and points
            said = re.fullmatch(
                rf"Place {move['tile']} on the \d of \d-\d \(open end "
                rf"{move['end']}\)(: scores (nothing|\d+))?",
                move["text"],
            )
            assert said, move
            assert bool(said[1]) == (registry.engine(game, "play").rules.lay_score is not None)
            continue
        assert move["text"] == words.MOVES[move["action"]](move, game)
        for event in step["events"]:
            assert event["text"] == words.EVENTS[event["event"]](event, game)


def test_listed_moves_carry_text_and_are_accepted_with_it(client):
    state = call(client, "corellian-spike", "deal", {"players": 2, "seed": 7})["state"]
    listed = call(client, "corellian-spike", "legal-moves", {"state": state})["moves"]
    assert listed[0] == {"action": "gain", "text": "Gain the top card of the draw pile"}
    assert {"action": "stand", "text": "Stand"} in listed
    answer = call(client, "corellian-spike", "play", {"state": state, "move": listed[0]})
    assert (
        answer["state"]
        == call(client, "corellian-spike", "play", {"state": state, "move": {"action": "gain"}})[
            "state"
        ]
    )
    assert [e["text"] for e in answer["events"]] == [f"Seat 2 gains {answer['events'][0]['card']}"]


def test_a_text_that_is_not_a_string_is_refused(client):
    state = call(client, "corellian-spike", "deal", {"players": 2, "seed": 7})["state"]
    for text in (3, None, "x" * 1001):
        response = post(
            client,
            "corellian-spike",
            "play",
            {"state": state, "move": {"action": "stand", "text": text}},
        )
        assert response.status_code == 422
        assert (response.json["code"], response.json["field"]) == ("invalid_move", "move.text")


def test_events_hidden_from_a_viewer_say_no_more_than_they_show():
    """A view that removes the card from an event (issue 10) leaves words that never name it."""
    assert (
        say(sabacc_words.EVENTS, {"event": "gain", "player": 1}, "event", "corellian-spike")
        == "Seat 2 gains a card"
    )
    assert say(
        sabacc_words.EVENTS,
        {"event": "swap", "player": 0, "discarded": "+3c"},
        "event",
        "corellian-spike",
    ) == ("Seat 1 swaps +3c for a card from the discard pile")
    assert (
        say(sabaccino_words.EVENTS, {"event": "drew", "player": 2}, "event", "sleemo")
        == "Seat 3 draws a tile"
    )
    assert say(
        rummikub_words.EVENTS,
        {"event": "penalty", "player": 3, "tiles_count": 3, "pool": 40},
        "event",
        "rummikub",
    ) == ("Seat 4 takes the penalty and draws 3 tiles; 40 tiles left in the pool")


def test_words_worked_out_by_hand():
    """Muggins (seed 000 Rules for Muggins, Scoring): the open ends 5, 5 and 5 sum to 15."""
    scored = {
        "event": "scored",
        "player": 0,
        "tile": "3-5",
        "points": 15,
        "ends": [5, 5, 5],
        "score": 15,
    }
    assert say(sabaccino_words.EVENTS, scored, "event", "muggins") == (
        "Seat 1 lays 3-5; the open ends sum to 5 + 5 + 5 = 15: scores 15 (total 15)"
    )
    assert (
        say(
            sabaccino_words.MOVES, {"action": "place", "tile": "3-5", "end": 2}, "action", "muggins"
        )
        == "Place 3-5 on open end 2"
    )
    assert (
        say(sabacc_words.MOVES, {"action": "swap", "card": "+2s"}, "action", "traditional-sabacc")
        == "Swap +2s for the top card of the draw pile"
    )
    assert say(
        sabacc_words.EVENTS,
        {"event": "dice", "dice": [3, 3], "double": True, "seeded": False, "round": 2},
        "event",
        "corellian-spike",
    ) == (
        "Round 2: the dice show 3 and 3, a double: every hand goes to the discard pile and "
        "is dealt again, card for card"
    )
    assert (
        say(
            rummikub_words.MOVES,
            {"action": "lay", "table": [["K10", "B10", "Y10"]], "from_rack": ["K10", "B10", "Y10"]},
            "action",
            "rummikub",
        )
        == "Lay K10 B10 Y10: the table becomes K10 B10 Y10"
    )


def test_an_event_no_words_foresee_names_only_its_event_and_seat():
    assert (
        say(
            sabacc_words.EVENTS,
            {"event": "new_thing", "player": 4, "card": "+9c"},
            "event",
            "corellian-spike",
        )
        == "Seat 5: new thing"
    )
    assert say(sabacc_words.EVENTS, {"event": "stand"}, "event", "corellian-spike") == "Stand"


@settings(max_examples=200, deadline=None)
@given(index=st.one_of(st.integers(-40, 40), st.booleans(), st.none(), st.text(max_size=2)))
def test_seat_from_the_table_says_what_formatting_says(index):
    """``seat`` looks the usual seats up in ``SEATS``: the words formatting gives."""
    expected = f"Seat {index + 1}" if type(index) is int else "A seat"
    assert seat(index) == expected


ITEM_MEMBERS = st.dictionaries(
    st.sampled_from(["player", "tile", "end", "card", "tiles", "pool", "die", "text", "round"]),
    st.one_of(
        st.integers(-2, 5),
        st.text(max_size=3),
        st.none(),
        st.lists(st.text(max_size=3), max_size=2),
    ),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    family=st.sampled_from(sorted(FAMILY)),
    kind=st.sampled_from(["action", "event"]),
    data=st.data(),
)
def test_worded_says_what_each_sayer_or_the_fallback_says(family, kind, data):
    """``worded``'s plain loop gives each item ``{**item, "text": ...}`` with the sayer's
    words, or the fallback's where there is no sayer or it lacks a member."""
    words = FAMILY[family]
    sayers = words.MOVES if kind == "action" else words.EVENTS
    names = st.sampled_from([*sayers, "unknown_name"])
    items = data.draw(
        st.lists(
            st.builds(lambda name, rest: {kind: name, **rest}, names, ITEM_MEMBERS), max_size=3
        )
    )
    expected = []
    for item in items:
        try:
            text = sayers[item[kind]](item, "muggins")
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            text = fallback(item, kind)
        expected.append({**item, "text": text})
    assert worded(items, sayers, kind, "muggins") == expected
    assert [list(told) for told in worded(items, sayers, kind, "muggins")] == [
        list(told) for told in expected
    ]


@pytest.mark.parametrize(
    "family, game, move, said",
    [
        (
            sabacc_words,
            "corellian-spike",
            {"action": "chance"},
            "Chance: the dice or the sudden demise cards, drawn by the service",
        ),
        (
            sabaccino_words,
            "muggins",
            {"action": "chance"},
            "Chance: the deal or the die, drawn by the service",
        ),
        (
            rummikub_words,
            "rummikub",
            {"action": "chance"},
            "Chance: the pick for first player and the deal, drawn by the service",
        ),
    ],
)
def test_chance_is_not_said_to_come_from_the_seed_alone(family, game, move, said):
    """Issue 26 item 9: a sealed game mixes a secret nonce into every draw, so the words
    never say the seed decides."""
    assert say(family.MOVES, move, "action", game) == said


def test_dice_the_service_rolled_are_said_as_rolled_not_as_the_seeds():
    """Issue 26 item 9 ("the seed rolls 3 and 5" in sealed Sabacc): seed 001 §3 dice."""
    event = {"event": "dice", "round": 1, "dice": [3, 5], "double": False, "seeded": True}
    assert (
        say(sabacc_words.EVENTS, event, "event", "corellian-spike")
        == "Round 1: the dice roll 3 and 5, no double"
    )
    sent = {**event, "seeded": False}
    assert (
        say(sabacc_words.EVENTS, sent, "event", "corellian-spike")
        == "Round 1: the dice show 3 and 5, no double"
    )


def test_a_placement_says_the_end_it_goes_on_and_what_it_scores(client):
    """Issue 26 item 9 (four identical "Place 0-3 on open end 0..3"): Muggins for two, seed
    1, opened with 0-0, a spinner with four open ends showing 0. 0-5 on one makes the count
    0 + 0 (the exposed double counts both halves) + 5 = 5, a multiple of 5: it scores 5
    (seed 000 Muggins, Scoring); 0-3 makes 3 and scores nothing. A game that scores no
    lays (Sabaccinos) says no points."""
    state = call(client, "muggins", "deal", {"players": 2, "seed": 1})["state"]
    state = call(
        client, "muggins", "play", {"state": state, "move": {"action": "place", "tile": "0-0"}}
    )["state"]
    texts = [m["text"] for m in call(client, "muggins", "legal-moves", {"state": state})["moves"]]
    assert "Place 0-5 on the 0 of 0-0 (open end 2): scores 5" in texts
    assert "Place 0-3 on the 0 of 0-0 (open end 0): scores nothing" in texts
