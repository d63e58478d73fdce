"""``GET /v1/games`` and ``GET /v1/games/{game}``: the catalog of every game in the seeds."""

from __future__ import annotations

import marshmallow as ma

from ..games import registry
from .schemas import Blueprint

blp = Blueprint(
    "catalog",
    __name__,
    url_prefix="/v1/games",
    description="Which games there are, their options and endpoints.",
)


class OptionSchema(ma.Schema):
    name = ma.fields.String(required=True)
    type = ma.fields.String(
        required=True, validate=ma.validate.OneOf(["boolean", "integer", "string"])
    )
    default = ma.fields.Raw(required=True, metadata={"type": ["boolean", "integer", "string"]})
    description = ma.fields.String(required=True)
    choices = ma.fields.List(ma.fields.String())
    minimum = ma.fields.Integer()
    maximum = ma.fields.Integer()


class PlayersSchema(ma.Schema):
    min = ma.fields.Integer(required=True)
    max = ma.fields.Integer(required=True)


class GameSchema(ma.Schema):
    id = ma.fields.String(required=True, metadata={"example": "corellian-spike"})
    name = ma.fields.String(required=True)
    family = ma.fields.String(
        required=True, validate=ma.validate.OneOf(["sabacc", "sabaccino", "rummikub"])
    )
    players = ma.fields.Nested(PlayersSchema, required=True)
    source = ma.fields.String(required=True, metadata={"description": "Seed file of the rules."})
    summary = ma.fields.String(required=True)
    options = ma.fields.List(ma.fields.Nested(OptionSchema), required=True)
    endpoints = ma.fields.List(
        ma.fields.String(),
        required=True,
        metadata={
            "description": "The endpoints this game supports: rank, deal, legal-moves, play, "
            "score, view, profiles, check-table, solve."
        },
    )
    status = ma.fields.String(required=True, validate=ma.validate.OneOf(["available", "planned"]))


class CatalogSchema(ma.Schema):
    games = ma.fields.List(ma.fields.Nested(GameSchema), required=True)


@blp.route("")
@blp.response(200, CatalogSchema)
def list_games():
    """Every game in the seeds, built or planned."""
    return {"games": [entry.as_json() for entry in registry.GAMES.values()]}


@blp.route("/<string:game>")
@blp.response(200, GameSchema)
def get_game(game: str):
    """One game's entry.

    An id not in the catalog is refused: 404 `unknown_game`.
    """
    return registry.info(game).as_json()
