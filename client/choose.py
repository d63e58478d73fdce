"""A move or a game as a person types it: a number, the move's words or a unique prefix of
them, JSON, a file; and "did you mean" when nothing matches.

``arbiter play STATE MOVE`` and the prompt of ``arbiter play-game`` read moves this way.
The file-versus-words question is settled by the text's look: a text holding a path
separator or ending in ``.json`` is a file; ``-`` is stdin; a text starting with ``{`` is
JSON; anything else is a number or words (``stand``, ``swap +2s``, ``place 3-5 on``).
"""

from __future__ import annotations

import difflib
import re
from typing import Any

import click


class NoSuchMove(click.BadParameter):
    """Words that name no listed move, or more than one (the message lists the choices)."""


def is_file(text: str) -> bool:
    """Whether ``text`` names a file (or stdin) rather than a move's words."""
    return text == "-" or "/" in text or "\\" in text or text.lower().endswith(".json")


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def by_words(
    text: str, listed: list[dict], listing: str = "`arbiter moves STATE` lists them."
) -> dict:
    """The one listed move whose words (its ``text``) are ``text`` or begin with it, letter
    case and runs of spaces aside; a number picks the move of that number (from 1).
    ``listing`` tells where the moves are listed, for the refusal of a move that fits none.

    :raises NoSuchMove: no move, or several, fit; the message names them (or the nearest).
    """
    key = _key(text)
    if key.isascii() and key.isdigit():
        number = int(key)
        if 1 <= number <= len(listed):
            return listed[number - 1]
        raise NoSuchMove(f"there are {len(listed)} legal moves; got {number}")
    words = [_key(str(move.get("text", ""))) for move in listed]
    exact = [move for move, said in zip(listed, words) if said == key]
    if len(exact) == 1:
        return exact[0]
    fits = [move for move, said in zip(listed, words) if said.startswith(key)]
    if len(fits) == 1:
        return fits[0]
    if fits:
        shown = "; ".join(f"{listed.index(m) + 1}. {m['text']}" for m in fits[:8])
        raise NoSuchMove(
            f"{text!r} fits {len(fits)} moves: {shown}"
            + ("; ..." if len(fits) > 8 else "")
            + ". Type more of the words, "
            "or the number."
        )
    near = difflib.get_close_matches(key, words, n=3, cutoff=0.5)
    hint = f" Did you mean {' or '.join(repr(w) for w in near)}?" if near else f" {listing}"
    raise NoSuchMove(f"no legal move is {text!r}.{hint}")


def did_you_mean(name: str, names: list[str], titles: dict[str, str] | None = None) -> str:
    """``" Did you mean 'muggins'?"`` for the nearest of ``names``, or ``""``.

    A ``name`` that is a whole word of an id or of its title (``titles``: id -> title, e.g.
    ``"sabacc"`` of "Corellian Spike Sabacc" and ``traditional-sabacc``, ``"spike"``)
    suggests every game it names; else the ids closest in spelling (``"mugins"``)."""
    key = name.strip().lower()
    words = {n: set(re.split(r"[-\s]+", f"{n} {(titles or {}).get(n, '')}".lower())) for n in names}
    near = [n for n in names if key in words[n]] or difflib.get_close_matches(
        name, names, n=2, cutoff=0.6
    )
    return f" Did you mean {' or '.join(repr(n) for n in near)}?" if near else ""


def game_from_path(path: str) -> Any:
    """The game id in a ``/v1/games/{game}/...`` path, or ``None``."""
    parts = path.split("/")
    return parts[3] if len(parts) > 3 and parts[1:3] == ["v1", "games"] else None
