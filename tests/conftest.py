"""Shared fixtures: the app, a Flask test client, the engines in process, a JSON POST
helper, and the CLI."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from client.cli import main
from service.app import create_app
from tests.harness import Engines


@pytest.fixture(scope="session")
def app():
    """One app for the whole session (it holds no state between requests)."""
    return create_app()


@pytest.fixture()
def client(app):
    """A Flask test client of the app."""
    return app.test_client()


@pytest.fixture(scope="session")
def engines():
    """The games in process, for tests/harness.py's calls (the random-play soaks)."""
    return Engines()


@pytest.fixture()
def post(client):
    """``post(path, body)`` -> response, sending ``body`` as JSON."""

    def _post(path: str, body):
        return client.post(path, json=body)

    return _post


@pytest.fixture()
def run(monkeypatch):
    """``run(*args, input=None)`` -> the click Result of ``arbiter ARGS``, in process
    (ARBITER_URL unset, so no server)."""
    monkeypatch.delenv("ARBITER_URL", raising=False)

    def _run(*args: str, input: str | None = None):
        return CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)

    return _run
