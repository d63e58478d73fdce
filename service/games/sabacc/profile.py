"""Ranking profiles: the order of hand kinds and the tie-break steps, as data.

A profile is one TOML file in ``profiles/`` named ``<game>.<id>.toml``, or the same object
sent inline in a rank request. Its form is the contract's ``SabaccProfile`` (``schema.py``:
one of the games' profiles; members, JSON types, the id's form, match modes and names
without repeats are checked there, and for the shipped files by tests/test_schemas.py)::

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

``parse`` checks what the contract cannot: that the profile is one of the game asked (the
rank endpoint takes a profile of either game), and the relations between its members.

The kinds, steps and flags each game offers are listed in ``zero_hands`` and
``target_hands`` and in docs/rules/<game>.md.
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidProfile
from .hands import PATTERN, GameRules

FOLDER = Path(__file__).parent / "profiles"

_TEXT = ("title", "description", "source")


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


def parse(rules: GameRules, data: dict[str, Any], where: str = "profile") -> Profile:
    """Check a profile (shaped as the contract's ``SabaccProfile``) against ``rules.game``.

    :param data: the decoded TOML or JSON object.
    :param where: its path, for messages.
    :raises InvalidProfile: another game's ``game``, flags, kinds or steps; a catch-all kind
        left out; ``match`` not naming exactly the pattern kinds of ``order``, ``ties`` not
        exactly its kinds; the ``pattern`` step for a kind with no rule of its own.
    """
    game = data.get("game", rules.game)
    if game != rules.game:
        raise InvalidProfile(
            f"{where}.game must be one of {rules.game}; got {game!r}.", field=f"{where}.game"
        )
    _exactly(data, _MEMBERS | rules.flags.keys(), where, set(rules.flags))

    order = _names(data["order"], tuple(rules.kinds), f"{where}.order")
    for kind in rules.kinds.values():
        if kind.catch_all and kind.id not in order:
            raise InvalidProfile(
                f"{where}.order must rank {kind.id!r}: every hand must have a kind.",
                field=f"{where}.order",
            )

    patterns = [kind for kind in order if rules.kinds[kind].size is not None]
    match = data["match"]
    _exactly(match, set(patterns), f"{where}.match", patterns)
    exact = {kind: match[kind] == "exact" for kind in patterns}

    steps = tuple(rules.steps)
    ties_data = data["ties"]
    _exactly(ties_data, set(order), f"{where}.ties", order)
    ties = {}
    for kind_id in order:
        kind = rules.kinds[kind_id]
        allowed = (PATTERN, *steps) if kind.rule else steps
        ties[kind_id] = _names(ties_data[kind_id], allowed, f"{where}.ties.{kind_id}")

    flags = {name: data[name] for name in rules.flags}
    return Profile(data["id"], rules.game, order, exact, ties, flags, data)


_MEMBERS = frozenset(("id", "game", *_TEXT, "order", "match", "ties"))
"""The members a profile of every game may have (a game adds its flags)."""


def _exactly(
    value: dict[str, Any], allowed: Collection[str], where: str, required: Iterable[str]
) -> None:
    """``value`` has no member outside ``allowed`` and each of ``required``.

    :raises InvalidProfile: naming the first unknown member, else the first missing one.
    """
    unknown = sorted(value.keys() - allowed)
    if unknown:
        raise InvalidProfile(f"{where} has an unknown member {unknown[0]!r}.", field=where)
    for name in required:
        if name not in value:
            raise InvalidProfile(f"{where} is missing the member {name!r}.", field=where)


def _names(names: list[str], allowed: tuple[str, ...], where: str) -> tuple[str, ...]:
    """An array of names (distinct: the schema's ``uniqueItems``), each one of ``allowed``.

    :raises InvalidProfile: naming the first that is not.
    """
    for i, name in enumerate(names):
        if name not in allowed:
            raise InvalidProfile(
                f"{where}[{i}] must be one of {', '.join(allowed)}; got {name!r}.",
                field=f"{where}[{i}]",
            )
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
