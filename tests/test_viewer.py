"""Per-seat answers (issue 9 item 5): legal-moves, play and score with a ``viewer``.

Every golden playthrough (tests/golden, one or more per game) is played again move by move;
at every step, for every seat and a spectator, no answer names a card or tile hidden from
that viewer (worked out from the whole state and the viewer's view, tests/hidden.py; a play
answer may name a card the viewer saw before the move, such as a discard taken), and the
answers without a viewer are the recorded complete ones.
"""

from __future__ import annotations

import json

import pytest

from service.games import registry
from tests.harness import GOLDEN, call, post, wordless
from tests.hidden import announced, assert_hides, hidden_codes, strings

PLAYTHROUGHS = sorted(
    {
        json.loads(p.read_text())["game"]: p for p in sorted(GOLDEN.glob("*.json"), reverse=True)
    }.values()
)
"""One golden playthrough per game (the first by name)."""


def viewers(state: dict) -> list:
    return [*range(len(state["players"])), "spectator"]


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=[p.stem for p in PLAYTHROUGHS])
def test_no_viewer_answer_names_a_hidden_card(client, path):
    """The per-seat answers go through HTTP; the whole answers they are compared with come
    from the engine directly (tests/test_golden.py checks those over HTTP)."""
    golden = json.loads(path.read_text())
    game = golden["game"]
    engine = registry.engine(game, "play")
    state = call(client, game, "deal", golden["deal"])["state"]
    for index, step in enumerate(golden["steps"]):
        where = f"{game} step {index}"
        full_moves = engine.legal_moves(state)
        after, events = engine.play(state, step["move"])
        assert events == step["events"], f"{where}: the complete answer changed"
        full_score = engine.score(state)
        for viewer in viewers(state):
            seen = engine.view(state, viewer)
            hidden = hidden_codes(state, seen)
            moves = call(client, game, "legal-moves", {"state": state, "viewer": viewer})
            assert_hides(moves, hidden, f"{where} legal-moves for {viewer}")
            mover = state["to_move"] in (viewer, "chance")
            assert moves == (
                full_moves
                if mover
                else {"to_move": state["to_move"], "moves": [], "complete": True}
            )
            score = call(client, game, "score", {"state": state, "viewer": viewer})
            assert_hides(score, hidden, f"{where} score for {viewer}")
            assert score["winners"] == full_score["winners"]
            answer = call(
                client, game, "play", {"state": state, "move": step["move"], "viewer": viewer}
            )
            assert set(answer) == {"view", "events"}, sorted(answer)
            assert answer["view"] == engine.view(after, viewer)
            # a card the viewer saw before the move (a discard taken) is no secret after it
            hidden = hidden_codes(after, answer["view"]) - set(strings(seen))
            assert_hides(answer, hidden - announced(hidden, events), f"{where} play for {viewer}")
            assert [e["event"] for e in answer["events"]] == [e["event"] for e in events]
            for own, whole in zip(answer["events"], events):
                if whole.get("player") == viewer:
                    assert own == whole, f"{where}: {viewer}'s own event was changed"
        state = after
    assert state == golden["final_state"]


def test_rummikub_score_mid_game_hides_other_racks(client):
    """Rummikub 2 players, seed 1 (tests/golden/rummikub-2p-seed1.json): after the deal
    each seat sees its own rack total and only the other's tile count."""
    state = call(client, "rummikub", "deal", {"players": 2, "seed": 1})["state"]
    state = call(client, "rummikub", "play", {"state": state, "move": {"action": "chance"}})[
        "state"
    ]
    full = call(client, "rummikub", "score", {"state": state})["standings"]
    seen = call(client, "rummikub", "score", {"state": state, "viewer": 0})["standings"]
    assert seen[0] == full[0]
    assert seen[1] == {k: v for k, v in full[1].items() if k != "rack_points"}
    assert seen[1]["rack_tiles"] == 14


def test_rummikub_draw_shows_the_tile_to_the_drawer_only(client):
    """A draw (seed 004 The play) in the golden rummikub-2p-seed1 playthrough: the drawer
    sees the tile, the other seat and a spectator see how many were drawn."""
    golden = json.loads((GOLDEN / "rummikub-2p-seed1.json").read_text())
    state = call(client, "rummikub", "deal", golden["deal"])["state"]
    for step in golden["steps"]:
        if wordless([step["move"]]) == [{"action": "draw"}]:
            break
        state = call(client, "rummikub", "play", {"state": state, "move": step["move"]})["state"]
    drawer = state["to_move"]
    whole = wordless(step["events"])[0]
    assert whole["event"] == "draw" and len(whole["tiles"]) == 1
    for viewer, expected in (
        (drawer, whole),
        (1 - drawer, {**{k: v for k, v in whole.items() if k != "tiles"}, "tiles_count": 1}),
        ("spectator", {**{k: v for k, v in whole.items() if k != "tiles"}, "tiles_count": 1}),
    ):
        answer = call(
            client,
            "rummikub",
            "play",
            {"state": state, "move": {"action": "draw"}, "viewer": viewer},
        )
        assert wordless(answer["events"])[0] == expected


@pytest.mark.parametrize("viewer", [2, -1, True, "everyone", None])
def test_a_bad_viewer_is_refused(client, viewer):
    state = call(client, "corellian-spike", "deal", {"players": 2, "seed": 1})["state"]
    for endpoint, body in (
        ("legal-moves", {}),
        ("score", {}),
        ("play", {"move": {"action": "stand"}}),
    ):
        response = post(
            client, "corellian-spike", endpoint, {"state": state, "viewer": viewer, **body}
        )
        assert response.status_code == 422, response.json
        assert response.json["code"] in ("invalid_request", "validation_error")
