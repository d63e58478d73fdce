"""The web table's files as the service serves them (issue 26 items 1 and 7), in process:
on by default at /table/ and off with ARBITER_WEB=off, a strict Content-Security-Policy on
every page, no inline script or style, the rules readings read-only, and the whole table
under 200 KB before compression."""

from __future__ import annotations

import re

import pytest

from service.app import create_app
from service.web import CSP, STATIC

PAGES = ["/table/", "/table/disputes.html", "/table/records.html"]


@pytest.fixture(scope="module")
def table():
    return create_app().test_client()


@pytest.mark.parametrize(
    "path", [*PAGES, "/table/table.js", "/table/style.css", "/table/rules/rummikub.md"]
)
def test_every_table_answer_carries_the_strict_policy(table, path):
    answer = table.get(path)
    assert answer.status_code == 200
    assert answer.headers["Content-Security-Policy"] == CSP
    assert "script-src 'self'" in CSP and "'unsafe-inline'" not in CSP
    assert answer.headers["X-Content-Type-Options"] == "nosniff"


def test_the_pages_hold_no_inline_script_or_style():
    """CSP refuses them anyway; this says where, before a browser does."""
    for page in STATIC.glob("*.html"):
        text = page.read_text()
        assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", text)), page
        assert not re.search(r"\sstyle=|\son[a-z]+=", text), page
    for script in STATIC.glob("*.js"):
        assert "innerHTML" not in script.read_text(), script


def test_the_table_is_off_with_arbiter_web_off(monkeypatch):
    monkeypatch.setenv("ARBITER_WEB", "off")
    assert create_app().test_client().get("/table/").status_code == 404
    monkeypatch.setenv("ARBITER_WEB", "maybe")
    with pytest.raises(ValueError, match="ARBITER_WEB must be on or off"):
        create_app()


def test_rules_are_read_only_text_and_nothing_else_is_reachable(table):
    rules = table.get("/table/rules/corellian-spike.md")
    assert rules.mimetype == "text/plain" and "Corellian Spike" in rules.text
    for path in (
        "/table/rules/..%2fsecurity.md",
        "/table/rules/nope.md",
        "/table/../service/app.py",
        "/table/%2e%2e/app.py",
    ):
        assert table.get(path).status_code == 404, path
    assert table.post("/table/", json={}).status_code == 405


def test_the_table_weighs_under_200_kb():
    """Issue 26 item 7: every file the pages load, before compression."""
    weight = sum(f.stat().st_size for f in STATIC.iterdir())
    assert weight < 200_000, weight
