"""The code passes the checks CI runs: ruff with the rules in pyproject.toml, `ruff format`
(the code as the formatter writes it), and mypy over the service and the CLI, strict over the
rules engines (``[tool.mypy]`` there)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

from tests.tools import ROOT, missing


def ruff(*args: str) -> None:
    """Run ``ruff ARGS .`` in the repository; it must find nothing."""
    if importlib.util.find_spec("ruff") is None:
        missing("ruff is not installed: pip install -e '.[test]'")
    result = subprocess.run(
        [sys.executable, "-m", "ruff", *args, "--no-cache", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_passes():
    """`ruff check .` finds nothing (rules and their reasons: [tool.ruff] in pyproject.toml)."""
    ruff("check", "--output-format", "concise")


def test_ruff_format_leaves_every_file_as_it_is():
    """`ruff format --check .` would change nothing ([tool.ruff] in pyproject.toml)."""
    ruff("format", "--check")


def test_mypy_passes_on_the_service_and_the_cli():
    """`mypy` (over service and client, strict over service/games: [tool.mypy] in
    pyproject.toml) finds nothing."""
    if importlib.util.find_spec("mypy") is None:
        missing("mypy is not installed: pip install -e '.[test]'")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
