"""Tools CI installs (ruff, node's npx tools): tests that need one skip when it is missing
locally, and fail when ``CI`` is ``true``, so a broken install never passes silently."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NODE_BIN = ROOT / "ci" / "node_modules" / ".bin"
"""Where ``npm ci`` in ``ci/`` (run by ``.ci/run``) puts the pinned node tools."""


def on_ci() -> bool:
    """Whether this run is CI's (the environment variable ``CI`` is ``true``)."""
    return os.environ.get("CI", "").lower() == "true"


def missing(reason: str) -> None:
    """Skip the calling test, or fail it on CI.

    :raises pytest.skip.Exception: locally.
    :raises pytest.fail.Exception: when ``CI`` is ``true``.
    """
    if on_ci():
        pytest.fail(f"{reason} (CI must install it: see .ci/run)")
    pytest.skip(reason)


def node_tool(name: str) -> Path:
    """The path of a node tool pinned in ``ci/package.json`` (``redocly``), once installed.

    :raises pytest.skip.Exception: not installed, locally; fails instead on CI.
    """
    path = NODE_BIN / name
    if not path.is_file() or shutil.which("node") is None:
        missing(f"{name} is not installed: run `npm ci` in ci/")
    return path
