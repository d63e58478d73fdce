"""Shared pieces of the sealed-game tests: servers with known keys, and opening a token as
the server would (the test holds the server's key, so it can check what an answer hides)."""

from __future__ import annotations

from service.app import create_app
from service.sealing import Keys

KEY_1 = "k1:" + "A" * 43
"""A fixed 32-byte key (all zero bits), id ``k1``."""
KEY_2 = "k2:" + "_" * 42 + "w"
"""Another fixed key, id ``k2``."""


def server(setting: str):
    """A test client of an app whose ``ARBITER_SEAL_KEYS`` is ``setting``."""
    return create_app({"SEAL_KEYS": setting}).test_client()


def opened(token: str, game: str, setting: str = KEY_1) -> dict:
    """The payload of ``token`` (``{"id", "key", "state", "moves"}``), opened with ``setting``."""
    return Keys.parse(setting).open(token, game)


def header(token: str) -> list[str]:
    """``[version, key id, game, move counter]`` of a token."""
    return token.split(".")[:4]
