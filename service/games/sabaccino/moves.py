"""The Sabaccino moves (seed 000, shared by every game): who is to move and every move they
may make (``legal``), and reading a move and carrying it out (``play``), each action by its
``verify_`` and ``do_`` in ``actions`` (``turnover`` for Sleemo's turn-over and decline).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMove, InvalidMove
from ..reader import Reader, choice, within
from . import turnover
from .actions import (
    DIE_SIDES,
    do_chance,
    do_discard,
    do_draw,
    do_pass,
    do_place,
    do_roll,
    verify_chance,
    verify_discard,
    verify_draw,
    verify_pass,
    verify_place,
    verify_roll,
)
from .round import _may_draw, _may_keep, placements
from .state import Model
from .tiles import CANONICAL, Tile, parse

ACTIONS = ("place", "pass", "draw", "discard", "chance", "roll", "turn_over", "decline")


def legal(model: Model) -> tuple[int | str | None, list[dict[str, Any]]]:
    """Who is to move and every move they may make."""
    phase = model.phase
    if phase == "over":
        return None, []
    if phase == "deal":
        return "chance", [{"action": "chance"}]
    if phase in ("roll", "draw_roll"):
        return "chance", [{"action": "chance"}] + [
            {"action": "roll", "die": die} for die in range(1, DIE_SIDES + 1)]
    seat = model.mover
    if phase == "discard":
        return seat, [{"action": "discard", "tile": t.name} for t in model.stocks[seat]]
    if phase == "turn_over":
        return seat, turnover.moves(model)
    moves = [{"action": "place", "tile": tile.name} if end is None else
             {"action": "place", "tile": tile.name, "end": end}
             for tile, end in placements(model, seat)]
    if not moves:
        moves = [{"action": "draw"}] if _may_draw(model) else []
        if not moves or model.rules.cannot_place(model.options) == "choice":
            moves.append({"action": "pass"})
    elif _may_keep(model):
        moves.append({"action": "pass"})
    return seat, moves


def play(model: Model, move: Any) -> list[dict[str, Any]]:
    """Check ``move`` and carry it out.

    :raises InvalidMove: not an object; an unknown action; a missing, unknown or mistyped
        member.
    :raises InvalidCard: a tile that is not in the set.
    :raises IllegalMove: the rules forbid it here (see each ``verify_``).
    """
    if type(move) is dict:
        action = move.get("action")
        if action == "place" and move.keys() <= _PLACE:
            raw, end_id = move.get("tile"), move.get("end")
            found = CANONICAL.get(raw) if type(raw) is str else None
            if found is not None and (end_id is None or type(end_id) is int and end_id >= 0):
                return _place(model, found, end_id)  # the usual move, read by plain tests
        elif type(action) is str and action in _BARE and len(move) == 1:
            return _bare(model, action)  # a pass, draw, chance or decline, likewise
    r = Reader(move, "move", InvalidMove)
    r.obj()
    action = choice(r, "action", ACTIONS)
    if action == "place":
        within(r, _MOVE_MEMBERS["place"])
        tile = parse(r["tile"].value, "move.tile")
        end_id = move.get("end")
        if end_id is not None and (type(end_id) is not int or end_id < 0):
            end_id = r["end"].int(0)
        return _place(model, tile, end_id)
    within(r, _MOVE_MEMBERS.get(action, _MOVE_MEMBERS["pass"]))
    if action == "discard":
        tile = parse(r["tile"].value, "move.tile")
        _not_over(model)
        verify_discard(model, tile)
        return do_discard(model, tile)
    if action == "roll":
        die = r["die"].int()
        _not_over(model)
        verify_roll(model, die)
        return do_roll(model, die)
    if action == "turn_over":
        player, index = r["player"].int(), r["index"].int()
        _not_over(model)
        turnover.verify_turn_over(model, player, index)
        return turnover.do_turn_over(model, player, index)
    return _bare(model, action)


def _place(model: Model, tile: Tile, end_id: int | None) -> list[dict[str, Any]]:
    """Place ``tile`` on open end ``end_id``, read from the move either way ``play`` reads it:
    by plain tests (an object with no member but ``action``, ``tile`` and ``end``, the tile
    in its printed form, ``end`` null, absent or a non-negative integer) or with a
    ``Reader``. Exact: every move the plain tests take, the ``Reader`` takes too, to the same
    tile and end."""
    _not_over(model)
    verify_place(model, tile, end_id)
    return do_place(model, tile, end_id)


def _bare(model: Model, action: str) -> list[dict[str, Any]]:
    """Carry out a move with no member but ``action`` (one of ``_BARE``), read either way
    ``play`` reads it: by plain tests (an object whose one member is ``action``, a string) or
    with a ``Reader``. Exact: the ``Reader`` takes every move the plain tests take, to the
    same action, and asks nothing more of it."""
    _not_over(model)
    verify, do = _BARE[action]
    verify(model)
    return do(model)


_BARE = {"pass": (verify_pass, do_pass), "draw": (verify_draw, do_draw),
         "chance": (verify_chance, do_chance),
         "decline": (turnover.verify_decline, turnover.do_decline)}
"""The moves with no member but ``action``: their ``verify_`` and ``do_``."""
_MOVE_MEMBERS = {"place": frozenset({"action", "tile", "end"}),
                 "discard": frozenset({"action", "tile"}), "roll": frozenset({"action", "die"}),
                 "turn_over": frozenset({"action", "player", "index"}),
                 "pass": frozenset({"action"})}
"""The members each move may have (``"pass"``: those with no member but ``action``)."""
_PLACE = _MOVE_MEMBERS["place"]


def _not_over(model: Model) -> None:
    if model.phase == "over":
        raise IllegalMove("The match is over; no move can be made.",
                          rule="The match ends when its rounds are played or a player "
                               "reaches the target.", source=model.rules.source("Ending the game"))
