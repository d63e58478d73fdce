"""Game records over HTTP: ``POST /v1/games/{game}/replay`` plays a whole record through
the rules and gives the verdict (docs/records.md)."""

from __future__ import annotations

import marshmallow as ma

from ..games import records, registry
from .schemas import Blueprint, JsonObject, StrictBoolean

blp = Blueprint("records", __name__, url_prefix="/v1/games",
                description="Replay a whole game record: who won, and the first move refused.")


class ReplayRequest(ma.Schema):
    record = JsonObject(required=True, metadata={"description": (
        "A game record: {game, version, players, seed (or start), options, moves}; "
        f"at most {records.MAX_MOVES} moves (see docs/records.md).")})
    steps = StrictBoolean(load_default=False, metadata={"description": (
        "Also give every intermediate state and its events (records of at most "
        f"{records.MAX_STEPS_MOVES} moves).")})


class FirstIllegal(ma.Schema):
    index = ma.fields.Integer(required=True, metadata={
        "description": "0-based index of the move in record.moves."})
    move = ma.fields.Raw(required=True, metadata={"description": "The move as the record has it."})
    code = ma.fields.String(required=True, metadata={
        "description": ("illegal_move (the rules forbid it), or invalid_move or invalid_card "
                        "(malformed).")})
    reason = ma.fields.String(required=True, metadata={"description": "Why, in words."})
    rule = ma.fields.String(required=True, allow_none=True, metadata={
        "description": "The rule in words, or null for a malformed move."})
    source = ma.fields.String(required=True, allow_none=True, metadata={
        "description": "Where the rule is written, or null."})


class ReplayStep(ma.Schema):
    index = ma.fields.Integer(required=True)
    move = ma.fields.Raw(required=True)
    state = JsonObject(required=True, metadata={"description": "The state after the move."})
    events = ma.fields.List(JsonObject(), required=True)


class ReplayResponse(ma.Schema):
    state = JsonObject(required=True, metadata={"description": (
        "The state after the last move accepted (before the first move refused).")})
    score = JsonObject(required=True, metadata={"description": "The score answer of state."})
    moves = ma.fields.Integer(required=True, metadata={
        "description": "How many moves were accepted."})
    first_illegal = ma.fields.Nested(FirstIllegal, required=True, allow_none=True, metadata={
        "description": "null, or the first move refused."})
    start = JsonObject(metadata={"description": "With steps: the first state."})
    steps = ma.fields.List(ma.fields.Nested(ReplayStep), metadata={
        "description": "With steps: one entry per move accepted."})


@blp.route("/<string:game>/replay", methods=["POST"])
@blp.arguments(ReplayRequest())
@blp.response(200, ReplayResponse)
def replay(body: dict, game: str):
    """Play a whole game record through the rules: the final state and score, or the first
    move refused (its index, code, rule and source) and the state before it."""
    return records.replay(registry.engine(game, "replay"), body["record"], body["steps"])
