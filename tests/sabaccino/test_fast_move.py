"""The plain-test fast paths of a Sabaccino move agree with the checked paths they skip.

``round.blocked`` asks ``_fits_anywhere`` (one set of open ends for every seat and tile)
where the layout's ends do not depend on the tile and ``turns.ends_alike``; elsewhere, and
in this test, ``_fits`` goes seat by seat and tile by tile. The positions are real tableaus
from random play of every game, with the tiles not laid dealt out afresh among the stocks and
the boneyard, first turns and ``late_trains`` drawn anew.

``moves.play`` reads the usual ``place`` move by plain tests, anything else with a
``Reader``: whatever the move, both give the same events and next state, or the same
refusal. So do the moves with no member but ``action`` (pass, draw, chance, decline).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from hypothesis import given, settings, strategies as st

from service.games.errors import ArbiterError
from service.games.sabaccino import ENGINES, moves, round as rounds
from service.games.sabaccino.layouts import Layout
from service.games.sabaccino.state import Model
from service.games.sabaccino.tiles import TILES
from service.games.sabaccino.turns import ends_alike, ends_for

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True)
GAMES = sorted(ENGINES)


@cache
def states(game: str) -> tuple[dict[str, Any], ...]:
    """Live states of random games of ``game`` (three seeds, 2 to 4 players)."""
    engine, found = ENGINES[game], []
    for seed in range(3):
        policy, state = random.Random(seed), engine.deal(2 + seed % 3, seed, {})
        while not state["terminal"] and len(found) < 40 * (seed + 1):
            found.append(state)
            moves = engine.legal_moves(state)["moves"]
            state = engine.play(state, policy.choice(moves))[0]
    return tuple(found)


@st.composite
def positions(draw: Any, game: str) -> Model:
    """A loaded state of ``game`` with its unplaced tiles dealt anew (stocks of 0 to 7 tiles,
    the rest in the boneyard, usually empty so that nobody draws), its first turns and, in
    Tatooine Spice Train, ``late_trains`` drawn."""
    model = ENGINES[game].load(draw(st.sampled_from(states(game))))
    placed = {p.tile for p in model.tableau.placed}
    free = draw(st.permutations([t for t in TILES if t not in placed and t not in
                                 model.discards]))
    for seat in range(model.seats):
        size = draw(st.integers(0, 7))
        model.stocks[seat], free = free[:size], free[size:]
    model.boneyard = free if draw(st.integers(0, 3)) == 0 else []
    if model.rules.trains:
        model.to_start = draw(st.lists(st.sampled_from(range(model.seats)), unique=True))
        model.options = {**model.options, "late_trains": draw(st.booleans())}
    return model


@SETTINGS
@given(st.sampled_from(GAMES), st.data())
def test_blocked_fast_path_agrees(game: str, data: Any) -> None:
    model = data.draw(positions(game))
    checked = (not rounds._drawing_left(model) and bool(model.tableau.placed)
               and not any(rounds._fits(model, seat) for seat in range(model.seats)))
    assert rounds.blocked(model) == checked
    if (model.tableau.placed and type(model.tableau.layout).ends_for is Layout.ends_for
            and ends_alike(model, True)):
        assert rounds._fits_anywhere(model) == any(
            rounds._fits(model, seat) for seat in range(model.seats))


@SETTINGS
@given(st.sampled_from(GAMES), st.data())
def test_ends_alike_means_every_seat_the_tableaus_ends(game: str, data: Any) -> None:
    model = data.draw(positions(game))
    eventually = data.draw(st.booleans())
    if ends_alike(model, eventually):
        for seat in range(model.seats):
            for tile in TILES:
                assert ends_for(model, seat, tile, eventually) == model.tableau.ends_for(tile)


class Checked(dict):  # type: ignore[type-arg]
    """A move object the plain tests of ``moves.play`` pass by (not exactly a ``dict``), so
    that the ``Reader`` reads it."""


def outcome(state: dict[str, Any], game: str, move: Any) -> Any:
    """What ``moves.play`` makes of ``move`` on ``state``: the events and next state, or the
    refusal as (type, message, field)."""
    engine = ENGINES[game]
    model = engine.load(state)
    try:
        events = moves.play(model, move)
    except ArbiterError as exc:
        return type(exc).__name__, str(exc), exc.field
    return events, engine.dump(model)


values = st.one_of(st.none(), st.booleans(), st.integers(-2, 40), st.floats(0, 2),
                   st.sampled_from(["place", "pass", "3-5", "5-3", "0-0", "7-1", "", "x"]))


@cache
def placing(game: str) -> tuple[tuple[dict[str, Any], list[dict[str, Any]]], ...]:
    """The states of ``states(game)`` where a tile can be placed, with their place moves."""
    found = []
    for state in states(game):
        moves = [m for m in ENGINES[game].legal_moves(state)["moves"] if m["action"] == "place"]
        if moves:
            found.append((state, moves))
    return tuple(found)


@SETTINGS
@given(st.sampled_from(GAMES), st.data())
def test_place_fast_path_agrees(game: str, data: Any) -> None:
    draw = data.draw
    state, moves = draw(st.sampled_from(placing(game)))
    move = {k: v for k, v in draw(st.sampled_from(moves)).items() if k != "text"}
    if not draw(st.integers(0, 3)):
        move["tile"] = draw(st.sampled_from([t.name for t in TILES]) | values)
    if draw(st.booleans()):
        move["end"] = draw(st.sampled_from([-2, -1, 0, 1, 2, 3, 5, None, True, 1.0, "1"]))
    for key in draw(st.lists(st.sampled_from(["action", "tile", "end", "die", "x"]),
                             max_size=2)):
        if key in move and draw(st.booleans()):
            del move[key]
        else:
            move[key] = draw(values)
    assert outcome(state, game, move) == outcome(state, game, Checked(move))


@SETTINGS
@given(st.sampled_from(GAMES), st.data())
def test_bare_move_fast_path_agrees(game: str, data: Any) -> None:
    draw = data.draw
    state = draw(st.sampled_from(states(game)))
    move = {"action": draw(st.sampled_from(["pass", "draw", "chance", "decline", "roll"])
                           | values | st.builds(list))}
    for key in draw(st.lists(st.sampled_from(["action", "tile", "x"]), max_size=2)):
        if key in move and draw(st.booleans()):
            del move[key]
        else:
            move[key] = draw(values)
    assert outcome(state, game, move) == outcome(state, game, Checked(move))
