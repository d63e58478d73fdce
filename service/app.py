"""The Flask application: ``create_app()`` is the factory gunicorn and the CLI use.

Run it with ``gunicorn 'service.app:create_app()'``. The app holds no state between
requests; every request carries the game state it is about.
"""

from __future__ import annotations

import json
import logging
import re
import sys
from itertools import accumulate
from typing import Any, NamedTuple

import flask_smorest
import orjson
from flask import Config, Flask, Request, Response, request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from . import cors, problems, web
from .games.errors import ArbiterError
from .openapi import API, ContractPlugin
from .ops.observability import instrument
from .ops.settings import public_url
from .problems import ProblemSchema

MAX_BODY_BYTES = 256 * 1024
"""Largest request body accepted (413 above it); a full Rummikub state is under 8 KiB."""

MAX_DEPTH = 64
"""Deepest JSON nesting accepted (400 ``too_deep`` above it); no state nests past 8."""

API_VERSION = "1.0.0"

log = logging.getLogger("arbiter")

_STRING = re.compile(rb'"(?:[^"\\]|\\[\s\S]?)*"?')
"""A JSON string. A match never fails: an unterminated string (or one ending in a lone
backslash) runs to the end of the body, so each byte is scanned once and ``"\\"\\"\\"...``
cannot make the depth scan quadratic (json.loads refuses it afterwards)."""

DECODED_CODINGS = frozenset({"chunked", "identity"})
"""The transfer codings the server takes off a body; any other (gzip, deflate, compress)
would reach the app still encoded: 501 ``not_implemented``."""

_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")
"""An opening bracket as the signed byte 1, a closing one as -1."""
_NOT_BRACKETS = bytes(sorted(set(range(256)) - set(b"[]{}")))
_NOT_STRUCTURE = bytes(sorted(set(range(256)) - set(b'[]{}"')))


def nesting(raw: bytes) -> int:
    """How deep the JSON text ``raw`` nests: the most brackets open at once, brackets inside
    strings aside (for any bytes, JSON or not). In C, not byte by byte in Python: strings
    cut out, brackets made steps of +1 and -1, the deepest running sum.

    Strings are cut out by ``_STRING``, or quickly in the usual body: with no backslash no
    quote is escaped, and when only brackets and quotes are kept every string with no
    bracket in it is an adjacent pair ``""``; if removing those pairs leaves no quote, no
    bracket was in a string (each run of quotes had an even length, so every bracket lies
    between a closing and an opening quote).
    """
    outside = raw.translate(None, _NOT_STRUCTURE).replace(b'""', b"")
    if b"\\" in raw or b'"' in outside:
        outside = _STRING.sub(b"", raw)
    steps = outside.translate(_STEPS, _NOT_BRACKETS)
    return max(accumulate(memoryview(steps).cast("b"), initial=0))


class _FastJSON(DefaultJSONProvider):
    """Answers encoded by ``problems.encode`` (orjson, falling back to the standard library
    for what it refuses), keeping the order the engines build them in (hands in order, rule
    before source); encoding was a tenth of a rank request's time with the stdlib."""

    sort_keys = False

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return problems.encode(obj).decode()

    def response(self, *args: Any, **kwargs: Any) -> Response:
        """``jsonify``'s answer (its arguments: one value, several, or keywords), encoded
        by ``problems.encode`` as ``dumps`` does, with no trailing newline."""
        if args and kwargs:
            raise TypeError("jsonify() takes positional or keyword arguments, not both")
        value = args[0] if len(args) == 1 else (list(args) or kwargs or None)
        return Response(problems.encode(value), mimetype=self.mimetype)


class ArbiterFlask(Flask):
    """Flask, answering ``OPTIONS`` with ``204 No Content`` and ``Allow`` (no text/html body).

    Flask's own automatic ``OPTIONS`` handling is kept, so CORS extensions that decorate that
    answer (flask-cors) keep working.
    """

    def make_default_options_response(self) -> Response:
        response = super().make_default_options_response()
        response.status_code = 204
        response.set_data(b"")
        del response.headers["Content-Type"]
        return response


class ArbiterApi(flask_smorest.Api):
    """flask-smorest's Api, with errors as problem+json in the answers (and in the contract:
    ``openapi.ContractPlugin``)."""

    ERROR_SCHEMA = ProblemSchema

    def handle_http_exception(self, error: HTTPException):  # noqa: D102 - see problems
        return problems.from_http_exception(error)


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the Arbiter WSGI app.

    :param config: Flask config overrides (e.g. ``{"MAX_CONTENT_LENGTH": 1024}`` in tests);
        ``SEAL_KEYS`` takes the place of ``ARBITER_SEAL_KEYS`` (same form), ``PUBLIC_URL``
        of ``ARBITER_PUBLIC_URL`` (the contract's ``servers``).
    :returns: the app, with every blueprint of ``service.api`` registered.
    :raises ValueError: ``ARBITER_SEAL_KEYS`` (or ``SEAL_KEYS``) is malformed, or
        ``ARBITER_PUBLIC_URL`` is not a URL (``SettingError``).
    """
    app = ArbiterFlask("arbiter")
    app.json = _FastJSON(app)
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        API_TITLE="Arbiter",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        API_SPEC_OPTIONS={
            "info": {
                "description": (
                    "A stateless rules-adjudication service for Sabacc (Corellian Spike and "
                    "traditional 76-card), the Sabaccino tile games and Rummikub. Every "
                    "request carries the whole game state; every refusal is an RFC 9457 "
                    "problem document with a stable `code`."
                ),
                "license": {"name": "MIT", "identifier": "MIT"},
            },
            "servers": [],  # where callers reach it: below, once the config is known
            "security": [],  # no operation needs credentials (CORS never sends any)
        },
    )
    if config:
        app.config.update(config)
    url = app.config.get("PUBLIC_URL") or public_url()  # a test's, else the environment's
    app.config["API_SPEC_OPTIONS"]["servers"].append(
        {
            "url": url,
            "description": "this service"
            + (" (relative: the host that served the contract)" if url == "/" else ""),
        }
    )

    from .api.table import SEAL_KEYS
    from .sealing import Keys

    setting = app.config.get("SEAL_KEYS")  # a test's or the CLI's, else the environment's
    app.extensions[SEAL_KEYS] = Keys.parse(setting) if setting else Keys.from_environment()
    api = app.extensions[API] = ArbiterApi(app, spec_kwargs={"extra_plugins": [ContractPlugin()]})
    from .api import register

    register(app, api)

    instrument(app)  # first: the route is known to the metrics even when a check refuses
    cors.enable(app)
    web.enable(app)
    app.register_error_handler(ArbiterError, problems.from_arbiter_error)
    app.register_error_handler(problems.ApiProblem, problems.from_api_problem)
    app.register_error_handler(HTTPException, problems.from_http_exception)

    @app.errorhandler(Exception)
    def _bug(error: Exception):
        if isinstance(error, HTTPException):  # pragma: no cover - routed above
            return problems.from_http_exception(error)
        log.exception("bug while answering %s %s", request.method, request.path)
        return problems.internal_error(error)

    return app


class Body(NamedTuple):
    """A request body: its decoded ``value``, and whether its text may write a number orjson
    reads as a float (``fractions``: the contract's check of integers then asks which)."""

    value: Any
    fractions: bool


def read_body(req: Request, config: Config) -> Body:
    """The request's body, decoded: refused if it is not JSON, too large, too deep, or not
    plain JSON (``api.boundary.checked`` reads it so, before the contract checks it).

    A ``Content-Type`` of exactly ``application/json`` is JSON without werkzeug's parse of
    the header (which reads it as that, no parameters).
    :raises ApiProblem: 415 ``unsupported_media_type``; 400 ``malformed_body`` (the body
        could not be read: malformed chunked encoding, a connection ended early),
        ``malformed_json`` or ``too_deep``.
    """
    environ = req.environ
    # the limit request.max_content_length gives (no view sets a request's own), without
    # its two lookups of the app through a proxy (a fortieth of a play request)
    length, limit = req.content_length, config["MAX_CONTENT_LENGTH"]
    codings = environ.get("HTTP_TRANSFER_ENCODING")
    if codings is not None and {c.strip().lower() for c in codings.split(",")} - DECODED_CODINGS:
        raise problems.ApiProblem(
            501,
            "not_implemented",
            "Not Implemented",
            f"The transfer coding {codings[:100]!r} is not supported: send the body plain, "
            "with a Content-Length or chunked.",
        )
    try:
        if length is not None and (limit is None or length <= limit):
            # the usual body: read at once (werkzeug's stream wrappers took a twentieth of a
            # play request); a too large one goes through get_data (its 413)
            raw = environ["wsgi.input"].read(length)
            if len(raw) != length:
                raise EOFError(f"the connection ended after {len(raw)} of {length} bytes")
        elif length is None and limit is not None and environ.get("wsgi.input_terminated"):
            # a chunked body, ended by the server: read up to one byte past the cap (werkzeug's
            # stream stops at the cap and hands back the first 256 KiB as if they were all)
            raw = environ["wsgi.input"].read(limit + 1)
            if len(raw) > limit:
                raise RequestEntityTooLarge()
        else:
            raw = req.get_data(cache=True)  # 413 above MAX_CONTENT_LENGTH
    except HTTPException:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure of the server reading the body
        raise problems.ApiProblem(
            400,
            "malformed_body",
            "Bad Request",
            f"The body could not be read: {type(exc).__name__} "
            f"({str(exc)[:200] or 'the connection ended early'}).",
        ) from None
    if environ.get("CONTENT_TYPE") != "application/json" and not req.is_json:
        raise problems.ApiProblem(
            415,
            "unsupported_media_type",
            "Unsupported Media Type",
            f"The body must be application/json; got {req.mimetype or 'no content type'}.",
        )
    return Body(parse_json(raw), fractions(raw))


_NUMERALS = bytes(48 if 48 <= i <= 57 else 46 if i in b".eE" else 32 for i in range(256))
"""``bytes.translate`` table: each digit to ``0``, ``.``, ``e`` and ``E`` to ``.``, the rest
to a space."""


def fractions(raw: bytes) -> bool:
    """Whether the JSON text ``raw`` may write a number orjson reads as a float: a digit
    followed by ``.``, ``e`` or ``E`` (a fraction or an exponent), or 20 digits in a row (an
    integer past 64 bits). Strings count too (a nonce's ``5e``), so it may say so of a body
    that writes none; never the other way.
    """
    marks = raw.translate(_NUMERALS)
    return b"0." in marks or b"0" * 20 in marks


def parse_json(raw: bytes) -> Any:
    """Decode a request body strictly.

    One decoder, orjson, and one check that it kept every string the body writes (a member
    name given twice in one object would leave one out: ``_strings``). orjson refuses
    invalid UTF-8 or JSON, ``NaN``/``Infinity``, a number past the double range and a lone
    surrogate escape (``"\\ud800"``: no Unicode character, RFC 8259 §8.2); it reads an
    integer past 64 bits as the nearest double (RFC 8259 §6 leaves the range to the
    implementation; no member of any request takes an integer that large). A refusal is
    explained in the standard library's words (``_why_not``).

    :raises ApiProblem: 400 ``malformed_json`` for what orjson refuses and duplicate keys;
        400 ``too_deep`` past ``MAX_DEPTH`` levels.
    """

    def bad(reason: str) -> problems.ApiProblem:
        return problems.ApiProblem(
            400, "malformed_json", "Bad Request", f"The body is not valid JSON: {reason}"
        )

    if raw.count(b"[") + raw.count(b"{") > MAX_DEPTH:
        deepest = nesting(raw)
        if deepest > MAX_DEPTH:
            raise problems.ApiProblem(
                400,
                "too_deep",
                "Bad Request",
                f"The body nests {deepest} levels deep; at most {MAX_DEPTH} are accepted.",
            )

    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise bad(_why_not(raw) or f"{exc}.") from None
    if _strings(raw) != _strings(orjson.dumps(value)):
        raise bad(_why_not(raw) or "a member name appears twice in one object.")
    return value


def _strings(text: bytes) -> int:
    """How many strings (member names and values) the JSON text ``text`` (valid JSON) writes:
    its quotes, once its escaped backslashes, then its escaped quotes are taken out, by two.

    A body and its re-encoding write the same strings unless a member was dropped (a member
    name given twice in one object keeps only its last value): then the re-encoding lacks at
    least that member's name, and writes no string the body did not.
    """
    if b"\\" in text:
        text = text.replace(b"\\\\", b"").replace(b'\\"', b"")
    return text.count(b'"') // 2


def _why_not(raw: bytes) -> str | None:
    """What is wrong with ``raw``, which ``parse_json`` refused, in words: read again by the
    standard library with every check spelled out (a refusal's explanation, never a second
    reading of an accepted body); ``None`` if it finds nothing (orjson's words then)."""

    def no_constant(name: str) -> None:
        raise _Why(f"{name} is not a JSON number.")

    def finite(text: str) -> float:
        value = float(text)
        if value in (float("inf"), float("-inf")):
            raise _Why(f"the number {text[:40]} is too large.")
        return value

    def unique(pairs: list[tuple[str, Any]]) -> dict:
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Why(f"the key {key!r} appears twice in one object.")
            seen.add(key)
        return dict(pairs)

    try:
        value = json.loads(
            raw.decode("utf-8"),
            parse_constant=no_constant,
            parse_float=finite,
            object_pairs_hook=unique,
        )
    except _Why as why:
        return str(why)
    except UnicodeDecodeError as exc:
        return f"it is not UTF-8 ({exc.reason} at byte {exc.start})."
    except json.JSONDecodeError as exc:
        return f"{exc.msg}: line {exc.lineno} column {exc.colno}."
    except ValueError as exc:
        if "digits" in str(exc):  # int() refuses more than sys.get_int_max_str_digits()
            return f"a number has more than {sys.get_int_max_str_digits()} digits."
        return str(exc)
    except RecursionError as exc:
        return str(exc)
    where = _lone_surrogate(value, "body")
    if where:
        return (
            f"the string at {where[:200]} holds a lone surrogate escape (\\ud800 to "
            f"\\udfff alone), which is no Unicode character."
        )
    return None


class _Why(Exception):
    """What ``_why_not`` found wrong with a body."""


def _lone_surrogate(value: Any, path: str) -> str | None:
    """The path of the first string (value or member name) in ``value`` holding a lone
    surrogate, or ``None``; nesting is at most ``MAX_DEPTH`` levels (checked before)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return path
        return None
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, item in items:
        if isinstance(key, str) and _lone_surrogate(key, path):
            return f"{path}, member name {key!r},"
        where = f"{path}.{key}" if isinstance(key, str) else f"{path}[{key}]"
        found = _lone_surrogate(item, where)
        if found:
            return found
    return None
