"""A state's scoring lays are checked by the game's own scoring rule (``LayScore.detail`` and
``LayScore.points``, stated once in each game module): this round's entries on the replayed
tableau, a finished round's by the points its tile and detail are worth (docs/rules/muggins.md,
bergamor.md, nerf-herder.md, rule-of-two.md; seed 000, each game's Scoring).

States are built through the engine from a seed (``walk``: seeded random play, every state
read back from its JSON), then forged.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.games.errors import InvalidState
from service.games.sabaccino import ENGINES
from service.games.sabaccino.games import muggins, rule_of_two


def walk(
    game: str,
    seats: int,
    seed: int,
    stop: Callable[[dict[str, Any]], bool],
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The first state of a seeded game (deal from ``seed``, moves chosen by
    ``random.Random(seed)`` among the legal ones) that ``stop`` accepts."""
    engine = ENGINES[game]
    model = engine.new(seats, seed, engine.info.options.resolve(options or {}))
    rng = random.Random(seed)
    for _ in range(400):
        state = json.loads(json.dumps(engine.dump(model)))
        if stop(state):
            return state
        model = engine.load(state)
        moves = engine.moves(model)[1]
        if not moves:
            break
        engine.apply(model, rng.choice(moves))
    raise AssertionError(f"no such state of {game} from seed {seed}")


def refusal(game: str, state: dict[str, Any]) -> tuple[str, str | None]:
    with pytest.raises(InvalidState) as refused:
        ENGINES[game].load(state)
    return str(refused.value), refused.value.field


def in_play(state: dict[str, Any]) -> bool:
    return state["phase"] == "play"


MUGGINS_RULE = (
    "a lay that brings the count of the layout's ends to a multiple of 5 scores "
    "the count (seed 000 Muggins, Scoring; count 'exposed')"
)
BERGAMOR_RULE = "a lay after which the two open ends of the line show the same value scores 1 point"


def muggins_2_2() -> dict[str, Any]:
    """Muggins, 2 players, seed 0, six plies in: player 1 laid 2-2 across the 2 of 0-2; the
    count is 5 (0-5) + 6 (1-6) + 2 + 2 (2-2, an exposed double) = 15, the double sylop (tiles
    against three of its edges) counting nothing."""
    state = walk("muggins", 2, 0, lambda s: in_play(s) and bool(s["scoring"]))
    assert state["scoring"] == [{"player": 1, "tile": "2-2", "points": 15, "ends": [5, 6, 2, 2]}]
    assert [p["score"] for p in state["players"]] == [0, 15]
    return state


def test_the_forged_muggins_entry_is_refused_naming_the_entry_and_the_rule() -> None:
    """Issue 21: the entry rewritten to ``points: 20, ends: [5, 5, 5, 5]`` (and the score
    raised by 5 to match) is refused: the tableau's replay says 2-2 counted 15."""
    state = muggins_2_2()
    ENGINES["muggins"].load(copy.deepcopy(state))
    state["scoring"][0].update(points=20, ends=[5, 5, 5, 5])
    state["players"][1]["score"] = 20
    assert refusal("muggins", state) == (
        "state.scoring[0] gives 2-2 (tile 5 of the tableau) 20 point(s) from ends [5, 5, 5, 5], "
        f"but by the rule ({MUGGINS_RULE}) 2-2 laid where it lies scores 15 from ends "
        "[5, 6, 2, 2].",
        "state.scoring[0]",
    )


def bergamor_1_2() -> dict[str, Any]:
    """Bergamor, 2 players, seed 188: a state in play with 1-2 in the tableau and no scoring
    lay this round (0-1 opened, 0-5 on the 0, 1-2 on the 1: open ends 5 and 2)."""
    state = walk(
        "bergamor",
        2,
        188,
        lambda s: (
            in_play(s) and not s["scoring"] and "1-2" in [t["tile"] for t in s["tableau"]["tiles"]]
        ),
    )
    assert [t["tile"] for t in state["tableau"]["tiles"]] == ["0-1", "0-5", "1-2"]
    return state


def test_the_invented_bergamor_entry_is_refused_naming_the_entry_and_the_rule() -> None:
    """Issue 21: an entry ``{"player": 0, "tile": "1-2", "points": 1, "ends": [3, 3]}`` (and
    a point more for player 0) is refused: laying 1-2 left 5 and 2, which scores nothing."""
    state = bergamor_1_2()
    ENGINES["bergamor"].load(copy.deepcopy(state))
    state["scoring"] = [{"player": 0, "tile": "1-2", "points": 1, "ends": [3, 3]}]
    state["players"][0]["score"] += 1
    assert refusal("bergamor", state) == (
        f"state.scoring[0] gives 1-2 (tile 2 of the tableau) 1 point(s) from ends [3, 3], but "
        f"by the rule ({BERGAMOR_RULE}) 1-2 laid where it lies scores nothing.",
        "state.scoring[0]",
    )


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"ends": [True, True, 2, 2]}, "state.scoring[0].ends[0]", "must be an integer."),
        ({"player": True}, "state.scoring[0].player", "must be an integer."),
        ({"points": True}, "state.scoring[0].points", "must be an integer."),
        ({"points": 0}, "state.scoring[0].points", "must be between 1 and 1000000; got 0."),
        ({"x": 1}, "state.scoring[0]", "has an unknown member 'x'."),
        (
            {"tile": "2-a"},
            "state.scoring[0].tile",
            'is refused: "2-a" is not one of "0-0", "0-1" or 26 other candidates.',
        ),
        ({"ends": [5, 6, 2, 7]}, "state.scoring[0].ends[3]", "must be between 0 and 6; got 7."),
        ({"ends": [5] * 113}, "state.scoring[0].ends", "has 113 items; at most 112 are possible."),
    ],
)
def test_a_scoring_entry_of_the_wrong_shape_is_refused(
    client: FlaskClient, change: dict[str, Any], field: str, message: str
) -> None:
    """The shape of an entry is the contract's (``MugginsState``): refused at the boundary,
    in its words, before the engine reads the state."""
    state = muggins_2_2()
    state["scoring"][0].update(change)
    response = client.post("/v1/games/muggins/legal-moves", json={"state": state})
    assert response.status_code == 422, response.json
    assert (response.json["code"], response.json["field"], response.json["detail"]) == (
        "invalid_state",
        field,
        f"{field} {message}",
    )


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"tile": "6-6"}, "state.scoring[0].tile", "is 6-6, which is not in the tableau."),
        ({"player": 3}, "state.scoring[0].player", "must be between 0 and 1; got 3."),
    ],
)
def test_an_entry_naming_what_the_state_lacks_is_refused(
    change: dict[str, Any], field: str, message: str
) -> None:
    """An entry of the right shape for a tile not in the tableau, or a seat the state (two
    players) does not have, is refused by the engine."""
    state = muggins_2_2()
    state["scoring"][0].update(change)
    assert refusal("muggins", state) == (f"{field} {message}", field)


def test_an_entry_twice_or_out_of_order_is_refused() -> None:
    """Each scoring lay has one entry, in the order laid: 2-2 twice (its points twice in the
    score) is refused at the second."""
    state = muggins_2_2()
    state["scoring"].append(dict(state["scoring"][0]))
    state["players"][1]["score"] = 30
    assert refusal("muggins", state) == (
        "state.scoring[1] is the lay of 2-2 (tile 5 of the tableau), but an entry before it is "
        "for 2-2 (tile 5): each scoring lay has one entry, in the order laid.",
        "state.scoring[1]",
    )


def finished(game: str, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A state of ``game`` (2 players) after its first round, which had scoring lays."""
    return walk(
        game, 2, seed, lambda s: bool(s["rounds"]) and bool(s["rounds"][0]["scoring"]), options
    )


def test_a_finished_rounds_entry_is_worth_what_the_rule_gives_its_detail() -> None:
    """A finished round's tableau is gone, so its entries are checked by ``points`` alone:
    in Bergamor, ends [3, 4] score nothing (the round's points and the score raised to
    match do not help)."""
    state = finished("bergamor", 3, {"target": 12})
    ENGINES["bergamor"].load(copy.deepcopy(state))
    record = state["rounds"][0]
    entry = record["scoring"][0]
    entry["ends"] = [3, 4]
    assert refusal("bergamor", state) == (
        f"state.rounds[0].scoring[0].points is 1, but by the rule ({BERGAMOR_RULE}) "
        f"{entry['tile']} with ends [3, 4] scores nothing.",
        "state.rounds[0].scoring[0].points",
    )


def test_rule_of_two_a_chain_is_worth_its_pips() -> None:
    """Rule of Two (seed 000 Scoring: a double "will score the value of the previously laid
    tiles"): a finished round's entry whose points are not its chain's pips is refused."""
    state = finished("rule-of-two", 1, {"target": 40})
    entry = state["rounds"][0]["scoring"][0]
    worth = sum(int(h) for name in entry["chain"] for h in name.split("-"))
    assert entry["points"] == worth
    entry["points"] += 1
    with pytest.raises(InvalidState) as refused:
        ENGINES["rule-of-two"].load(state)
    assert refused.value.field == "state.rounds[0].scoring[0].points"
    assert f"scores {worth}." in str(refused.value)


def scored_states(game: str) -> list[dict[str, Any]]:
    """States in play with scoring lays from seeded games of ``game`` (seeds 0 to 5, 2 to 4
    players), as many as they give."""
    found = []
    for seats in (2, 3, 4):
        for seed in range(6):
            try:
                found.append(walk(game, seats, seed, lambda s: in_play(s) and bool(s["scoring"])))
            except AssertionError:
                continue
    assert len(found) >= 6, game
    return found


def test_a_rule_changed_in_its_one_place_is_what_load_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The load asks the scoring rule itself, in its one place: with Rule of Two's
    ``ChainScore.points`` changed (every chain worth 100), every state of a real game with a
    scoring lay is refused at its first entry; with Muggins' multiple changed from 5 to 7,
    likewise."""
    for game, patch in (
        (
            "rule-of-two",
            lambda: monkeypatch.setattr(
                rule_of_two.ChainScore, "points", lambda self, tile, detail, options: 100
            ),
        ),
        ("muggins", lambda: monkeypatch.setattr(muggins, "MULTIPLE", 7)),
    ):
        states = scored_states(game)
        for state in states:
            ENGINES[game].load(copy.deepcopy(state))
        patch()
        for state in states:
            with pytest.raises(InvalidState) as refused:
                ENGINES[game].load(state)
            assert refused.value.field == "state.scoring[0]", refused.value
        monkeypatch.undo()
