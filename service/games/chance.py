"""Seeded, replayable chance: shuffles and dice drawn from the seed a state carries.

A state holds ``seed`` (an integer) and ``chance_step`` (how many chance outcomes the game
has drawn so far). The generator for the next outcome is derived from both, so the same
state always gives the same outcome, a replay of the same moves gives the same game, and no
generator object has to travel in the state. The global ``random`` module is never used.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

SEED_MAX = 2**53 - 1
"""Largest seed accepted (the largest integer every JSON client represents exactly)."""

CHANCE_STEP_MAX = 10**9
"""Largest ``chance_step`` a state may carry (no real game draws near that many outcomes)."""


def fresh_seed() -> int:
    """A new seed from the operating system's entropy, for a deal that names none."""
    return secrets.randbelow(SEED_MAX + 1)


def generator(seed: int, step: int) -> random.Random:
    """The generator for chance outcome number ``step`` of the game seeded with ``seed``.

    :param seed: the state's seed, 0..``SEED_MAX``.
    :param step: the state's ``chance_step`` (0 for the deal).
    """
    return random.Random(f"arbiter:{seed}:{step}")


def shuffled(items: Sequence[T], seed: int, step: int) -> list[T]:
    """A new list holding ``items`` in the order a seeded shuffle gives (Fisher-Yates)."""
    out = list(items)
    generator(seed, step).shuffle(out)
    return out


def roll(seed: int, step: int, dice: int = 1, sides: int = 6) -> list[int]:
    """``dice`` seeded die rolls, each 1..``sides``."""
    rng = generator(seed, step)
    return [rng.randint(1, sides) for _ in range(dice)]
