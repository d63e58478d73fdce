"""What a person types on the command line, read: global options written after the
command, hands (``+3,+3,-6``, ``"+3 +3 -6"``, hands cut at ``|``), strict JSON from a file,
stdin or the line, numbers and ``NAME=VALUE`` options."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

GLOBAL_FLAGS = ("--json",)
GLOBAL_VALUED = ("--server",)


def hoist_globals(args: list[str]) -> list[str]:
    """``args`` with the global options written after the command (``arbiter moves g.json
    --json``, ``... --server URL``) moved before it, where click reads them; a ``--``
    ends the options, and what follows it is left alone."""
    front: list[str] = []
    rest: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--":
            rest += args[index:]
            break
        if arg in GLOBAL_FLAGS or arg.startswith(tuple(f"{o}=" for o in GLOBAL_VALUED)):
            front.append(arg)
        elif arg in GLOBAL_VALUED and index + 1 < len(args):
            front += args[index : index + 2]
            index += 1
        else:
            rest.append(arg)
        index += 1
    return front + rest


def parse_hand(text: str) -> list[int | str]:
    """``"+3,+3,-6"`` or ``"+3 +3 -6"`` -> ``[3, 3, -6]``; card codes stay strings
    (``"+3c, 0a"``).

    :raises click.BadParameter: an empty hand or an empty card.
    """
    cards: list[int | str] = []
    tokens = text.split(",") if "," in text else text.split() or [""]
    for token in (t.strip() for t in tokens):
        if not token:
            raise click.BadParameter(
                f'{text!r} has an empty card; write cards like +3,+3,-6 or "+3 +3 -6"'
            )
        try:
            cards.append(int(token))
        except ValueError:
            cards.append(token)
    return cards


def split_hands(args: tuple[str, ...]) -> list[str]:
    """The hands in ``args``: one per argument (``"+3 +3 -6" "+1 -1"``), or, when any ``|``
    is written, the arguments joined and cut at each ``|`` (``+3 +3 -6 "|" +1 -1``)."""
    if not any("|" in arg for arg in args):
        return list(args)
    return [hand.strip() for hand in " ".join(args).split("|")]


def _no_constant(name: str) -> Any:
    """``parse_constant`` of ``loads``: NaN and Infinity are not JSON (the service refuses
    them too, and httpx cannot send them)."""
    raise ValueError(f"{name} is not a JSON number")


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` of ``loads``: a member name given twice in one object is refused
    (the service refuses it too; keeping the last would send what was never written)."""
    found = dict(pairs)
    if len(found) < len(pairs):
        twice = next(key for key in found if [name for name, _ in pairs].count(key) > 1)
        raise ValueError(f"the key {twice!r} appears twice in one object")
    return found


def loads(text: str) -> Any:
    """Strict JSON: like ``json.loads``, but ``NaN``, ``Infinity`` and ``-Infinity``, and a
    member name given twice in one object, are refused with ``ValueError``."""
    return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique)


def read_json(source: str, what: str) -> Any:
    """JSON from a file path, ``-`` (stdin) or inline text starting with ``{`` or ``[``.

    :raises click.BadParameter: unreadable file, a file that is not UTF-8, or invalid JSON
        (``NaN`` and ``Infinity`` included).
    """
    try:
        if source == "-":
            text = sys.stdin.read()
        elif source.lstrip().startswith(("{", "[")):
            text = source
        else:
            text = Path(source).read_text(encoding="utf-8")
        return loads(text)
    except OSError as exc:
        raise click.BadParameter(f"cannot read {what} {source!r}: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise click.BadParameter(
            f"{what} {source!r} is not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
    except ValueError as exc:  # json.JSONDecodeError, NaN/Infinity, an over-long integer
        raise click.BadParameter(f"{what} {source!r} is not JSON: {exc}") from None


def index_of(text: str) -> int | None:
    """The integer ``text`` spells in ASCII digits (``"3"``, ``"-1"``), else ``None``
    (``str.isdigit`` also accepts ``"²"``, which ``int`` refuses)."""
    text = text.strip()
    digits = text[1:] if text.startswith("-") else text
    return int(text) if digits.isascii() and digits.isdigit() else None


def parse_options(pairs: tuple[str, ...]) -> dict:
    """``("draw=true", "rounds=5")`` -> ``{"draw": True, "rounds": 5}`` (values read as JSON)."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise click.BadParameter(f"{pair!r}: write options as NAME=VALUE")
        try:
            options[name] = loads(value)
        except ValueError:  # not JSON (or NaN, Infinity): the text itself
            options[name] = value
    return options
