"""Game options as data: what a game lets a table choose, and a caller's choices resolved.

Each option's type, choices and range are its ``<Game>Options`` schema in the contract
(``schema.option``), which checks a request's options before an engine reads them; the
relations between options (a dealer below the number of seats, an option two games
forbid) are the families' rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game.

    :param name: the key in ``options``.
    :param type: ``"boolean"``, ``"integer"`` or ``"string"``.
    :param default: the value used when the caller leaves the option out (the seed's reading).
    :param description: what the option changes, with the seed line it reads.
    :param choices: for strings, the allowed values.
    :param minimum: for integers, the smallest allowed value.
    :param maximum: for integers, the largest allowed value.
    """

    name: str
    type: str
    default: Any
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def as_json(self) -> dict[str, Any]:
        """The catalog entry of this option: name, type, default, description and limits."""
        out = {
            "name": self.name,
            "type": self.type,
            "default": self.default,
            "description": self.description,
        }
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out


@dataclass(frozen=True)
class OptionSet:
    """The options a game offers, in catalog order."""

    specs: tuple[OptionSpec, ...] = field(default_factory=tuple)

    def resolve(self, given: dict[str, Any] | None) -> dict[str, Any]:
        """Every option, in catalog order, with the caller's value or the default.

        :param given: the caller's ``options`` as the contract's ``<Game>Options`` shapes
            them (no other option; each of its type, among its choices, in its range), or
            ``None`` for all defaults.
        """
        given = given or {}
        return {spec.name: given.get(spec.name, spec.default) for spec in self.specs}
