"""The game interface over HTTP: deal, legal-moves, play, score and view for every game.

Each view checks the body against its schema, hands the JSON to the game's engine and sends
back what the engine answers. The state travels with every request; nothing is stored.
"""

from __future__ import annotations

import marshmallow as ma

from ..games import registry
from .schemas import SEED, Blueprint, IntOrString, JsonObject, Strict

blp = Blueprint("table", __name__, url_prefix="/v1/games",
                description="Play a game: the one interface every game implements.")

STATE = JsonObject(required=True, metadata={
    "description": "A whole game state as a previous answer gave it (see docs/api.md)."})


class DealRequest(ma.Schema):
    players = Strict.integer(required=True, metadata={"description": "Number of seats."})
    seed = SEED
    options = JsonObject(metadata={"description": "Game options by name (see the catalog)."})


VIEWER_NOTE = ("Without it the answer is complete, every seat's secrets included: for a "
               "trusted server only.")


def viewer_field(answer: str) -> IntOrString:
    """The optional ``viewer`` of legal-moves, play and score (issue 9 item 5)."""
    return IntOrString(metadata={"description": (
        f"A player index, or \"spectator\": {answer}. {VIEWER_NOTE}")})


class StateRequest(ma.Schema):
    state = STATE
    viewer = viewer_field("the answer holds only what that viewer may see (moves only to "
                          "the seat to move; standings without other seats' secrets)")


class PlayRequest(ma.Schema):
    state = STATE
    move = JsonObject(required=True, metadata={
        "description": "One of the moves legal-moves listed, or a chance outcome."})
    viewer = viewer_field("the answer has `view` (the next state as that viewer sees it) "
                          "instead of `state`, and events without what the viewer may not see")


class ViewRequest(ma.Schema):
    state = STATE
    viewer = IntOrString(required=True, metadata={
        "description": "A player index, or \"spectator\"."})


class StateResponse(ma.Schema):
    state = STATE


class LegalMovesResponse(ma.Schema):
    to_move = IntOrString(required=True, allow_none=True, metadata={
        "description": "Player index, \"chance\", or null when the game is over.",
        "nullable": True})
    moves = ma.fields.List(JsonObject(), required=True)
    complete = ma.fields.Boolean(required=True, metadata={
        "description": "False when not every legal move could be listed (Rummikub)."})


class PlayResponse(ma.Schema):
    state = JsonObject(metadata={
        "description": "The next state, whole (a request without `viewer`)."})
    view = JsonObject(metadata={
        "description": "The next state as the request's `viewer` may see it (as `view` "
                       "answers), instead of `state`."})
    events = ma.fields.List(JsonObject(), required=True, metadata={
        "description": "What the move caused; with a `viewer`, a card or tile the viewer may "
                       "not see is left out (a hidden list becomes its `_count`)."})


class ScoreResponse(ma.Schema):
    class Meta:
        unknown = ma.INCLUDE

    terminal = ma.fields.Boolean(required=True)
    winners = ma.fields.List(ma.fields.Integer(), required=True, metadata={
        "description": "Seats that won; empty until the game is over."})
    standings = ma.fields.List(JsonObject(), required=True, metadata={
        "description": "One entry per seat: player, score, and how it was reached."})


@blp.route("/<string:game>/deal", methods=["POST"])
@blp.arguments(DealRequest())
@blp.response(200, StateResponse)
def deal(body: dict, game: str):
    """A fresh, seeded deal; the answer carries the seed it used."""
    engine = registry.engine(game, "deal")
    return {"state": engine.deal(body["players"], body.get("seed"), body.get("options"))}


@blp.route("/<string:game>/legal-moves", methods=["POST"])
@blp.arguments(StateRequest())
@blp.response(200, LegalMovesResponse)
def legal_moves(body: dict, game: str):
    """Who is to move and every move they may make (or the chance outcomes)."""
    return registry.engine(game, "legal-moves").legal_moves(body["state"], body.get("viewer"))


@blp.route("/<string:game>/play", methods=["POST"])
@blp.arguments(PlayRequest())
@blp.response(200, PlayResponse)
def play(body: dict, game: str):
    """The checked result of a move: the next state and its events, or 422 ``illegal_move``."""
    viewer = body.get("viewer")
    state, events = registry.engine(game, "play").play(body["state"], body["move"], viewer)
    return {"state" if viewer is None else "view": state, "events": events}


@blp.route("/<string:game>/score", methods=["POST"])
@blp.arguments(StateRequest())
@blp.response(200, ScoreResponse)
def score(body: dict, game: str):
    """Standings so far, the winners once the game is over, and how each was reached."""
    return registry.engine(game, "score").score(body["state"], body.get("viewer"))


@blp.route("/<string:game>/view", methods=["POST"])
@blp.arguments(ViewRequest())
@blp.response(200, StateResponse)
def view(body: dict, game: str):
    """The state as one seat or a spectator may see it (hidden cards as counts)."""
    return {"state": registry.engine(game, "view").view(body["state"], body["viewer"])}
