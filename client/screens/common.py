"""What every family's screen shares: seats and counts in words, and the screen's layout
(a titled rule over a grid of labelled rows, with a table of the seats)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.rule import Rule
from rich.table import Table


def who(seat: Any, viewer: Any = 0) -> str:
    """``"you"`` for the viewer's seat, else ``"seat 3"`` (player index 2: seats are
    numbered from 1 in words, as in the service's ``text``)."""
    return "you" if seat == viewer else f"seat {seat + 1}" if type(seat) is int else str(seat)


def plural(count: Any, word: str) -> str:
    """``plural(1, "card")`` -> ``"1 card"``, ``plural(3, "card")`` -> ``"3 cards"``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def cap(text: str) -> str:
    """``text`` with its first letter upper case (``"you roll"`` -> ``"You roll"``)."""
    return text[:1].upper() + text[1:]


def esc(value: Any) -> str:
    """``value`` as text, its rich markup escaped (a value from the service is never markup)."""
    return escape(str(value))


def labelled(rows: list[tuple[str, Any]]) -> Table:
    """Label and content, two columns; rows whose content is ``None`` are left out."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for label, content in rows:
        if content is not None:
            table.add_row(label, content)
    return table


def seats_table(*columns: str) -> Table:
    """The seats' table: a marker column, ``player``, then ``columns``."""
    table = Table(" ", "player", *columns, box=None, padding=(0, 1), show_edge=False)
    table.columns[0].no_wrap = True
    return table


def marker(seat: int, view: dict) -> str:
    """``>`` (bold) in the marker column of the seat to move, else nothing."""
    return "[bold]>[/bold]" if view.get("to_move") == seat else ""


def heading(name: str, *parts: str) -> Rule:
    """The screen's heading: the game's ``name`` (escaped), then ``parts`` (markup), joined
    by `` · ``."""
    return Rule(" · ".join([f"[bold]{esc(name)}[/bold]", *parts]), align="left")
