"""Shared fixtures: the app, a Flask test client, and a JSON POST helper."""

from __future__ import annotations

import pytest

from service.app import create_app


@pytest.fixture(scope="session")
def app():
    """One app for the whole session (it holds no state between requests)."""
    return create_app()


@pytest.fixture()
def client(app):
    """A Flask test client of the app."""
    return app.test_client()


@pytest.fixture()
def post(client):
    """``post(path, body)`` -> response, sending ``body`` as JSON."""
    def _post(path: str, body):
        return client.post(path, json=body)
    return _post
