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
    """The current part of ``token`` (``{"id", "key", "state", "moves", "format"}``: the
    moves since its last history segment), opened with ``setting``."""
    return Keys.parse(setting).open(token, game).payload


def every_move(token: str, game: str, setting: str = KEY_1) -> list[dict]:
    """Every move ``token``'s game has played, its history segments opened."""
    keys = Keys.parse(setting)
    return keys.moves(game, keys.open(token, game))


def header(token: str) -> list[str]:
    """``[version, key id, game, move counter]`` of a token."""
    return token.split(".")[:4]
