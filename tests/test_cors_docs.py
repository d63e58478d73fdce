"""CORS on every endpoint (service/cors.py) and the docs endpoints (service/api/docs.py)."""

from __future__ import annotations

import json

import pytest
import yaml

from service.app import create_app
from service.cors import MAX_AGE_S, origins

ORIGIN = "https://table.example"
PREFLIGHT = {
    "Origin": ORIGIN,
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "content-type",
}


@pytest.fixture(scope="module")
def listed():
    """A client of an app that allows two named origins only."""
    app = create_app({"ARBITER_CORS_ORIGINS": f"{ORIGIN}, https://other.example"})
    return app.test_client()


def test_origins_setting():
    """Unset or empty: every origin; otherwise the comma list, spaces trimmed."""
    assert origins(None) == "*"
    assert origins(" ") == "*"
    assert origins("https://a.example, https://b.example,") == [
        "https://a.example",
        "https://b.example",
    ]
    assert origins("https://a.example,*") == "*"


def test_default_allows_every_origin_without_credentials(client):
    answer = client.post(
        "/v1/games/corellian-spike/deal", json={"players": 2, "seed": 7}, headers={"Origin": ORIGIN}
    )
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    assert answer.headers["Access-Control-Expose-Headers"] == "X-Request-ID"
    assert "Access-Control-Allow-Credentials" not in answer.headers


def test_no_origin_no_cors_headers(client):
    """A client that is no browser page (no Origin header) gets no CORS headers."""
    answer = client.get("/healthz")
    assert not [name for name in answer.headers.keys() if name.startswith("Access-Control")]


def test_preflight_is_answered(client):
    """The preflight is the route's OPTIONS answer (204 No Content with Allow, issue 9) with
    the CORS headers added; the Fetch standard takes any 2xx as an ok preflight."""
    answer = client.options("/v1/games/rummikub/play", headers=PREFLIGHT)
    assert answer.status_code == 204 and answer.data == b""
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    assert answer.headers["Access-Control-Max-Age"] == str(MAX_AGE_S)
    assert "POST" in answer.headers["Access-Control-Allow-Methods"]
    assert answer.headers["Access-Control-Allow-Headers"].lower() == "content-type"
    assert "Access-Control-Allow-Credentials" not in answer.headers


def test_problem_answers_carry_cors_headers(client):
    """A page on another origin can read why it was refused: 404, 415 and 422 alike."""
    refusals = [
        client.post("/v1/games/no-such-game/deal", json={"players": 2}, headers={"Origin": ORIGIN}),
        client.post(
            "/v1/games/rummikub/deal",
            data="players=2",
            headers={"Origin": ORIGIN, "Content-Type": "text/plain"},
        ),
        client.post(
            "/v1/games/rummikub/legal-moves", json={"state": {}}, headers={"Origin": ORIGIN}
        ),
    ]
    assert [r.status_code for r in refusals] == [404, 415, 422]
    for answer in refusals:
        assert answer.mimetype == "application/problem+json"
        assert answer.headers["Access-Control-Allow-Origin"] == "*"


def test_listed_origins_only(listed):
    allowed = listed.get("/healthz", headers={"Origin": ORIGIN})
    assert allowed.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "Origin" in allowed.headers["Vary"]
    assert "Origin" in listed.get("/healthz").headers["Vary"]  # caches keep them apart
    other = listed.get("/healthz", headers={"Origin": "https://evil.example"})
    assert other.status_code == 200  # CORS is the browser's to enforce: no header, no read
    assert "Access-Control-Allow-Origin" not in other.headers
    preflight = listed.options("/v1/games/rummikub/deal", headers=PREFLIGHT)
    assert preflight.headers["Access-Control-Allow-Origin"] == ORIGIN


def test_openapi_json_is_the_yaml_contract(client):
    as_json = client.get("/openapi.json")
    as_yaml = client.get("/openapi.yaml")
    assert as_json.status_code == 200 and as_json.mimetype == "application/json"
    assert json.loads(as_json.data) == yaml.safe_load(as_yaml.data)


def test_docs_page_loads_its_assets_from_the_service(client):
    """/docs is Swagger UI on /openapi.json, every script and style served here (no CDN)."""
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert '"/openapi.json"' in html
    assert "https://" not in html and "http://" not in html
    assets = [
        "/docs/static/swagger-ui.css",
        "/docs/static/swagger-ui-bundle.js",
        "/docs/static/swagger-ui-standalone-preset.js",
    ]
    for asset in assets:
        assert f'"{asset}"' in html
        served = client.get(asset)
        assert served.status_code == 200 and len(served.data) > 10_000, asset
        served.close()
    assert b"SwaggerUIBundle" in client.get("/docs/static/swagger-ui-bundle.js").data
