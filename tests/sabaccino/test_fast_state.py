"""The plain-test fast paths of reading and writing a Sabaccino state agree with the checked
paths.

``reading._players`` takes the usual players by plain tests and hands anything else to
``reading._read_players``; ``tiles.read_all`` reads the usual tile list by plain look-ups and
anything else through ``Reader`` and ``tiles.read``. Whatever the value, both ways give the
same tiles and scores or the same refusal (code, message, field). ``dump`` gives back the
state it read, byte for byte.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import given, settings, strategies as st

from bench.inprocess import mid_game
from service.games.errors import ArbiterError, InvalidState
from service.games.interface import untold
from service.games.reader import Reader
from service.games.sabaccino import ENGINES
from service.games.sabaccino.reading import _players, _read_players
from service.games.sabaccino.state import dump
from service.games.sabaccino.tiles import read, read_all

SETTINGS = settings(max_examples=400, deadline=None, derandomize=True)


def _states() -> list[tuple[str, dict[str, Any]]]:
    """A state of every game a few moves in, and further on."""
    return [(game, mid_game(game, seats, plies)[0]) for game in sorted(ENGINES)
            for seats, plies in ((3, 2), (2, 9), (4, 20))]


STATES = _states()
scalars = st.one_of(st.none(), st.booleans(), st.integers(-1, 10**6 + 1), st.floats(0, 2),
                    st.sampled_from(["0-0", "3-5", "5-3", "6-6", "x", ""]),
                    st.builds(list), st.builds(dict))


def outcome(read_: Any, *args: Any) -> Any:
    """What ``read_(*args)`` gives, or the refusal as (type, message, field)."""
    try:
        return read_(*args)
    except ArbiterError as exc:
        return type(exc).__name__, str(exc), exc.field


def _mutate(draw: Any, players: list[Any]) -> None:
    """Change one thing of ``players``: a player, a member, a stock or one of its tiles."""
    if not players or draw(st.integers(0, 9)) == 0:
        players.append(draw(scalars))
        return
    i = draw(st.integers(0, len(players) - 1))
    player = players[i]
    how = draw(st.sampled_from(["tile", "tile", "tile", "add tile", "score", "score",
                                "stock", "drop key", "extra", "player"]))
    if how == "player" or type(player) is not dict:
        players[i] = draw(scalars)
    elif how == "drop key":
        player.pop(draw(st.sampled_from(["stock", "score"])), None)
    elif how == "extra":
        player["x"] = draw(scalars)
    elif how == "score":
        player["score"] = draw(st.sampled_from([0, 10**6, 10**6 + 1, -1, True, 1.0, None]))
    elif how == "stock":
        player["stock"] = draw(st.one_of(scalars, st.builds(lambda: ["0-1"] * 29)))
    elif type(player.get("stock")) is list:
        stock = player["stock"]
        if how == "add tile" or not stock:
            stock.append(draw(scalars))
        else:
            stock[draw(st.integers(0, len(stock) - 1))] = draw(scalars)


@SETTINGS
@given(st.data())
def test_players_fast_path_agrees_with_the_checked_path(data: Any) -> None:
    draw = data.draw
    _, state = draw(st.sampled_from(STATES))
    players = copy.deepcopy(state["players"])
    for _ in range(draw(st.integers(1, 2))):
        _mutate(draw, players)
    r = Reader({"players": players}, "state", InvalidState)
    assert outcome(_players, r, players) == outcome(_read_players, r, players)


def _checked_read_all(value: Any, where: str, most: int) -> Any:
    """``read_all`` by ``Reader`` and ``read`` alone (its path for anything unusual)."""
    items = Reader(value, where, InvalidState).list(most)
    return [read(name, f"{where}[{i}]", InvalidState) for i, name in enumerate(items)]


@SETTINGS
@given(st.data())
def test_read_all_fast_path_agrees_with_the_checked_path(data: Any) -> None:
    draw = data.draw
    _, state = draw(st.sampled_from(STATES))
    value = copy.deepcopy(draw(st.sampled_from(
        [state["boneyard"]] + [p["stock"] for p in state["players"]])))
    for _ in range(draw(st.integers(0, 2))):
        if value and draw(st.booleans()):
            value[draw(st.integers(0, len(value) - 1))] = draw(scalars)
        else:
            value.append(draw(scalars))
    if draw(st.integers(0, 9)) == 0:
        value = draw(scalars)
    most = draw(st.sampled_from([28, 28, 3, 12]))
    assert (outcome(read_all, value, "state.boneyard", InvalidState, most)
            == outcome(_checked_read_all, value, "state.boneyard", most))


def test_every_stored_state_takes_the_fast_paths_and_dumps_back_byte_for_byte() -> None:
    for game, state in STATES:
        engine = ENGINES[game]
        r = Reader(state["players"], "state.players", InvalidState)
        assert _players(r, state["players"]) == _read_players(r, state["players"])
        model = engine.load(copy.deepcopy(state))
        assert json.dumps(dump(model)) == json.dumps(state), game


def test_seats_stays_the_number_of_stocks_through_every_move() -> None:
    """``Model.seats`` is a member set once, not a property (see its docstring): every move
    from every stored state, deals included, leaves it ``len(stocks)``."""
    for game, state in STATES:
        engine = ENGINES[game]
        for move in engine.legal_moves(state)["moves"]:
            model, _ = engine.parse(state)
            engine.apply(model, untold(move))
            assert model.seats == len(model.stocks) == len(state["players"]), (game, move)
