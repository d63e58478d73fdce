"""The HTTP layer's fast paths answer as the checked paths do (service/dispatch.py, api/schemas.py):

- ``GameRoutes``: a plain ``POST`` to a game endpoint is matched without werkzeug, giving
  werkzeug's rule and view arguments; any other request is matched by werkzeug;
- ``ArbiterFlask.ensure_sync``: a plain function handed back without ``iscoroutinefunction``;
- ``Blueprint.response``: a view's ``Response`` sent without flask-smorest's wrapper.
"""

from __future__ import annotations

import functools
import json
from types import SimpleNamespace

import flask_smorest
import pytest
from flask import Flask, Request, Response
from hypothesis import HealthCheck, given, settings, strategies as st
from werkzeug.test import EnvironBuilder

from bench.inprocess import mid_game
from service.api.schemas import Blueprint
from service.app import create_app
from service.dispatch import GameMap, MatchedAdapter

STATE, MOVE = mid_game("corellian-spike", 2)
GAMES = [
    "corellian-spike",
    "rummikub",
    "tatooine-spice-train",
    "nope",
    "a b",
    "%2F",
    ".",
    "é",
    "rummikub\n",
]
ACTIONS = [
    "play",
    "legal-moves",
    "score",
    "view",
    "rank",
    "deal",
    "replay",
    "suggest",
    "profiles",
    "solve",
    "check-table",
    "Play",
    "",
    "play/",
    "x",
]


@pytest.fixture(scope="module")
def apps() -> tuple[Flask, Flask]:
    """Two apps: the one served, and one matching every request through werkzeug."""
    fast, checked = create_app(), create_app()
    never = SimpleNamespace(match=lambda environ: None)
    checked.url_map.game_routes = lambda: never  # type: ignore[method-assign]
    return fast, checked


paths = st.one_of(
    st.builds(
        lambda game, action: f"/v1/games/{game}/{action}",
        st.sampled_from(GAMES) | st.text(min_size=0, max_size=6),
        st.sampled_from(ACTIONS),
    ),
    st.sampled_from(
        [
            "/v1/games//play",
            "//v1/games/corellian-spike/play",
            "/v1/games/corellian-spike//play",
            "/v1//games/x/play",
            "/healthz",
            "/v1/games/rummikub/solve",
            "/v1/games/corellian-spike/play/",
            "/V1/games/corellian-spike/play",
            "/v1/games/corellian-spike",
        ]
    ),
)
methods = st.sampled_from(["POST", "GET", "HEAD", "OPTIONS", "PUT", "post"])
bodies = st.sampled_from([json.dumps({"state": STATE, "move": MOVE}), "{}", "[", ""])
headers = st.fixed_dictionaries(
    {},
    optional={
        "Origin": st.sampled_from(["https://a.example", "null"]),
        "Access-Control-Request-Method": st.just("POST"),
        "Upgrade": st.just("websocket"),
        "Connection": st.just("Upgrade"),
    },
)


def _environ(path: str, method: str, body: str, extra: dict[str, str]) -> dict:
    builder = EnvironBuilder(
        path="/",
        method=method,
        data=body,
        headers={"X-Request-ID": "fixed", "Content-Type": "application/json", **extra},
    )
    environ = builder.get_environ()
    environ["PATH_INFO"] = path.encode("utf-8").decode("latin-1")  # as a WSGI server gives
    return environ


def _answer(app: Flask, environ: dict) -> tuple[str, list, bytes]:
    seen: list = []
    body = b"".join(app(environ, lambda status, hdrs, exc_info=None: seen.extend([status, hdrs])))
    return seen[0], seen[1], body


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(paths, methods, bodies, headers)
def test_every_request_answers_as_werkzeug_matched_it(apps, path, method, body, extra):
    """Status, headers and body, whichever path matched: 404s, 405s, trailing and doubled
    slashes (redirects), OPTIONS preflights with CORS headers, HEAD, a websocket upgrade."""
    fast, checked = apps
    assert _answer(fast, _environ(path, method, body, extra)) == _answer(
        checked, _environ(path, method, body, extra)
    )


@settings(max_examples=300, deadline=None)
@given(paths, methods, headers)
def test_a_fast_match_is_werkzeugs(apps, path, method, extra):
    """Where the fast match answers, werkzeug gives the same rule and view arguments; the
    fast match takes the plain POST to each of the game endpoints."""
    app = apps[0]
    environ = _environ(path, method, "", extra)
    request = Request(environ)
    adapter = app.create_url_adapter(request)
    if isinstance(adapter, MatchedAdapter):
        werkzeug = Flask.create_url_adapter(app, request)
        assert adapter.match(return_rule=True) == werkzeug.match(return_rule=True)
        assert adapter.allowed_methods() == werkzeug.allowed_methods()  # Flask's, made late


@pytest.mark.parametrize(
    "method", ["POST", "GET", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE", "post"]
)
@pytest.mark.parametrize("action", ACTIONS)
def test_every_method_on_every_game_path_answers_as_werkzeug_matched_it(apps, method, action):
    """The whole cross of methods and actions on a real game's path (the random test above
    samples it thinly): only a plain POST may take the fast match, and the answer is the
    same whichever path matched."""
    fast, checked = apps
    path, body = f"/v1/games/corellian-spike/{action}", json.dumps({"state": STATE, "move": MOVE})
    assert _answer(fast, _environ(path, method, body, {})) == _answer(
        checked, _environ(path, method, body, {})
    )


def test_the_game_endpoints_take_the_fast_match(apps):
    routes = apps[0].url_map.game_routes()
    assert sorted(routes.rules) == [
        "deal",
        "legal-moves",
        "play",
        "rank",
        "replay",
        "score",
        "suggest",
        "view",
    ]
    request = Request(_environ("/v1/games/corellian-spike/play", "POST", "", {}))
    assert isinstance(apps[0].create_url_adapter(request), MatchedAdapter)


def test_a_rule_that_could_outrank_a_game_endpoint_turns_its_fast_match_off():
    """A static rule for the same path, or one added later, is matched as werkzeug would."""
    app = create_app()
    assert "play" in app.url_map.game_routes().rules
    app.add_url_rule("/v1/games/special/play", "special", lambda: "special", methods=["POST"])
    routes = app.url_map.game_routes()
    assert "play" not in routes.rules and "score" in routes.rules
    answer = app.test_client().post("/v1/games/special/play", json={})
    assert answer.status_code == 200 and answer.data == b"special"
    assert type(app.url_map) is GameMap


def test_ensure_sync_hands_back_what_flask_would(apps):
    app = apps[0]

    def plain():
        return None

    async def coroutine():
        return None

    wrapped = object()
    app.async_to_sync = lambda func: wrapped  # type: ignore[method-assign]
    try:
        for func in (
            plain,
            lambda: None,
            functools.partial(plain),
            app.make_response,
            coroutine,
            functools.partial(coroutine),
            len,
        ):
            assert app.ensure_sync(func) is Flask.ensure_sync(app, func)
        assert app.ensure_sync(coroutine) is wrapped
    finally:
        del app.async_to_sync


@pytest.mark.parametrize(
    "returned",
    [
        lambda: Response(b"made", status=202, headers={"X-A": "1"}),
        lambda: {"status": "ok"},
        lambda: ({"status": "ok"}, 201, {"X-B": "2"}),
        lambda: (Response(b"made"), 203),
    ],
)
def test_a_views_answer_is_sent_as_flask_smorest_sends_it(returned):
    """Through our Blueprint or flask-smorest's: the same status, headers and body."""
    answers = []
    for kind in (Blueprint, flask_smorest.Blueprint):
        app = Flask("t")
        app.config.update(API_TITLE="t", API_VERSION="1", OPENAPI_VERSION="3.1.0")
        blp = kind("b", __name__)

        @blp.route("/x")
        @blp.response(200)
        def view():
            return returned()

        flask_smorest.Api(app).register_blueprint(blp)
        got = app.test_client().get("/x")
        answers.append((got.status, sorted(got.headers.items()), got.data))
    assert answers[0] == answers[1]
