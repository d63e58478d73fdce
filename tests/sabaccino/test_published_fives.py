"""Published worked counts of the fives family (Muggins, All Fives, Five Up), replayed on
seed 000 Muggins through the API, with the default count (option ``count`` "exposed",
docs/rules/muggins.md). Every case names its source; every lay is also checked by the
engine's count itself, so that counts which score nothing are checked too.

Sources:

- Hoyle: R. F. Foster, *Foster's Complete Hoyle* (1897 and later editions), "Muggins, or All
  Fives".
- Wikipedia, "Muggins" (domino game), section Game play.
- Domino Plaza, "Rules to play Dominoes", the *count* (as reprinted at mobsea.com).
- pagat.com, John McLeod, "Five Up" (tile/wdom/five_up.html) and "All Fives"
  (tile/wdom/all_fives.html).
- Gambit, "Dominoes Rules" (gambit.com/rules/dominoes), Scoring.
"""

from __future__ import annotations

import pytest

from service.games.sabaccino import ENGINES
from service.games.sabaccino.games.muggins import counted
from tests.sabaccino.positions import SET, ok, play, position, wordless

GAME = "muggins"


def lay_all(client, lays: list[tuple[str, int | None]]) -> list[tuple[int, int | None]]:
    """Player 0 lays ``lays`` (tile, open end) one after the other from an empty tableau,
    with the default options but any opening tile. Returns, per lay, the engine's count of
    the layout and the points the API scored (``None``: no ``scored`` event)."""
    tiles = [name for name, _ in lays]
    ours = tiles + [t for t in SET if t not in tiles][: 14 - len(tiles)]
    if "0-0" not in ours:  # player 0 holds the lowest double, so opens
        ours[-1] = "0-0"
    theirs = [t for t in SET if t not in ours][:14]
    state = position(client, GAME, [ours, theirs], options={"open_with_decider": False})
    results = []
    for name, end in lays:
        move = {"action": "place", "tile": name} | ({} if end is None else {"end": end})
        state, events = play(client, GAME, {**state, "to_move": 0}, move)
        model = ENGINES[GAME].load({**state, "to_move": 0} if state["phase"] == "play" else state)
        scored = [e["points"] for e in events if e["event"] == "scored"]
        results.append((sum(counted(model.tableau, "exposed")), scored[0] if scored else None))
    return results


CASES = [
    pytest.param(
        [("5-5", None), ("0-5", 0), ("0-0", 4), ("5-6", 1), ("0-4", 5)],
        [(10, 10), (10, 10), (10, 10), (6, None), (10, 10)],
        id="hoyle-muggins-or-all-fives",
        # "If double five is the first set it counts 10. The 5-0 played to this would count
        # 10 for the second player, because one end of the line being 10 and the other 0 ...
        # Double blank played to this would count 10 more. If 5-6 is now played on one end,
        # and 0-4 on the other, the count will be 10 again."
    ),
    pytest.param([("4-6", None)], [(10, 10)], id="wikipedia-muggins-opening-6-4"),
    pytest.param([("5-5", None)], [(10, 10)], id="wikipedia-muggins-opening-5-5"),
    pytest.param([("0-5", None)], [(5, 5)], id="wikipedia-muggins-opening-5-0"),
    pytest.param([("1-4", None)], [(5, 5)], id="wikipedia-muggins-opening-4-1"),
    pytest.param([("2-3", None)], [(5, 5)], id="wikipedia-muggins-opening-3-2"),
    # Wikipedia, Muggins: "If that domino is a 6-4, 5-5, 5-0, 4-1, or 3-2, the initial count
    # is evenly divisible by five and so the player scores"; any other opening does not:
    pytest.param([("3-6", None)], [(9, None)], id="wikipedia-muggins-opening-6-3-no-score"),
    pytest.param(
        [("3-5", None), ("1-5", 1)], [(8, None), (4, None)], id="domino-plaza-count-3-5-then-5-1"
    ),
    # "if the 3 5 and 5 1 tiles are played, the count is 4 3+1"
    pytest.param(
        [("3-5", None), ("5-5", 1)], [(8, None), (13, None)], id="domino-plaza-count-3-5-then-5-5"
    ),
    # "If the 3 5 and 5 5 tiles are played, the count is 13 3+5+5"
    pytest.param(
        [("3-5", None), ("5-5", 1), ("1-5", 2)],
        [(8, None), (13, None), (4, None)],
        id="domino-plaza-count-double-no-longer-an-end",
    ),
    # "if a tile is now played on the 5 5 ... the 5 5 is no longer an end for the purpose of
    # counting ... The line of play is 3 5, 5 5, 5 1, and the count is 4 3+1"
    pytest.param(
        [("3-6", None), ("6-6", 1)],
        [(9, None), (15, 15)],
        id="gambit-double-at-an-end-counts-twice",
    ),
    # "Double tiles that are located on one of the ends are counted as 2X, so a 6|6 tile is
    # worth 12 points": 3 + 12 = 15
    pytest.param(
        [("6-6", None), ("3-6", 0), ("2-6", 1), ("5-6", 2)],
        [(12, None), (15, 15), (5, 5), (10, 10)],
        id="pagat-five-up-double-ceases-to-count",
    ),
    # "As long as one side is free, doubles count as the total of their pips on both exposed
    # ends ... When tiles have been played against both sides of a double, the double ceases
    # to count towards the pip total, even though the two ends remain open": 12 + 3 = 15;
    # then 3 + 2 = 5; a tile on a remaining edge counts its own end: 3 + 2 + 5 = 10
    pytest.param(
        [("2-3", None), ("3-4", 1), ("4-4", 2)],
        [(5, 5), (6, None), (10, 10)],
        id="pagat-all-fives-double-at-the-end-of-an-arm",
    ),
    # "Doubles are played crosswise and count as the total of their pips for scoring purposes
    # so long as they are at the end of one of the arms of the layout, with no tile yet
    # played against the other side of the double": 2 + (4 + 4) = 10 (issue 8's example)
]


@pytest.mark.parametrize("lays, expected", CASES)
def test_published_count(client, lays, expected):
    """The count after each lay and the points scored, as the source works them out."""
    assert lay_all(client, lays) == expected


def test_the_hoyle_example_through_the_cli(tmp_path, monkeypatch):
    """Hoyle's double blank through the CLI: `arbiter play STATE MOVE` answers the scored
    event, 10 points (5-5 at one end, 0-0 at the other: 10 + 0 + 0)."""
    import json

    from click.testing import CliRunner

    from client.cli import main
    from service.app import create_app

    monkeypatch.delenv("ARBITER_URL", raising=False)
    client = create_app().test_client()
    tiles = ["5-5", "0-5", "0-0"]
    ours = tiles + [t for t in SET if t not in tiles][:11]
    theirs = [t for t in SET if t not in ours][:14]
    state = position(client, GAME, [ours, theirs], options={"open_with_decider": False})
    for name, end in (("5-5", None), ("0-5", 0)):
        move = {"action": "place", "tile": name} | ({} if end is None else {"end": end})
        state = ok(client, GAME, "play", {"state": {**state, "to_move": 0}, "move": move})["state"]
    path = tmp_path / "muggins.json"
    path.write_text(json.dumps({**state, "to_move": 0}))
    result = CliRunner().invoke(
        main,
        ["--json", "play", str(path), json.dumps({"action": "place", "tile": "0-0", "end": 4})],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    events = wordless(json.loads(result.output)["events"])
    assert events[1] == {
        "event": "scored",
        "player": 0,
        "tile": "0-0",
        "points": 10,
        "ends": [5, 5, 0, 0],
        "score": 30,
    }


def independent_count(tableau: dict) -> int:
    """The fives count worked out again from a state's tableau, by the geometry alone: a
    placed tile's neighbours are the tile it lies on and the tiles laid on it; a double with
    fewer than two neighbours counts both halves; any other tile counts its open ends."""
    tiles, total = tableau["tiles"], 0
    for index, entry in enumerate(tiles):
        low, high = (int(half) for half in entry["tile"].split("-"))
        if low == high:
            neighbours = (entry["on"] is not None) + sum(t["on"] == index for t in tiles)
            total += 2 * low if neighbours < 2 else 0
        else:
            total += sum(e["value"] for e in tableau["open_ends"] if e["tile"] == index)
    return total


@pytest.mark.parametrize("seed", [2, 7, 13])
def test_every_lay_of_a_random_match_scores_the_independent_count(seed):
    """Random Muggins matches (3 players, target 60): after every lay the count worked out
    again from the tableau scores exactly when it is a positive multiple of 5, that many
    points."""
    import random

    engine = ENGINES[GAME]
    policy = random.Random(seed)
    state = engine.deal(3, seed, {"target": 60})
    lays = 0
    while not state["terminal"]:
        move = policy.choice(engine.legal_moves(state)["moves"])
        state, events = engine.play(state, move)
        if move["action"] == "place" and state["phase"] == "play":  # the round goes on
            count = independent_count(state["tableau"])
            scored = [e["points"] for e in events if e["event"] == "scored"]
            assert scored == ([count] if count and count % 5 == 0 else []), (events, state)
            lays += 1
    assert lays > 20
