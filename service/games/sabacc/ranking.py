"""Ranking Sabacc hands by a profile (placeholder: being built, see issue 2)."""

from __future__ import annotations

from typing import Any


def rank(game: str, hands: list[list[Any]], profile: Any = None) -> dict:
    """Rank ``hands`` of ``game`` under ``profile``; see ``service.api.sabacc.RankResponse``."""
    raise NotImplementedError


def profiles(game: str) -> list[dict]:
    """The profiles shipped for ``game``, the default first."""
    raise NotImplementedError
