"""The contract's ``servers`` (issue 22): relative (``/``) unless ``ARBITER_PUBLIC_URL``
names where callers reach the service; the served contract (``/openapi.yaml``,
``/openapi.json``, which /docs loads) says the same, and the checked-in one says ``/``."""

from __future__ import annotations

import pytest
import yaml

from service.app import create_app
from service.ops.settings import SettingError, Settings, public_url
from tests.gunicorn_server import ROOT


def servers(app) -> tuple[list, list]:
    client = app.test_client()
    return (
        client.get("/openapi.json").json["servers"],
        yaml.safe_load(client.get("/openapi.yaml").data)["servers"],
    )


def test_servers_is_relative_by_default(app):
    """Issue 22: ``servers`` was ``http://127.0.0.1:8080``, so /docs' "Try it out" went to
    the wrong host on any other deployment."""
    as_json, as_yaml = servers(app)
    assert [entry["url"] for entry in as_json] == ["/"] and as_yaml == as_json
    assert yaml.safe_load((ROOT / "openapi.yaml").read_text())["servers"] == as_json


@pytest.mark.parametrize(
    "url",
    [
        "https://arbiter.example.org",
        "https://example.org/arbiter/",
        "http://127.0.0.1:8080",
        "/arbiter",
    ],
)
def test_arbiter_public_url_sets_the_served_servers(monkeypatch, url):
    monkeypatch.setenv("ARBITER_PUBLIC_URL", url)
    as_json, as_yaml = servers(create_app())
    assert [entry["url"] for entry in as_json] == [url] and as_yaml == as_json


@pytest.mark.parametrize(
    "url",
    [
        "arbiter.example.org",
        "ftp://example.org",
        "https://",
        "https://example.org/?q=1",
        "https://exa mple.org",
        "https://example.org/#top",
        "javascript:alert(1)",
    ],
)
def test_a_public_url_that_is_not_one_stops_the_start(url):
    with pytest.raises(SettingError, match="ARBITER_PUBLIC_URL"):
        public_url({"ARBITER_PUBLIC_URL": url})
    assert public_url({"ARBITER_PUBLIC_URL": "  "}) == public_url({}) == "/"


def test_the_start_checks_it():
    """gunicorn's config and ``arbiter serve`` read ``Settings.from_env``: a bad value stops
    the start with the variable's name, before any worker starts."""
    assert Settings.from_env({"ARBITER_PUBLIC_URL": "/x"}).public_url == "/x"
    with pytest.raises(SettingError, match="ARBITER_PUBLIC_URL='x'"):
        Settings.from_env({"ARBITER_PUBLIC_URL": "x"})
