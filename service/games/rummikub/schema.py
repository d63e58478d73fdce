"""The JSON Schemas of Rummikub (see ``games.schema``), built from the engine.

Tile codes come from ``tiles`` (every kind of tile), the copies of each from the tile sets,
sizes from ``model`` (rack, penalty, melds), the options from the catalog.
"""

from __future__ import annotations

from .. import schema as js
from ..schema import Schema, array, enum, event, integer, move, obj, ref
from .engine import Rummikub
from .model import MAX_MELD_TILES, MAX_MELDS, MAX_TILES, PENALTY_TILES, RACK_SIZE
from .tiles import KINDS, TILE_SETS, code

TILE = "RummikubTile"
MELDS = "RummikubTable"
OPTIONS_SCHEMA = "RummikubOptions"
STANDING = "RummikubStanding"


HIDDEN = (
    "In an answer for a viewer, tiles another seat drew face down are only "
    "counted (`tiles_count` instead of `tiles`)."
)


def _sets() -> str:
    """What each tile set holds, in words, from ``TILE_SETS``: ``"sabra-104 (104 tiles: one
    R9, one Y5, two of every other tile)"``."""
    words = []
    for name, tile_set in TILE_SETS.items():
        odd = [f"{n} {code(i)}" for i, n in enumerate(tile_set.copies) if n != 2]
        words.append(
            f"{name} ({sum(tile_set.copies)} tiles: "
            + (
                "".join(f"{w}, " for w in odd).replace("1 ", "one ") + "two of every other tile)"
                if odd
                else "two of every tile)"
            )
        )
    return "; ".join(words)


CONSERVATION = (
    f"Every tile of the tile set (option tile_set: {_sets()}) is in exactly one place: a "
    "rack, the pool or a meld on the table; every meld on the table is a valid group or run; "
    "a player who has laid has made the initial meld."
)


def schemas(engine: Rummikub) -> dict[str, Schema]:
    """``RummikubState``, ``View``, ``Move`` and ``Event``."""
    info = engine.info
    tile, seat = ref(TILE), integer(0, info.max_players - 1)
    tiles = array(tile, MAX_TILES)
    state = js.state(
        engine,
        {
            "players": array(
                obj(
                    {
                        "rack": tiles,
                        "initial_meld_done": {
                            "type": "boolean",
                            "description": "Whether the initial meld is made.",
                        },
                    }
                ),
                info.max_players,
                info.min_players,
            ),
            "pool": tiles
            | {"description": "The face-down tiles, as a multiset (order means nothing)."},
            "table": ref(MELDS),
        },
        CONSERVATION,
    )
    view = js.view(
        state,
        "other players' racks (until the game is over) and the pool are replaced by their counts.",
    )
    js.conceal(view["properties"]["players"]["items"], "rack", "tiles on the rack", False)
    js.conceal(view, "pool", "tiles in the pool", True)
    racks = array(array(tile, RACK_SIZE, RACK_SIZE), info.max_players, info.min_players)
    moves = js.one_of(
        "RummikubMove",
        [
            move(
                "RummikubChance",
                "chance",
                {"first": seat, "racks": racks},
                ["first", "racks"],
                "The pick for first player and the deal: from the seed, or as it fell (first "
                "and racks together, 14 tiles each).",
            ),
            move(
                "RummikubDraw",
                "draw",
                {"tile": tile},
                ["tile"],
                "One tile from the pool (tile: the one drawn at a physical table).",
            ),
            move(
                "RummikubLay",
                "lay",
                {"table": ref(MELDS), "from_rack": tiles},
                description="The whole table after the turn and the tiles taken from the rack.",
            ),
            move(
                "RummikubPenalty",
                "penalty",
                {"tiles": array(tile, PENALTY_TILES)},
                ["tiles"],
                "Take back the turn and draw three tiles.",
            ),
        ],
        "A move of Rummikub, by its action.",
    )
    events = js.one_of(
        "RummikubEvent",
        [
            event(
                "RummikubFirstPickEvent",
                "first_pick",
                {"round": integer(1), "picks": array(obj({"player": seat, "tile": tile}))},
            ),
            event("RummikubFirstPlayerEvent", "first_player", {"player": seat}),
            event(
                "RummikubDealEvent",
                "deal",
                {"tiles_each": integer(RACK_SIZE, RACK_SIZE), "pool": integer(0)},
            ),
            event(
                "RummikubDrawEvent",
                "draw",
                {
                    "player": seat,
                    "tiles": array(tile, 1),
                    "tiles_count": integer(0),
                    "pool": integer(0),
                },
                ["tiles", "tiles_count"],
                HIDDEN,
            ),
            event(
                "RummikubPenaltyEvent",
                "penalty",
                {
                    "player": seat,
                    "tiles": array(tile, PENALTY_TILES),
                    "tiles_count": integer(0),
                    "pool": integer(0),
                },
                ["tiles", "tiles_count"],
                HIDDEN,
            ),
            event(
                "RummikubLayEvent",
                "lay",
                {
                    "player": seat,
                    "tiles": tiles,
                    "points": integer(
                        0,
                        description=(
                            "What the laid tiles would have cost left on the rack: the sum of "
                            "their numbers, a joker 30 (seed 004 Scoring). Not their worth in "
                            "the melds: the initial_meld event gives that."
                        ),
                    ),
                },
            ),
            event(
                "RummikubInitialMeldEvent", "initial_meld", {"player": seat, "worth": integer(0)}
            ),
            event("RummikubOutEvent", "out", {"player": seat}),
            event("RummikubPoolEmptyEvent", "pool_empty", {"player": seat}),
            event(
                "RummikubGameOverEvent",
                "game_over",
                {"winners": array(seat), "scores": array(integer(None), info.max_players)},
            ),
        ],
        "An event of Rummikub, by its kind.",
    )
    return {
        "RummikubState": state,
        "RummikubView": view,
        "RummikubMove": moves,
        "RummikubEvent": events,
    }


def shared() -> dict[str, Schema]:
    """A tile, a table of melds, a score standing (``RummikubOptions`` is built with every
    game's ``<Game>Options``, ``schema.game_options``)."""
    tile = ref(TILE)
    return {
        TILE: enum(
            [code(i) for i in range(KINDS)],
            "A tile: colour K, R, B or Y and number "
            "1-13 (R9, K13), or J for a joker. A tile set holds two of each, but "
            "sabra-104 holds one red 9 and one yellow 5 (option tile_set).",
        ),
        MELDS: array(
            array(tile, MAX_MELD_TILES),
            MAX_MELDS,
            description=("Melds, each as laid left to right."),
        )
        | {"title": MELDS},
        STANDING: obj(
            {
                "player": integer(0, 3),
                "score": integer(None),
                "rack_points": integer(0, description="The rack's total (a joker 30)."),
                "rack_tiles": integer(0),
                "initial_meld_done": {"type": "boolean"},
                "how": {"type": "string"},
            },
            ["rack_points"],
            title=STANDING,
            description="One seat's score in Rummikub (another seat's `rack_points` are left "
            "out of an answer for a viewer while play goes on).",
        ),
    }
