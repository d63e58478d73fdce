"""Checked reading of a caller's move, with the path in every refusal.

A move is the one value the engines read and check themselves (the contract lets any JSON
object through as a move: ``service/api/boundary.py``): a member of the wrong type, a value
out of range or an unknown member is refused with the JSON path named (``move.tile``).
States, options and records are shaped by the contract before an engine reads them.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from .errors import ArbiterError, InvalidState

T = TypeVar("T")

_NAMES = {
    dict: "an object",
    list: "an array",
    str: "a string",
    int: "an integer",
    bool: "a boolean",
}


class Reader:
    """A view of one JSON value at ``path`` that refuses what does not fit.

    :param value: the decoded JSON value.
    :param path: where it is, for messages (``"state"``, ``"move"``); a member's or an
        item's reader is given its ``parent`` and ``key`` instead, and writes its path
        (``state.players[2].hand``) only when a message asks for it.
    :param error: the ``ArbiterError`` subclass to raise (``InvalidState`` by default).
    """

    __slots__ = ("value", "_path", "error", "_parent", "_key")

    def __init__(
        self,
        value: Any,
        path: str | None,
        error: type[ArbiterError] = InvalidState,
        parent: Reader | None = None,
        key: str | int | None = None,
    ) -> None:
        self.value = value
        self._path = path
        self.error = error
        self._parent = parent
        self._key = key

    @property
    def path(self) -> str:
        """Where the value is: ``state.players[2].hand``."""
        if self._path is None:
            assert self._parent is not None
            key, parent = self._key, self._parent.path
            self._path = f"{parent}[{key}]" if type(key) is int else f"{parent}.{key}"
        return self._path

    def fail(self, message: str) -> ArbiterError:
        """The error to raise for this value: ``"<path> <message>"``."""
        return self.error(f"{self.path} {message}", field=self.path)

    def _typed(self, kind: type[T]) -> T:
        value = self.value
        if value.__class__ is kind:  # what JSON decodes to: exactly the type
            return value
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.fail(f"must be {_NAMES[kind]}.")
        return value

    def obj(self, allowed: set[str] | frozenset[str] | None = None) -> dict[str, Any]:
        """The value as an object; with ``allowed``, any other member is refused."""
        value: dict[str, Any] = self._typed(dict)
        if allowed is not None and not value.keys() <= allowed:
            extra = sorted(set(value) - set(allowed))
            raise self.fail(f"has an unknown member {extra[0]!r}.")
        return value

    def __getitem__(self, key: str) -> Reader:
        """The member ``key`` of an object (refused when missing)."""
        value = self.obj()
        if key not in value:
            raise self.fail(f"is missing the member {key!r}.")
        return Reader(value[key], None, self.error, self, key)

    def get(self, key: str, default: Any = None) -> Reader:
        """The member ``key``, or a reader of ``default`` when it is absent."""
        value = self.obj()
        return Reader(value.get(key, default), None, self.error, self, key)

    def has(self, key: str) -> bool:
        """Whether the object has the member ``key``."""
        return key in self.obj()

    def int(self, minimum: int | None = None, maximum: int | None = None) -> int:
        """The value as an integer within ``minimum``..``maximum``."""
        value = self._typed(int)
        if minimum is not None and value < minimum or maximum is not None and value > maximum:
            raise self.fail(f"must be between {minimum} and {maximum}; got {value}.")
        return value

    def bool(self) -> bool:
        """The value as a boolean."""
        return self._typed(bool)

    def str(self, choices: Any = None) -> str:
        """The value as a string, one of ``choices`` when given."""
        value = self._typed(str)
        if choices is not None and value not in choices:
            raise self.fail(f"must be one of {', '.join(map(str, choices))}; got {value!r}.")
        return value

    def list(self, max_len: builtins.int | None = None) -> builtins.list[Any]:
        """The value as an array of at most ``max_len`` items."""
        value: builtins.list[Any] = self._typed(list)
        if max_len is not None and len(value) > max_len:
            raise self.fail(f"has {len(value)} items; at most {max_len} are possible.")
        return value

    def items(self, max_len: builtins.int | None = None) -> Iterator[Reader]:
        """Readers of each item of an array, paths ``<path>[i]``."""
        error = self.error
        for i, item in enumerate(self.list(max_len)):
            yield Reader(item, None, error, self, i)

    def map(
        self, parse: Callable[[Reader], Any], max_len: builtins.int | None = None
    ) -> builtins.list[Any]:
        """``parse`` applied to each item of an array."""
        return [parse(item) for item in self.items(max_len)]

    def optional(self) -> Reader | None:
        """``None`` when the value is JSON null, else this reader."""
        return None if self.value is None else self


# -- plain type tests for the usual move, the Reader for the exact refusal --------------------


def choice(r: Reader, key: str, choices: tuple[str, ...]) -> str:
    """The member ``key`` of the object ``r`` as one of the strings ``choices``.

    :raises ArbiterError: (``r.error``) the member is missing, not a string or not a choice.
    """
    value = r.value.get(key) if type(r.value) is dict else None
    if type(value) is str and value in choices:
        return value
    return r[key].str(choices)


def within(r: Reader, allowed: frozenset[str]) -> dict[str, Any]:
    """The object ``r``, which has no member outside ``allowed`` (it may lack some).

    :raises ArbiterError: (``r.error``) not an object, or an unknown member.
    """
    value = r.value
    if type(value) is dict and value.keys() <= allowed:
        return value
    return r.obj(allowed)
