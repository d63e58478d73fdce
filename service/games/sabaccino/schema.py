"""The JSON Schemas of the Sabaccino games (see ``games.schema``), built from the engine.

Which state members a game has comes from ``state.members`` (its ``Rules``), tiles from the
set (``tiles.TILES``), the move actions and their members from ``moves``, the options from
the catalog; which actions and events a game can see follows from its ``Rules`` the way the
round rules read them (a die to draw, discards, the Sleemo turn-over...).
"""

from __future__ import annotations

from typing import Any

from .. import schema as js
from ..schema import Schema, array, enum, event, integer, move, nullable, obj, ref
from .engine import SabaccinoGame
from .model import (
    DOUBLES_PIPS,
    ENDINGS,
    MAX_ROLLS,
    MAX_ROUNDS,
    MAX_SCORE,
    PHASES,
    SET_PIPS,
    members,
)
from .moves import ACTIONS, MOVE_MEMBERS
from .round import REDEAL
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .secrecy import DRAWN
from .tiles import HIGHEST, TILES

TILE = "SabaccinoTile"
TABLEAU = "SabaccinoTableau"
STANDING = "SabaccinoStanding"

CONSERVATION = (
    "Each of the 28 tiles is in exactly one place (a stock, the boneyard, the discards or the "
    "tableau); the open ends follow from the tiles placed, tile by tile; every seat a member "
    "names is one of the table's, and every list per seat holds one item per seat; each "
    "finished round's figures add up to what its result awards, and each score is the sum of "
    "the rounds."
)

ENDS = 4 * len(TILES)
"""More open ends than any tableau has (no tile opens more than four)."""

MOVE_TILE = {
    "type": "string",
    "pattern": f"^[0-{HIGHEST}]-[0-{HIGHEST}]$",
    "description": 'A tile, either half first ("3-5" or "5-3").',
}


def _possible(rules: Rules) -> dict[str, Any]:
    """Options under which every optional way of play is on (each boolean option true)."""
    return {spec.name: True for spec in rules.options if spec.type == "boolean"}


def actions(rules: Rules) -> list[str]:
    """The move actions a game can ever take (``moves.ACTIONS``, those its rules use)."""
    on = _possible(rules)
    usable = {
        "draw": rules.draws(on),
        "discard": rules.has_discards,
        "roll": rules.has_rolls or rules.rolls_to_draw(on),
        "turn_over": rules.consecutive,
        "decline": rules.consecutive,
    }
    return [action for action in ACTIONS if usable.get(action, True)]


def schemas(engine: SabaccinoGame) -> dict[str, Schema]:
    """``<Game>State``, ``View``, ``Move`` and ``Event`` of one Sabaccino game."""
    rules = engine.rules
    prefix = js.camel(rules.id)
    tile, seat = ref(TILE), integer(0, MAX_PLAYERS - 1)
    tiles = array(tile, len(TILES))
    per_seat = {"minItems": MIN_PLAYERS, "maxItems": MAX_PLAYERS}
    entry = _scoring(rules, tile, seat)
    record = {
        "round": integer(1, MAX_ROUNDS),
        "dealer": seat,
        "ended": enum(ENDINGS),
        "winner": nullable(seat),
        "pips": array(integer(0, _most_pips(rules))) | per_seat,
        "points": array(integer(0, MAX_SCORE)) | per_seat,
    }
    if entry is not None:
        record["scoring"] = array(entry, len(TILES))
    known = {
        "phase": enum(
            PHASES,
            '"deal" (a round is over; the next chance step deals), '
            '"roll", "discard", "play", "draw_roll", "turn_over" or '
            '"over" (see docs/api.md).',
        ),
        "round": integer(
            1, MAX_ROUNDS, "The current round; in deal and over the round just finished."
        ),
        "dealer": seat,
        "players": array(
            obj(
                {
                    "stock": tiles,
                    "score": integer(
                        0, MAX_SCORE, ("Points, or rounds won where the game counts rounds.")
                    ),
                }
            ),
            MAX_PLAYERS,
            MIN_PLAYERS,
        ),
        "boneyard": tiles | {"description": "The tiles left after the deal; top last."},
        "tableau": ref(TABLEAU),
        "rounds": array(obj(record), MAX_ROUNDS, description="Finished rounds."),
        "discards": tiles
        | {"description": "Tiles discarded this round while hunting the double 4."},
        "rolls": array(array(integer(1, 6), MAX_ROLLS))
        | per_seat
        | {"description": "Each seat's die rolls this round."},
        "to_start": array(
            seat, MAX_PLAYERS, description="Seats yet to begin a train this round, in turn order."
        ),
        "turn": nullable(
            obj(
                {"player": seat, "drew": integer(0, len(TILES))},
                description="Whose turn it is and how many tiles they drew on it.",
            )
        ),
        "turned": array(tiles)
        | per_seat
        | {"description": "Per seat, the tiles of its stock turned over."},
    }
    if entry is not None:
        known["scoring"] = array(entry, len(TILES), description="This round's scoring lays.")
    names = members(rules) - set(js.header(engine))
    state = js.state(engine, {name: known[name] for name in known if name in names}, CONSERVATION)
    view = js.view(
        state,
        "other players' stocks (while a round is in play) and the boneyard "
        "are replaced by their counts.",
    )
    js.conceal(view["properties"]["players"]["items"], "stock", "tiles in the stock", False)
    js.conceal(view, "boneyard", "tiles in the boneyard", True)
    return {
        f"{prefix}State": state,
        f"{prefix}View": view,
        f"{prefix}Move": moves(rules, prefix, seat),
        f"{prefix}Event": events(rules, prefix, tile, seat, entry),
    }


def _most_pips(rules: Rules) -> int:
    """The most pips a stock can hold at the end of a round: the whole set's, and its doubles'
    again in a game with Porg Foot's Doubles Bonus (``model.stock_pips``)."""
    bonus = any(spec.name == "doubles_bonus" for spec in rules.options)
    return SET_PIPS + (DOUBLES_PIPS if bonus else 0)


def _scoring(rules: Rules, tile: Schema, seat: Schema) -> Schema | None:
    """A scoring lay ``{"player", "tile", "points", <key>}`` of a game that scores lays: a
    chain holds at most every tile but the double that closes it, ends at most as many
    values as a tableau has open ends (``ENDS``)."""
    if rules.lay_score is None:
        return None
    key = rules.lay_score.key
    detail = array(tile, len(TILES) - 1) if key == "chain" else array(integer(0, HIGHEST), ENDS)
    return obj({"player": seat, "tile": tile, "points": integer(1, MAX_SCORE), key: detail})


def moves(rules: Rules, prefix: str, seat: Schema) -> Schema:
    """The moves of ``actions(rules)``, each with the members ``moves`` reads."""
    members = {
        "tile": MOVE_TILE,
        "end": nullable(
            integer(0, description=("The open end's id; left out (or null) to open the tableau."))
        ),
        "die": integer(1, 6),
        "player": seat | {"description": "The opponent."},
        "index": integer(0, description="Index in the opponent's stock."),
    }
    choices = []
    for action in actions(rules):
        names = sorted(MOVE_MEMBERS.get(action, MOVE_MEMBERS["pass"]) - {"action"})
        title = prefix + "".join(part.capitalize() for part in action.split("_"))
        choices.append(
            move(
                title,
                action,
                {name: members[name] for name in names},
                ["end"] if action == "place" else (),
            )
        )
    return js.one_of(f"{prefix}Move", choices, f"A move of {rules.name}, by its action.")


def events(rules: Rules, prefix: str, tile: Schema, seat: Schema, entry: Schema | None) -> Schema:
    """The events ``round``, ``first_player`` and ``actions`` write for this game."""
    on = _possible(rules)
    ends = array(integer(0), description="Ids of the open ends it made.")
    player = {"player": seat}
    per_seat = array(integer(0)) | {"minItems": MIN_PLAYERS, "maxItems": MAX_PLAYERS}
    kinds: list[tuple[str, dict[str, Any], list[str], bool]] = [
        ("dealt", {"round": integer(1), "dealer": seat}, [], True),
        ("redeal", {"reason": {"type": "string"}}, [], rules.opener in REDEAL),
        ("hub", {"tile": tile, "opens": ends}, [], rules.trains),
        ("hunt", {"reason": {"type": "string"}}, [], rules.has_discards),
        ("opener", {**player, "why": {"type": "string"}, "tile": nullable(tile)}, [], True),
        ("placed", {**player, "tile": tile, "end": nullable(integer(0)), "opens": ends}, [], True),
        (
            "scored",
            {**(entry or {}).get("properties", {}), "score": integer(0)},
            [],
            entry is not None,
        ),
        ("consecutive", {**player, "tile": tile}, [], rules.consecutive),
        (
            "turned_over",
            {**player, "opponent": seat, "index": integer(0), "tile": tile},
            [],
            rules.consecutive,
        ),
        ("declined", player, [], rules.consecutive),
        ("roll_to_draw", player, [], rules.rolls_to_draw(on)),
        (
            "rolled",
            {**player, "die": integer(1, 6), "drew": integer(0)},
            ["drew"],
            rules.has_rolls or rules.rolls_to_draw(on),
        ),
        ("drew", {**player, "tile": tile}, [DRAWN["drew"]], rules.draws(on)),
        (
            "discarded",
            {**player, "tile": tile, "drew": tile},
            [DRAWN["discarded"]],
            rules.has_discards,
        ),
        ("passed", player, [], True),
        (
            "round_over",
            {
                "round": integer(1),
                "ended": enum(ENDINGS),
                "winner": nullable(seat),
                "pips": per_seat,
                "points": per_seat,
            },
            [],
            True,
        ),
        ("match_over", {"winners": array(seat), "scores": per_seat}, [], True),
    ]
    choices = [
        event(
            prefix + "".join(p.capitalize() for p in kind.split("_")) + "Event",
            kind,
            props,
            optional,
        )
        for kind, props, optional, present in kinds
        if present
    ]
    return js.one_of(f"{prefix}Event", choices, f"An event of {rules.name}, by its kind.")


def shared() -> dict[str, Schema]:
    """A tile, the tableau and a score standing, the same in every Sabaccino game."""
    tile = ref(TILE)
    index = integer(0, len(TILES) - 1)
    points = {
        "round": integer(1),
        "pips": integer(0),
        "points": integer(0),
        "how": {"type": "string"},
    }
    return {
        TILE: enum(
            [t.name for t in TILES],
            'A tile of the double-six set, low half first ("3-5"); each of the 28 exists once.',
        ),
        TABLEAU: obj(
            {
                "tiles": array(
                    obj(
                        {
                            "tile": tile,
                            "on": nullable(index),
                            "end": nullable(integer(0)),
                            "crosswise": {"type": "boolean"},
                        }
                    ),
                    len(TILES),
                    description="Placed tiles in placement order: the tile it is on "
                    "and the open end it covered (null for the opening "
                    "tile).",
                ),
                "open_ends": array(
                    obj({"id": integer(0), "value": integer(0, HIGHEST), "tile": index}),
                    ENDS,
                    description="The open ends, which must follow from the tiles.",
                ),
            },
            title=TABLEAU,
            description="Placed tiles and their open ends (see docs/api.md).",
        ),
        STANDING: obj(
            {
                "player": integer(0, MAX_PLAYERS - 1),
                "score": integer(0),
                "how": {"type": "string", "description": "The score, round by round."},
                "rounds": array(
                    obj(
                        {
                            **points,
                            "ended": enum(ENDINGS),
                            "winner": nullable(integer(0, MAX_PLAYERS - 1)),
                        }
                    )
                ),
                "current": obj(
                    points,
                    ["pips"],
                    description=(
                        "While a round is in play: its figures so far (another seat's `pips` are "
                        "left out of an answer for a viewer)."
                    ),
                ),
            },
            ["current"],
            title=STANDING,
            description="One seat's score in a Sabaccino game.",
        ),
    }
