"""``GET /healthz`` (liveness for gunicorn and containers) and ``GET /openapi.yaml``."""

from __future__ import annotations

import marshmallow as ma
from flask import Response, current_app

from ..openapi import render
from .schemas import Blueprint

blp = Blueprint("health", __name__, description="Liveness and the contract.")


class HealthSchema(ma.Schema):
    status = ma.fields.String(required=True, metadata={"example": "ok"})
    version = ma.fields.String(required=True, metadata={"description": "API version."})


@blp.route("/healthz")
@blp.response(200, HealthSchema)
def healthz():
    """The service is up and answering."""
    return {"status": "ok", "version": current_app.config["API_VERSION"]}


@blp.route("/openapi.yaml")
@blp.response(200, content_type="application/yaml",
              description="This service's OpenAPI 3 contract (the same as openapi.yaml).")
def contract():
    """The OpenAPI contract, generated from the app's own schemas."""
    return Response(render(current_app), mimetype="application/yaml")
