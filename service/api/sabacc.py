"""``POST /v1/games/{game}/rank`` and ``GET /v1/games/{game}/profiles`` for the Sabacc games."""

from __future__ import annotations

import typing

import marshmallow as ma

from ..games import registry
from ..games.sabacc import ranking
from ..games.sabacc.schema import PROFILE, RANKING
from ..games.schema import ref
from .schemas import Blueprint, Contract, IntOrString, QuickLoad, answer, of

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
    """A profile name, or an inline profile object (checked by the engine)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(
            metadata={
                "oneOf": [{"type": "string"}, ref(PROFILE)],
                "description": "A profile name from GET /v1/games/{game}/profiles, or an inline "
                "profile object of the same form. Default: the seed's reading.",
            },
            **kwargs,
        )

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, (str, dict)):
            raise ma.ValidationError("Must be a profile name or a profile object.")
        return value


class Hands(ma.fields.List):
    """The hands of a rank request: a list of lists of cards.

    Documented and checked exactly as the ``List(List(IntOrString))`` it is; a body that
    fits is accepted in one pass (no per-card field calls), and any other goes through
    marshmallow for the usual field-by-field errors.
    """

    @staticmethod
    def plain(value: typing.Any) -> bool:
        """Whether ``value`` fits as it is: 1 to ``MAX_HANDS`` hands of 1 to ``MAX_CARDS``
        cards, each an integer or a string."""
        return (
            type(value) is list
            and 1 <= len(value) <= MAX_HANDS
            and all(
                type(hand) is list
                and 1 <= len(hand) <= MAX_CARDS
                and all(type(card) is int or type(card) is str for card in hand)
                for hand in value
            )
        )

    def _deserialize(self, value, attr, data, **kwargs):
        if self.plain(value):
            return value
        return super()._deserialize(value, attr, data, **kwargs)


class RankRequest(QuickLoad):
    QUICK = {"hands": Hands.plain, "profile": of(str, dict)}
    QUICK_REQUIRED = frozenset({"hands"})
    hands = Hands(
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
@blp.arguments(RankRequest())
@blp.response(200, RANKING)
def rank(body: dict, game: str):
    """Rank hands: winners, each hand's standing, and the rule between each neighbouring pair."""
    registry.supports(game, "rank")
    # One request schema instance serves every request, and the engine's answer already has
    # SabaccRanking's form (tests/sabacc check it against the contract), so it is sent as is:
    # building a schema and dumping through it cost more than ranking the hands (issue 2 §8).
    return answer(ranking.rank(game, body["hands"], body.get("profile")))


@blp.route("/<string:game>/profiles")
@blp.response(200, ProfilesResponse)
def profiles(game: str):
    """The ranking profiles shipped for this game, the seed's reading first."""
    registry.supports(game, "profiles")
    return {"profiles": ranking.profiles(game)}
