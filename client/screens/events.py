"""Events told from one seat's side: the machinery every family's narration uses.

A family gives a *teller* per event name: ``teller(event, viewer)`` returns a line, a list
of lines, or ``None`` (nothing to tell). :func:`own` makes a teller that speaks only to the
seat the event names (what that seat drew), :func:`said` one that tells an event every seat
sees in the service's words (its ``text``), :func:`skip` one that never speaks. An event no
teller knows is given by its name (and player) only, since its members may be hidden from
the viewer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.markup import escape
from rich.table import Table

from .common import esc, who

Teller = Callable[[dict, Any], Any]


def tell(
    events: Any, viewer: Any, tellers: dict[str, Teller], runs: frozenset[str] = frozenset()
) -> list[str]:
    """The lines ``tellers`` give for ``events`` (a list of event objects) told to
    ``viewer``; anything that is not a list of objects tells nothing, and a teller that
    fails on an event's shape is replaced by the name of the event.

    :param runs: event names that come one per tile: a run of them of one player is told
        as one event with ``tiles`` (the run's ``tile`` members in order).
    """
    lines: list[str] = []
    for event in _runs(events if isinstance(events, list) else [], runs):
        name = event.get("event")
        try:
            told = tellers[name](event, viewer) if name in tellers else unknown(event, viewer)
        except Exception:  # noqa: BLE001 - presentation only
            told = unknown(event, viewer)
        lines.extend(told if isinstance(told, list) else [told] if told else [])
    return lines


def _runs(events: list, runs: frozenset[str]) -> list[dict]:
    """The events, each run of events named in ``runs`` of one player made one with
    ``tiles``."""
    merged: list[dict] = []
    for event in events:
        if not isinstance(event, dict):
            continue
        last = merged[-1] if merged else {}
        name = event.get("event")
        run = isinstance(name, str) and name in runs and "tile" in event
        if run and last.get("event") == name and last.get("player") == event.get("player"):
            last["tiles"].append(event["tile"])
        elif run:
            merged.append({**event, "tiles": [event["tile"]]})
        else:
            merged.append(event)
    return merged


def unknown(event: dict, viewer: Any) -> str:
    """An event no teller knows: its name, and its player when it names one."""
    player = event.get("player")
    return f"{esc(event.get('event', '?'))}" + (
        f" ({who(player, viewer)})" if isinstance(player, int) else ""
    )


def own(text: Callable[[dict], str]) -> Teller:
    """An event told only to the seat it names (what that seat drew)."""
    return lambda event, viewer: text(event) if event.get("player") == viewer else None


def said(event: dict, viewer: Any) -> str:
    """An event every seat sees whole, told in the service's words (its ``text``)."""
    return event["text"]


def skip(event: dict, viewer: Any) -> None:
    """An event not told: it repeats the move just shown, or the final screen tells it."""
    return None


def bullets(lines: list[str]) -> Table:
    """Narrated lines as an indented list; a long line wraps under its own start."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column()
    for line in lines:
        grid.add_row("  ·", escape(line))
    return grid
