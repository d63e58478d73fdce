"""Game options as data: what a game lets a table choose, and checking a caller's choices."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .errors import InvalidOption

_TYPES: dict[str, type[Any]] = {"boolean": bool, "integer": int, "string": str}
_NAMES = {"boolean": "a boolean", "integer": "an integer", "string": "a string"}


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

    def check(self, value: Any) -> Any:
        """Return ``value`` if it is allowed for this option.

        :raises InvalidOption: wrong JSON type, a string not among ``choices``, or an integer
            outside ``minimum``..``maximum``.
        """
        expected = _TYPES[self.type]
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            raise InvalidOption(
                f"Option '{self.name}' must be {_NAMES[self.type]}, not {value!r}.",
                field=f"options.{self.name}",
            )
        if self.choices and value not in self.choices:
            raise InvalidOption(
                f"Option '{self.name}' must be one of {', '.join(self.choices)}; got {value!r}.",
                field=f"options.{self.name}",
            )
        if (
            self.minimum is not None
            and value < self.minimum
            or (self.maximum is not None and value > self.maximum)
        ):
            raise InvalidOption(
                f"Option '{self.name}' must be between {self.minimum} and {self.maximum}; "
                f"got {value}.",
                field=f"options.{self.name}",
            )
        return value


@dataclass(frozen=True)
class OptionSet:
    """The options a game offers, in catalog order."""

    specs: tuple[OptionSpec, ...] = field(default_factory=tuple)

    @cached_property
    def by_name(self) -> dict[str, OptionSpec]:
        """The options by name, in catalog order."""
        return {spec.name: spec for spec in self.specs}

    def resolve(self, given: Any) -> dict[str, Any]:
        """Return every option with the caller's value or the default.

        :param given: the caller's ``options`` object (``None`` means all defaults).
        :raises InvalidOption: ``given`` is not an object, names an unknown option, or a
            value is not allowed. Nothing is dropped silently.
        """
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise InvalidOption("'options' must be an object.", field="options")
        known = self.by_name
        if not given.keys() <= known.keys():
            unknown = sorted(set(given) - set(known))
            raise InvalidOption(
                f"Unknown option {unknown[0]!r}; this game has "
                f"{', '.join(known) if known else 'no options'}.",
                field=f"options.{unknown[0]}",
            )
        return {
            name: spec.check(given[name]) if name in given else spec.default
            for name, spec in known.items()
        }
