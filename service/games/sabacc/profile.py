"""Ranking profiles: the order of hand kinds and the tie-break steps, as data.

A profile is one TOML file in ``profiles/`` named ``<game>.<id>.toml``, or the same object
sent inline in a rank request. Its form (every member checked strictly; anything else is
refused with ``InvalidProfile`` naming the path)::

    id = "seed-001"              # required: 1-48 of a-z, 0-9 and "-"
    game = "corellian-spike"     # optional: the game it ranks (must be the one asked)
    title = "..."                # optional text
    description = "..."          # optional text
    source = "..."               # optional text: the seed line or publication it follows
    order = ["pure_sabacc", ...] # required: hand kinds, best first; catch-all kinds required
    zero_bombs_out = true        # required: each of the game's flags (traditional only)

    [match]                      # required: "exact" or "contained" for each pattern kind
    pure_sabacc = "exact"        #   named in order

    [ties]                       # required: for each kind in order, its tie-break steps in
    fleet = ["pattern", "most_cards", ...]   # order ("pattern": the kind's own rule)

The kinds, steps and flags each game offers are listed in ``zero_hands`` and
``target_hands`` and in docs/rules/<game>.md.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidProfile
from ..reader import Reader
from .hands import PATTERN, GameRules

FOLDER = Path(__file__).parent / "profiles"

_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,47}\Z")
_TEXT = ("title", "description", "source")
_MODES = ("exact", "contained")


@dataclass(frozen=True)
class Profile:
    """A checked profile.

    :param id: its id.
    :param game: the game id.
    :param order: kind ids, best first.
    :param exact: kind id -> whether the hand must be exactly the pattern (pattern kinds).
    :param ties: kind id -> its step names in order.
    :param flags: flag name -> value.
    :param data: the profile as given (the JSON form ``profiles()`` serves).
    """

    id: str
    game: str
    order: tuple[str, ...]
    exact: dict[str, bool]
    ties: dict[str, tuple[str, ...]]
    flags: dict[str, bool]
    data: dict[str, Any]


def parse(rules: GameRules, data: Any, where: str = "profile") -> Profile:
    """Check a profile document of ``rules.game``.

    :param data: the decoded TOML or JSON object.
    :param where: its path, for messages.
    :raises InvalidProfile: not an object; an unknown or missing member; a wrong type; an
        unknown kind, step or mode; a kind or step twice; a catch-all kind left out; the
        ``pattern`` step for a kind with no rule of its own.
    """
    r = Reader(data, where, InvalidProfile)
    r.obj({"id", "game", *_TEXT, "order", "match", "ties", *rules.flags})
    profile_id = r["id"].str()
    if not _ID.match(profile_id):
        raise r["id"].fail(
            f"must be 1 to 48 of a-z, 0-9 and '-', starting with a letter or "
            f"digit; got {profile_id!r}."
        )
    if r.has("game"):
        r["game"].str((rules.game,))
    for name in _TEXT:
        if r.has(name):
            r[name].str()

    order = _names(r["order"], tuple(rules.kinds))
    for kind in rules.kinds.values():
        if kind.catch_all and kind.id not in order:
            raise r["order"].fail(f"must rank {kind.id!r}: every hand must have a kind.")

    patterns = [kind for kind in order if rules.kinds[kind].size is not None]
    match = r["match"]
    match.obj(set(patterns))
    exact = {kind: match[kind].str(_MODES) == "exact" for kind in patterns}

    steps = tuple(rules.steps)
    ties_reader = r["ties"]
    ties_reader.obj(set(order))
    ties = {}
    for kind_id in order:
        kind = rules.kinds[kind_id]
        allowed = (PATTERN, *steps) if kind.rule else steps
        ties[kind_id] = _names(ties_reader[kind_id], allowed)

    flags = {name: r[name].bool() for name in rules.flags}
    return Profile(profile_id, rules.game, order, exact, ties, flags, data)


def _names(r: Reader, allowed: tuple[str, ...]) -> tuple[str, ...]:
    """An array of distinct names, each one of ``allowed``."""
    names: list[str] = []
    for item in r.items():
        name = item.str(allowed)
        if name in names:
            raise r.fail(f"names {name!r} twice.")
        names.append(name)
    return tuple(names)


def shipped(rules: GameRules) -> list[Profile]:
    """The profiles in ``profiles/`` for ``rules.game``, the default first, then by id.

    :raises InvalidProfile: a file that does not check, or whose id or game is not its name
        (a bug in the shipped data, caught by the tests).
    """
    found = []
    for path in sorted(FOLDER.glob(f"{rules.game}.*.toml")):
        with path.open("rb") as f:
            profile = parse(rules, tomllib.load(f), f"profiles/{path.name}")
        if f"{profile.game}.{profile.id}.toml" != path.name or "game" not in profile.data:
            raise InvalidProfile(
                f"profiles/{path.name} must hold game {rules.game!r} and "
                f"id {path.name.split('.')[1]!r}."
            )
        found.append(profile)
    found.sort(key=lambda p: (p.id != rules.default_profile, p.id))
    if not found or found[0].id != rules.default_profile:
        raise InvalidProfile(f"profiles/ has no {rules.game}.{rules.default_profile}.toml.")
    return found
