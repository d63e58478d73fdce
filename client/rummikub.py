"""``arbiter rummikub ...``: Rummikub's own commands (being built, see issue 5)."""

from __future__ import annotations

import click


@click.group()
def rummikub() -> None:
    """Rummikub tables and the best-turn solver."""
