"""What a viewer may not see, worked out from a whole state and that viewer's view.

Every view hides things one way (``conceal``: a hidden list ``name`` becomes ``name_count``),
so the cards and tiles hidden from a viewer are the members of every list the view turned
into a count, less any code the view still shows elsewhere (a second copy of a Rummikub tile
on the table, a traditional Sabacc card with a twin on the discard pile). Used by the viewer
tests and the sealed tests alike.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any


def strings(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (keys left out)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def concealed(full: Any, seen: Any) -> Iterator[str]:
    """The codes in every list of ``full`` that ``seen`` replaced by its ``_count``."""
    if isinstance(full, dict) and isinstance(seen, dict):
        for name, value in full.items():
            if name not in seen and f"{name}_count" in seen:
                assert seen[f"{name}_count"] == len(value), (name, seen[f"{name}_count"])
                yield from strings(value)
            elif name in seen:
                yield from concealed(value, seen[name])
    elif isinstance(full, list) and isinstance(seen, list):
        for a, b in zip(full, seen):
            yield from concealed(a, b)


def hidden_codes(full: dict, seen: dict) -> set[str]:
    """The card or tile codes of ``full`` (a whole state) that ``seen`` (its view for one
    viewer) does not show anywhere."""
    return set(concealed(full, seen)) - set(strings(seen))


def assert_hides(answer: Any, hidden: set[str], where: str) -> None:
    """Fail naming the first hidden code that ``answer`` (any JSON value) names."""
    text = json.dumps(answer)
    named = sorted(code for code in hidden if json.dumps(code) in text)
    assert not named, f"{where} names hidden {named[:5]}"


ANNOUNCED = ("opener", "first_pick")
"""Events that show tiles aloud by the rules: the tile that decides the opener (seed 000,
Determine first player: its holder says so, and lays it) and Rummikub's picks for first
player (seed 004 First to play: shown, then returned to the pool)."""


def announced(hidden: set[str], events: list[dict]) -> set[str]:
    """The codes of ``hidden`` that an announcing event of ``events`` names."""
    aloud = json.dumps([event for event in events if event["event"] in ANNOUNCED])
    return {code for code in hidden if code in aloud}
