"""CORS: a browser page on another origin may call every endpoint (flask-cors).

The origins allowed come from ``ARBITER_CORS_ORIGINS`` (a comma list, such as
``https://a.example,https://b.example``), default ``*``. No credentials are ever allowed:
the service has no cookies or sessions, and every request carries all it needs. Preflight
requests are answered, with ``Access-Control-Max-Age``; answers expose ``X-Request-ID``.
Problem documents carry the same headers, so a page can read why a request was refused.
"""

from __future__ import annotations

import os

from flask import Flask, Response
from flask_cors import CORS

MAX_AGE_S = 600
"""How long, in seconds, a browser may cache a preflight answer (Chromium caps it at 7200)."""

METHODS = ["GET", "HEAD", "POST", "OPTIONS"]
"""The methods the service answers."""

EXPOSED = ["X-Request-ID"]
"""Answer headers a page may read besides the CORS-safelisted ones."""


def origins(value: str | None) -> list[str] | str:
    """The allowed origins of an ``ARBITER_CORS_ORIGINS`` value: ``"*"`` when unset or empty."""
    listed = [origin.strip() for origin in (value or "").split(",") if origin.strip()]
    return "*" if not listed or "*" in listed else listed


def enable(app: Flask) -> None:
    """Answer CORS for every route of ``app`` with the origins ``ARBITER_CORS_ORIGINS`` names
    (``app.config["ARBITER_CORS_ORIGINS"]`` first, for tests)."""
    setting = app.config.get("ARBITER_CORS_ORIGINS", os.environ.get("ARBITER_CORS_ORIGINS"))
    allowed = origins(setting)
    CORS(
        app,
        origins=allowed,
        send_wildcard=allowed == "*",
        supports_credentials=False,
        methods=METHODS,
        max_age=MAX_AGE_S,
        expose_headers=EXPOSED,
        vary_header=True,
        always_send=False,
    )
    if allowed != "*":

        @app.after_request
        def vary_by_origin(response: Response) -> Response:
            """Listed origins vary every answer, one sent without ``Origin`` too (flask-cors
            says so only when the request has one), so that caches keep them apart."""
            response.vary.add("Origin")
            return response
