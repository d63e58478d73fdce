"""Seeded, replayable chance: shuffles and dice drawn from the seed a state carries.

A state holds ``seed`` (an integer) and ``chance_step`` (how many chance outcomes the game
has drawn so far). The generator for the next outcome is derived from both, so the same
state always gives the same outcome, a replay of the same moves gives the same game, and no
generator object has to travel in the state. The global ``random`` module is never used.

A sealed game (``service.sealing``) also carries a secret ``nonce`` (hex, at least 128 bits)
that the caller never sees. While ``secret(nonce)`` is in force (the game interface sets it
around a deal or a move of a state that has one), every generator is seeded by
HMAC-SHA-256 keyed with the nonce over the seed and step, so the seed alone no longer
determines any outcome, and the outcomes of one step say nothing of the nonce or of another
step. Without a nonce the generators are exactly as they always were (saved games replay).
"""

from __future__ import annotations

import hmac
import random
import re
import secrets
from collections.abc import Sequence
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

SEED_MAX = 2**53 - 1
"""Largest seed accepted (the largest integer every JSON client represents exactly)."""

CHANCE_STEP_MAX = 10**9
"""Largest ``chance_step`` a state may carry (no real game draws near that many outcomes)."""


NONCE = re.compile(r"(?:[0-9a-f]{2}){16,64}")
"""A state's ``nonce``: 16 to 64 bytes (128 to 512 bits) as lowercase hex."""

_nonce: ContextVar[bytes | None] = ContextVar("arbiter_chance_nonce", default=None)


def fresh_nonce() -> str:
    """A new 128-bit nonce from the operating system's entropy, as 32 hex digits."""
    return secrets.token_hex(16)


class secret:  # lower case: it reads as a function, ``with secret(nonce):``
    """Mix ``nonce`` (a ``NONCE`` string, or ``None`` for none) into every chance draw made
    inside the ``with`` block, in this thread or task only.

    A class, not a ``contextlib.contextmanager`` generator: every play enters one, and the
    generator machinery cost a hundredth of a play request.
    """

    __slots__ = ("_key", "_token")

    def __init__(self, nonce: str | None) -> None:
        self._key = None if nonce is None else bytes.fromhex(nonce)

    def __enter__(self) -> None:
        self._token = _nonce.set(self._key)

    def __exit__(self, *exc: object) -> None:
        _nonce.reset(self._token)


def fresh_seed() -> int:
    """A new seed from the operating system's entropy, for a deal that names none."""
    return secrets.randbelow(SEED_MAX + 1)


def generator(seed: int, step: int) -> random.Random:
    """The generator for chance outcome number ``step`` of the game seeded with ``seed``.

    :param seed: the state's seed, 0..``SEED_MAX``.
    :param step: the state's ``chance_step`` (0 for the deal).
    """
    nonce = _nonce.get()
    if nonce is None:
        return random.Random(f"arbiter:{seed}:{step}")
    key = hmac.digest(nonce, f"arbiter:{seed}:{step}".encode(), "sha256")
    return random.Random(int.from_bytes(key, "big"))


def shuffled(items: Sequence[T], seed: int, step: int) -> list[T]:
    """A new list holding ``items`` in the order a seeded shuffle gives (Fisher-Yates)."""
    out = list(items)
    generator(seed, step).shuffle(out)
    return out


def roll(seed: int, step: int, dice: int = 1, sides: int = 6) -> list[int]:
    """``dice`` seeded die rolls, each 1..``sides``."""
    rng = generator(seed, step)
    return [rng.randint(1, sides) for _ in range(dice)]
