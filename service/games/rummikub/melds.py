"""Melds: groups and runs, what each joker stands for, and a meld's value (seed 004).

A meld is a list of tile indexes written as laid, left to right (``tiles.py``):

* a **group** is 3 or 4 tiles of one number in different colours (seed 004 Object of the
  game: "Three or 4 tiles of the same number and different colors");
* a **run** is 3 or more consecutive numbers of one colour, written ascending; 1 is always
  low, so nothing follows 13 (seed 004 The play: "In Sabra the 1 is always low");
* a joker stands for any tile that makes the meld valid (seed 004 The play: "The joker
  takes on the value of the tile it substitutes"). In a run its place fixes what it stands
  for ([J R12 R13] is R11 R12 R13; [R12 R13 J] would need R14 and is not valid). In a group
  it stands for one of the missing colours.

A meld of one numbered tile and two jokers can be read both ways ([R5 J J] is R5 R6 R7 or
three 5s); it is valid when either reading is, and it is worth the more of the two (the
player lays it and may claim the better reading; docs/rules/rummikub.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, product
from typing import Any

from .tiles import COLOUR_NAMES, COLOURS, JOKER, NUMBERS, code, codes, colour_of, number_of, tile

MIN_LEN = 3
GROUP_MAX = 4
SOURCE_KINDS = "seed 004 (Sabra Rummikub), Object of the game"


@dataclass(frozen=True)
class Reading:
    """One way a meld is valid.

    :param kind: ``"group"`` or ``"run"``.
    :param stands_for: per place, the tiles that place may be: one tile for a numbered tile
        or a joker in a run, the missing colours for a joker in a group.
    :param value: the sum of the numbers the tiles stand for (seed 004 The play: "If the
        joker is used, it counts as the number of points of the tile it represents").
    """

    kind: str
    stands_for: tuple[tuple[int, ...], ...]
    value: int


def readings(meld: Sequence[int]) -> list[Reading]:
    """Every valid reading of ``meld`` (empty when the meld is not valid)."""
    numbered = [(place, t) for place, t in enumerate(meld) if t != JOKER]
    if len(meld) < MIN_LEN or not numbered:
        return []
    out = []
    group = _group(meld, numbered)
    if group:
        out.append(group)
    run = _run(meld, numbered)
    if run:
        out.append(run)
    return out


def _group(meld: Sequence[int], numbered: list[tuple[int, int]]) -> Reading | None:
    number = number_of(numbered[0][1])
    colours = [colour_of(t) for _, t in numbered]
    if (
        len(meld) > GROUP_MAX
        or any(number_of(t) != number for _, t in numbered)
        or len(set(colours)) != len(colours)
    ):
        return None
    missing = tuple(tile(c, number) for c in range(len(COLOURS)) if c not in colours)
    return Reading(
        "group", tuple(missing if t == JOKER else (t,) for t in meld), number * len(meld)
    )


def _run(meld: Sequence[int], numbered: list[tuple[int, int]]) -> Reading | None:
    place0, first = numbered[0]
    colour, start = colour_of(first), number_of(first) - place0
    if start < 1 or start + len(meld) - 1 > NUMBERS:
        return None
    if any(colour_of(t) != colour or number_of(t) != start + place for place, t in numbered):
        return None
    return Reading(
        "run",
        tuple((tile(colour, start + place),) for place in range(len(meld))),
        sum(range(start, start + len(meld))),
    )


def is_valid(meld: Sequence[int]) -> bool:
    """Whether ``meld`` as laid is a group or a run."""
    return bool(readings(meld))


def value(meld: Sequence[int]) -> int:
    """The meld's worth: the numbers its tiles stand for, the better reading when two fit.

    :raises ValueError: the meld is not valid (check with ``is_valid`` first).
    """
    found = readings(meld)
    if not found:
        raise ValueError(f"not a meld: {codes(meld)}")
    return max(r.value for r in found)


def kind(found: list[Reading]) -> str:
    """``"group"``, ``"run"`` or ``"group or run"`` for a meld's readings."""
    return " or ".join(r.kind for r in found)


def jokers(meld: Sequence[int], found: list[Reading]) -> list[dict[str, Any]]:
    """Per joker: its place (0-based) and every tile it may stand for, in notation."""
    out = []
    for place, t in enumerate(meld):
        if t == JOKER:
            options = sorted({s for r in found for s in r.stands_for[place]})
            out.append({"place": place, "stands_for": codes(options)})
    return out


def diagnose(meld: Sequence[int]) -> str | None:
    """Why ``meld`` is not valid, in one sentence; ``None`` when it is valid."""
    if readings(meld):
        return None
    if len(meld) < MIN_LEN:
        return f"a meld needs at least three tiles; this one has {len(meld)}."
    numbered = [(place, t) for place, t in enumerate(meld) if t != JOKER]
    if not numbered:
        return "a meld needs at least one numbered tile; jokers alone stand for nothing."
    numbers = {number_of(t) for _, t in numbered}
    colours = {colour_of(t) for _, t in numbered}
    if len(numbers) == 1 and len(meld) > GROUP_MAX and len(colours) > 1:
        return f"a group has at most four tiles, one of each colour; this one has {len(meld)}."
    if len(numbers) == 1 and (len(colours) > 1 or len(colours) < len(numbered)):
        seen: set[int] = set()
        for _, t in numbered:
            if t in seen:
                return (
                    f"a group needs different colours, and {code(t)} appears twice "
                    f"(a run would need consecutive numbers)."
                )
            seen.add(t)
    if len(colours) == 1:
        return _run_fault(meld, numbered)
    names = ", ".join(COLOUR_NAMES[COLOURS[c]] for c in sorted(colours))
    return (
        f"it is neither a group (the numbers differ: "
        f"{', '.join(map(str, sorted(numbers)))}) nor a run (the colours differ: {names})."
    )


def _run_fault(meld: Sequence[int], numbered: list[tuple[int, int]]) -> str:
    place0, first = numbered[0]
    colour, start = colour_of(first), number_of(first) - place0
    letter = COLOURS[colour]
    for place, t in numbered[1:]:
        want = start + place
        if number_of(t) != want:
            if number_of(t) == 1 and want > NUMBERS:
                return (
                    f"1 is always low: {code(t)} cannot follow {letter}{NUMBERS} "
                    f"(no run goes 12-13-1)."
                )
            need = f"{letter}{want}" if 1 <= want <= NUMBERS else "a tile past 13"
            return (
                f"{code(t)} is at place {place + 1}, where this run needs {need}: runs are "
                f"consecutive numbers written in ascending order."
            )
    for place, t in enumerate(meld):
        number = start + place
        if t == JOKER and not 1 <= number <= NUMBERS:
            bound = "start at 1" if number < 1 else f"end at {NUMBERS} (1 is always low)"
            return f"the joker at place {place + 1} would stand for {letter}{number}; runs {bound}."
    return f"{len(meld)} tiles cannot fit between 1 and 13."  # pragma: no cover - defensive


def same(a: Sequence[int], b: Sequence[int]) -> bool:
    """Whether two valid melds are the same meld: a run tile for tile in the same places, a
    group the same tiles in any order (a joker's place in a group means nothing)."""
    if list(a) == list(b):
        return True
    return (
        sorted(a) == sorted(b)
        and any(r.kind == "group" for r in readings(a))
        and any(r.kind == "group" for r in readings(b))
    )


def replaced(before: Sequence[int], after: Sequence[int]) -> list[int] | None:
    """The tiles put in place of jokers when ``after`` is ``before`` with one or more of its
    jokers replaced by tiles they stand for and nothing else changed; else ``None``.

    Seed 004 The play: "if a player has in his hand a tile which is represented by the joker
    on the table, he can replace the joker in the meld with the tile".
    """
    if len(before) != len(after) or after.count(JOKER) >= before.count(JOKER):
        return None
    for reading in readings(before):
        if reading.kind == "run":
            ok = all(
                a == b or (b == JOKER and a in reading.stands_for[place])
                for place, (b, a) in enumerate(zip(before, after))
            )
            if ok:
                return [a for b, a in zip(before, after) if b == JOKER and a != JOKER]
        else:
            kept = sorted(t for t in before if t != JOKER)
            new = sorted(t for t in after if t != JOKER)
            extra = list(new)
            for t in kept:
                if t not in extra:
                    break
                extra.remove(t)
            else:
                if all(t in reading.stands_for[before.index(JOKER)] for t in extra) and len(
                    set(extra)
                ) == len(extra):
                    return extra
    return None


def replacements(before: Sequence[int]) -> list[tuple[list[int], list[int]]]:
    """Every way to replace jokers of ``before`` with tiles they stand for.

    :returns: ``(after, tiles put in)`` pairs, one per distinct result; ``after`` keeps the
        places of ``before``.
    """
    places = [p for p, t in enumerate(before) if t == JOKER]
    seen: dict[tuple[Any, ...], tuple[list[int], list[int]]] = {}
    for reading in readings(before):
        for size in range(1, len(places) + 1):
            for chosen in combinations(places, size):
                for tiles_in in product(*(reading.stands_for[p] for p in chosen)):
                    if len(set(tiles_in)) < len(tiles_in):
                        continue
                    after = list(before)
                    for p, t in zip(chosen, tiles_in):
                        after[p] = t
                    key = tuple(sorted(after)) if reading.kind == "group" else tuple(after)
                    seen.setdefault(key, (after, sorted(tiles_in)))
    return list(seen.values())
