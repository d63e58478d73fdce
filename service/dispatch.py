"""How a request reaches its view: Flask, with a quick match for the usual game request.

``ArbiterFlask`` is the app class ``create_app`` builds. It answers ``OPTIONS`` without a
body, hands plain functions to Flask without ``inspect``'s coroutine test, and matches a
plain ``POST /v1/games/<game>/<action>`` by ``GameRoutes`` instead of binding and running
werkzeug's matcher (about 110k instructions a request). Anything else, and any request
when the map or the settings are not the usual ones, goes through Flask and werkzeug.

``GameRoutes`` reads werkzeug's rules through three of its private members
(``Rule._converters``, ``Map._rules_by_endpoint``, ``BaseConverter.part_isolating``);
pyproject.toml holds werkzeug to the 3.1 series, and tests/test_fast_dispatch.py compares
whole answers with werkzeug's matching.
"""

from __future__ import annotations

import re
from inspect import CO_COROUTINE
from types import FunctionType
from typing import Any

from flask import Flask, Request
from werkzeug.routing import Map, MapAdapter, Rule
from werkzeug.routing.converters import UnicodeConverter


class GameMap(Map):
    """werkzeug's URL map, keeping its ``GameRoutes``, built when first asked for and again
    after a rule is added (werkzeug only ever adds rules, through ``add``)."""

    _game_routes: GameRoutes | None = None

    def add(self, rulefactory) -> None:  # noqa: D102 - Map.add
        self._game_routes = None
        super().add(rulefactory)

    def game_routes(self) -> GameRoutes:
        """The game routes of the rules added so far."""
        if self._game_routes is None:
            self._game_routes = GameRoutes(self)
        return self._game_routes


class GameRoutes:
    """The rules ``/v1/games/<string:game>/<action>`` taking ``POST``, and a match for the
    plain request to one of them that gives what werkzeug's ``MapAdapter.match`` would.

    Plain: method exactly ``POST``, no ``Upgrade`` header (no websocket), and a ``PATH_INFO``
    of ASCII characters reading ``/v1/games/<game>/<action>`` with ``<game>`` one or more
    characters other than ``/`` and ``<action>`` a listed one. werkzeug then gives the rule
    and ``{"game": <game>}``: its decoding of ASCII changes nothing, the string converter
    takes any such segment as it is, and an action is listed only when its rule cannot be
    outranked: it is the only rule of its endpoint, has no redirect, defaults, alias, host,
    subdomain or converter options, and no other rule could match such a path (``_rivals``;
    a static rule ``/v1/games/rummikub/solve`` cannot, as no ``<game>/solve`` is listed).
    Anything else (other methods, ``OPTIONS``, ``HEAD``, trailing or doubled slashes,
    unknown actions) is matched by werkzeug.
    """

    PATH = re.compile(r"/v1/games/([^/]+)/([^/]+)")
    """A game endpoint's path (``fullmatch``)."""
    SHAPE = ("", "v1", "games", None)
    """The leading segments of such a path; ``None`` where any segment may stand."""

    def __init__(self, url_map: Map) -> None:
        rules = list(url_map.iter_rules())
        plain = UnicodeConverter(url_map).regex
        self.rules: dict[str, Rule] = {}
        for rule in rules:
            action = rule.rule.rpartition("/")[2]
            game = rule._converters.get("game")
            if (
                action
                and "<" not in action
                and rule.rule == f"/v1/games/<string:game>/{action}"
                and rule.methods is not None
                and "POST" in rule.methods
                and not rule.websocket
                and rule.redirect_to is None
                and not rule.alias
                and not rule.defaults
                and rule.host is None
                and not rule.subdomain
                and type(game) is UnicodeConverter
                and game.regex == plain
                and url_map._rules_by_endpoint[rule.endpoint] == [rule]
                and not any(other is not rule and self._rivals(other, action) for other in rules)
            ):
                self.rules[action] = rule

    @classmethod
    def _rivals(cls, rule: Rule, action: str) -> bool:
        """Whether ``rule`` might match some ``/v1/games/<game>/<action>`` path, or take it
        with a trailing slash: each static segment of it fits the path's, and it has as many
        segments, or one more that is empty, or a converter that may take slashes."""
        segments = rule.rule.split("/")
        for segment, wanted in zip(segments, (*cls.SHAPE, action)):
            if "<" in segment:
                if not all(converter.part_isolating for converter in rule._converters.values()):
                    return True
            elif wanted is not None and segment != wanted:
                return False
        return len(segments) == 5 or (len(segments) == 6 and segments[5] == "")

    def match(self, environ: dict[str, Any]) -> tuple[Rule, str] | None:
        """The rule and game of a plain request to a listed action, else ``None``."""
        if environ.get("REQUEST_METHOD") != "POST" or "HTTP_UPGRADE" in environ:
            return None
        path = environ.get("PATH_INFO")
        found = self.PATH.fullmatch(path) if type(path) is str and path.isascii() else None
        if found is None:
            return None
        rule = self.rules.get(found[2])
        return None if rule is None else (rule, found[1])


class MatchedAdapter:
    """A request's URL adapter when ``GameRoutes`` matched it: ``match(return_rule=True)``
    (Flask's match of the request) answers werkzeug's ``(rule, view_args)``; anything else
    (``url_for``, the methods of an ``OPTIONS`` answer) goes to the adapter Flask would have
    made, made then."""

    def __init__(self, app: Flask, request: Request, rule: Rule, game: str) -> None:
        self._app, self._request, self._rule, self._game = app, request, rule, game

    def match(self, *args: Any, **kwargs: Any) -> Any:
        if not args and kwargs == {"return_rule": True}:
            return self._rule, {"game": self._game}
        return self._adapter.match(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        if name == "_adapter":  # Flask's, made once
            self._adapter = Flask.create_url_adapter(self._app, self._request)
            return self._adapter
        return getattr(self._adapter, name)


class ArbiterFlask(Flask):
    """Flask, answering ``OPTIONS`` with ``204 No Content`` and ``Allow`` (no text/html body).

    Flask's own automatic ``OPTIONS`` handling is kept, so CORS extensions that decorate that
    answer (flask-cors) keep working.
    """

    url_map_class = GameMap

    def make_default_options_response(self):
        response = super().make_default_options_response()
        response.status_code = 204
        response.set_data(b"")
        del response.headers["Content-Type"]
        return response

    def ensure_sync(self, func):
        """Flask's ``ensure_sync``: ``func`` as it is when it is a plain function not made
        with ``async def``, without ``inspect.iscoroutinefunction``'s unwrapping (Flask asks
        for every hook and view of every request; about 4k instructions a call).

        Exact: for a plain function ``iscoroutinefunction`` reads the code flag tested here
        (and, from Python 3.12, the marker ``inspect.markcoroutinefunction`` sets, which such
        a function does not have); anything else asks Flask.
        """
        if (
            type(func) is FunctionType
            and not func.__code__.co_flags & CO_COROUTINE
            and "_is_coroutine_marker" not in func.__dict__
        ):
            return func
        return super().ensure_sync(func)

    def create_url_adapter(self, request: Request | None) -> MapAdapter | None:
        """Flask's URL adapter, or, for a request ``GameRoutes`` matches (``POST`` to a game
        endpoint), a ``MatchedAdapter`` one that knows the match and builds Flask's only if asked
        for anything else (werkzeug's binding and match cost about 110k instructions).

        Flask's binding has no effect a request could see when ``TRUSTED_HOSTS`` is not set
        (it then only caches ``request.host``, which reads the same when computed later) and
        no subdomain or host matching is on; otherwise every request takes Flask's path.
        """
        url_map = self.url_map
        if (
            request is not None
            and type(url_map) is GameMap
            and self.config["TRUSTED_HOSTS"] is None
            and not self.subdomain_matching
            and not url_map.host_matching
            and not url_map.default_subdomain
        ):
            found = url_map.game_routes().match(request.environ)
            if found is not None:
                return MatchedAdapter(self, request, *found)  # type: ignore[return-value]
        return super().create_url_adapter(request)
