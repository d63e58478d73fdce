"""The game of Rummikub under Sabra rules (seed 004) on the shared game interface.

State (``version`` 1), besides the common header::

    players  [{"rack": [tile, ...], "initial_meld_done": bool}, ...]   2 to 4 seats
    pool     [tile, ...]            the face-down tiles, as a multiset (order means nothing)
    table    [[tile, ...], ...]     the melds on the table, each as laid

A fresh deal has every tile in the pool and ``to_move`` ``"chance"``: the chance step is the
pick for first player (seed 004 First to play: "Each player picks a tile, the one who picks
the highest goes first. Players then return tiles to the pool and shuffles them") and the
deal of 14 tiles each (Shuffle). Then each turn the player to move draws one tile or lays
(The play), or takes the penalty of three tiles. Play ends when a player lays their last
tile, or when the player to move would draw and the pool is empty (Scoring).

Moves::

    {"action": "chance"}                           the pick and the deal from the seed
    {"action": "chance", "first": 1, "racks": [[14 tiles], ...]}   the same, as it fell
    {"action": "draw"}                             one tile from the pool (or "tile": "R5")
    {"action": "lay", "table": [[...], ...], "from_rack": [...]}   the whole table after
    {"action": "penalty"}                          undo, draw three (or "tiles": [...])
"""

from __future__ import annotations

from typing import Any

from ..errors import InvalidMove
from ..interface import Game
from ..reader import Reader, choice, within
from . import solver, words
from .actions import (
    do_chance,
    do_draw,
    do_lay,
    do_penalty,
    verify_chance,
    verify_draw,
    verify_lay,
    verify_penalty,
)
from .model import INFO, MAX_MELD_TILES, MAX_MELDS, MAX_TILES, PENALTY_TILES, RACK_SIZE, Model
from .reading import ACTIONS, MOVE_MEMBERS, read_state
from .scoring import standings
from .secrecy import Secrecy
from .tiles import TILE_SETS, codes, parse, parse_list, parse_melds

LEGAL_MOVES_TIME_LIMIT = 2.0
"""Seconds the solver may spend on the best turn ``legal-moves`` lists."""


class Rummikub(Secrecy, Game[Model]):
    """Sabra Rummikub (seed 004) on the shared interface; see the module docstring."""

    info = INFO
    version = 1
    words = words
    chance_outcomes = {"chance": ("first", "racks"), "draw": ("tile",), "penalty": ("tiles",)}
    """The pick and deal, or tiles drawn, as they fell at a real table."""

    def new(self, players: int, seed: int, options: dict[str, Any]) -> Model:
        """Every tile in the pool; the chance step picks the first player and deals."""
        pool = TILE_SETS[options["tile_set"]].tiles()
        return Model(
            options,
            seed,
            0,
            "chance",
            False,
            [[] for _ in range(players)],
            [False] * players,
            pool,
            [],
        )

    def load(self, state: Any, trusted: bool = False) -> Model:
        """Parse and check a state: every tile of the set in exactly one place, every meld
        valid, ``to_move`` fitting the racks (a ``trusted`` one without these checks).

        :raises InvalidState: naming the path of what is wrong.
        """
        return read_state(self.header(state), trusted)

    def dump(self, model: Model) -> dict[str, Any]:
        """The JSON state of ``model``."""
        return {
            "game": self.info.id,
            "version": self.version,
            "options": model.options,
            "seed": model.seed,
            "chance_step": model.chance_step,
            "to_move": model.to_move,
            "terminal": model.terminal,
            "players": [
                {"rack": codes(rack), "initial_meld_done": done}
                for rack, done in zip(model.racks, model.opened)
            ],
            "pool": codes(model.pool),
            "table": [codes(meld) for meld in model.table],
        }

    def moves(self, model: Model) -> tuple[int | str | None, list[dict[str, Any]], bool]:
        """Chance: the pick. A seat: draw, and the solver's best laying (not every laying)."""
        if model.terminal:
            return None, [], True
        if model.to_move == "chance":
            return "chance", [{"action": "chance"}], True
        seat = model.mover
        best = solver.solve(
            model.racks[seat],
            model.table,
            initial_meld_done=model.opened[seat],
            time_limit=LEGAL_MOVES_TIME_LIMIT,
            **model.rules(),
        )
        moves: list[dict[str, Any]] = [{"action": "draw"}]
        if best.laid:
            moves.append(
                {
                    "action": "lay",
                    "table": [codes(m) for m in best.table],
                    "from_rack": codes(best.laid),
                }
            )
        return seat, moves, False

    def apply(self, model: Model, move: Any) -> list[dict[str, Any]]:
        """Check ``move`` and carry it out.

        :raises InvalidMove: a malformed move. :raises IllegalMove: a move the rules forbid
            (``turn.TurnRefused`` for a laying, naming every broken rule).
        """
        m = Reader(move, "move", InvalidMove)
        action = choice(m, "action", ACTIONS)
        given = within(m, MOVE_MEMBERS[action])
        if action == "chance":
            if ("first" in given) != ("racks" in given):
                raise InvalidMove(
                    "move.first and move.racks come together, or neither.", field="move"
                )
            first = m["first"].int() if "first" in given else None
            racks = (
                [parse_list(rack, RACK_SIZE + 1) for rack in m["racks"].items(4)]
                if "racks" in given
                else None
            )
            verify_chance(model, first, racks)
            return do_chance(model, first, racks)
        if action == "draw":
            tile = parse(m["tile"]) if "tile" in given else None
            verify_draw(model, tile)
            return do_draw(model, tile)
        if action == "penalty":
            tiles = parse_list(m["tiles"], PENALTY_TILES + 1) if "tiles" in given else None
            verify_penalty(model, tiles)
            return do_penalty(model, tiles)
        table = parse_melds(m["table"], MAX_MELDS, MAX_MELD_TILES)
        laid = parse_list(m["from_rack"], MAX_TILES)
        laying = verify_lay(model, table, laid)
        return do_lay(model, table, laying)

    def standings(self, model: Model) -> dict[str, Any]:
        """See ``scoring.standings``."""
        return standings(model)
