"""The Rummikub actions, each as verify / do: the chance step (the pick for first player and
the deal), draw, lay and penalty (seed 004 First to play, Shuffle, The play).

``verify_*`` refuses what the rules forbid (``IllegalMove``); ``do_*`` carries the action out
on the model and returns its events.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .. import chance, seats
from ..errors import IllegalMove
from . import turn
from .model import PENALTY_TILES, RACK_SIZE, SOURCE, Model
from .scoring import game_over
from .tiles import JOKER, code, codes, number_of, points, sort_key


def _to_move(model: Model, action: str) -> int:
    if model.terminal:
        raise IllegalMove(f"The game is over; no one may {action}.", source=SOURCE)
    if model.to_move == "chance":
        raise IllegalMove(
            f"The first player is not picked yet: the next move is the chance step, not {action}.",
            rule="Each player picks a tile; the highest goes first.",
            source=f"{SOURCE}, First to play",
        )
    return model.mover


def verify_chance(model: Model, first: int | None, racks: list[list[int]] | None) -> None:
    """Refuse a chance step out of turn, or an outcome the pool cannot give.

    :raises IllegalMove: not at the chance step; racks not of 14 tiles each, or not in
        the pool; ``first`` not a seat.
    """
    if model.to_move != "chance":
        raise IllegalMove(
            "There is no chance step now: the first player was picked and the tiles dealt.",
            source=f"{SOURCE}, First to play",
        )
    if racks is None:
        return
    if first is None or not 0 <= first < model.seats:
        raise IllegalMove(
            f"move.first must be a seat from 0 to {model.seats - 1}.", field="move.first"
        )
    if len(racks) != model.seats or any(len(rack) != RACK_SIZE for rack in racks):
        raise IllegalMove(
            f"move.racks must hold {model.seats} racks of {RACK_SIZE} tiles.",
            rule="Each player takes 14 tiles.",
            source=f"{SOURCE}, Shuffle",
            field="move.racks",
        )
    short = Counter(t for rack in racks for t in rack) - Counter(model.pool)
    if short:
        t = min(short, key=sort_key)
        raise IllegalMove(f"move.racks hold more {code(t)} than the pool does.", field="move.racks")


def do_chance(
    model: Model, first: int | None, racks: list[list[int]] | None
) -> list[dict[str, Any]]:
    """Pick the first player and deal 14 tiles each (from the seed unless given)."""
    events: list[dict[str, Any]] = []
    if racks is None:
        rng = chance.generator(model.seed, model.chance_step)
        hidden = list(model.pool)
        contenders = list(range(model.seats))
        round_ = 0
        while len(contenders) > 1:
            round_ += 1
            if len(hidden) < len(contenders):  # ties all the way down: picks go back
                hidden = list(model.pool)
            picks = {p: hidden.pop(rng.randrange(len(hidden))) for p in contenders}
            events.append(
                {
                    "event": "first_pick",
                    "round": round_,
                    "picks": [{"player": p, "tile": code(t)} for p, t in picks.items()],
                }
            )
            best = max(_pick_number(t) for t in picks.values())
            contenders = [p for p, t in picks.items() if _pick_number(t) == best]
        first = contenders[0]
        pile = list(model.pool)
        rng.shuffle(pile)
        racks = seats.deal_round_robin(pile, model.seats, RACK_SIZE, first)
    left = Counter(model.pool) - Counter(t for rack in racks for t in rack)
    model.pool = sorted(left.elements(), key=sort_key)
    model.racks = [list(rack) for rack in racks]
    model.chance_step += 1
    model.to_move = first
    events += [
        {"event": "first_player", "player": first},
        {"event": "deal", "tiles_each": RACK_SIZE, "pool": len(model.pool)},
    ]
    return events


def _pick_number(t: int) -> int:
    """A pick's number; a joker has none and counts 0 (docs/rules/rummikub.md)."""
    return 0 if t == JOKER else number_of(t)


def verify_draw(model: Model, tile: int | None) -> int:
    """The seat drawing; refuse a draw out of turn or a named tile not in the pool.

    :raises IllegalMove: the game is over or at the chance step; ``tile`` not in the pool.
    """
    seat = _to_move(model, "draw")
    if tile is not None and tile not in model.pool:
        raise IllegalMove(
            f"{code(tile)} is not in the pool"
            + (
                '; the pool is empty, so a draw ends play: send {"action": "draw"} without a tile.'
                if not model.pool
                else "."
            ),
            field="move.tile",
            source=f"{SOURCE}, The play",
        )
    return seat


def do_draw(model: Model, tile: int | None) -> list[dict[str, Any]]:
    """Draw one tile (``tile`` when the caller names it, else from the seed) and pass the
    turn; with the pool empty, play ends instead (seed 004 Scoring: "Since the current player
    cannot draw from the pool, play ends")."""
    return _draw(model, 1, None if tile is None else [tile], "draw")


def _draw(model: Model, count: int, given: list[int] | None, kind: str) -> list[dict[str, Any]]:
    seat = model.mover
    if not model.pool:
        model.terminal, model.to_move = True, None
        return [{"event": "pool_empty", "player": seat}, game_over(model)]
    if given is None:
        rng = chance.generator(model.seed, model.chance_step)
        given = [
            model.pool.pop(rng.randrange(len(model.pool)))
            for _ in range(min(count, len(model.pool)))
        ]
    else:
        for t in given:
            model.pool.remove(t)
    model.chance_step += 1
    model.racks[seat].extend(given)
    model.to_move = seats.next_seat(seat, model.seats)
    return [{"event": kind, "player": seat, "tiles": codes(given), "pool": len(model.pool)}]


def verify_lay(model: Model, table: list[list[int]], laid: list[int]) -> turn.Laying:
    """Check a laying in full.

    :raises IllegalMove: out of turn. :raises turn.TurnRefused: naming every broken rule.
    """
    seat = _to_move(model, "lay")
    return turn.check(
        model.table,
        table,
        model.racks[seat],
        laid,
        initial_meld_done=model.opened[seat],
        **model.rules(),
    )


def do_lay(model: Model, table: list[list[int]], laying: turn.Laying) -> list[dict[str, Any]]:
    """Lay: the table becomes ``table``, the tiles leave the rack; an empty rack wins."""
    seat = model.mover
    rack = model.racks[seat]
    for t in laying.laid:
        rack.remove(t)
    model.table = [list(meld) for meld in table]
    events = [
        {
            "event": "lay",
            "player": seat,
            "tiles": codes(laying.laid),
            "points": sum(map(points, laying.laid)),
        }
    ]
    if not model.opened[seat]:
        model.opened[seat] = True
        events.append({"event": "initial_meld", "player": seat, "worth": laying.opening})
    if not rack:
        model.terminal, model.to_move = True, None
        events += [{"event": "out", "player": seat}, game_over(model)]
    else:
        model.to_move = seats.next_seat(seat, model.seats)
    return events


def verify_penalty(model: Model, tiles: list[int] | None) -> int:
    """The seat penalised; refuse out of turn, or named tiles that are not the pool's.

    :raises IllegalMove: the game is over or at the chance step; ``tiles`` not three (or the
        whole pool when it holds fewer) tiles of the pool.
    """
    seat = _to_move(model, "take a penalty")
    if tiles is not None:
        want = min(PENALTY_TILES, len(model.pool))
        if len(tiles) != want or Counter(tiles) - Counter(model.pool):
            raise IllegalMove(
                f"move.tiles must be {want} tiles of the pool.",
                field="move.tiles",
                source=f"{SOURCE}, The play",
            )
    return seat


def do_penalty(model: Model, tiles: list[int] | None) -> list[dict[str, Any]]:
    """Draw three tiles (all the pool holds, when fewer) and pass the turn; with the pool
    empty play ends, as for a draw."""
    return _draw(model, PENALTY_TILES, tiles, "penalty")
