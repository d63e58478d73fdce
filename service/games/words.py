"""What every family's words share: seats in words, lists, and the one way a family's
sentences are attached to listed moves and events.

Every listed move and every event carries ``text``, one short English sentence written by
the family's ``words`` module (``sabacc/words.py``, ``sabaccino/words.py``,
``rummikub/words.py``) from the move or event alone, with the game id as the only context:
the state is never read, so the words never tell more than the (viewer-filtered) event does.
Seats are numbered from 1 in words ("Seat 1"), as players count them; JSON stays 0-based.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

Sayer = Callable[[dict[str, Any], str], str]
"""``sayer(item, game)``: the sentence for one move or event of ``game``."""


SEATS = tuple(f"Seat {number}" for number in range(1, 33))
"""``seat``'s words for the seats every game has (no table seats more than 32): a lookup
costs less than formatting the number on every event."""


def seat(index: Any) -> str:
    """``seat(0)`` -> ``"Seat 1"``: a 0-based player index as players count seats."""
    if type(index) is not int:
        return "A seat"
    return SEATS[index] if 0 <= index < 32 else f"Seat {index + 1}"


def seat_of(index: Any) -> str:
    """``seat_of(2)`` -> ``"seat 3's"``."""
    return f"seat {index + 1}'s" if type(index) is int else "a seat's"


def seats(indices: Any) -> str:
    """``seats([0, 2])`` -> ``"seat 1 and seat 3"``."""
    names = [seat(i).lower() for i in indices] if isinstance(indices, list) else []
    return and_list(names) or "nobody"


def and_list(items: Iterable[Any]) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    words = [str(item) for item in items]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def plural(count: Any, word: str) -> str:
    """``plural(1, "card")`` -> ``"1 card"``; ``plural(3, "card")`` -> ``"3 cards"``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def some(event: dict[str, Any], key: str, one: str, many: str) -> str:
    """The cards or tiles ``event[key]`` names, or how many when a view hid them (the
    ``<key>_count`` member, or nothing at all): ``"+3c -5t"``, ``"2 cards"``, ``"a card"``."""
    value = event.get(key)
    if isinstance(value, list):
        return " ".join(map(str, value)) or "nothing"
    if isinstance(value, str):
        return value
    count = event.get(f"{key}_count")
    return plural(count, many.rstrip("s")) if type(count) is int else one


def sentence(text: str) -> str:
    """``text`` with its first letter upper case."""
    return text[:1].upper() + text[1:]


def fallback(item: dict[str, Any], kind: str) -> str:
    """Words for a move or event no sayer foresaw: its name, and its seat when it names
    one (``"Seat 2: passed"``); never its other members, which a view may hide."""
    name = str(item.get(kind, "?")).replace("_", " ")
    who = item.get("player")
    return f"{seat(who)}: {name}" if type(who) is int else sentence(name)


def say(sayers: Mapping[str, Sayer], item: dict[str, Any], kind: str, game: str) -> str:
    """The sentence ``sayers[item[kind]]`` gives for ``item`` (``kind`` is ``"action"`` for a
    move, ``"event"`` for an event); :func:`fallback` when none is given or the item lacks
    a member the sayer reads (a view removed it)."""
    text: str = worded([item], sayers, kind, game)[0]["text"]
    return text


def worded(
    items: list[dict[str, Any]], sayers: Mapping[str, Sayer], kind: str, game: str
) -> list[dict[str, Any]]:
    """New objects: each item with ``text`` added, as :func:`say` words it (the items
    themselves are not changed; a listed move may be a shared constant). A plain loop, as
    this runs on every answer: a copy given ``text`` is ``{**item, "text": ...}`` member for
    member, and an item no sayer knows calls ``None``, a TypeError like a sayer's own."""
    told = []
    for item in items:
        copy = item.copy()
        sayer = sayers.get(item.get(kind))  # type: ignore[arg-type]
        try:
            copy["text"] = sayer(item, game)  # type: ignore[misc]
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            copy["text"] = fallback(item, kind)
        told.append(copy)
    return told
