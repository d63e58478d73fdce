"""Schemathesis against a real gunicorn: every check and every phase, stateful included.

The run's settings, and every check relaxed with its reason, are in schemathesis.toml; the
stateful phase follows the contract's links from a deal to legal-moves, play, score and view.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.gunicorn_server import ROOT, gunicorn

RUN = "from schemathesis.cli import schemathesis; schemathesis()"


@pytest.mark.e2e
def test_schemathesis_finds_nothing(tmp_path):
    with gunicorn(workers=2) as server:
        result = subprocess.run(
            [sys.executable, "-c", RUN, "--config-file", str(ROOT / "schemathesis.toml"),
             "--no-color", "run", "--url", server.url, str(ROOT / "openapi.yaml")],
            cwd=tmp_path, capture_output=True, text=True, timeout=900)
    report = result.stdout + result.stderr
    assert result.returncode == 0, report[-20000:]
    assert "Stateful" in report and "API Links" in report, report[-5000:]
