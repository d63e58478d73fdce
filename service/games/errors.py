"""What the engines raise when they refuse something.

Every refusal carries a stable machine ``code``, a human ``reason`` (a full sentence), and
where a rule of record decided it, the ``rule`` in words and its ``source`` (seed file and
section). The API layer turns these into RFC 9457 problem documents; the engines know
nothing of HTTP.
"""

from __future__ import annotations

from typing import Any


class ArbiterError(Exception):
    """Base of every refusal the engines make.

    :param reason: a full sentence saying what is wrong, naming the card, tile, field or rule.
    :param rule: the rule that decided, in words, when a rule of record decided.
    :param source: where that rule is written, e.g. ``"seed 001 §3 A round"``.
    :param field: the JSON path of the offending input, e.g. ``"hands[1][0]"``.
    """

    code = "arbiter_error"
    title = "The input was refused"

    def __init__(
        self,
        reason: str,
        *,
        rule: str | None = None,
        source: str | None = None,
        field: str | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.rule = rule
        self.source = source
        self.field = field

    def details(self) -> dict[str, Any]:
        """The extension members of the problem document: rule, source and field where set."""
        return {
            key: value
            for key, value in (("rule", self.rule), ("source", self.source), ("field", self.field))
            if value is not None
        }


class InvalidCard(ArbiterError):
    """A card or tile that does not exist in the deck or tile set, or more copies than it holds."""

    code = "invalid_card"
    title = "A card or tile cannot come from the deck"


class InvalidHand(ArbiterError):
    """A hand that cannot be ranked (empty, or longer than any real table allows)."""

    code = "invalid_hand"
    title = "A hand cannot be ranked"


class InvalidProfile(ArbiterError):
    """An unknown ranking profile name, or an inline profile that does not fit the schema."""

    code = "invalid_profile"
    title = "The ranking profile is not valid"


class InvalidOption(ArbiterError):
    """An unknown game option, or an option value of the wrong type or out of range."""

    code = "invalid_option"
    title = "A game option is not valid"


class InvalidState(ArbiterError):
    """A state that contradicts itself or is not a state of this game and version."""

    code = "invalid_state"
    title = "The game state is not valid"


class IllegalMove(ArbiterError):
    """A move the rules forbid in this state; ``rule`` and ``source`` name the rule."""

    code = "illegal_move"
    title = "The move is not legal"


class InvalidMove(ArbiterError):
    """A move document that is malformed (unknown action, missing or mistyped member)."""

    code = "invalid_move"
    title = "The move is not well formed"


class InvalidRecord(ArbiterError):
    """A game record that is not one (docs/records.md): a missing or unknown member, another
    game or version, too many moves, a start that does not fit the rest."""

    code = "invalid_record"
    title = "The game record is not valid"


class InvalidRequest(ArbiterError):
    """Any other request member the engine refuses (player count, viewer, table)."""

    code = "invalid_request"
    title = "The request is not valid"


class LimitReached(ArbiterError):
    """A move the rules allow whose result would carry a counter (``chance_step``, a round
    number, a score) past the ceiling every state is read with; the game cannot go on."""

    code = "limit_reached"
    title = "A counter would pass its ceiling"


class UnsupportedEndpoint(ArbiterError):
    """The game exists but does not support this endpoint (or is still planned)."""

    code = "unsupported_endpoint"
    title = "The game does not support this endpoint"


class UnknownGame(ArbiterError):
    """No game with this id is in the catalog."""

    code = "unknown_game"
    title = "No such game"
