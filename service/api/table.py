"""The game interface over HTTP: deal, legal-moves, play, score and view for every game.

Each view checks the body against its schema, hands the JSON to the game's engine and sends
back what the engine answers. The state travels with every request; nothing is stored.
"""

from __future__ import annotations

import marshmallow as ma

from ..games import registry
from ..games.schema import CHANCE, ref, union
from .schemas import SEED, Blueprint, Contract, IntOrString, Strict

blp = Blueprint("table", __name__, url_prefix="/v1/games",
                description="Play a game: the one interface every game implements.")

STATE = Contract(lambda: union("State"), required=True, metadata={
    "description": "A whole game state as a previous answer gave it (see docs/api.md), "
                   "passed on unchanged: the game's <Game>State schema, told apart by `game`."})
MOVE = {"description": "One of the moves legal-moves listed (sent back as listed, `text` "
                       "included), or a chance outcome."}
EVENTS = ma.fields.List(Contract(lambda: union("Event")), required=True, metadata={
    "description": "What the move caused, in order."})


class DealRequest(ma.Schema):
    players = Strict.integer(required=True, metadata={
        "description": "Number of seats; each game's range is in its catalog entry.",
        "minimum": min(g.min_players for g in registry.GAMES.values()),
        "maximum": max(g.max_players for g in registry.GAMES.values())})
    seed = SEED
    options = Contract(lambda: {"type": "object", "additionalProperties": {
        "type": ["boolean", "integer", "string"]}}, metadata={
        "description": "Game options by name (see the catalog, and `options` in the game's "
                       "<Game>State schema); a missing one takes its default."})


class StateRequest(ma.Schema):
    state = STATE


class PlayRequest(ma.Schema):
    state = STATE
    move = Contract(lambda: union("Move"), required=True, metadata=MOVE)


class ViewRequest(ma.Schema):
    state = STATE
    viewer = IntOrString(required=True, metadata={
        "description": "A player index, or \"spectator\"."})


class StateResponse(ma.Schema):
    state = STATE


class ViewResponse(ma.Schema):
    state = Contract(lambda: union("View"), required=True, metadata={
        "description": "The state as the viewer may see it: the game's <Game>View schema."})


class LegalMovesResponse(ma.Schema):
    to_move = Contract(lambda: {"oneOf": [{"type": "integer", "minimum": 0}, CHANCE,
                                          {"type": "null"}]},
                       required=True, allow_none=True, metadata={
        "description": "Player index, \"chance\", or null when the game is over."})
    moves = ma.fields.List(Contract(lambda: union("Move"), metadata=MOVE), required=True)
    complete = ma.fields.Boolean(required=True, metadata={
        "description": "False when not every legal move could be listed (Rummikub)."})


class PlayResponse(ma.Schema):
    state = STATE
    events = EVENTS


class ScoreResponse(ma.Schema):
    class Meta:
        unknown = ma.INCLUDE

    terminal = ma.fields.Boolean(required=True)
    winners = ma.fields.List(ma.fields.Integer(), required=True, metadata={
        "description": "Seats that won; empty until the game is over."})
    standings = ma.fields.List(Contract(lambda: {"anyOf": [
        ref(name) for name in ("SabaccStanding", "SabaccinoStanding", "RummikubStanding")]}),
        required=True, metadata={
            "description": "One entry per seat: player, score, and how it was reached (the "
                           "form of the game's family)."})


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
    return registry.engine(game, "legal-moves").legal_moves(body["state"])


@blp.route("/<string:game>/play", methods=["POST"])
@blp.arguments(PlayRequest())
@blp.response(200, PlayResponse)
def play(body: dict, game: str):
    """Play a move: the next state and its events.

    The move is checked against the rules first; a move they do not allow is refused with
    422 `illegal_move`, and the problem document names the rule and its source.
    """
    state, events = registry.engine(game, "play").play(body["state"], body["move"])
    return {"state": state, "events": events}


@blp.route("/<string:game>/score", methods=["POST"])
@blp.arguments(StateRequest())
@blp.response(200, ScoreResponse)
def score(body: dict, game: str):
    """Standings so far, the winners once the game is over, and how each was reached."""
    return registry.engine(game, "score").score(body["state"])


@blp.route("/<string:game>/view", methods=["POST"])
@blp.arguments(ViewRequest())
@blp.response(200, ViewResponse)
def view(body: dict, game: str):
    """The state as one seat or a spectator may see it (hidden cards as counts)."""
    return {"state": registry.engine(game, "view").view(body["state"], body["viewer"])}
