"""The web table (issue 26): a reference front end at ``/table/``, built only on the public
API, served as static files (HTML, CSS and ES modules in ``static/``; no build step).

On by default; ``ARBITER_WEB=off`` (or the app config ``WEB="off"``) leaves it out. Every
answer under ``/table/`` carries a strict Content-Security-Policy: scripts, styles and
requests from this origin only, no inline script or style attribute in markup, no frames.
The rules readings ``docs/rules/<name>.md`` are served read-only at ``/table/rules/`` as
plain text, so a verdict can link to the rule's text.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from flask import Blueprint, Flask, Response, abort, send_from_directory

STATIC = Path(__file__).with_name("static")
RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"
"""docs/rules in a source checkout (absent in an install without docs: then 404)."""

WEB_ENV = "ARBITER_WEB"

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
"""The table's Content-Security-Policy: nothing inline, nothing from another origin."""

_RULE_NAME = re.compile(r"[a-z0-9-]{1,40}")

blp = Blueprint("web", __name__, url_prefix="/table")


@blp.after_request
def _harden(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@blp.get("/")
def index():
    """The lobby and the table."""
    return send_from_directory(STATIC, "index.html")


@blp.get("/rules/<string:name>.md")
def rules(name: str):
    """A rules reading, ``docs/rules/<name>.md``, as plain text (read-only)."""
    if not _RULE_NAME.fullmatch(name) or not (RULES / f"{name}.md").is_file():
        abort(404)
    return send_from_directory(RULES, f"{name}.md", mimetype="text/plain")


@blp.get("/<path:name>")
def static_file(name: str):
    """A page, script, style sheet or picture of the table."""
    return send_from_directory(STATIC, name)


def enable(app: Flask) -> None:
    """Serve the table at ``/table/`` unless ``ARBITER_WEB`` (or config ``WEB``) is ``off``.

    :raises ValueError: a value other than ``on`` or ``off``.
    """
    setting = str(app.config.get("WEB") or os.environ.get(WEB_ENV) or "on").strip().lower()
    if setting not in ("on", "off"):
        raise ValueError(f"{WEB_ENV} must be on or off; got {setting[:20]!r}.")
    if setting == "on":
        app.register_blueprint(blp)
