"""``POST /v1/games/{game}/rank`` and ``GET /v1/games/{game}/profiles`` for the Sabacc games."""

from __future__ import annotations

import marshmallow as ma

from ..games import registry
from ..games.sabacc import ranking
from ..games.sabacc.schema import PROFILE, RANKING
from ..games.schema import ref
from .schemas import Blueprint, Contract, IntOrString, answer

blp = Blueprint(
    "sabacc",
    __name__,
    url_prefix="/v1/games",
    description="Rank Sabacc hands: the verdict, and the rule behind it.",
)

MAX_HANDS = max(ranking.MAX_HANDS.values())
"""Most hands in one request: the largest Sabacc table (seed 001 §1: 2 to 8 players); the
engine refuses more than the game's own table holds (7 in traditional)."""

MAX_CARDS = ranking.MAX_CARDS
"""Most cards in one hand; no real hand comes near it (seed 002: 'usually up to 6-8')."""


class Profile(ma.fields.Field):
    """A profile name, or an inline profile object (read by the engine: ``invalid_profile``)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(
            metadata={
                "oneOf": [{"type": "string"}, ref(PROFILE)],
                "description": "A profile name from GET /v1/games/{game}/profiles, or an inline "
                "profile object of the same form. Default: the seed's reading.",
            },
            **kwargs,
        )


class RankRequest(ma.Schema):
    hands = ma.fields.List(
        ma.fields.List(
            IntOrString(
                metadata={"description": 'A signed value (7, -3, 0) or a card code ("+3c", "0a").'}
            ),
            validate=ma.validate.Length(1, MAX_CARDS),
        ),
        required=True,
        validate=ma.validate.Length(1, MAX_HANDS),
        metadata={"example": [[2, 2, 2, -3, -3], [1, 1, -1, -1]]},
    )
    profile = Profile()


class ProfilesResponse(ma.Schema):
    profiles = ma.fields.List(
        Contract(lambda: ref(PROFILE)),
        required=True,
        metadata={
            "description": "Every shipped profile as data: its rank order and tie-break steps."
        },
    )


@blp.route("/<string:game>/rank", methods=["POST"])
@blp.body(RankRequest)
@blp.answers(RANKING)
def rank(body: dict, game: str):
    """Rank hands: winners, each hand's standing, and the rule between each neighbouring pair."""
    # The engine's answer already has SabaccRanking's form (tests/sabacc check it against the
    # contract), so it is sent as is: dumping it through a schema cost more than ranking the
    # hands (issue 2 §8).
    return answer(ranking.rank(game, body["hands"], body.get("profile")))


@blp.route("/<string:game>/profiles")
@blp.response(200, ProfilesResponse)
def profiles(game: str):
    """The ranking profiles shipped for this game, the seed's reading first."""
    registry.supports(game, "profiles")
    return {"profiles": ranking.profiles(game)}
