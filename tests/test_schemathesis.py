"""Schemathesis against a real gunicorn: every check and every phase, stateful included.

The run's settings, and every check relaxed with its reason, are in schemathesis.toml; the
stateful phase follows the contract's links from a deal to legal-moves, play, score and view.
Its hooks (tests/schemathesis_hooks.py) send each body to the URL of the game it names.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.gunicorn_server import ROOT, gunicorn

RUN = "from schemathesis.cli import schemathesis; schemathesis()"


@pytest.mark.e2e
def test_schemathesis_finds_nothing(tmp_path, monkeypatch):
    # with sealing keys, a sealed deal is dealt and a made-up token is `invalid_token` (422)
    monkeypatch.setenv("ARBITER_SEAL_KEYS", "schemathesis:" + "A" * 43)
    with gunicorn(workers=2) as server:
        result = subprocess.run(
            [
                sys.executable,
                "-c",
                RUN,
                "--config-file",
                str(ROOT / "schemathesis.toml"),
                "--no-color",
                "run",
                "--url",
                server.url,
                str(ROOT / "openapi.yaml"),
            ],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=900,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # the toml's hooks module
    report = result.stdout + result.stderr
    assert result.returncode == 0, report[-20000:]
    assert "Stateful" in report and "API Links" in report, report[-5000:]
