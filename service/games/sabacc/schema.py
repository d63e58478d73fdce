"""The JSON Schemas of the Sabacc games (see ``games.schema``), built from the engines.

Card codes come from each game's deck, the state and player members from the engine's own
keys (``out_key``, ``frozen_key``, ``extra_keys``), the turn actions and their members from
``actions``, the options from the catalog, hand kinds, tie-break steps and flags of a
ranking profile from ``ranking.RULES``.
"""

from __future__ import annotations

from .. import schema as js
from ..schema import Schema, array, enum, event, integer, move, nullable, obj, ref
from . import ENGINES, ranking
from .engine import DICE_MOVES, SabaccTable
from .hands import GameRules
from .model import PHASES
from .secrecy import DRAWN

CONSERVATION = (
    "Every card of the deck is, by its code, in exactly one place: a hand, the draw pile or "
    "the discard pile (top last); a player who has left holds no card, one in the game two "
    "or more; the phase, to_move and terminal agree; the sudden demise draws are the last "
    "cards of the tied players' hands, and the reveal is worked out again from the hands."
)

RANKING = "SabaccRanking"
PROFILE = "SabaccProfile"
STANDING = "SabaccStanding"


DISTINCT = {"uniqueItems": True}
"""A profile names each kind in ``order``, and each step of a kind's ties, once."""

HIDDEN = "In an answer for a viewer, the card drawn face down by another seat (`card`) is left out."


def card(engine: SabaccTable) -> Schema:
    """A card code of the engine's deck (its own component)."""
    return ref(f"{js.camel(engine.info.id)}Card")


def schemas(engine: SabaccTable) -> dict[str, Schema]:
    """``<Game>State``, ``View``, ``Move``, ``Event`` and ``Card`` of one Sabacc game."""
    prefix = js.camel(engine.info.id)
    deck = engine.deck
    code = card(engine)
    seat = integer(0, engine.info.max_players - 1)
    player = {
        "hand": array(code, ranking.MAX_CARDS, description="Cards held (codes)."),
        engine.out_key: {"type": "boolean", "description": f"Left the game ({engine.leave})."},
    }
    if engine.frozen_key:
        player["frozen"] = array(
            code,
            ranking.MAX_CARDS,
            description=("Cards of the hand frozen in the interference field."),
        )
    extra = {"called_by": nullable(seat | {"description": "The seat that called the hand."})}
    members = {
        "dealer": seat,
        "round": integer(1, engine.last_round),
        "phase": enum(
            PHASES,
            '"turn" (to_move a seat), "dice" or "sudden_demise" (to_move "chance"), "over".',
        ),
        "players": array(obj(player), engine.info.max_players, engine.info.min_players),
        "draw_pile": array(code, len(deck.codes), description="Face down, top last."),
        "discard_pile": array(code, len(deck.codes), description="Face up, top last."),
        **{key: extra[key] for key in engine.extra_keys},
        "sudden_demise": array(
            array(obj({"player": seat, "card": code}), engine.info.max_players, 2),
            len(deck.codes),
            description="Per sudden demise draw, each tied player's card.",
        ),
    }
    state = js.state(engine, members, CONSERVATION)
    view = js.view(
        state,
        "other players' hands (until the reveal) and the draw pile are "
        "replaced by their counts; the discard pile is face up.",
    )
    js.conceal(view["properties"]["players"]["items"], "hand", "cards in the hand", False)
    js.conceal(view, "draw_pile", "cards in the draw pile", True)
    return {
        f"{prefix}State": state,
        f"{prefix}View": view,
        f"{prefix}Move": moves(engine, prefix, code),
        f"{prefix}Event": events(engine, prefix, code, seat),
        f"{prefix}Card": enum(
            deck.codes,
            f"A card of the {deck.label} deck by its code "
            f"({deck.source}): signed value and stave or suit letter.",
        ),
    }


def moves(engine: SabaccTable, prefix: str, code: Schema) -> Schema:
    """The turn actions of ``engine.actions`` (each may name its ``player``) and the dice."""
    choices = []
    for action, members in engine.actions.items():
        props = {name: code for name in members} | {
            "player": integer(
                0, engine.info.max_players - 1, "The seat whose turn it is (checked)."
            )
        }
        optional = [name for name, required in members.items() if not required] + ["player"]
        choices.append(move(f"{prefix}{action.capitalize()}", action, props, optional))
    dice = DICE_MOVES[1]["dice"]
    choices += [
        move(
            f"{prefix}Chance",
            "chance",
            description="Roll the dice, or draw the sudden demise cards, from the seed.",
        ),
        move(
            f"{prefix}Roll",
            "roll",
            {"dice": array(integer(1, 6), len(dice), len(dice))},
            description="The two dice as the table rolled them.",
        ),
    ]
    return js.one_of(f"{prefix}Move", choices, f"A move of {engine.info.name}, by its action.")


def events(engine: SabaccTable, prefix: str, code: Schema, seat: Schema) -> Schema:
    """Every event the table (``table``, ``showdown``) and the game's actions write."""
    seats, cards = array(seat), array(code)
    rule = {"rule": {"type": "string"}, "source": {"type": "string"}}
    gain = {"player": seat, "card": code}
    if "discard" in engine.actions["gain"]:
        gain["discarded"] = code
    ranked = {
        "players": seats,
        "positions": array(integer(1)),
        "winners": seats,
        "sudden_demise": {"type": "boolean"},
        "ranking": ref(RANKING),
    }
    choices = [
        event(f"{prefix}GainEvent", "gain", gain, ["discarded", DRAWN], HIDDEN),
        event(
            f"{prefix}SwapEvent",
            "swap",
            {"player": seat, "took": code, "discarded": code}
            if hasattr(engine, "do_swap")
            else {"player": seat, "discarded": code, "card": code},
            [DRAWN],
            HIDDEN,
        ),
        event(f"{prefix}StandEvent", "stand", {"player": seat}),
        event(
            f"{prefix}{engine.leave.capitalize()}Event",
            engine.leave,
            {"player": seat, "cards": cards},
        ),
        event(
            f"{prefix}DiceEvent",
            "dice",
            {
                "dice": array(integer(1, 6), 2, 2),
                "double": {"type": "boolean"},
                "seeded": {"type": "boolean"},
                "round": integer(1),
            },
        ),
        event(
            f"{prefix}ShiftEvent",
            "shift",
            {
                **rule,
                "players": array(
                    obj(
                        {
                            "player": seat,
                            "discarded": cards,
                            "dealt": cards,
                            "dealt_count": integer(0),
                        },
                        ["dealt", "dealt_count"],
                    )
                ),
            },
            [],
            "In an answer for a viewer, the cards dealt to "
            "another seat are only counted (`dealt_count`).",
        ),
        event(f"{prefix}ReshuffleEvent", "reshuffle", {"cards": integer(0), **rule}),
        event(f"{prefix}RevealEvent", "reveal", ranked),
        event(
            f"{prefix}SuddenDemiseEvent",
            "sudden_demise",
            {"draws": array(obj({"player": seat, "card": code})), **ranked, "cards": cards},
            ["ranking", "cards"],
            "The tied hands ranked again (`ranking`), or with option "
            'sudden_demise "card" the drawn cards alone (`cards`).',
        ),
        event(
            f"{prefix}GameOverEvent",
            "game_over",
            {
                "winners": seats,
                "by": enum(
                    ("reveal", "sudden demise", "shared: the tie stands", "last player left")
                ),
                "next_dealer": seat,
            },
        ),
    ]
    if "call" in engine.actions:
        choices.append(event(f"{prefix}CallEvent", "call", {"player": seat}))
    if "freeze" in engine.actions:
        choices.append(event(f"{prefix}FreezeEvent", "freeze", {"player": seat, "card": code}))
    return js.one_of(f"{prefix}Event", choices, f"An event of {engine.info.name}, by its kind.")


def shared() -> dict[str, Schema]:
    """The rank answer (``SabaccRanking``), a ranking profile (``SabaccProfile``) and a
    score standing (``SabaccStanding``)."""
    games = list(ranking.RULES)
    engines = list(ENGINES.values())
    leaving = [engine.out_key for engine in engines]
    value = {
        "oneOf": [{"type": "integer"}, {"type": "string"}],
        "description": 'A signed value (7, -3, 0) or a card code ("+3c", "0a").',
    }
    return {
        RANKING: obj(
            {
                "game": enum(games),
                "profile": {"type": "string", "description": "The profile used."},
                "winners": array(integer(0), description="Hands ranked first (indexes)."),
                "sudden_demise": {
                    "type": "boolean",
                    "description": (
                        "True when every rule leaves the winners tied: sudden demise decides."
                    ),
                },
                "verdict": {"type": "string", "description": "The verdict in words."},
                "ranking": array(
                    obj(
                        {
                            "hand": integer(0, description="Index in the request."),
                            "position": integer(
                                1, description="1 = best; equal for hands every rule leaves tied."
                            ),
                            "cards": array(value),
                            "total": integer(None),
                            "name": {
                                "type": "string",
                                "description": 'The named hand, "nulrhek", '
                                '"bomb out", or the plain kind.',
                            },
                            "tie_values": {
                                "type": "object",
                                "additionalProperties": {
                                    "type": ["integer", "string", "null", "array"],
                                    "items": {"type": ["integer", "string"]},
                                },
                                "description": (
                                    "What each tie-break step reads from this hand, by step "
                                    "name, as a person reads it (a number, a word such as "
                                    '"positive", or the values of a pattern such as [1, 2]).'
                                ),
                            },
                        }
                    )
                ),
                "decisions": array(
                    obj(
                        {
                            "higher": integer(0, description="Hand ranked above."),
                            "lower": integer(0, description="Hand ranked below."),
                            "tied": {"type": "boolean"},
                            "step": {"type": "string", "description": "Ranking step that decided."},
                            "rule": {"type": "string", "description": "The rule, in words."},
                            "source": {"type": "string", "description": "Seed file and section."},
                        }
                    )
                ),
            },
            title=RANKING,
            description="Hands ranked: winners, each hand's standing, and the "
            "rule between each neighbouring pair.",
        ),
        STANDING: obj(
            {
                "player": integer(0),
                "status": enum(["playing", *leaving, "won", "shared", "sudden_demise", "lost"]),
                "cards": integer(0, ranking.MAX_CARDS, "Cards held."),
                "score": nullable(integer(None) | {"description": "The hand's total, once shown."}),
                "position": nullable(integer(1) | {"description": "Place, once hands are shown."}),
                "how": {
                    "type": "string",
                    "description": "How the standing was reached, with the rule.",
                },
                "name": {"type": "string", "description": "The hand's name."},
                "hand": array(value, description="The hand laid face up at the reveal."),
                "sudden_demise": array(
                    {"type": "string"}, description="Cards drawn in sudden demise."
                ),
            },
            ["name", "hand", "sudden_demise"],
            title=STANDING,
            description="One seat's standing in a Sabacc game.",
        ),
        PROFILE: {
            "title": PROFILE,
            "oneOf": [profile(rules) for rules in ranking.RULES.values()],
            "description": "A ranking profile: the order of hand kinds, best first, and "
            "each kind's tie-break steps. Every kind in order needs its "
            "match (pattern kinds) and ties; catch-all kinds are required "
            "(checked by the service).",
        },
    }


def profile(rules: GameRules) -> Schema:
    """A profile of one game (``profile.py``): kinds, steps and flags from its rules."""
    kinds = enum(rules.kinds)
    steps = enum(["pattern", *rules.steps])
    text = {"type": "string"}
    return obj(
        {
            "id": {"type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,47}$"},
            "game": {"type": "string", "const": rules.game},
            "title": text,
            "description": text,
            "source": text,
            "order": array(kinds, len(rules.kinds), 1) | DISTINCT,
            **{
                flag: {"type": "boolean", "description": words}
                for flag, words in rules.flags.items()
            },
            "match": {
                "type": "object",
                "propertyNames": kinds,
                "additionalProperties": enum(("exact", "contained")),
            },
            "ties": {
                "type": "object",
                "propertyNames": kinds,
                "additionalProperties": array(steps) | DISTINCT,
            },
        },
        ["game", "title", "description", "source"],
        title=f"{js.camel(rules.game)}Profile",
    )
