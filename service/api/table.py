"""The game interface over HTTP: deal, legal-moves, play, score and view for every game.

Each view gets the body once the contract has checked it (``@blp.body``: ``boundary``),
hands the JSON to the game's engine and sends back what the engine answers. The state
travels with every request; nothing is stored. A sealed game travels as a ``token``
instead, opened and sealed by ``service.sealing``.

Answers are sent as the engine (or ``service.sealing``) built them, already in the response
schema's form (the contract tests check every answer against ``openapi.yaml``), not dumped
through the schema again: that cost a tenth of a play request. The ``@blp.answers``
schemas document them.
"""

from __future__ import annotations

import marshmallow as ma
from flask import current_app

from .. import sealing, signing
from ..games import bots, registry
from ..games.interface import Game
from ..games.schema import CHANCE, any_options, union
from . import boundary
from .schemas import SEED, Blueprint, Contract, IntOrString, answer, relation

blp = Blueprint(
    "table",
    __name__,
    url_prefix="/v1/games",
    description="Play a game: the one interface every game implements.",
)

SENT_STATE = Contract(
    lambda: union("State"),
    metadata={
        "description": "A whole game state as a previous answer gave it (see docs/api.md), "
        "passed on unchanged: the game's <Game>State schema, told apart by `game`; "
        "a sealed game sends `token` instead."
    },
)
MOVE = {
    "description": "One of the moves legal-moves listed (sent back as listed, `text` "
    "included), or a chance outcome."
}
TOKEN = ma.fields.String(
    metadata={
        "description": "A sealed game's token as the last answer gave it, instead of `state` "
        "(docs/security.md). Its header `arb1.<key id>.<game>.<move counter>.` "
        "is readable: a relay refuses a counter lower than the last it saw."
    }
)
SEAT_KEY = ma.fields.String(
    metadata={
        "description": "With `token`: one seat's key from the sealed deal. The answer is that "
        "seat's; without a key, a spectator's."
    }
)
SEAL_KEYS = "arbiter.seal_keys"
"""``app.extensions`` entry: the server's ``sealing.Keys``, or ``None`` (create_app)."""


class DealRequest(ma.Schema):
    players = ma.fields.Integer(
        required=True,
        metadata={
            "description": f"Number of seats: {min(g.min_players for g in registry.GAMES.values())}"
            f" to {max(g.max_players for g in registry.GAMES.values())} over all the games; each "
            "game's own range is in its catalog entry (another number is 422 "
            "`invalid_request`, the game's rule).",
        },
    )
    seed = SEED
    options = Contract(any_options)
    sealed = ma.fields.Boolean(
        metadata={
            "description": "Deal a sealed game: the answer has `token`, `seat_keys` and a "
            "spectator's `view` instead of `state` (docs/security.md)."
        }
    )


def view_of(description: str) -> Contract:
    """A view member: the game's <Game>View schema."""
    return Contract(lambda: union("View"), metadata={"description": description})


class DealResponse(ma.Schema):
    state = Contract(
        lambda: union("State"),
        metadata={
            "description": "The new state (an unsealed deal): the game's <Game>State schema."
        },
    )
    token = ma.fields.String(metadata={"description": "The sealed game (a sealed deal)."})
    seat_keys = ma.fields.List(
        ma.fields.String(),
        metadata={
            "description": "A sealed deal: each seat's key, by seat; hand each to its player."
        },
    )
    view = view_of("A sealed deal: a spectator's view.")


class Sealable(ma.Schema):
    """The members every request about a game in play has: ``state``, or ``token`` and
    an optional ``seat_key`` (then no ``viewer``: the key names it)."""

    RELATIONS = [
        relation(
            {"oneOf": [{"required": ["state"]}, {"required": ["token"]}]},
            "Send the game as state or as token: exactly one.",
            "state",
        ),
        relation(
            {"dependentRequired": {"seat_key": ["token"]}},
            "A seat key goes with a token.",
            "seat_key",
        ),
        relation(
            {"not": {"required": ["token", "viewer"]}},
            "With a token the viewer is the seat key's seat (a spectator without one); "
            "leave viewer out.",
            "viewer",
        ),
    ]

    state = SENT_STATE
    token = TOKEN
    seat_key = SEAT_KEY


VIEWER_NOTE = (
    "Without it the answer is complete, every seat's secrets included: for a trusted server only."
)


def viewer_field(answer: str) -> IntOrString:
    """The optional ``viewer`` of legal-moves, play and score (issue 9 item 5)."""
    return IntOrString(
        metadata={"description": (f'A player index, or "spectator": {answer}. {VIEWER_NOTE}')}
    )


class StateRequest(Sealable):
    viewer = viewer_field(
        "the answer holds only what that viewer may see (moves only to "
        "the seat to move; standings without other seats' secrets)"
    )


class PlayRequest(Sealable):
    move = Contract(lambda: union("Move"), required=True, metadata=MOVE)
    viewer = viewer_field(
        "the answer has `view` (the next state as that viewer sees it) "
        "instead of `state`, and events without what the viewer may not see"
    )


class ViewRequest(Sealable):
    RELATIONS = [
        *Sealable.RELATIONS,
        relation(
            {"dependentRequired": {"state": ["viewer"]}},
            "Missing data for required field.",
            "viewer",
        ),
    ]
    viewer = IntOrString(
        metadata={"description": 'A player index, or "spectator"; required with `state`.'}
    )


SEALED_VIEW = view_of(
    "A sealed game (`token`): the state as the seat key's seat (or a spectator) may see it."
)
RECORD = Contract(
    lambda: union("Record"),
    metadata={
        "description": "A sealed game once it is over: its whole record, seed and nonce "
        "included, in the records format (docs/records.md), signed by the service "
        "(`signature`), to replay and judge."
    },
)


class ViewResponse(ma.Schema):
    state = view_of(
        "The state as the viewer may see it (a request with `state`): the game's <Game>View schema."
    )
    view = SEALED_VIEW
    record = RECORD


class LegalMovesResponse(ma.Schema):
    to_move = Contract(
        lambda: {"oneOf": [{"type": "integer", "minimum": 0}, CHANCE, {"type": "null"}]},
        required=True,
        allow_none=True,
        metadata={"description": 'Player index, "chance", or null when the game is over.'},
    )
    moves = ma.fields.List(Contract(lambda: union("Move"), metadata=MOVE), required=True)
    complete = ma.fields.Boolean(
        required=True,
        metadata={"description": "False when not every legal move could be listed (Rummikub)."},
    )
    view = SEALED_VIEW
    record = RECORD


class PlayResponse(ma.Schema):
    state = Contract(
        lambda: union("State"),
        metadata={"description": "The next state, whole (a request without `viewer`)."},
    )
    view = view_of(
        "The next state as the request's `viewer` may see it (as `view` answers), "
        "instead of `state`."
    )
    events = ma.fields.List(
        Contract(lambda: union("Event")),
        required=True,
        metadata={
            "description": "What the move caused; with a `viewer`, a card or tile the viewer may "
            "not see is left out (a hidden list becomes its `_count`)."
        },
    )
    token = ma.fields.String(
        metadata={
            "description": "A sealed game: the next state, sealed; send it with the next request."
        }
    )
    record = RECORD


class ScoreResponse(ma.Schema):
    class Meta:
        unknown = ma.INCLUDE

    terminal = ma.fields.Boolean(required=True)
    winners = ma.fields.List(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "Seats that won; empty until the game is over."},
    )
    standings = ma.fields.List(
        Contract(lambda: union("Standing")),
        required=True,
        metadata={
            "description": "One entry per seat: player, score, and how it was reached (the "
            "form of the game's family)."
        },
    )
    view = SEALED_VIEW
    record = RECORD


class SuggestRequest(Sealable):
    bot = ma.fields.String(
        validate=ma.validate.OneOf(bots.KINDS),
        metadata={
            "description": "The computer player: greedy (the default: the move a family "
            "heuristic scores best from the seat's view; at Rummikub the solver's "
            "best turn under a short time limit) or random (any legal move)."
        },
    )


class SuggestResponse(ma.Schema):
    move = Contract(
        lambda: union("Move"),
        required=True,
        metadata={
            "description": "A legal move for the seat to move, with its `text`, as legal-moves "
            "lists it (at Rummikub maybe a laying the solver found): send it to "
            "play as it is. At a chance step, the draw."
        },
    )


def opened(engine: Game, body: dict) -> sealing.Opened:
    """The sealed game a body's ``token`` holds, opened for its ``seat_key``'s seat. A state
    the engine does not trust (``sealing.Opened.trusted``) is first checked against the
    game's ``<Game>State`` in the contract, as a state sent in a body is (``boundary``).

    :raises InvalidState: that state does not fit it.
    """
    game = sealing.open_game(
        current_app.extensions[SEAL_KEYS], engine, body["token"], body.get("seat_key")
    )
    if not game.trusted:
        refusal = boundary.contract(current_app).sealed_refusal(engine.info.id, game.state)
        if refusal is not None:
            raise refusal
    return game


def signed(sealed: sealing.Opened, answer: dict) -> dict:
    """The ``answer`` of the ``sealed`` game, its record (once the game is over) signed by
    the service."""
    return signing.signed_answer(sealed.keys, answer)


@blp.route("/<string:game>/deal", methods=["POST"])
@blp.body(DealRequest)
@blp.answers(DealResponse)
def deal(body: dict, game: str):
    """A fresh, seeded deal; the answer carries the seed it used (or, sealed, the token)."""
    engine = registry.engine(game, "deal")
    if body.get("sealed"):
        return answer(
            sealing.deal(
                current_app.extensions[SEAL_KEYS],
                engine,
                body["players"],
                body.get("seed"),
                body.get("options"),
            )
        )
    return answer({"state": engine.deal(body["players"], body.get("seed"), body.get("options"))})


@blp.route("/<string:game>/legal-moves", methods=["POST"])
@blp.body(StateRequest)
@blp.answers(LegalMovesResponse)
def legal_moves(body: dict, game: str):
    """Who is to move and every move they may make (or the chance outcomes)."""
    engine = registry.engine(game, "legal-moves")
    if "token" in body:
        sealed = opened(engine, body)
        return answer(signed(sealed, sealing.legal_moves(engine, sealed)))
    return answer(engine.legal_moves(body["state"], body.get("viewer")))


@blp.route("/<string:game>/play", methods=["POST"])
@blp.body(PlayRequest)
@blp.answers(PlayResponse)
def play(body: dict, game: str):
    """Play a move: the next state and its events.

    The move is checked against the rules first; a move they do not allow is refused with
    422 `illegal_move`, and the problem document names the rule and its source.
    """
    engine = registry.engine(game, "play")
    if "token" in body:
        sealed = opened(engine, body)
        return answer(signed(sealed, sealing.play(engine, sealed, body["move"])))
    viewer = body.get("viewer")
    state, events = engine.play(body["state"], body["move"], viewer)
    return answer({"state" if viewer is None else "view": state, "events": events})


@blp.route("/<string:game>/score", methods=["POST"])
@blp.body(StateRequest)
@blp.answers(ScoreResponse)
def score(body: dict, game: str):
    """Standings so far, the winners once the game is over, and how each was reached."""
    engine = registry.engine(game, "score")
    if "token" in body:
        sealed = opened(engine, body)
        return answer(signed(sealed, sealing.score(engine, sealed)))
    return answer(engine.score(body["state"], body.get("viewer")))


@blp.route("/<string:game>/view", methods=["POST"])
@blp.body(ViewRequest)
@blp.answers(ViewResponse)
def view(body: dict, game: str):
    """The state as one seat or a spectator may see it (hidden cards as counts)."""
    engine = registry.engine(game, "view")
    if "token" in body:
        sealed = opened(engine, body)
        return answer(signed(sealed, sealing.view(engine, sealed)))
    return answer({"state": engine.view(body["state"], body["viewer"])})


@blp.route("/<string:game>/suggest", methods=["POST"])
@blp.body(SuggestRequest)
@blp.answers(SuggestResponse)
def suggest(body: dict, game: str):
    """A legal move for the seat to move, chosen by a computer player from that seat's view:
    what `arbiter play-game` and the web table play for their computer seats.

    Sealed, the token goes with the key of the seat to move (any holder of the token at a
    chance step); the same state always gets the same suggestion. A game that is over is
    refused with 422 `illegal_move`.
    """
    engine = registry.engine(game, "suggest")
    if "token" in body:
        sealed = opened(engine, body)
        state, to_move = sealed.state, sealed.state["to_move"]
        if isinstance(to_move, int) and to_move != sealed.viewer:
            raise sealing.ForbiddenSeat(
                f"It is seat {to_move + 1}'s turn; a suggestion for that seat needs its seat key.",
                field="seat_key",
            )
        legal = engine.legal_moves(state, sealed.viewer, trusted=sealed.trusted)
    else:
        state = body["state"]
        legal = engine.legal_moves(state)  # the seat to move's moves (or chance's)
    seat = legal["to_move"] if isinstance(legal["to_move"], int) else "spectator"
    return answer(
        bots.suggest(engine, state, legal, engine.view(state, seat), body.get("bot", bots.KINDS[0]))
    )
