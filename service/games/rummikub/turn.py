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
from itertools import combinations, product
from os.path import commonprefix
from typing import Any

from ..errors import IllegalMove
from . import initial_meld, melds
from .tiles import JOKER, code, codes, sort_key

Melds = Sequence[Sequence[int]]
"""A table: melds of tile kinds."""

SOURCE = "seed 004 (Sabra Rummikub), The play"

RULE_VALID = "Every meld on the table at the end of a turn is a valid group or run."
RULE_FROM_RACK = "The tiles laid come from the player's own rack."
RULE_ONE_TILE = "At the end of a turn at least one tile from the rack has been added."
RULE_KEEP = (
    "Every tile on the table at the start of a turn is on it at the end; tiles come "
    "only from the table and the rack."
)
RULE_JOKER_HAND = "The joker cannot be taken into the player's hand."
RULE_JOKER_MELD = (
    "A meld holding a joker may not have tiles added, removed or rearranged; "
    "only its joker may be replaced by the tile it stands for, from the rack."
)
RULE_OPENING = (
    "The initial meld is one or more melds of the player's own tiles worth at "
    "least {threshold} points."
)
RULE_FREED = (
    "A joker freed by a swap goes into a combination already on the table "
    "(freed_joker_new_meld is false)."
)
RULE_FROZEN = "The table may not change on the opening turn (rearrange_on_opening is false)."


@dataclass(frozen=True)
class Violation:
    """One broken rule: the rule in words, what broke it, where the rule is written, and the
    path of the offending part of the move."""

    rule: str
    reason: str
    source: str = SOURCE
    field: str | None = None

    def as_json(self) -> dict[str, Any]:
        """``{"rule", "reason", "source"[, "field"]}``."""
        out = {"rule": self.rule, "reason": self.reason, "source": self.source}
        if self.field:
            out["field"] = self.field
        return out


class TurnRefused(IllegalMove):
    """A laying the rules forbid; ``violations`` lists every rule it breaks (at least one).

    The problem document carries them as ``violations``; ``rule`` and ``source`` are the
    first one's. Each rule is named once: what broke it, everywhere, is in its reason.
    """

    def __init__(self, violations: list[Violation]) -> None:
        violations = _merged(violations)
        first = violations[0]
        super().__init__(
            "The laying is refused: " + " ".join(v.reason for v in violations),
            rule=first.rule,
            source=first.source,
            field=first.field,
        )
        self.violations = violations

    def details(self) -> dict[str, Any]:
        """The problem's extension members, with every violation."""
        return {**super().details(), "violations": [v.as_json() for v in self.violations]}


@dataclass(frozen=True)
class Laying:
    """A legal laying: the tiles laid (sorted), their points on a rack, and on the opening
    turn the worth of the initial meld."""

    laid: list[int]
    opening: int | None


def _merged(violations: list[Violation]) -> list[Violation]:
    """One violation per rule, in the order rules were first broken: the reasons joined, the
    field the one path every part lies under (``move.table`` for melds 1 and 3)."""
    by_rule: dict[str, list[Violation]] = {}
    for v in violations:
        by_rule.setdefault(v.rule, []).append(v)
    return [
        Violation(
            rule,
            " ".join(v.reason for v in group),
            group[0].source,
            _under([v.field for v in group]),
        )
        for rule, group in by_rule.items()
    ]


def _under(fields: list[str | None]) -> str | None:
    """The longest path every field lies under (``move.table[1]``, ``move.table[3]`` ->
    ``move.table``)."""
    paths = [f for f in fields if f is not None]
    if len(paths) < len(fields) or len(set(paths)) == 1:
        return fields[0]
    common = commonprefix(paths)
    if common not in paths or any(f[len(common) :][:1] not in ".[" for f in paths):
        common = common[: max(common.rfind("."), common.rfind("["), 0)]
    return common or None


def _show(meld: Sequence[int]) -> str:
    return "[" + " ".join(codes(meld)) + "]"


def check(
    before: Sequence[Sequence[int]],
    after: Sequence[Sequence[int]],
    rack: Sequence[int],
    laid: Sequence[int],
    *,
    initial_meld_done: bool,
    threshold: int = 30,
    rearrange_on_opening: bool = True,
    freed_joker_new_meld: bool = False,
    path: str = "move",
) -> Laying:
    """Check one laying.

    The cheap checks run first (each meld on its own, and where every tile comes from and
    goes); a laying of tiles the rack does not hold is refused on those alone, before the
    joker melds are matched and the initial meld is valued.

    :param before: the table at the start of the turn (valid melds).
    :param after: the table the player leaves, melds as laid.
    :param rack: the player's rack at the start of the turn.
    :param laid: the tiles the player says came from the rack.
    :param initial_meld_done: whether the player's initial meld is behind them.
    :param threshold: the initial meld's least worth (seed 004: 30).
    :param rearrange_on_opening: whether the table may change on the opening turn.
    :param freed_joker_new_meld: whether a joker freed by a swap may start a new meld.
    :param path: where the move is, for the ``field`` of each violation.
    :raises TurnRefused: naming every rule the laying breaks, each rule once.
    """
    found = [
        Violation(
            RULE_VALID,
            f"Meld {i + 1} {_show(meld)} is not valid: {fault}",
            melds.SOURCE_KINDS,
            f"{path}.table[{i}]",
        )
        for i, meld in enumerate(after)
        for fault in [melds.diagnose(meld)]
        if fault
    ]
    found += _tiles(before, after, rack, laid, path)
    if any(v.rule == RULE_FROM_RACK for v in found):
        raise TurnRefused(found)
    opening_turn = not initial_meld_done
    frozen = opening_turn and not rearrange_on_opening
    successors: list[int] = []
    put_in: list[int] = []
    if frozen:
        found += _frozen(before, after, path)
    else:
        broken, successors, put_in = _jokers(before, after, laid, path)
        found += broken
        if (
            put_in
            and not freed_joker_new_meld
            and not any(v.rule in (RULE_JOKER_HAND, RULE_KEEP) for v in found)
        ):  # else <= 2 jokers
            found += _freed(before, after, successors, path)
    worth = None
    if opening_turn:
        candidates = [m for i, m in enumerate(after) if i not in successors]
        own = list((Counter(laid) - Counter(put_in)).elements())
        worth, counted = initial_meld.worth(candidates, own)
        if worth < threshold:
            found.append(_short_opening(worth, threshold, candidates, counted, own, path))
    if found:
        raise TurnRefused(found)
    return Laying(sorted(laid, key=sort_key), worth)


def _short_opening(
    worth: int,
    threshold: int,
    candidates: list[Sequence[int]],
    counted: Sequence[int],
    own: list[int],
    path: str,
) -> Violation:
    """The refusal of an initial meld worth less than ``threshold``: what counted (the melds
    ``candidates[i]`` for ``i`` in ``counted``, wholly from the rack) and where the player's
    other tiles (``own``) went: into melds holding table tiles, or into melds that are not
    valid (seed 004 The play: the initial meld is "formed from the tiles in the players
    hand")."""
    laid = [candidates[i] for i in counted]
    if laid:
        what = (
            "the melds laid wholly from the rack, "
            + " and ".join(f"{_show(m)} ({melds.value(m)})" for m in laid)
            + f", add up to {worth}"
        )
    else:
        what = "no valid meld on the table after the turn is made wholly of tiles from the rack"
    left = Counter(own) - Counter(t for m in laid for t in m)
    with_table: Counter[int] = Counter()
    not_valid: Counter[int] = Counter()
    for i, meld in enumerate(candidates):
        mine = Counter(meld) & left
        if i in counted or not mine:
            continue
        left -= mine
        (not_valid if not Counter(meld) - mine else with_table).update(mine)
    for went, why in (
        (with_table, "melds holding table tiles, which do not count"),
        (not_valid, "melds that are not valid"),
    ):
        if went:
            what += f"; {' '.join(codes(sorted(went.elements(), key=sort_key)))} went into {why}"
    return Violation(
        RULE_OPENING.format(threshold=threshold),
        f"The initial meld is worth {worth} < {threshold}: {what}.",
        field=f"{path}.table",
    )


def _and(parts: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _counts(counter: Counter[int], kinds: list[int]) -> str:
    return _and([f"{counter[t]} × {code(t)}" for t in kinds])


def _tiles(
    before: Melds, after: Melds, rack: Sequence[int], laid: Sequence[int], path: str
) -> list[Violation]:
    """Where every tile comes from and goes: each broken rule once, every tile named."""
    out = []
    held, given = Counter(rack), Counter(laid)
    short = [t for t in sorted(given, key=sort_key) if given[t] > held[t]]
    if short:
        out.append(
            Violation(
                RULE_FROM_RACK,
                f"The move lays {_counts(given, short)} from the "
                f"rack, but the rack holds {_counts(held, short)}.",
                field=f"{path}.from_rack",
            )
        )
    if not laid:
        out.append(
            Violation(RULE_ONE_TILE, "No tile is laid from the rack.", field=f"{path}.from_rack")
        )
    start = Counter(t for meld in before for t in meld) + given
    end = Counter(t for meld in after for t in meld)
    kinds = sorted(set(start) | set(end), key=sort_key)
    if end[JOKER] < start[JOKER]:
        out.append(
            Violation(
                RULE_JOKER_HAND,
                f"The table before and the tiles laid hold {start[JOKER]} × J, but "
                f"the table after holds {end[JOKER]}: a joker never goes to a rack.",
                field=f"{path}.table",
            )
        )
    missing = [t for t in kinds if end[t] < start[t] and t != JOKER]
    extra = [t for t in kinds if end[t] > start[t]]
    reasons = []
    if missing:
        reasons.append(
            f"The table before and the tiles laid hold {_counts(start, missing)}, but "
            f"the table after holds {_counts(end, missing)}: "
            f"{_and(codes(missing))} {'is' if len(missing) == 1 else 'are'} missing."
        )
    if extra:
        reasons.append(
            f"The table after holds {_counts(end, extra)}, but the table before and "
            f"the tiles laid hold {_counts(start, extra)}: {_and(codes(extra))} "
            f"{'comes' if len(extra) == 1 else 'come'} from nowhere."
        )
    if reasons:
        out.append(Violation(RULE_KEEP, " ".join(reasons), field=f"{path}.table"))
    return out


def _jokers(
    before: Melds, after: Melds, laid: Sequence[int], path: str
) -> tuple[list[Violation], list[int], list[int]]:
    """The Sabra joker rule: each meld holding a joker is kept or has jokers replaced.

    :returns: ``(violations, indexes of after holding those melds, tiles put in for
        jokers)``; the last two empty when the melds cannot all be matched.
    """
    locked = [k for k, meld in enumerate(before) if JOKER in meld]
    fits = {
        k: [
            (i, r)
            for i, meld in enumerate(after)
            if melds.is_valid(meld)
            for r in [[] if melds.same(before[k], meld) else melds.replaced(before[k], meld)]
            if r is not None
        ]
        for k in locked
    }
    out = [
        Violation(
            RULE_JOKER_MELD,
            f"Meld {k + 1} of the table before, {_show(before[k])}, holds a joker and "
            f"is not on the table after the turn as it was (or with its joker "
            f"replaced).",
            field=f"{path}.table",
        )
        for k in locked
        if not fits[k]
    ]
    if out:
        return out, [], []
    best: list[int] | None = None
    for choice in product(*(fits[k] for k in locked)):
        if len({i for i, _ in choice}) < len(choice):
            continue
        put_in = [t for _, r in choice for t in r]
        if not Counter(put_in) - Counter(laid):
            return [], [i for i, _ in choice], put_in
        best = put_in if best is None or len(put_in) < len(best) else best
    if best is None:
        return (
            [
                Violation(
                    RULE_JOKER_MELD,
                    "The melds holding jokers before the turn cannot all "
                    "be found on the table after it.",
                    field=f"{path}.table",
                )
            ],
            [],
            [],
        )
    short = Counter(best) - Counter(laid)
    return (
        [
            Violation(
                RULE_JOKER_MELD,
                f"A joker was replaced by {', '.join(codes(sorted(short, key=sort_key)))}, "
                f"which is not among the tiles laid from the rack.",
                field=f"{path}.from_rack",
            )
        ],
        [],
        [],
    )


def _freed(before: Melds, after: Melds, successors: list[int], path: str) -> list[Violation]:
    """A freed joker goes into a combination already on the table: each meld taking one
    holds a tile of the table before (tiles have no identity, so each such meld is given
    its own copy of a tile the table held)."""
    freed = sum(m.count(JOKER) for m in before) - sum(after[i].count(JOKER) for i in successors)
    table = Counter(t for m in before if JOKER not in m for t in m)
    hosts = [i for i, m in enumerate(after) if i not in successors and JOKER in m]
    for size in range(1, len(hosts) + 1):
        for chosen in combinations(hosts, size):
            if sum(after[i].count(JOKER) for i in chosen) < freed:
                continue
            marks = [sorted({t for t in after[i] if table[t]}) for i in chosen]
            if any(not Counter(pick) - table for pick in product(*marks)):
                return []
    new = [after[i] for i in hosts if not any(table[t] for t in after[i] if t != JOKER)]
    where = (
        (
            " and ".join(_show(m) for m in new)
            + (" starts" if len(new) == 1 else " start")
            + " a new meld of the player's own tiles"
        )
        if new
        else ("the melds holding jokers hold too few tiles of the table before")
    )
    return [
        Violation(
            RULE_FREED,
            f"A joker freed by a swap must go into a combination "
            f"already on the table, but {where}.",
            field=f"{path}.table",
        )
    ]


def _unmatched(before: Melds, after: Melds) -> tuple[list[int], list[int]]:
    """Indexes of melds before with no same meld after, and of melds after left over."""
    left = list(range(len(after)))
    missing = []
    for k, meld in enumerate(before):
        i = next((i for i in left if melds.is_valid(after[i]) and melds.same(meld, after[i])), None)
        if i is None:
            missing.append(k)
        else:
            left.remove(i)
    return missing, left


def _frozen(before: Melds, after: Melds, path: str) -> list[Violation]:
    missing, _ = _unmatched(before, after)
    return [
        Violation(
            RULE_FROZEN,
            f"Meld {k + 1} of the table before, {_show(before[k])}, was "
            f"changed on the opening turn.",
            field=f"{path}.table",
        )
        for k in missing
    ]
