"""Hand-made Rummikub positions: tiles from text, states built around chosen racks and table."""

from __future__ import annotations

from collections import Counter

from service.games.reader import Reader
from service.games.rummikub.model import OPTIONS
from service.games.rummikub.tiles import TILE_SETS, codes, parse, sort_key


def tiles(text: str) -> list[int]:
    """``"R9 K13 J"`` -> tile indexes."""
    return [parse(Reader(code, "test")) for code in text.split()]


def table(text: str) -> list[list[int]]:
    """``"K5 B5 Y5 | R7 R8 R9"`` -> melds of tile indexes (empty text: no melds)."""
    return [tiles(meld) for meld in text.split("|")] if text.strip() else []


def words(text: str) -> list[str]:
    """``"R9 K13"`` -> ``["R9", "K13"]``."""
    return text.split()


def melds_json(text: str) -> list[list[str]]:
    """``"K5 B5 Y5 | R7 R8 R9"`` -> ``[["K5", "B5", "Y5"], ["R7", "R8", "R9"]]``."""
    return [meld.split() for meld in text.split("|")] if text.strip() else []


def state(
    racks: list[str],
    table_text: str = "",
    *,
    to_move=0,
    opened=None,
    options=None,
    pool: str | None = None,
    terminal: bool = False,
    seed: int = 7,
    chance_step: int = 1,
) -> dict:
    """A state with these racks and table; the pool holds every other tile of the set
    (or exactly ``pool``, when given, and then the tiles must add up). Unless ``opened``
    says otherwise, a table with tiles on it was laid by the seats other than ``to_move``
    (someone must have made an initial meld), and an empty table means nobody has."""
    resolved = OPTIONS.resolve(options)
    if opened is None:
        opened = [bool(table_text.strip()) and i != to_move for i in range(len(racks))]
    every = Counter(TILE_SETS[resolved["tile_set"]].tiles())
    used = Counter(t for rack in racks for t in tiles(rack)) + Counter(
        t for meld in table(table_text) for t in meld
    )
    rest = sorted((every - used).elements(), key=sort_key)
    return {
        "game": "rummikub",
        "version": 1,
        "options": resolved,
        "seed": seed,
        "chance_step": chance_step,
        "to_move": to_move,
        "terminal": terminal,
        "players": [
            {"rack": words(rack), "initial_meld_done": opened[i]} for i, rack in enumerate(racks)
        ],
        "pool": codes(rest) if pool is None else words(pool),
        "table": melds_json(table_text),
    }


def tile_count(state_json: dict) -> Counter:
    """Every tile of a state, wherever it is."""
    out = Counter(state_json["pool"])
    for player in state_json["players"]:
        out.update(player["rack"])
    for meld in state_json["table"]:
        out.update(meld)
    return out
