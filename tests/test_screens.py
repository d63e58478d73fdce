"""The screens of `arbiter play-game` (client/screens/): what seat 0 sees, move words,
events told from one seat's side, the final standings, and the fallback for shapes not
foreseen. Views come from the API (a dealt state of each family) or are written by hand
after docs/api.md and docs/rules/<game>.md."""

from __future__ import annotations

import io
import json

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st
from rich.console import Console

from client import screens
from client.cli import main
from client.screens import rummikub, sabacc
from service.games import registry
from tests.harness import call, play


def text(renderable) -> str:
    """What a renderable prints, without colour, table borders or rules, its whitespace
    runs folded to one space."""
    console = Console(file=io.StringIO(), width=160, color_system=None, highlight=False)
    console.print(renderable)
    return " ".join(console.file.getvalue().translate(BOX).split())


BOX = {code: " " for code in range(0x2500, 0x2580)}


def dealt(client, game: str, players: int, seed: int, viewer: int = 0) -> tuple[dict, dict]:
    """A dealt state (after the first chance step, if the deal starts with one) and the
    view of ``viewer``."""
    state = call(client, game, "deal", {"players": players, "seed": seed})["state"]
    if state["to_move"] == "chance" and game == "rummikub":
        state, _ = play(client, game, state, {"action": "chance"})
    return state, call(client, game, "view", {"state": state, "viewer": viewer})["state"]


def family_of(client, game: str) -> str:
    return client.get(f"/v1/games/{game}").json["family"]


# -- Sabacc --------------------------------------------------------------------------------


def test_corellian_spike_dealt_screen_shows_the_hand_total_piles_and_seats(client):
    """Seed 11, three players: seat 0 holds +6t -1t, so the total is +6 - 1 = +5 (seed 001
    §5: the goal is zero, 5 away); one card is turned up from the 62 after 6 are dealt, so
    the draw pile holds 55; the others hold two cards each, shown only as counts."""
    _, view = dealt(client, "corellian-spike", 3, 11)
    assert view["players"][0]["hand"] == ["+6t", "-1t"]
    shown = text(screens.screen(view, "sabacc", "Corellian Spike Sabacc"))
    assert "Corellian Spike Sabacc · round 1 of 3 · seat 2 to move" in shown
    assert "Your hand +6t -1t total +5 (5 from zero)" in shown
    assert "Discard pile top -9s (1 card; a swap takes the top)" in shown
    assert "Draw pile 55 cards" in shown
    assert "Dealer you" in shown
    assert "> seat 2 2 cards in" in shown and "seat 3 2 cards in" in shown
    # seed 001 §2 "The deal passes to the left each round": round 3's dealer is seat 3
    later = {**view, "round": 3}
    assert "Dealer seat 3" in text(screens.screen(later, "sabacc", "Corellian Spike Sabacc"))
    kept = {**later, "options": {**view["options"], "deal_passes": "game"}}
    assert "Dealer you" in text(screens.screen(kept, "sabacc", "Corellian Spike Sabacc"))


def test_traditional_sabacc_screen_names_specials_and_shows_folded_frozen_and_call():
    """Seed 002: -13 is Demise, +12 a Commander; a total past 23 bombs out (+12 +13 = 25);
    a frozen card lies face up and the caller is named (steps 11-12, Interference)."""
    view = {
        "game": "traditional-sabacc",
        "version": 1,
        "options": {"profile": "seed-002"},
        "chance_step": 1,
        "to_move": 2,
        "terminal": False,
        "dealer": 0,
        "round": 5,
        "phase": "turn",
        "players": [
            {"hand": ["+12t", "+13c"], "folded": False, "frozen": ["+13c"]},
            {"folded": True, "frozen": [], "hand_count": 0},
            {"folded": False, "frozen": ["-13a"], "hand_count": 3},
        ],
        "discard_pile": ["+4f", "-2b"],
        "called_by": 2,
        "sudden_demise": [],
        "draw_pile_count": 60,
        "viewer": 0,
    }
    shown = text(screens.screen(view, "sabacc", "Traditional 76-card Sabacc"))
    assert "round 5, called by seat 3" in shown
    assert "Your hand +12t Commander +13c Mistress total +25 (past +23: a bomb out)" in shown
    assert "Frozen +13c Mistress" in shown
    assert "-2b Queen of Air and Darkness ← top; 2 cards" in shown
    assert "seat 2 0 cards folded" in shown
    assert "> seat 3 3 cards in, frozen -13a Demise, called the hand" in shown


@pytest.mark.parametrize(
    "cards, expected",
    [
        (["+10f", "+13s"], "total +23 (a Pure Sabacc)"),
        (["-17a", "-2a"], "total -19 (4 from -23)"),
        (["0a", "+2f", "-2a"], "total 0 (zero: a bomb out)"),
    ],
)
def test_traditional_totals_against_23(cards, expected):
    """Seed 002 Judging Hands: 23 or -23 is a Pure Sabacc, nearer is better, 0 bombs out."""
    assert text(sabacc.hand_total(cards, "traditional-sabacc", {})) == expected


# -- Sabaccino -----------------------------------------------------------------------------


def test_sabaccinos_dealt_screen_shows_the_sorted_stock_and_counts(client):
    """Seed 3, two players: 7 tiles each from 28 leave a boneyard of 14 (seed 000: "2
    Players - 7 tiles each"); the stock's pips are 6+2+5+9+5+8+2 = 37."""
    _, view = dealt(client, "sabaccinos", 2, 3)
    shown = text(screens.screen(view, "sabaccino", "Basic Sabbacinos"))
    assert "Your stock 0-2 0-5 1-1 1-5 2-3 3-5 3-6 7 tiles, 37 pips" in shown
    assert "Tableau empty: the first tile opens the round" in shown
    assert "Boneyard 14 tiles" in shown
    assert "seat 2 7 tiles 0" in shown
    assert "round 1 of 3 · your move" in shown


def test_tatooine_screen_lists_the_hubs_open_end_ids(client):
    """Tatooine Spice Train sets the double sylop out first: tile 0, four open ends 0-3
    showing 0 (docs/rules/tatooine-spice-train.md); the boneyard holds 27 - 14 = 13."""
    _, view = dealt(client, "tatooine-spice-train", 2, 3)
    shown = text(screens.screen(view, "sabaccino", "Tatooine Spice Train"))
    assert "Tableau 1 tile placed, opened with 0-0: 0-0" in shown
    for end in range(4):
        assert f" {end} 0 0-0 " in shown
    assert "Boneyard 13 tiles" in shown
    assert "first turn to come" in shown


def test_sabaccino_screen_after_tiles_shows_ends_lines_rounds_and_scoring():
    """A Muggins view by hand: open end 4 shows 5 at the end of 0-0 · 0-5; the scoring lay
    and a finished round are told in words; another seat's stock turned over (Sleemo's
    ``turned``) would be shown, our own marked."""
    view = {
        "game": "muggins",
        "options": {"target": 100},
        "to_move": 0,
        "terminal": False,
        "phase": "play",
        "round": 2,
        "dealer": 1,
        "players": [{"stock": ["2-6", "0-1"], "score": 10}, {"score": 25, "stock_count": 4}],
        "tableau": {
            "tiles": [
                {"tile": "0-0", "on": None, "end": None, "crosswise": True},
                {"tile": "0-5", "on": 0, "end": 2, "crosswise": False},
            ],
            "open_ends": [{"id": 0, "value": 0, "tile": 0}, {"id": 4, "value": 5, "tile": 1}],
        },
        "rounds": [
            {
                "round": 1,
                "dealer": 0,
                "ended": "out",
                "winner": 1,
                "pips": [9, 0],
                "points": [0, 20],
            }
        ],
        "scoring": [{"player": 1, "tile": "0-5", "points": 5, "ends": [0, 0, 0, 5]}],
        "boneyard_count": 14,
        "viewer": 0,
    }
    shown = text(screens.screen(view, "sabaccino", "Muggins"))
    assert "Muggins · round 2, first to 100 · your move" in shown
    assert "Your stock 0-1 2-6 2 tiles, 9 pips" in shown
    assert "4 5 0-0 · 0-5" in shown
    assert "This round seat 2 scored 5 with 0-5 (open ends 0 + 0 + 0 + 5)" in shown
    assert "round 1: seat 2 went out; points you 0 · seat 2 20" in shown
    assert "seat 2 4 tiles 25 dealer" in shown


def test_every_game_of_the_catalog_gets_its_family_screen(client):
    """No game's dealt view falls back to the generic member-per-line rendering."""
    for entry in client.get("/v1/games").json["games"]:
        _, view = dealt(client, entry["id"], 2, 5)
        shown = text(screens.screen(view, entry["family"], entry["name"]))
        assert shown.startswith(entry["name"]), shown
        assert "viewer:" not in shown and "players:" not in shown, shown
        assert {"sabacc": "Your hand", "sabaccino": "Your stock", "rummikub": "Your rack"}[
            entry["family"]
        ] in shown


# -- Rummikub ------------------------------------------------------------------------------


def test_rummikub_dealt_screen_sorts_the_rack_by_colour_and_number(client):
    """Seed 3: the rack sorted black, red, blue, yellow (seed 004's order), then by number,
    the joker last; 104 - 2 * 14 = 76 tiles stay in the pool; rack points 2+3+12+11+11+11+
    12+1+12+30+9+3+9+10 = 136 (a joker 30, seed 004 Scoring)."""
    _, view = dealt(client, "rummikub", 2, 3)
    shown = text(screens.screen(view, "rummikub", "Rummikub"))
    assert "Your rack K1 K9 K11 K12 R2 R3 R11 B3 B9 Y10 Y11 Y12 Y12 J 14 tiles, 136 points" in shown
    assert "Initial meld not yet: your first laying needs melds worth 30" in shown
    assert "Table empty" in shown and "Pool 76 tiles" in shown
    assert "> seat 2 14 tiles not yet" in shown


def test_rummikub_table_melds_are_numbered_with_kind_and_worth():
    view = {
        "game": "rummikub",
        "options": {"initial_meld": 30},
        "to_move": 0,
        "terminal": False,
        "players": [
            {"rack": ["Y3"], "initial_meld_done": True},
            {"rack_count": 9, "initial_meld_done": False},
        ],
        "table": [["R1", "R2", "R3", "R4"], ["K13", "B13", "J"], ["R12", "R13", "J"]],
        "pool_count": 50,
        "viewer": 0,
    }
    shown = text(screens.screen(view, "rummikub", "Rummikub"))
    assert "1. R1 R2 R3 R4 run, 10" in shown
    assert "2. K13 B13 J group, 39" in shown
    assert "3. R12 R13 J not a meld" in shown
    assert "Initial meld made" in shown and "seat 2 9 tiles not yet" in shown


def test_rummikub_screen_has_a_colour_legend_and_says_a_first_pick_joker_counts_0(client):
    """Issue 26 item 9: the letters K R B Y J are said in words on every Rummikub screen;
    before the first pick (seed 004 First to play; docs/rules/rummikub.md entry 15) the
    screen says a joker counts 0, as does a first pick holding one."""
    _, view = dealt(client, "rummikub", 2, 3)
    legend = "Tiles K black, R red, B blue, Y yellow, J joker"
    shown = text(screens.screen(view, "rummikub", "Rummikub"))
    assert legend in shown and "counts 0" not in shown
    state = call(client, "rummikub", "deal", {"players": 2, "seed": 3})["state"]
    before = call(client, "rummikub", "view", {"state": state, "viewer": 0})["state"]
    shown = text(screens.screen(before, "rummikub", "Rummikub"))
    assert legend in shown
    assert "a joker has no number and counts 0 (seed 004 First to play;" in shown
    told = screens.narrate(
        worded(
            [
                {
                    "event": "first_pick",
                    "picks": [{"player": 0, "tile": "J"}, {"player": 1, "tile": "K2"}],
                }
            ],
            "rummikub",
        ),
        0,
    )
    assert told == ["First pick: seat 1 J and seat 2 K2 (a joker counts 0)"]


@pytest.mark.parametrize(
    "meld, reading",
    [
        (["J", "R12", "R13"], ("run", 36)),  # seed 004 entry 5: R11 R12 R13
        (["R12", "R13", "J"], None),  # would need R14
        (["R5", "J", "J"], ("run", 18)),  # R5 R6 R7 beats three 5s (15)
        (["K5", "B5", "J"], ("group", 15)),
        (["K13", "K13", "R13"], None),  # a colour twice
        (["R12", "R13", "R1"], None),  # 1 is always low
    ],
)
def test_meld_reading_follows_seed_004(meld, reading):
    assert rummikub.meld_reading(meld) == reading


# -- moves in words ------------------------------------------------------------------------


def test_moves_are_said_in_the_services_words():
    """The screens say a move as the service's ``text`` (service/games/*/words.py)."""
    move = {
        "action": "swap",
        "card": "+3c",
        "text": "Swap +3c for the top card of the discard pile",
    }
    assert screens.describe(move) == "Swap +3c for the top card of the discard pile"


def test_a_move_without_words_keeps_the_compact_notation():
    assert screens.describe({"action": "bet", "chips": 5}) == "bet chips=5"
    assert (
        screens.describe({"action": "place", "tile": "3-5", "end": 9, "text": 3})
        == "place tile=3-5 end=9 text=3"
    )
    assert screens.describe("gain") == "gain"


def test_menu_numbers_are_the_numbers_of_arbiter_play(client, tmp_path, monkeypatch):
    """Corellian Spike seed 11: player index 1 holds -4c +7s; move 4 of the menu is "Swap
    -4c for the top card of the discard pile" (-9s), and `arbiter play STATE 4` plays
    exactly that swap."""
    monkeypatch.delenv("ARBITER_URL", raising=False)
    state, _ = dealt(client, "corellian-spike", 3, 11, viewer=1)
    legal = call(client, "corellian-spike", "legal-moves", {"state": state})
    lines = text(screens.menu(legal, "sabacc"))
    assert (
        "4. Swap -4c for the top card of the discard pile 5. Swap +7s for the top card "
        "of the discard pile"
    ) in lines
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    played = CliRunner().invoke(main, ["--json", "play", str(path), "4"])
    assert json.loads(played.output)["events"] == [
        {
            "event": "swap",
            "player": 1,
            "took": "-9s",
            "discarded": "-4c",
            "text": "Seat 2 swaps -4c for -9s from the discard pile",
        }
    ]


# -- events from one seat's side -----------------------------------------------------------


def worded(events: list, game: str) -> list:
    """``events`` as the service sends them: each with its ``text``."""
    return registry.engine(game, "play").told(events, "event")


def test_another_seats_draw_is_never_named(client):
    """Corellian Spike seed 11: player 1 gains a card; seat 0 is not told which, seat 1
    is."""
    state, _ = dealt(client, "corellian-spike", 3, 11)
    _, events = play(client, "corellian-spike", state, {"action": "gain"})
    drawn = events[0]["card"]
    assert drawn not in " ".join(screens.narrate(events, 0))
    assert screens.narrate(events, 1) == [f"You drew {drawn}."]


def test_rummikub_and_sabaccino_draws_stay_hidden():
    draw = [{"event": "draw", "player": 1, "tiles": ["B8"], "pool": 75}]
    assert screens.narrate(draw, 0) == [] and screens.narrate(draw, 1) == ["You drew B8."]
    penalty = [{"event": "penalty", "player": 2, "tiles": ["R1", "K3", "Y9"], "pool": 40}]
    assert screens.narrate(penalty, 0) == ["Penalty: seat 3 drew 3 tiles."]
    hunt = [{"event": "discarded", "player": 1, "tile": "0-2", "drew": "0-0"}]
    assert screens.narrate(hunt, 0) == []
    sleemo = worded(
        [
            {"event": "rolled", "player": 2, "die": 3, "drew": 3},
            {"event": "drew", "player": 2, "tile": "1-4"},
        ],
        "sleemo",
    )
    assert screens.narrate(sleemo, 0) == ["Seat 3 rolls a 3 and draws 3 tiles"]


def test_a_double_tells_only_the_viewers_new_cards():
    """Seed 001 §3: on a double every hand goes face up to the discard pile (public) and is
    dealt again face down (only the viewer's own new cards are named)."""
    events = worded(
        [
            {"event": "dice", "dice": [4, 4], "double": True, "seeded": True, "round": 2},
            {
                "event": "shift",
                "players": [
                    {"player": 1, "discarded": ["+3c", "-2t"], "dealt": ["+9s", "-8c"]},
                    {"player": 0, "discarded": ["+1t", "+5s"], "dealt": ["0a", "-6t"]},
                ],
            },
        ],
        "corellian-spike",
    )
    told = screens.narrate(events, 0)
    assert told[0].startswith("Round 2: the dice roll 4 and 4, a double")
    assert told[1] == "Seat 2 gave up +3c -2t and was dealt 2 cards."
    assert told[2] == "You gave up +1t +5s and were dealt 0a -6t."
    assert "+9s" not in " ".join(told)
    # as a sealed game's seat 1 receives it: another seat's new cards only counted
    from service.games import registry

    concealed = [registry.engine("corellian-spike", "play").conceal_event(e, 0) for e in events]
    assert "dealt" not in concealed[1]["players"][0]  # (the engine's own filter)
    assert screens.narrate(concealed, 0)[1:] == told[1:]


def test_round_over_and_reveal_are_told_in_the_services_words():
    round_over = {
        "event": "round_over",
        "round": 1,
        "ended": "blocked",
        "winner": 0,
        "pips": [10, 11, 18],
        "points": [29, 0, 0],
    }
    assert screens.narrate(worded([round_over], "muggins"), 0) == [
        "Round 1 over: blocked, seat 1 had the fewest pips; points seat 1 29, seat 2 0, "
        "seat 3 0; pips left seat 1 10, seat 2 11, seat 3 18"
    ]
    reveal = {
        "event": "reveal",
        "players": [1, 0],
        "positions": [2, 1],
        "winners": [0],
        "sudden_demise": False,
        "ranking": {
            "ranking": [
                {"hand": 1, "position": 1, "cards": ["+3t", "-3c"], "total": 0, "name": "Sabacc"},
                {"hand": 0, "position": 2, "cards": ["+5s", "-1c"], "total": 4, "name": "nulrhek"},
            ]
        },
    }
    assert screens.narrate(worded([reveal], "corellian-spike"), 0) == [
        "Reveal: 1. seat 1 +3t -3c = 0, Sabacc; 2. seat 2 +5s -1c = +4, nulrhek. Seat 1 wins"
    ]


def test_sudden_demise_and_reshuffle_are_told():
    """Seed 001 §5: tied players each take one card blind; the cards are named once the
    draw is ranked (the hands are face up by then)."""
    demise = {
        "event": "sudden_demise",
        "draws": [{"player": 2, "card": "-1s"}, {"player": 0, "card": "+4c"}],
        "players": [2, 0],
        "positions": [1, 2],
        "winners": [2],
        "ranking": {
            "ranking": [
                {
                    "hand": 0,
                    "position": 1,
                    "cards": ["+3t", "-3c", "-1s"],
                    "total": -1,
                    "name": "nulrhek",
                },
                {
                    "hand": 1,
                    "position": 2,
                    "cards": ["+5s", "-5c", "+4c"],
                    "total": 4,
                    "name": "nulrhek",
                },
            ],
            "decisions": [],
        },
    }
    assert screens.narrate(worded([demise], "corellian-spike"), 0) == [
        "Sudden demise: seat 3 draws -1s and seat 1 draws +4c. 1. seat 3 +3t -3c -1s = -1, "
        "nulrhek; 2. seat 1 +5s -5c +4c = +4, nulrhek. Seat 3 wins"
    ]
    assert screens.narrate(
        worded([{"event": "reshuffle", "cards": 12, "rule": "r"}], "corellian-spike"), 0
    ) == ["The draw pile ran out: 12 cards of the discard pile are shuffled into a new one"]


def test_an_event_not_foreseen_shows_only_its_name_and_player():
    assert screens.narrate([{"event": "smuggle", "player": 2, "tile": "6-6"}], 0) == [
        "smuggle (seat 3)"
    ]


# -- the end -------------------------------------------------------------------------------


def test_final_standings_name_the_winner(client):
    answer = {
        "terminal": True,
        "winners": [1],
        "standings": [
            {"player": 0, "score": -8, "rack_points": 8, "rack_tiles": 1, "how": "Rack R8."},
            {"player": 1, "score": 8, "rack_points": 0, "rack_tiles": 0, "how": "Out first."},
        ],
    }
    shown = text(screens.final(answer, "rummikub", 0))
    assert "you -8 1 tile, 8 points" in shown and "seat 2 8 0 tiles, 0 points" in shown
    assert shown.endswith("Over. Winner: seat 2.")
    answer["winners"] = [0, 1]
    assert text(screens.final(answer, "rummikub", 0)).endswith(
        "Over. Winners (shared): you, seat 2."
    )
    answer["winners"] = [0]
    assert text(screens.final(answer, "sabaccino", 0)).endswith("Over. You win!")


def test_final_of_an_unknown_shape_is_the_plain_table():
    shown = text(
        screens.final(
            {"terminal": True, "winners": [2], "standings": [{"player": 2, "score": 3}]},
            "sabacc",
            0,
        )
    )
    assert "Over. Winner(s): seat 3" in shown


# -- shapes not foreseen -------------------------------------------------------------------


def test_a_view_that_cannot_be_read_is_shown_member_by_member_with_markup_escaped():
    view = {"game": "corellian-spike", "players": "[red]oops[/red]", "round": [True]}
    shown = text(screens.screen(view, "sabacc", "Corellian Spike"))
    assert 'players: "[red]oops[/red]"' in shown and "round: [true]" in shown


@pytest.mark.parametrize(
    "game, players",
    [("corellian-spike", 3), ("traditional-sabacc", 2), ("sleemo", 3), ("rummikub", 2)],
)
def test_a_view_with_any_member_broken_still_shows(client, game, players):
    """Each member of a real view (and of seat 0's entry) replaced by each odd value: the
    screen is the family's or the generic one, and it names what it could not read."""
    _, view = dealt(client, game, players, 2)
    family = family_of(client, game)
    odd = [None, "x", [], {}, -1, [1, "a"], {"a": [None]}]
    for key in list(view) + [f"players.0.{k}" for k in view["players"][0]]:
        for value in odd:
            broken = json.loads(json.dumps(view))
            if key.startswith("players.0."):
                broken["players"][0][key.split(".", 2)[2]] = value
            else:
                broken[key] = value
            shown = text(screens.screen(broken, family, game))
            name = key.split(".")[-1]
            assert shown.startswith(game) or f"{name}:" in shown or f'"{name}":' in shown, (
                key,
                value,
            )


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-30, 30) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)
MEMBERS = st.sampled_from(
    [
        "game",
        "players",
        "hand",
        "stock",
        "rack",
        "tableau",
        "open_ends",
        "tiles",
        "table",
        "discard_pile",
        "to_move",
        "viewer",
        "round",
        "phase",
        "event",
        "player",
        "card",
        "tile",
        "end",
        "action",
        "standings",
        "winners",
        "terminal",
        "ranking",
        "dice",
    ]
)
OBJECTS = st.dictionaries(MEMBERS, JSON, max_size=8)


@settings(max_examples=150, deadline=None)
@given(
    view=OBJECTS,
    move=OBJECTS,
    events=st.lists(OBJECTS, max_size=3),
    answer=OBJECTS,
    family=st.sampled_from([*screens.FAMILIES, None, "chess"]),
)
def test_no_shape_of_json_stops_a_screen(view, move, events, answer, family):
    """Whatever the service (or a future version of it) answers, the screens answer text."""
    assert text(screens.screen(view, family, "T")) or not view
    assert isinstance(screens.describe(move), str)
    assert all(isinstance(line, str) for line in screens.narrate(events, 0))
    assert text(screens.final(answer, family, 0))


def test_muggins_screen_counts_the_ends_as_the_service_scores_them(client):
    """Issue 26 item 9 (Muggins shows no running count of the ends): seed 1, two players,
    opened with 0-0 (a spinner with tiles against none of its edges counts both halves,
    docs/rules/muggins.md reading 2): "Count 0 + 0 = 0". Then, through a seeded random game,
    after every lay the screen's count is the one the service scores: a ``scored`` event's
    ``ends``, and otherwise no multiple of 5 (or 0)."""
    import random

    from client.screens.sabaccino import ends_count

    state = call(client, "muggins", "deal", {"players": 2, "seed": 1})["state"]
    policy, checked, scores = random.Random(0), 0, 0
    while state["to_move"] is not None and checked < 60:
        moves = call(client, "muggins", "legal-moves", {"state": state})["moves"]
        move = policy.choice(moves)
        state, events = play(client, "muggins", state, move)
        if move["action"] != "place" or state["phase"] != "play":
            continue
        view = call(client, "muggins", "view", {"state": state, "viewer": 0})["state"]
        scored = [e for e in events if e["event"] == "scored"]
        counted = ends_count(view)
        if checked == 0:
            assert counted == [0, 0]
            assert "Count 0 + 0 = 0" in text(screens.screen(view, "sabaccino", "Muggins"))
        if scored:
            assert counted == scored[0]["ends"]
            scores += 1
        else:
            assert sum(counted) % 5 or sum(counted) == 0
        checked += 1
    assert checked >= 20 and scores >= 3
