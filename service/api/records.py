"""Game records over HTTP: ``POST /v1/games/{game}/replay`` plays a whole record through
the rules and gives the verdict (docs/records.md)."""

from __future__ import annotations

import marshmallow as ma
from flask import current_app

from .. import signing
from ..games import records, registry
from ..games.schema import union
from .schemas import Blueprint, Contract
from .table import SEAL_KEYS

blp = Blueprint(
    "records",
    __name__,
    url_prefix="/v1/games",
    description="Replay a whole game record: who won, and the first move refused.",
)


class ReplayRequest(ma.Schema):
    record = Contract(
        lambda: union("Record"),
        required=True,
        metadata={
            "description": (
                "A game record: {game, version, players, seed (or start), options, moves}; "
                f"at most {records.MAX_MOVES} moves (see docs/records.md)."
            )
        },
    )
    steps = ma.fields.Boolean(
        load_default=False,
        metadata={
            "description": (
                "Also give every intermediate state and its events (records of at most "
                f"{records.MAX_STEPS_MOVES} moves)."
            )
        },
    )
    sign = ma.fields.Boolean(
        load_default=False,
        metadata={
            "description": (
                "Also give the record back signed by the service (`record`, its `signature` of "
                'origin "checked") when every move is legal; a record whose signature already '
                "holds comes back as it is. Needs the server's sealing keys (501 "
                "`sealing_unavailable` without). docs/records.md says what it proves."
            )
        },
    )


SIGNED = ("valid", "invalid", "absent")


class FirstIllegal(ma.Schema):
    index = ma.fields.Integer(
        required=True, metadata={"description": "0-based index of the move in record.moves."}
    )
    move = ma.fields.Raw(required=True, metadata={"description": "The move as the record has it."})
    code = ma.fields.String(
        required=True,
        metadata={
            "description": (
                "illegal_move (the rules forbid it), or invalid_move or invalid_card (malformed)."
            )
        },
    )
    reason = ma.fields.String(required=True, metadata={"description": "Why, in words."})
    rule = ma.fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The rule in words, or null for a malformed move."},
    )
    source = ma.fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Where the rule is written, or null."},
    )


class ReplayStep(ma.Schema):
    index = ma.fields.Integer(required=True)
    move = ma.fields.Raw(required=True)
    state = Contract(
        lambda: union("State"), required=True, metadata={"description": "The state after the move."}
    )
    events = ma.fields.List(Contract(lambda: union("Event")), required=True)


class ReplayResponse(ma.Schema):
    state = Contract(
        lambda: union("State"),
        required=True,
        metadata={
            "description": (
                "The state after the last move accepted (before the first move refused)."
            )
        },
    )
    score = Contract(
        lambda: {"$ref": "#/components/schemas/ScoreResponse"},
        required=True,
        metadata={"description": "The score answer of state."},
    )
    moves = ma.fields.Integer(
        required=True, metadata={"description": "How many moves were accepted."}
    )
    first_illegal = ma.fields.Nested(
        FirstIllegal,
        required=True,
        allow_none=True,
        metadata={"description": "null, or the first move refused."},
    )
    start = Contract(
        lambda: union("State"), metadata={"description": "With steps: the first state."}
    )
    steps = ma.fields.List(
        ma.fields.Nested(ReplayStep),
        metadata={"description": "With steps: one entry per move accepted."},
    )
    signed = ma.fields.String(
        required=True,
        validate=ma.validate.OneOf(SIGNED),
        metadata={
            "description": 'Whether the record\'s signature holds: "valid" (this service '
            'signed this very record, with a key it holds), "invalid" (altered '
            "since, or signed with a key this server does not hold), or "
            '"absent" (no signature). docs/records.md, Signatures.'
        },
    )
    record = Contract(
        lambda: union("Record"),
        metadata={"description": "With sign, when every move is legal: the record, signed."},
    )


@blp.route("/<string:game>/replay", methods=["POST"])
@blp.body(ReplayRequest)
@blp.response(200, ReplayResponse)
def replay(body: dict, game: str):
    """Play a whole game record through the rules: the final state and score, or the first
    move refused (its index, code, rule and source) and the state before it; whether the
    record's signature holds, and with `sign` the record signed."""
    keys = current_app.extensions[SEAL_KEYS]
    steps, sign = body.get("steps", False), body.get("sign", False)
    answer = records.replay(registry.engine(game, "replay"), body["record"], steps)
    answer["signed"] = signing.verify(keys, body["record"])
    if sign:
        record = body["record"]
        if answer["signed"] != "valid":
            record = signing.sign(keys, record, "checked")  # SealingUnavailable without keys
        if answer["first_illegal"] is None:
            answer["record"] = record
    return answer
