"""Random play of every Sabaccino game and variant, many seeds and table sizes, with the
family's invariants checked at every step: the engines in process (tests/harness.Engines),
and one game through the HTTP API.

``check_state`` recomputes, independently of the engine: every one of the 28 tiles is in
exactly one place (seed 000, Sabbacino set); the open ends are exactly those the placed
tiles leave, laid out as the game's layout says (line, cross, fork, spinners, trains from the
double sylop, porg feet, Sleemo's snake), every porg foot built before play went elsewhere;
each finished round's points follow from its result (its pips from the stocks, doubles
counted twice with Doubles Bonus) and the scores add up to the rounds and lays; ``to_move``
fits the phase; Tatooine's first turns begin trains; Sleemo's turned-over tiles are in their
owners' stocks. The harness adds that every game ends (a round ends, the match ends).
"""

from __future__ import annotations

import pytest

from service.games.sabaccino import ENGINES
from tests.harness import play_random_game
from tests.sabaccino.positions import SET

LAYOUT = {
    "sabaccino-cross": "cross",
    "krayt-dragon": "fork",
    "muggins": "spinners",
    "tatooine-spice-train": "trains",
    "porg-foot": "feet",
    "sleemo": "snake",
}
ROUND_POINTS = {
    "sabaccinos": "pips",
    "sabaccino-cross": "pips",
    "scoundrels-run": "wins",
    "never-tell-me-the-odds": "wins",
    "krayt-dragon": "wins",
    "tatooine-spice-train": "pips",
    "porg-foot": "pips",
    "sleemo": "pips",
}
HUB_ENDS = {"cross": 4, "trains": 4, "feet": 4}
"""Layouts whose first tile lies crosswise with four open ends."""


def halves(name: str) -> tuple[int, int]:
    a, b = name.split("-")
    return int(a), int(b)


def unfinished_feet(tiles: list[dict], hub: int) -> list[int]:
    """Porg Foot: the placed doubles with fewer tiles laid on them than they need (the hub
    ``hub``, every other double 3)."""
    laid = [entry["on"] for entry in tiles]
    return [
        i
        for i, entry in enumerate(tiles)
        if len(set(halves(entry["tile"]))) == 1 and laid.count(i) < (hub if i == 0 else 3)
    ]


def open_ends(game: str, tiles: list[dict], options: dict | None = None) -> list[dict]:
    """The open ends the placed tiles leave, worked out afresh for the game's layout."""
    layout, options = LAYOUT.get(game, "line"), options or {}
    ends: dict[int, tuple[int, int]] = {}
    made = 0
    for index, entry in enumerate(tiles):
        a, b = halves(entry["tile"])
        if index == 0:
            assert entry["on"] is None and entry["end"] is None
            spinner = layout in HUB_ENDS or layout == "spinners" and a == b
            values = [a] * 4 if spinner else [a] if layout == "fork" else [a, b]
            assert entry["crosswise"] is spinner
            assert layout not in ("cross", "feet") or a == b
            assert layout != "fork" or entry["tile"] == "4-4"
            assert layout != "trains" or entry["tile"] == "0-0"
        else:
            sides_open = [i for i, (_, owner) in ends.items() if owner == 0]
            if layout == "cross" and sides_open:
                assert entry["end"] in sides_open, "an arm grew before the cross was full"
            if layout == "feet":
                feet = unfinished_feet(tiles[:index], options["hub_branches"])
                back_to_back = options["smugglers_standoff"] and a == b and feet == [index - 1]
                assert not feet or back_to_back or ends[entry["end"]][1] in feet, (
                    "a tile went elsewhere before the porg foot was complete"
                )
            value, owner = ends.pop(entry["end"])
            assert entry["on"] == owner and value in (a, b), entry
            across = a == b and layout in ("fork", "spinners", "feet", "snake")
            values = (
                [a] * (3 if layout in ("spinners", "feet") else 2)
                if across
                else [b if value == a else a]
            )
            assert entry["crosswise"] is across
        for value in values:
            ends[made] = (value, index)
            made += 1
    return [{"id": i, "value": v, "tile": t} for i, (v, t) in ends.items()]


def check_state(game: str):
    """The invariant callback for ``game``."""
    kind = ROUND_POINTS.get(game, "none")
    engine = ENGINES[game]

    def check(state: dict) -> None:
        assert engine.dump(engine.load(state)) == state, "load and dump change the state"
        players, tableau = state["players"], state["tableau"]
        places = [t for p in players for t in p["stock"]] + state["boneyard"]
        places += state.get("discards", []) + [entry["tile"] for entry in tableau["tiles"]]
        assert sorted(places) == sorted(SET), "a tile is missing or in two places"
        assert tableau["open_ends"] == open_ends(game, tableau["tiles"], state["options"])
        seats = len(players)
        check_turn_members(state)
        totals = [0] * seats
        for number, record in enumerate(state["rounds"], 1):
            assert record["round"] == number and record["dealer"] == (number - 1) % seats
            winner, pips, points = record["winner"], record["pips"], record["points"]
            lays = [0] * seats
            for entry in record.get("scoring", []):
                lays[entry["player"]] += entry["points"]
            award = [0] * seats
            if winner is not None and kind == "pips":
                award[winner] = sum(pips) - pips[winner]
            elif winner is not None and kind == "wins":
                award[winner] = 1
            assert points == [x + y for x, y in zip(award, lays)], record
            if record["ended"] == "out":
                assert pips[winner] == 0
            totals = [x + y for x, y in zip(totals, points)]
        if state["phase"] in ("deal", "over"):
            assert state["rounds"][-1]["pips"] == [
                count(p["stock"], state["options"]) for p in players
            ]
        for entry in state.get("scoring", []):
            totals[entry["player"]] += entry["points"]
        assert [p["score"] for p in players] == totals, "scores do not add up"
        phase = state["phase"]
        if phase in ("deal", "roll", "draw_roll"):
            assert state["to_move"] == "chance"
        elif phase == "over":
            assert state["terminal"] and state["to_move"] is None
        else:
            assert state["to_move"] in range(seats)
            assert all(p["stock"] for p in players) or not tableau["tiles"]
        if "rounds" in state["options"] and not state["options"].get("target"):
            assert len(state["rounds"]) <= state["options"]["rounds"]

    return check


def count(stock: list[str], options: dict) -> int:
    """A stock's pips; with Porg Foot's Doubles Bonus a double counts twice."""
    twice = options.get("doubles_bonus", False)
    return sum((a + b) * (2 if twice and a == b else 1) for a, b in map(halves, stock))


def check_turn_members(state: dict) -> None:
    """Tatooine Spice Train: the seats yet to begin a train follow the player to move
    clockwise, and until they have, every tile beyond the hub begins a train. Porg Foot and
    Sleemo: the turn is the mover's. Sleemo: turned-over tiles are in their owners' stocks,
    and a turn-over follows a tile with consecutive values."""
    seats, phase, to_move = len(state["players"]), state["phase"], state["to_move"]
    live = phase in ("play", "draw_roll", "turn_over")
    if "to_start" in state:
        to_start = state["to_start"]
        assert live or not to_start
        assert to_start == [(to_move + i) % seats for i in range(len(to_start))]
        if to_start:
            assert all(entry["on"] == 0 for entry in state["tableau"]["tiles"][1:])
    if "turn" in state:
        turn = state["turn"]
        assert (turn is not None) == live
        assert not live or turn["player"] == to_move or phase == "draw_roll"
    if "turned" in state:
        for seat, tiles in enumerate(state["turned"]):
            assert set(tiles) <= set(state["players"][seat]["stock"]) and (live or not tiles)
        if phase == "turn_over":
            a, b = halves(state["tableau"]["tiles"][-1]["tile"])
            assert abs(a - b) == 1


def finish(client, game: str, players: int, seed: int, options: dict) -> dict:
    """Play one game to the end; check the result's shape."""
    result = play_random_game(
        client, game, players, seed, options=options, policy_seed=seed, check=check_state(game)
    )
    final, score = result["final_state"], result["score"]
    assert set(score["winners"]) <= set(range(players))
    best = max(p["score"] for p in final["players"])
    target = final["options"].get("target", 0)
    if final["rounds"][-1]["ended"] == "target":
        assert score["winners"] == [final["rounds"][-1]["winner"]]
        assert final["players"][score["winners"][0]]["score"] >= target
    else:
        assert score["winners"] == [i for i, p in enumerate(final["players"]) if p["score"] == best]
    return result


VARIANTS = [
    ("sabaccinos", {}),
    ("sabaccinos", {"draw": True, "rounds": 2}),
    ("sabaccinos", {"blocked": "none", "open_with_decider": False, "rounds": 1}),
    ("muggins", {"target": 60}),
    ("muggins", {"draw": True, "target": 40}),
    ("sabaccino-cross", {}),
    ("sabaccino-cross", {"draw": True}),
    ("bergamor", {"target": 4}),
    ("bergamor", {"opener_scores": False, "target": 3}),
    ("nerf-herder", {"target": 4}),
    ("nerf-herder", {"big_ranch": True, "target": 3}),
    ("rule-of-two", {}),
    ("rule-of-two", {"double_counts": True, "target": 25}),
    ("scoundrels-run", {}),
    ("never-tell-me-the-odds", {"rounds": 2}),
    ("krayt-dragon", {}),
    ("krayt-dragon", {"draw": True, "rounds": 2}),
    ("tatooine-spice-train", {}),
    ("tatooine-spice-train", {"late_trains": True, "target": 50}),
    ("porg-foot", {}),
    (
        "porg-foot",
        {
            "doubles_bonus": True,
            "holonet_interference": True,
            "smugglers_standoff": True,
            "hub_branches": 4,
            "blocked": "none",
            "rounds": 2,
        },
    ),
    ("sleemo", {"target": 60}),
    ("sleemo", {"target": 0, "rounds": 2}),
]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "game, options",
    VARIANTS,
    ids=[f"{g}-{'-'.join(map(str, o.values())) or 'default'}" for g, o in VARIANTS],
)
def test_random_games_keep_every_tile_in_one_place_and_end(engines, game, options, players):
    """Seed 000, every game: 28 tiles each in one place, open ends as the layout makes them,
    scores that add up, and a match that ends with a winner."""
    for seed in range(3):
        finish(engines, game, players, seed + 10 * players, options)


def test_a_random_game_through_http(client):
    """The same soak through the HTTP API (every request and answer against openapi.yaml):
    a Porg Foot match with every option on."""
    finish(client, "porg-foot", 3, 30, dict(VARIANTS[20][1]))
