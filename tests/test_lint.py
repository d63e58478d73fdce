"""The code passes the linters CI runs: ruff with the rules in pyproject.toml."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

from tests.tools import ROOT, missing


def test_ruff_passes():
    """`ruff check .` finds nothing (rules and their reasons: [tool.ruff] in pyproject.toml)."""
    if importlib.util.find_spec("ruff") is None:
        missing("ruff is not installed: pip install -e '.[test]'")
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache",
                             "--output-format", "concise", "."],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
