"""The HTTP layer: one blueprint per resource, each translating JSON to engine calls and back.

Nothing here decides a rule; the engines in ``service.games`` do.
"""

from __future__ import annotations

from flask import Flask

from . import catalog, docs, health, records, rummikub, sabacc, schemas, table

BLUEPRINTS = (health.blp, docs.blp, catalog.blp, table.blp, records.blp, sabacc.blp, rummikub.blp)


def register(app: Flask, api) -> None:
    """Register every blueprint of the API on ``app`` through the flask-smorest ``api``, and
    every game's schemas in its contract."""
    schemas.document(api)
    for blp in BLUEPRINTS:
        api.register_blueprint(blp)
