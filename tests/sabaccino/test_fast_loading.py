"""The plain-test fast paths of loading a Sabaccino state agree with the checked paths.

``Tableau.read`` takes the usual tableau by ``Tableau._plain`` (whole lists at a time) and
hands anything else to ``Tableau._checked`` (entry by entry); whatever the value, both ways
give the same tableau or the same refusal (code, message, field). ``Tableau.as_json`` (plain
loops) writes what the comprehensions it replaced wrote, byte for byte.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import given, settings, strategies as st

from bench.inprocess import mid_game
from service.games.errors import ArbiterError, InvalidState
from service.games.reader import Reader
from service.games.sabaccino import ENGINES
from service.games.sabaccino.layouts import CROSS, Feet, Layout, feet
from service.games.sabaccino.tableau import Tableau
from service.games.sabaccino.tiles import CANONICAL, TILES

SETTINGS = settings(max_examples=400, deadline=None, derandomize=True)


def _tableaux() -> list[tuple[Layout, dict[str, Any]]]:
    """A tableau of every game a few moves in, and further on, with its layout."""
    found = []
    for game, engine in sorted(ENGINES.items()):
        for plies in (2, 9, 20):
            state = mid_game(game, 3, plies)[0]
            found.append((engine.rules.layout_for(state["options"]), state["tableau"]))
    return found


TABLEAUX = _tableaux()
LAYOUTS = sorted({id(layout): layout for layout, _ in TABLEAUX}.values(), key=lambda x: x.name)
scalars = st.one_of(st.none(), st.booleans(), st.integers(-1, 9), st.floats(0, 2),
                    st.sampled_from(["0-0", "3-5", "5-3", "4-4", "x", ""]),
                    st.builds(list), st.builds(dict))
ENTRY_KEYS = ["tile", "on", "end", "crosswise"]
END_KEYS = ["id", "value", "tile"]


def outcome(read: Any, value: Any, layout: Layout) -> Any:
    """What ``read`` gives: the tableau's members, or the refusal as (type, message, field)."""
    try:
        t = read(Reader(value, "state.tableau", InvalidState), layout)
    except ArbiterError as exc:
        return type(exc).__name__, str(exc), exc.field
    return t.layout, t.placed, list(t.ends.items()), t.made, t.branches


def _alias(draw: Any, value: Any) -> Any:
    """A value equal to ``value`` in Python but of another JSON type (``1`` and ``true``,
    ``0`` and ``1.0``...), or ``value`` itself where there is none."""
    if type(value) is bool:
        return int(value)
    if type(value) is int:
        return draw(st.sampled_from([float(value)] + ([bool(value)] if value in (0, 1) else [])))
    return value


def _change(draw: Any, items: list[Any], keys: list[str]) -> None:
    """Change one item of ``items``: a member given another type of equal value, replaced,
    dropped or added, the item replaced by a scalar, two items swapped, one dropped or
    doubled."""
    if not items:
        items.append(draw(scalars))
        return
    i = draw(st.integers(0, len(items) - 1))
    how = draw(st.sampled_from(["alias", "alias", "extra", "member", "drop key", "scalar",
                                "swap", "remove", "double"]))
    item = items[i]
    if how in ("alias", "extra", "member", "drop key") and type(item) is dict:
        key = "x" if how == "extra" else draw(st.sampled_from(keys))
        if how == "drop key":
            item.pop(key, None)
        elif how == "alias":
            item[key] = _alias(draw, item.get(key))
        else:
            item[key] = draw(st.one_of(scalars, st.integers(0, 30)))
    elif how == "scalar":
        items[i] = draw(scalars)
    elif how == "swap":
        j = draw(st.integers(0, len(items) - 1))
        items[i], items[j] = items[j], items[i]
    elif how == "remove":
        del items[i]
    else:
        items.insert(i, copy.deepcopy(item))


@SETTINGS
@given(st.data())
def test_plain_tableau_agrees_with_the_checked_replay(data: Any) -> None:
    draw = data.draw
    layout, tableau = draw(st.sampled_from(TABLEAUX))
    if draw(st.integers(0, 5)) == 0:
        layout = draw(st.sampled_from(LAYOUTS))
    value: Any = copy.deepcopy(tableau)
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["tiles", "tiles", "open_ends", "top"]))
        if where == "top":
            key = draw(st.sampled_from(["tiles", "open_ends", "x"]))
            if draw(st.booleans()):
                value.pop(key, None)
            else:
                value[key] = draw(scalars)
        elif type(value.get(where)) is list:
            _change(draw, value[where], ENTRY_KEYS if where == "tiles" else END_KEYS)
    if draw(st.integers(0, 9)) == 0:
        value = draw(scalars)
    assert outcome(Tableau.read, value, layout) == outcome(Tableau._checked, value, layout)


def test_every_stored_tableau_takes_the_plain_path() -> None:
    """As built, and as decoded from JSON text (``_plain`` asks ``on`` by identity: the
    decoder gives the small integers Python keeps once)."""
    for layout, tableau in TABLEAUX:
        assert Tableau._plain(tableau, layout) is not None
        assert Tableau._plain(json.loads(json.dumps(tableau)), layout) is not None


def test_a_member_of_another_type_is_refused_alike() -> None:
    """Each member of each entry and open end in turn given another type of equal value
    (``1`` for ``true``, ``1.0`` for ``1``...): both ways refuse it alike."""
    for layout, tableau in TABLEAUX:
        for where, keys in (("tiles", ENTRY_KEYS), ("open_ends", END_KEYS)):
            for i in range(len(tableau[where])):
                for key in keys:
                    for alias in _ALIASES.get(type(tableau[where][i][key]), ()):
                        value = copy.deepcopy(tableau)
                        value[where][i][key] = alias(value[where][i][key])
                        assert (outcome(Tableau.read, value, layout)
                                == outcome(Tableau._checked, value, layout))


_ALIASES: dict[type, tuple[Any, ...]] = {bool: (int, float), int: (float, bool)}


def test_every_tile_on_every_open_end_is_judged_alike() -> None:
    """The last tile of each stored tableau swapped for every tile, laid on every end open
    before it, ``on``, ``crosswise`` and ``open_ends`` as laying it there (unchecked) gives,
    or ``crosswise`` the other way: both ways accept or refuse alike, the gates of the cross
    and the porg feet among the refusals."""
    for layout, tableau in TABLEAUX:
        for end in [None, *_replay(layout, tableau["tiles"][:-1]).ends.values()]:
            for tile in TILES:
                entry = {"tile": tile.name, "on": end.tile if end else None,
                         "end": end.id if end else None, "crosswise": False}
                value = copy.deepcopy(tableau)
                value["tiles"][-1:] = [entry]
                try:
                    after = _replay(layout, value["tiles"])
                except KeyError:  # the tile does not show the end's value
                    pass
                else:
                    entry["crosswise"] = after.placed[-1].crosswise
                    value["open_ends"] = after.ends_json()
                for crosswise in (entry["crosswise"], not entry["crosswise"]):
                    entry["crosswise"] = crosswise
                    assert (outcome(Tableau.read, value, layout)
                            == outcome(Tableau._checked, value, layout))


def _replay(layout: Layout, entries: list[dict[str, Any]]) -> Tableau:
    """The tableau of ``entries`` laid by ``Tableau.place``, unchecked."""
    tableau = Tableau(layout)
    for entry in entries:
        tableau.place(CANONICAL[entry["tile"]], entry["end"])
    return tableau


def _old_as_json(tableau: Tableau) -> dict[str, Any]:
    """``Tableau.as_json`` as it was written before (comprehensions, attribute look-ups)."""
    return {
        "tiles": [{"tile": p.tile.name, "on": p.on, "end": p.end, "crosswise": p.crosswise}
                  for p in tableau.placed],
        "open_ends": [{"id": e.id, "value": e.value, "tile": e.tile}
                      for e in tableau.ends.values()],
    }


@SETTINGS
@given(st.data())
def test_as_json_writes_what_it_did(data: Any) -> None:
    """Any prefix of a stored tableau, replayed: ``as_json`` gives the same JSON text as
    before, and the whole tableau reads back to itself."""
    layout, stored = data.draw(st.sampled_from(TABLEAUX))
    tableau = _replay(layout, stored["tiles"][:data.draw(st.integers(0, len(stored["tiles"])))])
    assert json.dumps(tableau.as_json()) == json.dumps(_old_as_json(tableau))
    read = Tableau.read(Reader(stored, "state.tableau", InvalidState), layout)
    assert json.dumps(read.as_json()) == json.dumps(stored)


def _random_tableau(layout: Layout, seed: int, tiles: int) -> list[Tableau]:
    """Up to ``tiles`` tiles laid at random where ``problem`` allows: every tableau on the
    way, the empty one first."""
    rng, tableau, seen = random.Random(seed), Tableau(layout), []
    left = list(TILES)
    while True:
        seen.append(_replay(layout, tableau.as_json()["tiles"]))
        moves = [(tile, end) for tile in left
                 for end in ([None] if not tableau.placed else list(tableau.ends))
                 if tableau.problem(tile, end) is None]
        if not moves or len(tableau.placed) == tiles:
            return seen
        tile, end = rng.choice(moves)
        tableau.place(tile, end)
        left.remove(tile)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sampled_from([CROSS, *(feet(standoff, hub) for standoff in (False, True)
                                 for hub in (3, 4))]),
       st.integers(0, 2**32), st.integers(1, 28))
def test_the_gates_agree_with_their_definitions(layout: Layout, seed: int, tiles: int) -> None:
    """On every tableau of a random round of the cross or porg feet, and for every tile on
    every open end: the cross's gate lets a tile by where the cross tile has no side
    without a tile (found by counting its branches), as where a look at every open end
    finds none; ``Feet.unfinished`` (asking only the tiles that hold an open end) finds
    the doubles that ``building`` finds among all the placed tiles, in placement order."""
    for tableau in _random_tableau(layout, seed, tiles)[1:]:
        if isinstance(layout, Feet):
            assert layout.unfinished(tableau) == {
                i: tableau.branches[i] for i in range(len(tableau.placed))
                if layout.building(tableau, i)}
            continue
        sides = [end for end in tableau.ends.values() if end.tile == 0]
        for end in tableau.ends.values():
            for tile in TILES:
                assert ((layout.gate_problem(tableau, end, tile) is None)
                        == (end.tile == 0 or not sides))
