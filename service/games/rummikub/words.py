"""Rummikub in words: every move and event of Sabra Rummikub (seed 004) as one English
sentence (see ``service/games/words.py``). Tiles are a colour letter (K black, R red,
B blue, Y yellow) and a number, ``J`` a joker. Tiles a view hides are counted, not named."""

from __future__ import annotations

from typing import Any

from ..words import Sayer, and_list, plural, seat, seats, some


def _melds(table: list[Any]) -> str:
    return " | ".join(" ".join(map(str, meld)) for meld in table) or "empty"


def _chance_move(move: dict[str, Any], game: str) -> str:
    if "first" in move:
        return f"Chance as it fell: {seat(move['first']).lower()} goes first, racks as given"
    return "Chance: the pick for first player and the deal, drawn by the service"


MOVES: dict[str, Sayer] = {
    "chance": _chance_move,
    "draw": lambda m, g: (
        f"Draw {m['tile']} from the pool" if m.get("tile") else "Draw a tile from the pool"
    ),
    "lay": lambda m, g: (
        f"Lay {' '.join(map(str, m['from_rack']))}: the table becomes {_melds(m['table'])}"
    ),
    "penalty": lambda m, g: "Take the penalty: the table goes back, draw three tiles",
}
"""Rummikub's moves in words, by action."""


def _drew(verb: str) -> Sayer:
    return lambda e, g: (
        f"{seat(e['player'])} {verb} {some(e, 'tiles', 'tiles', 'tiles')}; "
        f"{plural(e['pool'], 'tile')} left in the pool"
    )


def _first_pick(event: dict[str, Any], game: str) -> str:
    """Seed 004 First to play: the highest number goes first; a joker has none and counts 0
    (docs/rules/rummikub.md entry 15)."""
    picks = event["picks"]
    joker = " (a joker counts 0)" if any(p["tile"] == "J" for p in picks) else ""
    return (
        "First pick: " + and_list(f"{seat(p['player']).lower()} {p['tile']}" for p in picks) + joker
    )


EVENTS: dict[str, Sayer] = {
    "first_pick": _first_pick,
    "first_player": lambda e, g: f"{seat(e['player'])} goes first",
    "deal": lambda e, g: (
        f"{e['tiles_each']} tiles each are dealt; {plural(e['pool'], 'tile')} left in the pool"
    ),
    "draw": _drew("draws"),
    "penalty": _drew("takes the penalty and draws"),
    "lay": lambda e, g: (
        f"{seat(e['player'])} lays {some(e, 'tiles', 'tiles', 'tiles')} "
        f"({plural(e['points'], 'point')})"
    ),
    "initial_meld": lambda e, g: f"{seat(e['player'])} makes the initial meld, worth {e['worth']}",
    "out": lambda e, g: f"{seat(e['player'])} lays the last tile",
    "pool_empty": lambda e, g: (
        f"The pool is empty when {seat(e['player']).lower()} must draw: play ends"
    ),
    "game_over": lambda e, g: (
        f"Game over: {seats(e['winners'])} "
        f"{'wins' if len(e['winners']) == 1 else 'share the win'}; "
        f"scores " + ", ".join(f"{seat(s).lower()} {p}" for s, p in enumerate(e["scores"]))
    ),
}
"""Rummikub's events in words, by event name."""
