"""Human output of the CLI (rich tables and lines); ``--json`` bypasses all of this."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.table import Column, Table


def console() -> Console:
    """A console on the current stdout (so click's test runner captures it)."""
    return Console(highlight=False, soft_wrap=True)


def catalog(answer: dict) -> None:
    """The games table: id, name, players, status, endpoints."""
    table = Table("name", "players", "status", "endpoints", title="Arbiter games")
    table.columns.insert(0, Column("id", no_wrap=True))  # the id is what commands take: whole
    for entry in answer["games"]:
        players = entry["players"]
        table.add_row(
            entry["id"],
            entry["name"],
            f"{players['min']}-{players['max']}",
            entry["status"],
            ", ".join(entry["endpoints"]) or "-",
        )
    console().print(table)


def game(entry: dict) -> None:
    """One game: its summary, source, endpoints and options."""
    out = console()
    out.print(f"[bold]{entry['name']}[/bold] ({entry['id']}, {entry['status']})")
    out.print(f"{entry['summary']}  Source: {entry['source']}.")
    out.print(
        f"Players: {entry['players']['min']}-{entry['players']['max']}. "
        f"Endpoints: {', '.join(entry['endpoints']) or 'none yet'}."
    )
    if entry["options"]:
        table = Table("option", "type", "default", "description")
        for option in entry["options"]:
            table.add_row(
                option["name"], option["type"], json.dumps(option["default"]), option["description"]
            )
        out.print(table)


def _cards(cards: list) -> str:
    return " ".join(f"{c:+d}" if isinstance(c, int) and c else str(c) for c in cards)


def ranking(answer: dict) -> None:
    """The verdict, the ranked hands, and the rule between each neighbouring pair."""
    out = console()
    table = Table(
        "pos",
        "hand",
        "cards",
        "total",
        "name",
        title=f"{answer['game']} (profile {answer['profile']})",
    )
    for entry in answer["ranking"]:
        table.add_row(
            str(entry["position"]),
            f"#{entry['hand'] + 1}",
            _cards(entry["cards"]),
            f"{entry['total']:+d}" if entry["total"] else "0",
            entry["name"],
        )
    out.print(table)
    for decision in answer["decisions"]:
        relation = "ties with" if decision["tied"] else "beats"
        out.print(
            f"#{decision['higher'] + 1} {relation} #{decision['lower'] + 1}: "
            f"{decision['rule']} [dim]({decision['source']})[/dim]"
        )
    winners = [f"#{w + 1}" for w in answer["winners"]]
    verdict = (
        f"hand {winners[0]} wins"
        if len(winners) == 1
        else f"hands {', '.join(winners)} tie"
        + (": sudden demise decides" if answer.get("sudden_demise") else "")
    )
    out.print(f"[bold]Verdict:[/bold] {verdict} [dim](hands numbered from 1)[/dim]")


def profiles(answer: dict) -> None:
    """Profile ids and descriptions, the default first."""
    out = console()
    for profile in answer["profiles"]:
        out.print(f"[bold]{profile.get('id')}[/bold]: {profile.get('description', '')}")


def move_text(move: dict) -> str:
    """A move in one line: ``gain``, ``swap card=+3c``, ``place tile=3-5 end=2``."""
    rest = " ".join(f"{key}={_short(value)}" for key, value in move.items() if key != "action")
    return f"{move.get('action', '?')} {rest}".strip()


def _short(value: Any) -> str:
    if isinstance(value, list):
        if value and all(isinstance(item, list) for item in value):
            return " | ".join(" ".join(map(str, item)) for item in value)
        return ",".join(map(str, value))
    return str(value)


def moves(answer: dict, say: Callable[[dict], str] = move_text) -> None:
    """Who is to move and the numbered legal moves (numbers usable with ``arbiter play``),
    each as ``say(move)`` gives it (by default the compact notation of :func:`move_text`)."""
    out = console()
    to_move = answer["to_move"]
    if to_move is None:
        out.print("The game is over: no moves.")
        return
    who = "chance" if to_move == "chance" else f"seat {to_move + 1}"
    out.print(f"To move: {who}" + ("" if answer["complete"] else " (not every move is listed)"))
    for number, move in enumerate(answer["moves"], 1):
        out.print(f"{number:3d}. {escape(say(move))}")


def events(items: list[dict]) -> None:
    """Each event on one line in its words (its ``text``; else its members), to stderr so a
    state on stdout stays clean JSON."""
    out = Console(stderr=True, highlight=False, soft_wrap=True)
    for event in items:
        if isinstance(event.get("text"), str):
            out.print(f"- {escape(event['text'])}")
            continue
        rest = " ".join(f"{k}={_short(v)}" for k, v in event.items() if k != "event")
        out.print(f"- {escape(str(event.get('event', '?')))} {escape(rest)}".rstrip())


def seat(index: Any) -> str:
    """A player index as a seat number from 1 (``2`` -> ``"seat 3"``); anything else as
    a cell."""
    return f"seat {index + 1}" if type(index) is int else cell(index)


def cell(value: Any) -> str:
    """A table cell: ``-`` for a missing value (never ``None``), else the value."""
    return "-" if value is None else str(value)


def score(answer: dict) -> None:
    """Standings (player, score, and how) and the winners once over."""
    console().print(score_text(answer))


def score_text(answer: Any) -> Group:
    """:func:`score` as a renderable; any answer without the usual members is shown as
    JSON."""
    if not isinstance(answer, dict) or not isinstance(answer.get("standings"), list):
        return Group(escape(json.dumps(answer)))
    table = Table("seat", "score", "how")
    for standing in answer["standings"]:
        standing = standing if isinstance(standing, dict) else {"score": standing}
        how = standing.get("how") or standing.get("detail") or ""
        table.add_row(
            escape(seat(standing.get("player"))),
            escape(cell(standing.get("score"))),
            escape(_short(how)),
        )
    if answer.get("terminal"):
        winners = answer.get("winners")
        last = (
            f"[bold]Over.[/bold] Winner(s): "
            f"{escape(', '.join(map(seat, winners if isinstance(winners, list) else [])))}"
        )
    else:
        last = "The game goes on."
    return Group(table, last)


def state(view_state: dict) -> None:
    """A state or view, member by member, one line each."""
    console().print(state_text(view_state))


def state_text(view_state: dict) -> Group:
    """:func:`state` as a renderable: each member as ``name: JSON``."""
    return Group(
        *(
            f"[bold]{escape(str(key))}[/bold]: {escape(json.dumps(value))}"
            for key, value in view_state.items()
        )
    )
