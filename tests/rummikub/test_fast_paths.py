"""The plain-test fast paths of reading a Rummikub state or move agree with the checked paths
they stand in for: each gives the same value, or declines and leaves the input to the checked
path (which then refuses it, or reads it the same)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import given, settings, strategies as st

from service.games.errors import ArbiterError, InvalidState
from service.games.reader import Reader
from service.games.rummikub import ENGINES, melds, reading
from service.games.rummikub.tiles import (
    JOKER,
    KINDS,
    NUMBERS,
    TILE_SETS,
    codes,
    indexes,
    parse,
    parse_list,
    parse_melds,
)
from tests.mutations import damaged

from .helpers import state

TILES = sorted(set(codes(TILE_SETS["standard-106"].tiles())))
STATES = [state(["R1 R2 R3 K7", "B5 J Y9"], "K1 K2 K3 | B7 R7 Y7", opened=[True, True]),
          state(["R1 R2", "B5", "Y13 Y12 J"], opened=[False, False, False])]


def outcome(call: Any, *args: Any) -> tuple[str, Any]:
    """What ``call(*args)`` gives: its value, or the refusal's class, message and field."""
    try:
        return "value", call(*args)
    except ArbiterError as error:
        return "refused", (type(error), str(error), error.field)


@st.composite
def runs_and_groups(draw) -> list[int]:
    """A run or a group, often with a tile changed, moved or doubled; or any tiles at all."""
    size = draw(st.integers(0, 14))
    kind = draw(st.sampled_from(["run", "group", "any"]))
    if kind == "run":
        start = draw(st.integers(0, KINDS - 1))
        meld = [t for t in range(start, start + size) if t < KINDS]
    elif kind == "group":
        number = draw(st.integers(0, NUMBERS - 1))
        meld = draw(st.permutations([c * NUMBERS + number for c in range(4)]))[:size]
    else:
        meld = draw(st.lists(st.integers(0, KINDS - 1), max_size=size))
    if meld and draw(st.booleans()):
        place = draw(st.integers(0, len(meld) - 1))
        meld[place] = draw(st.integers(0, KINDS - 1))
    if meld and draw(st.booleans()):
        meld.insert(draw(st.integers(0, len(meld))), draw(st.sampled_from(meld)))
    return meld


@given(runs_and_groups())
@settings(max_examples=2000, deadline=None)
def test_a_plain_meld_is_exactly_a_valid_meld_without_a_joker(meld):
    """``melds.plain`` (a few list tests) says valid exactly when ``readings`` does, for a meld
    without a joker, and never takes one with a joker; so ``is_valid`` and ``diagnose`` agree
    with readings either way."""
    if JOKER in meld:
        assert not melds.plain(meld)
    else:
        assert melds.plain(meld) == bool(melds.readings(meld))
    assert melds.plain(tuple(meld)) == melds.plain(meld)


@given(st.one_of(st.lists(st.sampled_from(TILES), max_size=5),
                 st.lists(st.sampled_from([*TILES, "R0", "r9", "R09", 9, None, [], ["R9"]]),
                          max_size=5),
                 st.sampled_from([None, "R9", {"R9": 1}, 5])),
       st.integers(0, 4))
@settings(max_examples=500, deadline=None)
def test_tiles_by_lookup_are_the_tiles_parsed(value, most):
    """``indexes`` takes an array only when parsing each item gives the same tiles."""
    found = indexes(value, most)
    if found is not None:
        reader = Reader(value, "move.tiles")
        assert found == [parse(item) for item in reader.items(most)]


@given(st.lists(st.one_of(st.lists(st.sampled_from(TILES), max_size=4),
                          st.lists(st.sampled_from(["R0", 3, None]), min_size=1, max_size=2),
                          st.sampled_from(["R9", None, {}])), max_size=4),
       st.integers(0, 4))
@settings(max_examples=500, deadline=None)
def test_melds_by_lookup_are_the_melds_parsed(value, most):
    """``parse_melds`` reads or refuses an array of melds as parsing each meld does."""
    reader = Reader(value, "move.table")
    assert outcome(parse_melds, reader, most, 3) == outcome(
        lambda: [parse_list(meld, 3) for meld in reader.items(most)])


@given(st.data())
@settings(max_examples=500, deadline=None)
def test_players_by_plain_tests_are_the_players_read(data):
    """``reading._players`` reads a damaged state's players as the checked ``_read_players``
    does, or refuses them with the same problem."""
    base = data.draw(st.sampled_from(STATES))
    bad, _ = data.draw(damaged({"players": base["players"]}, TILES))
    reader = Reader(bad, "state", InvalidState)
    assert outcome(reading._players, reader, 2, 4) == outcome(reading._read_players, reader, 2, 4)


@given(st.sampled_from(sorted(TILE_SETS)), st.data())
@settings(max_examples=300, deadline=None)
def test_counts_by_one_sort_are_counts_tile_by_tile(name, data):
    """``reading._check_counts`` refuses exactly the tiles that, counted, differ from the set."""
    every = TILE_SETS[name].tiles()
    tiles = data.draw(st.permutations(every))
    for _ in range(data.draw(st.integers(0, 2))):
        if data.draw(st.booleans()) and tiles:
            tiles.pop(data.draw(st.integers(0, len(tiles) - 1)))
        else:
            tiles.append(data.draw(st.integers(0, KINDS - 1)))
    verdict = outcome(reading._check_counts, name, [tiles[:50], [], tiles[50:]])
    assert (verdict[0] == "value") == (Counter(tiles) == Counter(every))


def test_the_usual_state_takes_the_fast_paths(monkeypatch):
    """The states above are read by the plain tests alone (each agreeing, by the tests above)."""
    def unused(*args: Any) -> None:
        raise AssertionError("the checked path was taken")
    monkeypatch.setattr(reading, "_read_players", unused)
    monkeypatch.setattr(melds, "readings", unused)
    monkeypatch.setattr(reading, "Counter", unused)
    for value in STATES:
        assert ENGINES["rummikub"].load(value).racks == [
            parse_list(Reader(p["rack"], "rack"), 106) for p in value["players"]]
