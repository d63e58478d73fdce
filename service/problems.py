"""RFC 9457 problem documents: every error this service sends.

A problem is ``application/problem+json`` with ``type``, ``title``, ``status``, ``detail``
and the stable machine ``code``; refusals by the rules add ``rule`` and ``source``, schema
refusals add ``errors`` (field -> messages). The ``code`` values are listed in
``docs/architecture.md`` and never change meaning.

A problem document is bounded whatever the request: at most ``MAX_ERRORS`` schema errors or
rule violations are listed (``errors_cut`` / ``violations_cut`` say how many more there
were), every string is cut to ``MAX_TEXT`` characters, and the whole stays under
``MAX_PROBLEM_BYTES``.
"""

from __future__ import annotations

import json
from typing import Any

import marshmallow as ma
import orjson
from flask import Response, current_app
from werkzeug.exceptions import HTTPException

from .games.errors import ArbiterError, UnknownGame, UnsupportedEndpoint

PROBLEM_TYPE = "application/problem+json"

MAX_PROBLEM_BYTES = 64 * 1024
"""Largest problem document sent, in bytes of JSON."""
MAX_ERRORS = 50
"""Most schema errors (leaves of ``errors``) or rule violations one problem lists."""
MAX_TEXT = 1000
"""Longest string (detail, field name, message) a problem carries, in characters."""

_HTTP_CODES = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "too_many_requests",
}


def problem(
    status: int, code: str, title: str, detail: str, headers: dict | None = None, **extensions: Any
) -> Response:
    """A problem+json response.

    :param status: the HTTP status.
    :param code: the stable machine code (``illegal_move``).
    :param title: a short summary of the kind of problem.
    :param detail: a full sentence about this occurrence.
    :param extensions: extra members (``rule``, ``source``, ``field``, ``errors``).
    """
    body = {
        "type": f"urn:arbiter:problem:{code}",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
        **extensions,
    }
    response = Response(encode(bounded(body)), status=status, mimetype=PROBLEM_TYPE)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def encode(value: Any) -> bytes:
    """``value`` as compact UTF-8 JSON, keys in the order given.

    orjson encodes; what it refuses (an integer wider than 64 bits, a string holding a lone
    surrogate) falls back to the standard library, which writes ``\\ud800`` escapes, so no
    answer fails for its encoding.
    """
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except (TypeError, orjson.JSONEncodeError):
        return json.dumps(value, separators=(",", ":")).encode()


def bounded(body: dict) -> dict:
    """``body`` cut to fit a problem document's bounds (see the module docstring).

    :param body: a problem document; ``errors`` is a marshmallow error tree (objects of
        lists of messages), ``violations`` a list of objects.
    :returns: a new document: long strings cut (saying how many characters were cut),
        ``errors`` cut to its first ``MAX_ERRORS`` messages and ``violations`` to its first
        ``MAX_ERRORS`` items, ``errors_cut`` / ``violations_cut`` counting what was left
        out; if that is still too large (huge member names), without them.
    """
    out: dict[str, Any] = {}
    for key, value in body.items():
        cut = 0
        if key == "errors":
            room = [MAX_ERRORS]
            out[key] = _first_messages(value, room)
            cut = max(0, -room[0])
        elif key == "violations" and isinstance(value, list):
            out[key] = _text(value[:MAX_ERRORS])
            cut = max(0, len(value) - MAX_ERRORS)
        else:
            out[key] = _text(value)
        if cut:
            out[f"{key}_cut"] = cut
    if out.get("errors_cut") or out.get("violations_cut"):
        more = out.get("errors_cut") or out.get("violations_cut")
        out["detail"] = f"{out.get('detail', '')} ({more} more not listed.)"
    for key in ("errors", "violations"):
        if key in out and len(encode(out)) > MAX_PROBLEM_BYTES:
            kept, room = out.pop(key), [0]
            _first_messages(kept, room)
            out[f"{key}_cut"] = out.get(f"{key}_cut", 0) + (
                len(kept) if key == "violations" else -room[0]
            )
    return out


def _text(value: Any) -> Any:
    """``value`` with every string (and member name) longer than ``MAX_TEXT`` cut."""
    if isinstance(value, str):
        if len(value) <= MAX_TEXT:
            return value
        return f"{value[:MAX_TEXT]}... ({len(value) - MAX_TEXT} more characters)"
    if isinstance(value, dict):
        return {_text(key): _text(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_text(item) for item in value]
    return value


_LEFT_OUT = object()
"""A message ``_first_messages`` left out."""


def _first_messages(tree: Any, room: list[int]) -> Any:
    """The error ``tree`` keeping its first ``room[0]`` messages (its leaves), strings cut.

    ``room[0]`` goes down by one for every message met, kept or not: below zero, its
    negation is how many were left out. Objects and lists left empty by the cut are dropped.
    """
    if isinstance(tree, (dict, list)):
        pairs = tree.items() if isinstance(tree, dict) else enumerate(tree)
        kept = [(key, _first_messages(item, room)) for key, item in pairs]
        kept = [(key, sub) for key, sub in kept if sub is not _LEFT_OUT]
        if tree and not kept:
            return _LEFT_OUT
        if isinstance(tree, dict):
            return {_text(key): sub for key, sub in kept}
        return [sub for _, sub in kept]
    room[0] -= 1
    return _text(tree) if room[0] >= 0 else _LEFT_OUT


class ApiProblem(Exception):
    """An error the API layer itself raises (bad JSON, too deep) with its code and status."""

    def __init__(self, status: int, code: str, title: str, detail: str) -> None:
        super().__init__(detail)
        self.status, self.code, self.title, self.detail = status, code, title, detail


def from_arbiter_error(error: ArbiterError) -> Response:
    """The problem for a refusal by the engines: 404 for an unknown game or endpoint, the
    error's own ``status`` where it has one (sealed games: 403, 501), else 422."""
    status = (
        404
        if isinstance(error, (UnknownGame, UnsupportedEndpoint))
        else getattr(error, "status", 422)
    )
    return problem(status, error.code, error.title, error.reason, **error.details())


def from_api_problem(error: ApiProblem) -> Response:
    """The problem for an ``ApiProblem``."""
    return problem(error.status, error.code, error.title, error.detail)


def from_http_exception(error: HTTPException) -> Response:
    """The problem for a werkzeug/webargs HTTP error (404, 405 with Allow, 413, 422...)."""
    status = error.code or 500
    data = getattr(error, "data", None) or {}
    headers = {}
    if status == 405:
        allowed = getattr(error, "valid_methods", None) or []
        headers["Allow"] = ", ".join(allowed)
    extensions: dict[str, Any] = {}
    messages = data.get("messages")
    detail = error.description or error.name
    if messages:
        errors = messages.get("json", messages) if isinstance(messages, dict) else messages
        extensions["errors"] = errors
        detail = "The request body does not fit the schema: " + _first_error(errors)
    elif status == 413:
        cap = current_app.config.get("MAX_CONTENT_LENGTH")
        detail = f"The body is larger than the cap of {cap} bytes."
    elif status == 400 and data.get("exc") is not None:
        detail = f"The body is not valid JSON: {data['exc']}"
    code = _HTTP_CODES.get(status, "http_error" if status < 500 else "internal_error")
    if status == 400 and code == "bad_request" and "JSON" in detail:
        code = "malformed_json"
    return problem(status, code, error.name, detail, headers, **extensions)


def internal_error(_error: Exception) -> Response:
    """The problem for a bug: a 500 that shows no traceback."""
    return problem(
        500,
        "internal_error",
        "Internal Server Error",
        "The service hit a bug while answering; the request was not the cause.",
    )


def _first_error(errors: Any, path: str = "") -> str:
    """``"hands.0: Not a valid list."``: the first leaf of a marshmallow error tree."""
    if isinstance(errors, dict):
        for key, value in errors.items():
            return _first_error(value, f"{path}.{key}" if path else str(key))
    if isinstance(errors, list) and errors:
        first = errors[0]
        if isinstance(first, (dict, list)):
            return _first_error(first, path)
        return f"{path}: {first}" if path else str(first)
    return f"{path}: {errors}" if path else str(errors)


class ViolationSchema(ma.Schema):
    """One rule a refused Rummikub laying broke (``games.rummikub.turn.Violation``)."""

    rule = ma.fields.String(required=True, metadata={"description": "The rule, in words."})
    reason = ma.fields.String(
        required=True, metadata={"description": "What in the move broke it, in words."}
    )
    source = ma.fields.String(
        required=True, metadata={"description": "Seed file and section of the rule."}
    )
    field = ma.fields.String(
        metadata={"description": "JSON path of the offending part of the move, when one part is."}
    )


class ProblemSchema(ma.Schema):
    """RFC 9457 problem document (``application/problem+json``)."""

    class Meta:
        unknown = ma.INCLUDE

    type = ma.fields.String(required=True, metadata={"description": "urn:arbiter:problem:<code>"})
    title = ma.fields.String(required=True)
    status = ma.fields.Integer(required=True)
    detail = ma.fields.String(required=True, metadata={"description": "What is wrong, in words."})
    code = ma.fields.String(
        required=True,
        metadata={"description": "Stable machine code; see docs/architecture.md for the list."},
    )
    rule = ma.fields.String(metadata={"description": "The rule that decided, in words."})
    source = ma.fields.String(metadata={"description": "Seed file and section of the rule."})
    field = ma.fields.String(metadata={"description": "JSON path of the offending input."})
    errors = ma.fields.Raw(metadata={"description": "Schema errors by field."})
    violations = ma.fields.List(
        ma.fields.Nested(ViolationSchema),
        metadata={"description": "Rummikub: every rule a refused laying broke, one entry each."},
    )
    errors_cut = ma.fields.Integer(
        metadata={
            "description": "How many schema errors were left out of `errors` (at most 50 listed)."
        }
    )
    violations_cut = ma.fields.Integer(
        metadata={"description": "How many violations were left out of `violations` (at most 50)."}
    )
