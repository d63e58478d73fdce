"""Game records in the CLI: ``arbiter replay FILE`` and the record ``arbiter play-game
--record FILE`` writes (docs/records.md).

The record is built as the game is played: the dealt state's ``game``, ``version``,
players, ``seed`` and ``options``, then every move sent to ``play`` (without its ``text``);
an open game's is signed by the service when it is written (a sealed game's comes signed).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import click
from rich.markup import escape

from . import render, screens
from .http import Refused, Service

EXIT_REFUSED = 3


def begin(state: dict) -> dict:
    """The record of a game whose first state is ``state``, no moves yet (the same as the
    service's ``service.games.records.begin``)."""
    return {
        "game": state["game"],
        "version": state["version"],
        "players": len(state["players"]),
        "seed": state["seed"],
        "options": dict(state["options"]),
        "moves": [],
    }


def add(record: dict, move: dict) -> None:
    """Append ``move`` as sent to ``play``, its words left out (no rule reads them)."""
    record["moves"].append({k: v for k, v in move.items() if k != "text"})


def check_writable(path: str) -> None:
    """Refuse, before a game starts, a record path that cannot be written at its end: a
    folder that does not exist or cannot be written in, or a file that cannot be written
    (a sealed game's record is revealed only once, at the end: it must not be lost).

    :raises click.BadParameter: naming the path and why.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        why = f"there is no folder {str(folder)!r}"
    elif target.exists() and not os.access(target, os.W_OK):
        why = "the file is not writable"
    elif not target.exists() and not os.access(folder, os.W_OK | os.X_OK):
        why = f"the folder {str(folder)!r} is not writable"
    else:
        return
    raise click.BadParameter(
        f"cannot write the record to {path!r}: {why}.", param_hint="'--record'"
    )


def write(record: dict, path: str) -> None:
    """Write ``record`` to ``path`` as JSON.

    :raises click.BadParameter: the file cannot be written.
    """
    try:
        Path(path).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        raise click.BadParameter(
            f"cannot write the record to {path!r}: {exc.strerror}", param_hint="'--record'"
        ) from None


STEPS_MOST = 1000
"""Most moves the service gives every step of (``records.MAX_STEPS_MOVES``); a longer
record is replayed without narration."""


def replay(service: Service, record: Any, as_json: bool) -> int:
    """Replay ``record`` through the service, narrate it move by move (every event's words,
    seats from 1), print the verdict and the standings; the exit code: 0 when every move
    is legal, 3 when one is refused (its number, index, reason and rule on stderr)."""
    if not isinstance(record, dict) or not isinstance(record.get("game"), str):
        raise click.BadParameter("the record names no 'game' (see docs/records.md)")
    moves = record.get("moves")
    steps = isinstance(moves, list) and len(moves) <= STEPS_MOST
    answer = service.game(record["game"], "replay", {"record": record, "steps": steps})
    out = render.console()
    if as_json:
        click.echo(json.dumps(answer, indent=2))
    else:
        for step in answer.get("steps", []):
            said = "; ".join(e.get("text", e.get("event", "?")) for e in step["events"])
            out.print(
                f"[bold]{step['index'] + 1:>4}.[/bold] "
                + escape(said or screens.describe(step["move"]))
            )
        entry = service.get(f"/v1/games/{record['game']}")
        out.print(screens.final(answer["score"], entry.get("family"), None))
    refused = answer["first_illegal"]
    if not as_json:
        out.print(f"[bold]Signature:[/bold] {signature(answer['signed'], record, service)}")
    if refused is None:
        if not as_json:
            out.print(f"[bold]Verdict:[/bold] {moves_legal(answer['moves'], 'all')}.")
        return 0
    click.echo(
        f"refused: move {refused['index'] + 1} (index {refused['index']}) "
        f"{json.dumps(refused['move'])}: {refused['reason']}",
        err=True,
    )
    for key in ("code", "rule", "source"):
        if refused.get(key):
            click.echo(f"  {key}: {refused[key]}", err=True)
    if not as_json:
        before = f"{moves_legal(answer['moves'], 'the first')}; " if answer["moves"] else ""
        out.print(
            f"[bold]Verdict:[/bold] {before}move {refused['index'] + 1} is not legal "
            "(the standings above are before it)."
        )
    return EXIT_REFUSED


ORIGINS = {
    "sealed": "the service dealt this game sealed and recorded every move",
    "checked": "the service replayed this record and found every move legal",
}


def signature(signed: str, record: dict, service: Service) -> str:
    """The replay's ``signed`` verdict in words (docs/records.md, Signatures)."""
    if signed == "absent":
        return "absent (the record is not signed; it proves nothing by itself)."
    given = record.get("signature") or {}
    if signed == "valid":
        return (
            f"valid, key {given.get('key')}: "
            f"{ORIGINS.get(str(given.get('origin')), 'signed')}, and nothing in it has changed "
            "since."
        )
    why = (
        "the record was altered after it was signed, or signed with a key this server does not hold"
    )
    if service.ephemeral:
        why += (
            " (this embedded server's key is made afresh each run: set "
            "ARBITER_SEAL_KEYS to sign and verify with a lasting key)"
        )
    return f"INVALID: {why}."


def signed(service: Service, record: dict) -> dict:
    """``record`` signed by the service when every move is legal (replay ``sign``);
    as it is when the service cannot sign (no sealing keys) or a move is refused."""
    try:
        answer = service.game(record["game"], "replay", {"record": record, "sign": True})
    except Refused:
        return record
    return answer.get("record", record)


def moves_legal(count: int, which: str) -> str:
    """The legal moves of a replay told in good English for any ``count`` >= 0
    (``which``: ``"all"`` or ``"the first"``): ``"all 5 moves are legal"``, ``"the first
    move is legal"``, ``"the record has no moves"``."""
    if count == 0:
        return "the record has no moves"
    if count == 1:
        return "the one move is legal" if which == "all" else "the first move is legal"
    return f"{which} {count} moves are legal"
