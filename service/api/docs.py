"""``GET /openapi.json`` and ``GET /docs``: the contract as JSON, and interactive docs.

``/docs`` is Swagger UI (5.x, which reads OpenAPI 3.1), served from the files the
``swagger-ui-py`` package ships, under ``/docs/static/``: the page loads nothing from a CDN,
so it works offline and behind a strict firewall.
"""

from __future__ import annotations

from importlib.resources import files

import orjson
from flask import Response, current_app, render_template_string, url_for

from ..openapi import spec_dict
from .schemas import Blueprint

ASSETS = str(files("swagger_ui") / "static")
"""Swagger UI's own files (``swagger-ui-bundle.js``, ``swagger-ui.css``...), from swagger-ui-py."""

blp = Blueprint(
    "docs",
    __name__,
    description="The contract as JSON, and interactive docs.",
    static_folder=ASSETS,
    static_url_path="/docs/static",
)

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{{ title }}</title>
  <link rel="stylesheet" href="{{ url_for('docs.static', filename='swagger-ui.css') }}">
  <link rel="icon" href="{{ url_for('docs.static', filename='favicon-32x32.png') }}">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="{{ url_for('docs.static', filename='swagger-ui-bundle.js') }}"></script>
  <script src="{{ url_for('docs.static', filename='swagger-ui-standalone-preset.js') }}"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: {{ spec_url | tojson }},
      dom_id: "#swagger-ui",
      deepLinking: true,
      presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
      layout: "StandaloneLayout"
    });
  </script>
</body>
</html>
"""


@blp.route("/openapi.json")
@blp.response(
    200,
    content_type="application/json",
    description="This service's OpenAPI 3.1 contract, as JSON (the same document as openapi.yaml).",
)
def contract_json():
    """The OpenAPI contract as JSON."""
    return Response(orjson.dumps(spec_dict(current_app)), mimetype="application/json")


@blp.route("/docs")
@blp.response(
    200,
    content_type="text/html",
    description="Swagger UI on this service's contract; its scripts and styles come "
    "from this service too (`/docs/static/`).",
)
def docs():
    """Interactive docs: Swagger UI on the contract."""
    return Response(
        render_template_string(
            PAGE,
            title=f"{current_app.config['API_TITLE']}: interactive docs",
            spec_url=url_for("docs.contract_json"),
        ),
        mimetype="text/html",
    )
