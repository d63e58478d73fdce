"""The Sabaccino moves (seed 000, shared by every game): who is to move and every move they
may make (``legal``), and reading a move and carrying it out (``play``), each action by its
``verify_`` and ``do_`` in ``actions``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalMove, InvalidMove
from ..reader import Reader, choice, within
from . import actions, turnover
from .actions import DIE_SIDES
from .model import Model
from .round import may_draw, may_keep, placements
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
            {"action": "roll", "die": die} for die in range(1, DIE_SIDES + 1)
        ]
    seat = model.mover
    if phase == "discard":
        return seat, [{"action": "discard", "tile": t.name} for t in model.stocks[seat]]
    if phase == "turn_over":
        return seat, turnover.moves(model)
    moves = [
        {"action": "place", "tile": tile.name}
        if end is None
        else {"action": "place", "tile": tile.name, "end": end}
        for tile, end in placements(model, seat)
    ]
    if not moves:
        moves = [{"action": "draw"}] if may_draw(model) else []
        if not moves or model.rules.cannot_place(model.options) == "choice":
            moves.append({"action": "pass"})
    elif may_keep(model):
        moves.append({"action": "pass"})
    return seat, moves


def play(model: Model, move: Any) -> list[dict[str, Any]]:
    """Check ``move`` (``read_move``) and carry it out (the action's ``verify_`` and ``do_``).

    :raises InvalidMove: not an object; an unknown action; a missing, unknown or mistyped
        member.
    :raises InvalidCard: a tile that is not in the set.
    :raises IllegalMove: the rules forbid it here (see each ``verify_``).
    """
    action, args = read_move(move)
    if model.phase == "over":
        raise IllegalMove(
            "The match is over; no move can be made.",
            rule="The match ends when its rounds are played or a player reaches the target.",
            source=model.rules.source("Ending the game"),
        )
    verify, do = _DO[action]
    verify(model, *args)
    return do(model, *args)


def read_move(move: Any) -> tuple[str, tuple[Any, ...]]:
    """The action of ``move`` and its members, in the order its ``verify_`` takes them:
    ``place`` (tile, end: ``None`` to open), ``discard`` (tile), ``roll`` (die),
    ``turn_over`` (player, index), the others none. A tile may be written either way round
    (``parse``); each member is taken by a plain test where it is the usual one, else through
    the ``Reader``, which names what is wrong.

    :raises InvalidMove: not an object; an unknown action; a missing, unknown or mistyped
        member.
    :raises InvalidCard: a tile that is not in the set.
    """
    r = Reader(move, "move", InvalidMove)
    action = choice(r, "action", ACTIONS)
    within(r, MOVE_MEMBERS.get(action, MOVE_MEMBERS["pass"]))
    if action == "place":
        tile, end = _tile(r), move.get("end")
        if end is not None and (type(end) is not int or end < 0):
            end = r["end"].int(0)
        return action, (tile, end)
    if action == "discard":
        return action, (_tile(r),)
    if action == "roll":
        return action, (r["die"].int(),)
    if action == "turn_over":
        return action, (r["player"].int(), r["index"].int())
    return action, ()


def _tile(r: Reader) -> Tile:
    """The member ``tile`` of the move ``r`` (``"3-5"`` or ``"5-3"``)."""
    raw = r.value.get("tile")
    tile = CANONICAL.get(raw) if type(raw) is str else None
    return tile if tile is not None else parse(r["tile"].value, "move.tile")


_DO: dict[str, tuple[Callable[..., None], Callable[..., list[dict[str, Any]]]]] = {
    "place": (actions.verify_place, actions.do_place),
    "pass": (actions.verify_pass, actions.do_pass),
    "draw": (actions.verify_draw, actions.do_draw),
    "discard": (actions.verify_discard, actions.do_discard),
    "chance": (actions.verify_chance, actions.do_chance),
    "roll": (actions.verify_roll, actions.do_roll),
    "turn_over": (actions.verify_turn_over, actions.do_turn_over),
    "decline": (actions.verify_decline, actions.do_decline),
}
"""Each action's ``verify_`` and ``do_``."""
MOVE_MEMBERS = {
    "place": frozenset({"action", "tile", "end"}),
    "discard": frozenset({"action", "tile"}),
    "roll": frozenset({"action", "die"}),
    "turn_over": frozenset({"action", "player", "index"}),
    "pass": frozenset({"action"}),
}
"""The members each move may have (``"pass"``: those with no member but ``action``)."""
