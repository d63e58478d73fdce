"""``GET /healthz`` (liveness), ``GET /readyz`` (readiness), ``GET /metrics`` (Prometheus)
and ``GET /openapi.yaml``."""

from __future__ import annotations

import marshmallow as ma
from flask import Response, current_app

from ..games import registry
from ..openapi import render
from ..ops.observability import exposition
from .schemas import Blueprint

blp = Blueprint("health", __name__, description="Liveness, readiness, metrics and the contract.")


class HealthSchema(ma.Schema):
    status = ma.fields.String(required=True, metadata={"example": "ok"})
    version = ma.fields.String(required=True, metadata={"description": "API version."})


class ReadySchema(ma.Schema):
    status = ma.fields.String(required=True, metadata={"example": "ready"})
    version = ma.fields.String(required=True, metadata={"description": "API version."})
    games = ma.fields.Integer(
        required=True, metadata={"description": "Games with an engine loaded and answering."}
    )


@blp.route("/healthz")
@blp.response(200, HealthSchema)
def healthz():
    """The service is up and answering."""
    return {"status": "ok", "version": current_app.config["API_VERSION"]}


@blp.route("/readyz")
@blp.response(200, ReadySchema)
def readyz():
    """The service is ready for traffic: every available game's engine is loaded and its
    catalog entry reads (the app holds no other state and needs no other service)."""
    games = [entry for entry in registry.GAMES.values() if entry.status == "available"]
    for entry in games:
        registry.engine(entry.id, "deal")
    return {"status": "ready", "version": current_app.config["API_VERSION"], "games": len(games)}


@blp.route("/metrics")
@blp.response(
    200,
    content_type="text/plain",
    description="Request counts, latency histograms and requests in progress, per "
    "endpoint and status, in the Prometheus text format.",
)
def metrics():
    """Prometheus metrics of every worker (see docs/operations.md)."""
    body, content_type = exposition()
    return Response(body, content_type=content_type)


@blp.route("/openapi.yaml")
@blp.response(
    200,
    content_type="application/yaml",
    description="This service's OpenAPI 3 contract (the same as openapi.yaml).",
)
def contract():
    """The OpenAPI contract, generated from the app's own schemas."""
    return Response(render(current_app), mimetype="application/yaml")
