"""Checking a whole laying: the table after the turn against the table before (seed 004).

A laying is given as the table the player leaves (every meld, as laid) and the tiles taken
from the rack. It is legal when, together:

* every meld after the turn is a valid group or run (seed 004 The play: "any new or added to
  combination must be valid");
* the laid tiles are on the rack, and at least one was laid ("he must have added at least
  one tile from his rack");
* the table after holds exactly the tiles of the table before plus the laid tiles: no tile
  goes back to a rack and none comes from elsewhere ("The joker cannot be taken into the
  player's hand for later use");
* a meld holding a joker is left as it was, or has jokers replaced by the tiles they stand
  for, taken from the rack, and nothing else changed; a joker so freed goes to another meld
  ("Combinations formed with a joker cannot have tiles added or removed ... nor can it be
  rearranged. However ... he can replace the joker in the meld with the tile and he may
  then apply the joker to some other existing combination on the table");
* on the opening turn the laid tiles make melds of their own worth at least the initial
  meld ("at least 30 points in one or more combinations formed from the tiles in the
  players hand"); with the option ``rearrange_on_opening`` false, the table before stays as
  it was and the new melds themselves must reach it.

Every broken rule is named, not only the first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from ..errors import IllegalMove
from . import melds, solver
from .tiles import JOKER, code, codes, sort_key

SOURCE = "seed 004 (Sabra Rummikub), The play"

RULE_VALID = "Every meld on the table at the end of a turn is a valid group or run."
RULE_FROM_RACK = "The tiles laid come from the player's own rack."
RULE_ONE_TILE = "At the end of a turn at least one tile from the rack has been added."
RULE_KEEP = ("Every tile on the table at the start of a turn is on it at the end; tiles come "
             "only from the table and the rack.")
RULE_JOKER_HAND = "The joker cannot be taken into the player's hand."
RULE_JOKER_MELD = ("A meld holding a joker may not have tiles added, removed or rearranged; "
                   "only its joker may be replaced by the tile it stands for, from the rack.")
RULE_OPENING = ("The initial meld is one or more melds of the player's own tiles worth at "
                "least {threshold} points.")
RULE_FROZEN = "The table may not change on the opening turn (rearrange_on_opening is false)."


@dataclass(frozen=True)
class Violation:
    """One broken rule: the rule in words, what broke it, where the rule is written, and the
    path of the offending part of the move."""

    rule: str
    reason: str
    source: str = SOURCE
    field: str | None = None

    def as_json(self) -> dict:
        """``{"rule", "reason", "source"[, "field"]}``."""
        out = {"rule": self.rule, "reason": self.reason, "source": self.source}
        if self.field:
            out["field"] = self.field
        return out


class TurnRefused(IllegalMove):
    """A laying the rules forbid; ``violations`` lists every rule it breaks (at least one).

    The problem document carries them as ``violations``; ``rule`` and ``source`` are the
    first one's.
    """

    def __init__(self, violations: list[Violation]) -> None:
        first = violations[0]
        super().__init__("The laying is refused: " + " ".join(v.reason for v in violations),
                         rule=first.rule, source=first.source, field=first.field)
        self.violations = violations

    def details(self) -> dict:
        """The problem's extension members, with every violation."""
        return {**super().details(), "violations": [v.as_json() for v in self.violations]}


@dataclass(frozen=True)
class Laying:
    """A legal laying: the tiles laid (sorted), their points on a rack, and on the opening
    turn the worth of the initial meld."""

    laid: list[int]
    opening: int | None


def _show(meld: Sequence[int]) -> str:
    return "[" + " ".join(codes(meld)) + "]"


def check(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]],
          rack: Sequence[int], laid: Sequence[int], *, initial_meld_done: bool,
          threshold: int = 30, rearrange_on_opening: bool = True,
          path: str = "move") -> Laying:
    """Check one laying.

    :param before: the table at the start of the turn (valid melds).
    :param after: the table the player leaves, melds as laid.
    :param rack: the player's rack at the start of the turn.
    :param laid: the tiles the player says came from the rack.
    :param initial_meld_done: whether the player's initial meld is behind them.
    :param threshold: the initial meld's least worth (seed 004: 30).
    :param rearrange_on_opening: whether the table may change on the opening turn.
    :param path: where the move is, for the ``field`` of each violation.
    :raises TurnRefused: naming every rule the laying breaks.
    """
    found: list[Violation] = []
    for i, meld in enumerate(after):
        fault = melds.diagnose(meld)
        if fault:
            found.append(Violation(RULE_VALID, f"Meld {i + 1} {_show(meld)} is not valid: {fault}",
                                   melds.SOURCE_KINDS, f"{path}.table[{i}]"))
    found += _tiles(before, after, rack, laid, path)
    opening = not initial_meld_done
    worth = None
    if opening and not rearrange_on_opening:
        found += _frozen(before, after, path)
        worth = _new_worth(before, after)
    else:
        found += _jokers(before, after, laid, path)
        if opening:
            worth, _ = solver.own_value(laid)
    if opening and worth < threshold:
        what = ("the new melds add up to" if not rearrange_on_opening else
                "the tiles laid from the rack make melds of their own worth at most")
        found.append(Violation(
            RULE_OPENING.format(threshold=threshold),
            f"The initial meld is worth {worth} < {threshold}: {what} {worth}.",
            field=f"{path}.from_rack"))
    if found:
        raise TurnRefused(found)
    return Laying(sorted(laid, key=sort_key), worth)


def _tiles(before, after, rack, laid, path) -> list[Violation]:
    out = []
    held, given = Counter(rack), Counter(laid)
    for t in sorted(given, key=sort_key):
        if given[t] > held[t]:
            out.append(Violation(RULE_FROM_RACK,
                                 f"The move lays {given[t]} × {code(t)} from the rack, but the "
                                 f"rack holds {held[t]} × {code(t)}.", field=f"{path}.from_rack"))
    if not laid:
        out.append(Violation(RULE_ONE_TILE, "No tile is laid from the rack.",
                             field=f"{path}.from_rack"))
    start = Counter(t for meld in before for t in meld) + given
    end = Counter(t for meld in after for t in meld)
    for t in sorted(set(start) | set(end), key=sort_key):
        if end[t] < start[t] and t == JOKER:
            out.append(Violation(RULE_JOKER_HAND,
                                 f"The table before and the tiles laid hold {start[t]} × J, but "
                                 f"the table after holds {end[t]}: a joker never goes to a rack.",
                                 field=f"{path}.table"))
        elif end[t] < start[t]:
            out.append(Violation(RULE_KEEP,
                                 f"The table before and the tiles laid hold {start[t]} × "
                                 f"{code(t)}, but the table after holds {end[t]}: {code(t)} is "
                                 f"missing.",
                                 field=f"{path}.table"))
        elif end[t] > start[t]:
            out.append(Violation(RULE_KEEP,
                                 f"The table after holds {end[t]} × {code(t)}, but the table "
                                 f"before and the tiles laid hold {start[t]}: {code(t)} comes "
                                 f"from nowhere.",
                                 field=f"{path}.table"))
    return out


def _jokers(before, after, laid, path) -> list[Violation]:
    """The Sabra joker rule: each meld holding a joker is kept or has jokers replaced."""
    locked = [k for k, meld in enumerate(before) if JOKER in meld]
    fits = {k: [(i, r) for i, meld in enumerate(after) if melds.is_valid(meld)
                for r in [[] if melds.same(before[k], meld) else melds.replaced(before[k], meld)]
                if r is not None] for k in locked}
    out = [Violation(RULE_JOKER_MELD,
                     f"Meld {k + 1} of the table before, {_show(before[k])}, holds a joker and "
                     f"is not on the table after the turn as it was (or with its joker "
                     f"replaced).", field=f"{path}.table")
           for k in locked if not fits[k]]
    if out:
        return out
    best: list[int] | None = None
    for choice in product(*(fits[k] for k in locked)):
        if len({i for i, _ in choice}) < len(choice):
            continue
        put_in = [t for _, r in choice for t in r]
        if not Counter(put_in) - Counter(laid):
            return []
        best = put_in if best is None or len(put_in) < len(best) else best
    if best is None:
        return [Violation(RULE_JOKER_MELD, "The melds holding jokers before the turn cannot all "
                          "be found on the table after it.", field=f"{path}.table")]
    short = Counter(best) - Counter(laid)
    return [Violation(RULE_JOKER_MELD,
                      f"A joker was replaced by {', '.join(codes(sorted(short, key=sort_key)))}, "
                      f"which is not among the tiles laid from the rack.",
                      field=f"{path}.from_rack")]


def _unmatched(before, after) -> tuple[list[int], list[int]]:
    """Indexes of melds before with no same meld after, and of melds after left over."""
    left = list(range(len(after)))
    missing = []
    for k, meld in enumerate(before):
        i = next((i for i in left if melds.is_valid(after[i]) and melds.same(meld, after[i])),
                 None)
        if i is None:
            missing.append(k)
        else:
            left.remove(i)
    return missing, left


def _frozen(before, after, path) -> list[Violation]:
    missing, _ = _unmatched(before, after)
    return [Violation(RULE_FROZEN, f"Meld {k + 1} of the table before, {_show(before[k])}, was "
                      f"changed on the opening turn.", field=f"{path}.table") for k in missing]


def _new_worth(before, after) -> int:
    _, new = _unmatched(before, after)
    return sum(melds.value(after[i]) for i in new if melds.is_valid(after[i]))
