"""The Sabaccino tile games' screen, moves in words, narration and final table (seed 000:
thirteen games on one tableau model). Tiles are codes such as ``3-5``; open ends have ids."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table

from .common import esc, heading, labelled, marker, plural, seats_table, who
from .events import Teller, own, said, skip


def whose(seat: Any, viewer: Any) -> str:
    """``"your"`` for the viewer's seat, else ``"seat 3's"`` (player index 2)."""
    return "your" if seat == viewer else f"{who(seat, viewer)}'s"


def _tile_pips(tile: str) -> int:
    return sum(int(half) for half in str(tile).split("-"))


def _tile_key(tile: str) -> tuple:
    return tuple(int(half) for half in str(tile).split("-"))


def _line_to(tiles: list, index: Any, keep: int = 4) -> str:
    """The tiles from the opening tile to tile ``index`` (the last ``keep`` of them)."""
    path: list[str] = []
    while isinstance(index, int) and 0 <= index < len(tiles) and len(path) <= len(tiles):
        path.append(str(tiles[index]["tile"]))
        index = tiles[index].get("on")
    path.reverse()
    return ("… " if len(path) > keep else "") + " · ".join(path[-keep:])


def _match_length(view: dict) -> str:
    options = view.get("options") or {}
    if options.get("target"):
        return f"round {view['round']}, first to {options['target']}"
    if "rounds" in options:
        return f"round {view['round']} of {options['rounds']}"
    return f"round {view['round']}"


def _phase(view: dict, viewer: Any) -> str:
    phase, to_move = view.get("phase"), view.get("to_move")
    given = view.get("turn")
    turn: dict = given if isinstance(given, dict) else {}
    if phase == "play":
        return "[bold]your move[/bold]" if to_move == viewer else f"{who(to_move, viewer)} to move"
    return {
        "deal": "the round is over; the next deal is due",
        "roll": "dice decide who opens",
        "discard": f"hunting the Dragon's Eyes (4-4): {who(to_move, viewer)} discard"
        + ("" if to_move == viewer else "s"),
        "draw_roll": f"{who(turn.get('player'), viewer)} roll"
        + ("" if turn.get("player") == viewer else "s")
        + " the die to draw",
        "turn_over": f"{who(to_move, viewer)} may turn over an opponent's tile",
        "over": "the match is over",
    }.get(str(phase), esc(phase))


def _round_line(entry: dict, viewer: Any) -> str:
    winner = entry.get("winner")
    ended = {
        "out": f"{who(winner, viewer)} went out",
        "target": f"{who(winner, viewer)} reached the target",
        "blocked": "blocked"
        + (f", {who(winner, viewer)} had the fewest pips" if winner is not None else ", no winner"),
    }
    points = " · ".join(f"{who(seat, viewer)} {p}" for seat, p in enumerate(entry["points"]))
    return f"{ended.get(str(entry.get('ended')), esc(entry.get('ended')))}; points {points}"


def _scoring_line(entry: dict, viewer: Any) -> str:
    how = ""
    if entry.get("ends") is not None:
        how = f" (open ends {' + '.join(map(str, entry['ends']))})"
    elif entry.get("chain") is not None:
        how = f" (chain {' + '.join(map(str, entry['chain']))})"
    return f"{who(entry['player'], viewer)} scored {entry['points']} with {entry['tile']}{how}"


def ends_count(view: dict) -> list[int]:
    """The values Muggins counts at the open ends of ``view``'s tableau (docs/rules/muggins.md
    reading 2, option ``count``): ``"edges"``, every open end's value; ``"exposed"`` (the
    default), every open end on a tile that is not a double, and a double with tiles against
    fewer than two of its edges (the tile it lies on is one) both its halves, once."""
    tableau = view["tableau"]
    tiles, ends = tableau["tiles"], tableau["open_ends"]
    if (view.get("options") or {}).get("count") == "edges":
        return [end["value"] for end in ends]
    against = [0] * len(tiles)
    for tile in tiles:
        if tile.get("on") is not None:
            against[tile["on"]] += 1
    values: list[int] = []
    seen: set[int] = set()
    for end in ends:
        index = end["tile"]
        low, high = _tile_key(tiles[index]["tile"])
        if low != high:
            values.append(end["value"])
        elif index not in seen:
            seen.add(index)
            if against[index] + (tiles[index].get("on") is not None) < 2:
                values += [end["value"], end["value"]]
    return values


def screen(view: dict, title: str) -> RenderableType:
    """Seat ``view["viewer"]``'s tile screen: its stock (sorted, pips), the tableau and its
    open ends with the line to each, the boneyard, the seats, this round's scoring and the
    rounds played.

    :raises KeyError, TypeError, ...: a view of a shape not foreseen (the caller falls
        back to the generic screen).
    """
    viewer, players = view.get("viewer"), view["players"]
    tableau = view["tableau"]
    tiles, ends = tableau["tiles"], tableau["open_ends"]
    turned = view.get("turned") or [[] for _ in players]
    rows: list[tuple[str, Any]] = []
    if isinstance(viewer, int) and 0 <= viewer < len(players):
        stock = players[viewer].get("stock")
        if isinstance(stock, list):
            out = set(turned[viewer]) if viewer < len(turned) else set()
            shown = "  ".join(
                f"[bold]{esc(t)}[/bold]" + (" [dim](turned over)[/dim]" if t in out else "")
                for t in sorted(stock, key=_tile_key)
            )
            rows.append(
                (
                    "Your stock",
                    (shown or "[dim]empty[/dim]") + f"   [dim]{plural(len(stock), 'tile')}, "
                    f"{plural(sum(map(_tile_pips, stock)), 'pip')}[/dim]",
                )
            )
    if tiles:
        placed = f"{plural(len(tiles), 'tile')} placed, opened with {esc(tiles[0]['tile'])}"
        if len(tiles) <= 8:
            placed += f": {' '.join(esc(t['tile']) for t in tiles)}"
        rows.append(("Tableau", placed))
        table = Table(
            "end",
            "shows",
            "the line to it, from the opening tile",
            box=None,
            padding=(0, 1),
            show_edge=False,
        )
        for end in ends:
            table.add_row(
                f"[bold]{end['id']}[/bold]",
                f"[bold]{end['value']}[/bold]",
                _line_to(tiles, end.get("tile")),
            )
        rows.append(("Open ends", table if ends else "none"))
        if view.get("game") == "muggins":
            counted = ends_count(view)
            total = sum(counted)
            rows.append(
                (
                    "Count",
                    f"{' + '.join(map(str, counted)) or '0'} = [bold]{total}"
                    f"[/bold]   [dim]a lay that makes the count a multiple of 5 "
                    f"scores it; each move's points are in the list[/dim]",
                )
            )
    else:
        rows.append(("Tableau", "empty: the first tile opens the round"))
    rows.append(("Boneyard", plural(view["boneyard_count"], "tile")))
    if view.get("discards"):
        rows.append(
            (
                "Discards",
                " ".join(map(esc, view["discards"])) + " [dim](out of play this round)[/dim]",
            )
        )
    table = seats_table("stock", "score", "")
    rolls = view.get("rolls") or []
    to_start = view.get("to_start") or []
    given = view.get("turn")
    turn: dict = given if isinstance(given, dict) else {}
    for seat, player in enumerate(players):
        notes = []
        if seat == view.get("dealer"):
            notes.append("dealer")
        if seat < len(rolls) and rolls[seat]:
            notes.append("rolled " + ", ".join(map(str, rolls[seat])))
        if seat in to_start:
            notes.append("first turn to come")
        if turn.get("player") == seat and turn.get("drew"):
            notes.append(f"drew {turn['drew']} this turn")
        if seat != viewer and seat < len(turned) and turned[seat]:
            notes.append("turned over: " + " ".join(map(esc, turned[seat])))
        stock = player.get("stock")
        if isinstance(stock, list) and seat != viewer:
            held = " ".join(map(esc, stock)) or "empty"
        else:
            held = plural(player.get("stock_count", len(stock or [])), "tile")
        table.add_row(
            marker(seat, view),
            who(seat, viewer),
            held,
            str(player["score"]),
            f"[dim]{', '.join(notes)}[/dim]",
        )
    rows.append(("Players", table))
    scoring = view.get("scoring") or []
    if scoring:
        rows.append(("This round", "\n".join(_scoring_line(e, viewer) for e in scoring[-3:])))
    finished = view.get("rounds") or []
    if finished:
        rows.append(
            (
                "Rounds",
                "\n".join(f"round {e['round']}: {_round_line(e, viewer)}" for e in finished[-3:]),
            )
        )
    return Group(heading(title, _match_length(view), _phase(view, viewer)), labelled(rows))


RUNS = frozenset({"drew"})
"""Draws from the boneyard come one ``drew`` event per tile; a run of them is told once."""

TELL: dict[str, Teller] = {
    "drew": own(lambda e: f"You drew {' '.join(map(str, e.get('tiles') or [e['tile']]))}."),
    "discarded": own(lambda e: f"You drew {e['drew']}."),
    **{
        name: said
        for name in (
            "dealt",
            "redeal",
            "hunt",
            "hub",
            "opener",
            "rolled",
            "scored",
            "consecutive",
            "turned_over",
            "round_over",
        )
    },
    **{name: skip for name in ("placed", "passed", "declined", "roll_to_draw", "match_over")},
}
"""The tile games' tellers by event name: a tile another seat drew is never named."""


def final_table(standings: list, viewer: Any) -> Table:
    """The ``score`` answer's standings: each seat's score and its round-by-round ``how``."""
    table = Table("player", "score", "round by round")
    for s in standings:
        table.add_row(
            who(s["player"], viewer), f"[bold]{s['score']}[/bold]", esc(s.get("how") or "")
        )
    return table
