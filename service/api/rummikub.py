"""Rummikub's own endpoints (``check-table``, ``solve``); planned, see issue 5."""

from __future__ import annotations

from .schemas import Blueprint

blp = Blueprint("rummikub", __name__, url_prefix="/v1/games/rummikub",
                description="Rummikub tables and the best-turn solver.")
