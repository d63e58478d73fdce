"""Rummikub's own endpoints: ``POST /v1/games/rummikub/check-table`` and ``.../solve``."""

from __future__ import annotations

import marshmallow as ma

from ..games import registry
from ..games.rummikub import endpoints
from ..games.rummikub.model import MAX_MELD_TILES, MAX_MELDS, MAX_TILES
from ..games.rummikub.schema import OPTIONS_SCHEMA as OPTIONS
from ..games.rummikub.solver import OBJECTIVES
from ..games.schema import ref
from .schemas import Blueprint, Contract

blp = Blueprint(
    "rummikub",
    __name__,
    url_prefix="/v1/games/rummikub",
    description="Rummikub tables and the best-turn solver.",
)

TILE_DOC = "A tile: colour K, R, B or Y and number 1-13 (R9, K13), or J for a joker."


def _tile() -> ma.fields.String:
    # The pattern is the boundary's check: a string that does not fit it is 422 invalid_card.
    return ma.fields.String(
        validate=ma.validate.Length(1, 3),
        metadata={
            "description": TILE_DOC,
            "example": "R9",
            "pattern": "^(J|[KRBY](1[0-3]|[1-9]))$",
        },
    )


def _tiles(**kwargs) -> ma.fields.List:
    return ma.fields.List(_tile(), validate=ma.validate.Length(max=MAX_TILES), **kwargs)


def _table(**kwargs) -> ma.fields.List:
    return ma.fields.List(
        ma.fields.List(_tile(), validate=ma.validate.Length(max=MAX_MELD_TILES)),
        validate=ma.validate.Length(max=MAX_MELDS),
        metadata={
            "description": "Melds, each as laid left to right.",
            "example": [["K5", "B5", "Y5"], ["R7", "R8", "R9"]],
        },
        **kwargs,
    )


class CheckTableRequest(ma.Schema):
    table = _table(required=True)
    options = Contract(
        lambda: ref(OPTIONS),
        metadata={
            "description": "Game options; tile_set decides how many copies of each tile there are."
        },
    )


class JokerMeaning(ma.Schema):
    place = ma.fields.Integer(required=True, metadata={"description": "0-based place."})
    stands_for = ma.fields.List(
        ma.fields.String(),
        required=True,
        metadata={"description": "Every tile this joker may stand for here."},
    )


class MeldVerdict(ma.Schema):
    meld = ma.fields.List(ma.fields.String(), required=True)
    valid = ma.fields.Boolean(required=True)
    kind = ma.fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "group, run, or 'group or run'; null when not valid."},
    )
    value = ma.fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "Sum of the numbers the tiles stand for (the better reading)."},
    )
    jokers = ma.fields.List(ma.fields.Nested(JokerMeaning), required=True)
    reason = ma.fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Why the meld is not valid; null when it is."},
    )


class CheckTableResponse(ma.Schema):
    valid = ma.fields.Boolean(required=True)
    tile_set = ma.fields.String(required=True)
    melds = ma.fields.List(ma.fields.Nested(MeldVerdict), required=True)
    tiles = ma.fields.Integer(required=True)
    value = ma.fields.Integer(required=True, metadata={"description": "Sum of valid melds."})


class SolveRequest(ma.Schema):
    rack = _tiles(required=True, metadata={"example": ["K10", "B10", "Y10", "R2"]})
    table = _table()
    initial_meld_done = ma.fields.Boolean(
        metadata={"description": "Whether the player has made the initial meld (default false)."}
    )
    objective = ma.fields.String(
        validate=ma.validate.OneOf(OBJECTIVES),
        metadata={
            "description": "tiles (default): most tiles laid, then most points; value: most "
            "points (a joker 30), then most tiles."
        },
    )
    options = Contract(
        lambda: ref(OPTIONS),
        metadata={
            "description": "Game options (tile_set, initial_meld, rearrange_on_opening, "
            "freed_joker_new_meld)."
        },
    )
    time_limit = ma.fields.Float(
        validate=ma.validate.Range(0, endpoints.MAX_TIME_LIMIT, min_inclusive=False),
        metadata={
            "description": f"Seconds the solver may take (default "
            f"{endpoints.DEFAULT_TIME_LIMIT:g}); past it the best turn found is "
            f"answered with proven false."
        },
    )


class SolveResponse(ma.Schema):
    action = ma.fields.String(required=True, metadata={"description": "lay or draw."})
    move = Contract(
        lambda: ref("RummikubMove"),
        required=True,
        metadata={"description": "The move to send to POST /v1/games/rummikub/play."},
    )
    table = _table(required=True)
    from_rack = _tiles(required=True)
    tiles = ma.fields.Integer(required=True, metadata={"description": "Tiles laid."})
    value = ma.fields.Integer(
        required=True, metadata={"description": "Points laid, as a rack counts them (a joker 30)."}
    )
    opening_value = ma.fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "On the opening turn, the worth of the initial meld."},
    )
    objective = ma.fields.String(required=True)
    proven = ma.fields.Boolean(
        required=True,
        metadata={
            "description": "True when the turn is proven best; false when the time limit cut "
            "the search short."
        },
    )


@blp.route("/check-table", methods=["POST"])
@blp.body(CheckTableRequest)
@blp.response(200, CheckTableResponse)
def check_table(body: dict):
    """Judge every meld of a table: valid or not, kind, value, jokers, and why not."""
    registry.supports("rummikub", "check-table")
    return endpoints.check_table(body["table"], body.get("options"))


@blp.route("/solve", methods=["POST"])
@blp.body(SolveRequest)
@blp.response(200, SolveResponse)
def solve(body: dict):
    """The best turn for a rack at a table, exact and proven (or draw when none is legal)."""
    registry.supports("rummikub", "solve")
    return endpoints.solve(body)
