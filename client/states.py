"""The games a command is given and the states it hands back: a state (file, stdin or
inline JSON) or a sealed game's token with its seat key in, the next state or token out
(to a file, or stdout, never an open state to a terminal).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from .args import read_json
from .context import Context


def read_state(source: str) -> dict:
    """A state from a file, stdin or inline JSON; an answer holding ``state`` is unwrapped."""
    data = read_json(source, "state")
    if isinstance(data, dict) and "state" in data and "game" not in data:
        return data["state"]
    return data


def game_of(state: Any) -> str:
    """The game id a state names (for the URL)."""
    if isinstance(state, dict) and isinstance(state.get("game"), str):
        return state["game"]
    raise click.BadParameter("the state names no 'game'")


TOKEN_PREFIX = "arb1."
"""How a sealed game's token starts (docs/security.md)."""

SEAT_KEY = click.option(
    "--seat-key",
    envvar="ARBITER_SEAT_KEY",
    metavar="KEY",
    help="With a sealed game's token: your seat's key (env "
    "ARBITER_SEAT_KEY); without it you see what a spectator sees.",
)


def read_game(source: str, seat_key: str | None) -> tuple[str, dict]:
    """``(game id, request members)`` for a game in play: ``{"state": ...}`` from a state
    (file, ``-`` or inline JSON), or ``{"token": ..., "seat_key": ...}`` from a sealed
    game's token (a file holding it, as ``deal --sealed -o`` writes, or the token itself).

    :raises click.BadParameter: unreadable, not a state nor a token, a seat key with a state.
    """
    text = source.strip()
    if not text.startswith(TOKEN_PREFIX) and source != "-" and not text.startswith(("{", "[")):
        try:
            text = Path(source).read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            text = ""  # read_state says why
    if text.startswith(TOKEN_PREFIX):
        parts = text.split(".")
        if len(parts) != 5:
            raise click.BadParameter(f"{source!r} is not a whole sealed token")
        return parts[2], {"token": text} | ({"seat_key": seat_key} if seat_key else {})
    if seat_key:
        raise click.BadParameter("--seat-key goes with a sealed game's token, not a state")
    data = read_state(source)
    return game_of(data), {"state": data}


def stdout_is_terminal() -> bool:
    """Whether stdout is a terminal (a person looking), not a file or a pipe."""
    return sys.stdout.isatty()


def deliver(ctx: Context, answer: dict, output: str | None) -> None:
    """Hand over a new state (or a sealed game's new token): written to ``output`` when
    given; then the whole answer with ``--json``, else the state (token) alone on stdout
    when it was not written to a file. On a terminal an open state is not shown (it holds
    every hidden card and the pile order, which the people at the table must not read): a
    hint to give ``-o`` goes to stderr instead."""
    text = answer["token"] if "token" in answer else json.dumps(answer["state"], indent=1)
    if output:
        try:
            Path(output).write_text(text + "\n", encoding="utf-8")
        except OSError as exc:
            what = "token" if "token" in answer else "state"
            raise click.BadParameter(
                f"cannot write the {what} to {output!r}: {exc.strerror}",
                param_hint="'-o' / '--output'",
            ) from None
    if ctx.as_json:
        ctx.emit(answer, None)
    elif not output and "token" not in answer and stdout_is_terminal():
        click.echo(
            "The new state holds hidden cards, so it is not shown: give -o FILE to "
            "save it, or redirect stdout (> FILE, | ...).",
            err=True,
        )
    elif not output:
        click.echo(text)
