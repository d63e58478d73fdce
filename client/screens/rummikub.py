"""Rummikub's screen, moves in words, narration and final table (seed 004). Tiles are a
colour letter (K black, R red, B blue, Y yellow) and a number, ``J`` a joker."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table

from .common import esc, heading, labelled, marker, plural, seats_table, who
from .events import Teller, own, said, skip

STYLES = {"K": "bold", "R": "red", "B": "bright_blue", "Y": "yellow", "J": "magenta"}
_COLOUR_ORDER = "KRBY"
_NAMES = {"K": "black", "R": "red", "B": "blue", "Y": "yellow", "J": "joker"}

LEGEND = ", ".join(f"[{STYLES[c]}]{c}[/{STYLES[c]}] {name}" for c, name in _NAMES.items())
"""The tile letters in words and colour: K black, R red, B blue, Y yellow, J joker."""

FIRST_PICK = (
    "At the first pick each player draws a tile and the highest number plays "
    "first; a joker has no number and counts 0 (seed 004 First to play; "
    "docs/rules/rummikub.md entry 15)."
)
"""How the first player is picked, for the screen and play-game's opening lines."""


def intro() -> str:
    """play-game's opening lines for Rummikub: the tile letters and the first pick."""
    return f"Tiles: {LEGEND}.\n{FIRST_PICK}"


def _rk(code: Any) -> tuple[str, int] | None:
    """``"R9"`` -> ``("R", 9)``; a joker or anything else -> ``None``."""
    text = str(code)
    if len(text) >= 2 and text[0] in _COLOUR_ORDER and text[1:].isascii() and text[1:].isdigit():
        return text[0], int(text[1:])
    return None


def rk_tile(code: Any) -> str:
    """A Rummikub tile as markup, in its colour."""
    style = STYLES.get(str(code)[:1], "dim")
    return f"[{style}]{esc(code)}[/{style}]"


def rack_order(rack: list) -> list:
    """The rack by colour (black, red, blue, yellow, the seed's order), then number; jokers
    last."""

    def key(code: Any) -> tuple:
        parsed = _rk(code)
        if parsed is None:
            return (len(_COLOUR_ORDER), 0, str(code))
        return (_COLOUR_ORDER.index(parsed[0]), parsed[1], "")

    return sorted(rack, key=key)


def _rack(rack: list) -> str:
    """The rack in order, a wider gap between colours."""
    groups: dict[str, list[str]] = {}
    for code in rack_order(rack):
        groups.setdefault(str(code)[:1], []).append(rk_tile(code))
    return "   ".join(" ".join(tiles) for tiles in groups.values())


def meld_reading(meld: list) -> tuple[str, int] | None:
    """A meld's kind and worth as the player who laid it may claim it (seed 004: groups of 3 or 4 of
    one number, no colour twice; runs of 3 or more of one colour, 1 low, a joker standing
    for the tile its place needs; the better reading of an ambiguous meld), or ``None``
    when the meld is neither."""
    numbered = [(i, *rk) for i, t in enumerate(meld) if (rk := _rk(t)) is not None]
    if len(numbered) + sum(1 for t in meld if t == "J") != len(meld) or not numbered:
        return None
    readings = []
    colours = [c for _, c, _ in numbered]
    if (
        3 <= len(meld) <= 4
        and len({n for _, _, n in numbered}) == 1
        and len(set(colours)) == len(colours)
    ):
        readings.append(("group", numbered[0][2] * len(meld)))
    first, _, number = numbered[0]
    values = [number - first + k for k in range(len(meld))]
    if (
        len(meld) >= 3
        and len(set(colours)) == 1
        and values[0] >= 1
        and values[-1] <= 13
        and all(values[i] == n for i, _, n in numbered)
    ):
        readings.append(("run", sum(values)))
    return max(readings, key=lambda r: r[1]) if readings else None


def _meld(meld: list) -> str:
    return " ".join(rk_tile(t) for t in meld)


def screen(view: dict, title: str) -> RenderableType:
    """Seat ``view["viewer"]``'s Rummikub screen: its rack (sorted, points), its initial
    meld, the table meld by meld with kind and worth, the pool, the seats.

    :raises KeyError, TypeError, ...: a view of a shape not foreseen (the caller falls
        back to the generic screen).
    """
    viewer, players = view.get("viewer"), view["players"]
    to_move = view.get("to_move")
    phase = (
        "over"
        if view.get("terminal")
        else "the first pick and the deal"
        if to_move == "chance"
        else "[bold]your move[/bold]"
        if to_move == viewer
        else f"{who(to_move)} to move"
    )
    rows: list[tuple[str, Any]] = []
    if isinstance(viewer, int) and 0 <= viewer < len(players):
        mine = players[viewer]
        rack = mine.get("rack")
        if isinstance(rack, list):
            points = sum(30 if t == "J" else (_rk(t) or ("", 0))[1] for t in rack)
            rows.append(
                (
                    "Your rack",
                    (_rack(rack) or "[dim]empty[/dim]") + f"   [dim]{plural(len(rack), 'tile')}, "
                    f"{plural(points, 'point')}[/dim]",
                )
            )
        threshold = (view.get("options") or {}).get("initial_meld", 30)
        rows.append(
            (
                "Initial meld",
                "made"
                if mine.get("initial_meld_done")
                else f"not yet: your first laying needs melds worth {threshold} from your "
                f"own tiles",
            )
        )
    melds = Table(box=None, padding=(0, 1), show_header=False, show_edge=False)
    for number, meld in enumerate(view["table"], 1):
        reading = meld_reading(meld)
        note = f"{reading[0]}, {reading[1]}" if reading else "not a meld"
        melds.add_row(f"{number}.", _meld(meld), f"[dim]{note}[/dim]")
    rows.append(("Table", melds if view["table"] else "empty"))
    rows.append(("Pool", plural(view["pool_count"], "tile")))
    table = seats_table("rack", "initial meld")
    for seat, player in enumerate(players):
        rack = player.get("rack")
        held = (
            _rack(rack) or "none"
            if isinstance(rack, list) and seat != viewer
            else plural(player.get("rack_count", len(rack or [])), "tile")
        )
        table.add_row(
            marker(seat, view),
            who(seat, viewer),
            held,
            "made" if player.get("initial_meld_done") else "not yet",
        )
    rows.append(("Players", table))
    rows.append(("Tiles", LEGEND))
    if to_move == "chance":
        rows.append(("First pick", FIRST_PICK))
    return Group(heading(title, phase), labelled(rows))


TELL: dict[str, Teller] = {
    "draw": own(lambda e: f"You drew {' '.join(e['tiles'])}."),
    "penalty": lambda e, v: (
        f"Penalty: you drew {' '.join(e['tiles'])}."
        if e["player"] == v
        else f"Penalty: {who(e['player'], v)} drew {len(e['tiles'])} tiles."
    ),
    **{
        name: said
        for name in ("first_pick", "first_player", "deal", "initial_meld", "out", "pool_empty")
    },
    **{name: skip for name in ("lay", "game_over")},
}
"""Rummikub's tellers by event name: tiles another seat drew are counted, never named."""


def final_table(standings: list, viewer: Any) -> Table:
    """The ``score`` answer's standings: each seat's score and what was left on its rack."""
    table = Table("player", "score", "left on the rack")
    for s in standings:
        table.add_row(
            who(s["player"], viewer),
            f"[bold]{s['score']}[/bold]",
            f"{plural(s['rack_tiles'], 'tile')}, {plural(s['rack_points'], 'point')}",
        )
    return table
