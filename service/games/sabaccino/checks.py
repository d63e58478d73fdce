"""Checks of a loaded Sabaccino state that need the rules of play: the phase, whose turn,
the rolls, the rounds, the turn members (first turns, draws, turned-over tiles) and the tiles
out of play (docs/rules/sabaccino-common.md, What load refuses).
"""

from __future__ import annotations

from typing import Any

from ..errors import InvalidState
from ..seats import clockwise_from
from ..words import seat as seat_name
from .first_player import contenders, holder, next_roller, opener
from .model import TURN_PHASES, Model, stock_pips
from .round import blocked, hand_size, match_over, placements
from .tiles import DOUBLE_FOUR, TILES
from .turnover import consecutive, targets
from .turns import HUB


def fail(path: str, message: str) -> InvalidState:
    """The refusal of the state member ``path``: ``"state.<path> <message>"``."""
    return InvalidState(f"state.{path} {message}", field=f"state.{path}")


def check(model: Model, terminal: bool) -> None:
    """Refuse a state whose phase, turn, rolls, rounds and tile counts contradict the rules.

    :raises InvalidState: naming the member that does not fit.
    """
    rules, options, seats, phase = model.rules, model.options, model.seats, model.phase
    if (
        phase == "roll"
        and not rules.has_rolls
        or phase == "discard"
        and not rules.has_discards
        or phase == "draw_roll"
        and not rules.rolls_to_draw(options)
        or phase == "turn_over"
        and not rules.consecutive
    ):
        raise fail(
            "phase",
            f"cannot be {phase!r}: {rules.name} has no such phase"
            + (" with these options." if phase == "draw_roll" and rules.has_turn else "."),
        )
    if terminal != (phase == "over"):
        raise fail("terminal", f"must be {str(phase == 'over').lower()} in the {phase!r} phase.")
    if model.dealer != (model.round - 1) % seats:
        raise fail(
            "dealer",
            f"must be {(model.round - 1) % seats}: seat 0 deals round 1 and "
            f"the deal passes left each round.",
        )
    _check_turn(model)
    finished = phase in ("deal", "over")
    if len(model.rounds) != model.round - (0 if finished else 1):
        raise fail(
            "rounds",
            f"must hold {model.round - (0 if finished else 1)} finished "
            f"round(s) in the {phase!r} phase of round {model.round}.",
        )
    if finished and model.scoring:
        raise fail(
            "scoring", "must be empty between rounds (a finished round's scoring is in its record)."
        )
    for record in model.rounds if phase != "over" else model.rounds[:-1]:
        if record["ended"] == "target":  # reaching the target ends the match at once
            raise fail(
                "rounds",
                f"has round {record['round']} ending at the target, but the match went on.",
            )
    if (phase == "over") != (match_over(model) if finished else False):
        raise fail(
            "phase",
            "does not fit the rounds played: "
            + ("the match is not over." if phase == "over" else "the match is over."),
        )
    by_rounds = rules.match == "rounds" or rules.match == "score" and not options["target"]
    if by_rounds and len(model.rounds) > options["rounds"]:
        raise fail("rounds", f"holds more than the {options['rounds']} rounds of the match.")
    if rules.match == "score" and options["target"]:
        _check_target(model, options["target"])
    if rules.match == "target" and not (phase == "over" and model.rounds[-1]["ended"] == "target"):
        target = options["target"]
        if target and max(model.scores) >= target:
            raise fail(
                "players",
                f"has a score of {max(model.scores)}, at or past the target "
                f"{target}, but the match is not over.",
            )
    if finished:
        last = model.rounds[-1]
        if last["pips"] != stock_pips(model):
            raise fail(
                "rounds",
                f"ends with round {last['round']} at pips {last['pips']}, but "
                f"the stocks hold {stock_pips(model)}.",
            )
        if last["ended"] == "blocked" and not blocked(model):
            raise fail(
                "rounds", f"says round {last['round']} was blocked, but a tile can still be placed."
            )
        if last["ended"] == "out" and model.stocks[last["winner"]]:
            raise fail(
                "rounds",
                f"says {seat_name(last['winner']).lower()} went out in round "
                f"{last['round']}, but their stock is not empty.",
            )
        if last["ended"] == "target" and model.scores[last["winner"]] < options["target"]:
            raise fail(
                "rounds",
                f"says {seat_name(last['winner']).lower()} reached the target "
                f"{options['target']}, but their score is "
                f"{model.scores[last['winner']]}.",
            )
    _check_counts(model)


def _check_target(model: Model, target: int) -> None:
    """A ``"score"`` match: no round before the last brought a player to the target, and
    while the match goes on nobody is at or past it."""
    totals = [0] * model.seats
    for record in model.rounds:
        if max(totals) >= target:
            raise fail(
                "rounds",
                f"goes on after a player reached the target {target} (round "
                f"{record['round']} should not have been played).",
            )
        totals = [a + b for a, b in zip(totals, record["points"])]
    if model.phase != "over" and max(model.scores) >= target:
        raise fail(
            "players",
            f"has a score of {max(model.scores)}, at or past the target "
            f"{target}, but the match is not over.",
        )


_MOVER = {"deal": "chance", "roll": "chance", "draw_roll": "chance", "over": None}
"""Who is to move in the phases where no seat is."""


def _check_turn(model: Model) -> None:
    phase, to_move, seats = model.phase, model.to_move, model.seats
    if phase in _MOVER:
        if to_move != _MOVER[phase]:
            raise fail("to_move", f"must be {_MOVER[phase]!r} in the {phase!r} phase.")
    elif to_move not in range(seats):  # ("chance", null, or a seat the state lacks)
        raise fail(
            "to_move",
            f"must be a seat from 0 to {seats - 1} in the {phase!r} phase; got {to_move!r}.",
        )
    if phase in ("roll", "discard") and model.tableau.placed:
        raise fail("tableau", f"must be empty in the {phase!r} phase.")
    if model.rules.has_rolls:
        _check_rolls(model)
    if phase == "discard":
        if holder(model, DOUBLE_FOUR) is not None:
            raise fail("phase", "is 'discard', but a player holds the Dragon's Eyes (4-4).")
        turn = (model.dealer + 1 + len(model.discards)) % seats
        if to_move != turn:
            raise fail(
                "to_move",
                f"must be {turn}: players discard in turn from the dealer's "
                f"left, and {len(model.discards)} tile(s) are discarded.",
            )
    _check_turn_members(model)
    if phase == "deal" or phase == "over" or phase == "roll" and model.rules.deal == "dice":
        return  # stocks not dealt yet (dice deal by the rolls), or the match over
    for seat, stock in enumerate(model.stocks):  # (a plain loop: no comprehension)
        if not stock:  # from the deal on, not only once a tile is placed (issue 22)
            raise fail(
                f"players[{seat}].stock",
                f"is empty, so the round is over, but the phase is {phase!r}.",
            )
    if phase not in TURN_PHASES:
        return
    if not model.tableau.placed:
        if phase != "play":
            raise fail("phase", f"cannot be {phase!r} before the first tile is placed.")
        opens = opener(model)[0]
        if opens is None or to_move != opens:
            raise fail("to_move", f"must be {opens}, the player who opens this round.")
        return
    if blocked(model):
        raise fail(
            "tableau",
            f"leaves nobody a tile to place, so the round is over (blocked), "
            f"but the phase is {phase!r}.",
        )


def _check_rolls(model: Model) -> None:
    """The rolls of a dice game: they can have come about, and they fit the phase (rolling
    goes on in the ``"roll"`` phase only)."""
    phase = model.phase
    rolling = None if model.rules.deal == "dice" else contenders(model)
    try:
        seat = next_roller(model, rolling)
    except ValueError as exc:
        raise fail("rolls", f"cannot have come about: {exc}.") from None
    if rolling is None and any(len(r) > 1 for r in model.rolls):
        raise fail("rolls", "holds one roll per seat at most in a dice deal.")
    if (seat is None) == (phase == "roll"):
        raise fail(
            "rolls",
            "is complete, but the phase is 'roll'."
            if seat is None
            else f"waits for seat {seat} to roll, but the phase is {phase!r}.",
        )
    if rolling is not None:
        stray = rolling[0] if len(rolling) == 1 else None  # (plain loop: no comprehension)
        for s, rolls in enumerate(model.rolls):
            if rolls and s not in rolling:
                stray = s
                break
        if stray is not None:
            raise fail(
                "rolls",
                f"holds rolls of seat {stray}, which does not roll for the "
                f"first player this round.",
            )
    if phase == "roll" and model.rules.deal == "dice":
        sizes = [len(s) for s in model.stocks]
        if sizes != [sum(r) for r in model.rolls]:
            raise fail(
                "players",
                f"hold {sizes} tiles, but the rolls give {[sum(r) for r in model.rolls]}.",
            )


def _check_turn_members(model: Model) -> None:
    """Tatooine Spice Train's first turns, Porg Foot's and Sleemo's turn, Sleemo's turned-over
    tiles: each must fit the phase and whose turn it is."""
    rules, phase = model.rules, model.phase
    live = phase in TURN_PHASES
    if rules.trains:
        _check_trains(model)
    if rules.has_turn:
        turn = model.turn
        if (turn is None) == live:
            raise fail(
                "turn",
                "must be null between rounds."
                if turn is not None
                else "must say whose turn it is while a round is in play.",
            )
        if turn is not None:  # live, so a player is to move (or rolls to draw)
            _check_live_turn(model, turn)
    if rules.consecutive:
        if not live and any(model.turned):
            raise fail("turned", "must be empty between rounds.")
        if phase == "turn_over" and not (
            model.tableau.placed
            and consecutive(model.tableau.placed[-1].tile)
            and targets(model, model.mover)
        ):
            raise fail(
                "phase",
                "is 'turn_over', but the last tile laid does not show "
                "consecutive values, or no opponent has a tile to turn over.",
            )


def _check_live_turn(model: Model, turn: dict[str, Any]) -> None:
    """The turn in play: its player is the one to move (or, at a roll to draw, the one who
    could not place), and it drew no more than the rules let it."""
    phase, to_move = model.phase, model.to_move
    if phase != "draw_roll" and turn["player"] != to_move:
        raise fail("turn.player", f"must be {to_move}, the player to move.")
    most = 1 if model.rules.stuck == "draw-one" else 6
    if turn["drew"] > most or phase == "draw_roll" and turn["drew"]:
        raise fail(
            "turn.drew",
            f"is {turn['drew']}, but a turn draws at most {most} "
            f"tile(s), and the roll to draw comes before the draw.",
        )
    if phase == "draw_roll" and (not model.boneyard or placements(model, turn["player"])):
        raise fail(
            "phase",
            f"is 'draw_roll', but {seat_name(turn['player']).lower()} can "
            f"place a tile or the boneyard is empty.",
        )


def _check_trains(model: Model) -> None:
    """The seats yet to take their first turn are the run clockwise from the player to move;
    until all have, every tile beyond the hub begins a train; before anyone has moved, the
    player to move is the first player."""
    to_start, seats = model.to_start, model.seats
    if model.phase != "play":
        if to_start:
            raise fail("to_start", "must be empty between rounds.")
        return
    if to_start and to_start != clockwise_from(model.mover, seats)[: len(to_start)]:
        raise fail(
            "to_start",
            f"must be the seats clockwise from "
            f"{seat_name(model.to_move).lower()} (who is to move) that have "
            f"yet to take their first turn; got {to_start}.",
        )
    placed = model.tableau.placed[1:]
    if to_start and (len(placed) > seats - len(to_start) or any(p.on != HUB for p in placed)):
        raise fail(
            "tableau",
            f"has tiles beyond the trains' first tiles, or more trains than "
            f"first turns taken, while {len(to_start)} seat(s) have yet to take "
            f"their first turn.",
        )
    if len(to_start) == seats and opener(model)[0] != model.to_move:
        raise fail("to_move", f"must be {opener(model)[0]}, the player who opens this round.")


def _check_counts(model: Model) -> None:
    """Tiles out of play: with no drawing, the boneyard and discards hold exactly what the deal
    left (fewer in a Draw variant)."""
    rules, seats = model.rules, model.seats
    dealt = (
        sum(sum(r) for r in model.rolls)
        if rules.deal == "dice"
        else seats * hand_size(rules, seats)
    )
    left = len(TILES) - dealt - (1 if rules.trains else 0)
    spare = len(model.boneyard) + len(model.discards)
    if spare > left or spare < left and not rules.draws(model.options):
        raise fail(
            "boneyard",
            f"holds {len(model.boneyard)} tile(s)"
            + (f" and the discards {len(model.discards)}" if model.discards else "")
            + f", but the deal left {left}"
            + (" and tiles are drawn only in the Draw variant." if spare < left else "."),
        )
