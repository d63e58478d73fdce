"""RFC 9457 problem documents: every error this service sends.

A problem is ``application/problem+json`` with ``type``, ``title``, ``status``, ``detail``
and the stable machine ``code``; refusals by the rules add ``rule`` and ``source``, schema
refusals add ``errors`` (field -> messages). The ``code`` values are listed in
``docs/architecture.md`` and never change meaning.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response, current_app
from werkzeug.exceptions import HTTPException

from .games.errors import ArbiterError, UnknownGame, UnsupportedEndpoint

PROBLEM_TYPE = "application/problem+json"

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


def problem(status: int, code: str, title: str, detail: str, headers: dict | None = None,
            **extensions: Any) -> Response:
    """A problem+json response.

    :param status: the HTTP status.
    :param code: the stable machine code (``illegal_move``).
    :param title: a short summary of the kind of problem.
    :param detail: a full sentence about this occurrence.
    :param extensions: extra members (``rule``, ``source``, ``field``, ``errors``).
    """
    body = {"type": f"urn:arbiter:problem:{code}", "title": title, "status": status,
            "detail": detail, "code": code, **extensions}
    response = Response(json.dumps(body, ensure_ascii=False), status=status,
                        mimetype=PROBLEM_TYPE)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


class ApiProblem(Exception):
    """An error the API layer itself raises (bad JSON, too deep) with its code and status."""

    def __init__(self, status: int, code: str, title: str, detail: str) -> None:
        super().__init__(detail)
        self.status, self.code, self.title, self.detail = status, code, title, detail


def from_arbiter_error(error: ArbiterError) -> Response:
    """The problem for a refusal by the engines: 404 for an unknown game or endpoint, the
    error's own ``status`` where it has one (sealed games: 403, 501), else 422."""
    status = 404 if isinstance(error, (UnknownGame, UnsupportedEndpoint)) else getattr(
        error, "status", 422)
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
    return problem(500, "internal_error", "Internal Server Error",
                   "The service hit a bug while answering; the request was not the cause.")


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
