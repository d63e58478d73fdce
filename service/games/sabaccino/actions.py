"""The Sabaccino actions (seed 000, shared by every game): place, pass and draw on a turn,
Krayt Dragon's discards, and the chance steps (the deal, the dice rolled at a round's start and
to draw). Sleemo's turn-over and decline
(what may be turned over is in ``turnover``).

Every action has a pair (after pokerkit): ``verify_<action>`` raises ``IllegalMove`` naming
the rule and its seed section, and ``do_<action>`` carries it out on the model and returns
the events.
"""

from __future__ import annotations

from typing import Any

from ..chance import generator
from ..errors import IllegalMove
from ..seats import left_of, next_seat
from ..words import seat as seat_name
from . import turnover
from .first_player import open_round, opener, required_opening, roller
from .model import Model
from .round import blocked, deal, end_round, may_draw, may_keep, placements
from .tiles import DOUBLE_FOUR, Tile
from .turns import next_turn, seat_problem

DIE_SIDES = 6
HOLONET_DRAWS = range(1, 4)
"""Porg Foot, HoloNet Interference: "On a 1-3, you draw; on a 4-6 you pass"."""
STUCK_RULES = {
    "draw-one": (
        "If you cannot play, draw one tile from the boneyard (if available). If "
        "playing is still not possible, you must pass.",
        "Player turn",
    ),
    "holonet": (
        "Instead of drawing, roll the die: on a 1-3 you draw a tile, on a 4-6 you pass.",
        "Variants",
    ),
    "roll-draw": (
        "When a player cannot place a tile, they roll the die and draw that many "
        "tiles from the boneyard; if they still cannot place, they pass.",
        "Player turn",
    ),
}
"""What a player who cannot place does, where the game says more than pass (or draw until a
tile fits): ``(rule, part of the seed section)``."""
OPENING_RULES = {
    "eyes": "The first player places the Dragon's Eyes (double 4).",
    "lowest-double": "The cross tile is the lowest double in the first player's stock.",
    "lowest": "The opener places the tile that made them the first player (option "
    "open_with_decider).",
}


# -- placing ------------------------------------------------------------------------------


def _in_play(model: Model, action: str) -> int:
    if model.phase != "play":
        raise IllegalMove(
            f"No tile can be {action} now: the round is in its {model.phase!r} phase "
            f"(to move: {model.to_move!r}).",
            rule="Tiles are placed, drawn and passed on in turn once the first player is known.",
            source=model.rules.source("Player turn"),
        )
    return model.mover


def verify_place(model: Model, tile: Tile, end: int | None) -> None:
    """Refuse placing ``tile`` on open end ``end`` (``None``: as the opening tile).

    :raises IllegalMove: not the play phase; the tile is not in the mover's stock; the
        opener does not place the tile the rules make them open with; the tableau does not
        take the tile there (no such open end, one already covered, a cross side still
        open, a value that does not match).
    """
    rules = model.rules
    seat = _in_play(model, "placed")
    if tile not in model.stocks[seat]:
        raise IllegalMove(
            f"{tile} is not in {seat_name(seat).lower()}'s stock "
            f"({', '.join(map(str, model.stocks[seat]))}).",
            rule="A player places a tile from their own stock.",
            source=rules.source("Player turn"),
        )
    if not model.tableau.placed:
        required = required_opening(model)
        if required is not None and tile is not required:
            why = opener(model)[1]
            raise IllegalMove(
                f"{seat_name(seat)} opens because they {why}, and must open with {required}, "
                f"not {tile}.",
                rule=OPENING_RULES[rules.opener],
                source=rules.source("Determine first player"),
            )
    problem: tuple[str, ...] | None = model.tableau.problem(tile, end)
    part = "Player turn"
    if not problem and (problem := seat_problem(model, seat, tile, end)):
        part = problem[2]
    if problem:
        raise IllegalMove(
            f"{problem[0][0].upper()}{problem[0][1:]}.", rule=problem[1], source=rules.source(part)
        )


def do_place(model: Model, tile: Tile, end: int | None) -> list[dict[str, Any]]:
    """Place ``tile`` (verified), score the lay, and end the round or pass the turn."""
    seat, tableau, rules = model.mover, model.tableau, model.rules
    model.stocks[seat].remove(tile)
    first = tableau.made
    tableau.place(tile, end)
    events = [
        {
            "event": "placed",
            "player": seat,
            "tile": tile.name,
            "end": end,
            "opens": list(range(first, tableau.made)),
        }
    ]
    if rules.lay_score is not None:
        scored = rules.lay_score.score(tableau, model.options)
        if scored:
            points, detail = scored
            entry = {
                "player": seat,
                "tile": tile.name,
                "points": points,
                rules.lay_score.key: detail,
            }
            model.scoring.append(entry)
            model.scores[seat] += points
            events.append({"event": "scored", **entry, "score": model.scores[seat]})
    if _reached(model, seat):
        return events + end_round(model, "target", seat)
    if not model.stocks[seat]:
        return events + end_round(model, "out", seat)
    if blocked(model):
        return events + end_round(model, "blocked", None)
    if rules.consecutive and turnover.due(model, seat, tile):
        model.phase = "turn_over"
        return events + [{"event": "consecutive", "player": seat, "tile": tile.name}]
    next_turn(model, seat)
    return events


def _reached(model: Model, seat: int) -> bool:
    target = model.options.get("target", 0)
    return model.rules.match == "target" and target > 0 and model.scores[seat] >= target


# -- drawing and passing ------------------------------------------------------------------


def _cannot_place(model: Model, seat: int, action: str, rule: str) -> None:
    options = placements(model, seat)
    if options:
        tile, end = options[0]
        where = f"on open end {end}" if end is not None else "to open the tableau"
        raise IllegalMove(
            f"{seat_name(seat)} cannot {action}: they can place {tile} {where}"
            + (f" ({len(options)} placements are possible)." if len(options) > 1 else "."),
            rule=rule,
            source=model.rules.source("Player turn"),
        )


def _stuck_rule(model: Model) -> tuple[str, str]:
    """The rule a player who cannot place follows here, and its part of the seed section."""
    rules = model.rules
    key = (
        "holonet"
        if rules.stuck == "draw-one" and rules.rolls_to_draw(model.options)
        else (rules.stuck)
    )
    return STUCK_RULES[key]


def verify_draw(model: Model) -> None:
    """Refuse a draw unless the game draws (a Draw variant; Porg Foot; Sleemo, where the draw
    is a die roll), the mover has no tile that fits, the boneyard has a tile and, where a
    turn draws once, the mover has not drawn on this turn (seed 000 Sabbacino Draw: "instead
    of passing when you cannot play a tile, you must draw another tile ... until you are able
    to make a move"; Porg Foot, Player turn; Sleemo, Player turn)."""
    seat = _in_play(model, "drawn")
    if not model.rules.draws(model.options):
        raise IllegalMove(
            f"{model.rules.name} has no drawing: a player who cannot place passes.",
            rule="If a player cannot place a tile, they pass on their go (option draw: the "
            "Draw variant).",
            source=model.rules.source("Player turn"),
        )
    if not model.boneyard:
        raise IllegalMove(
            "The boneyard is empty: a player who cannot place passes.",
            rule="Draw from the boneyard; with none left, pass.",
            source=model.rules.source("Variants"),
        )
    if model.turn is not None and model.turn["drew"]:
        rule, part = _stuck_rule(model)
        raise IllegalMove(
            f"{seat_name(seat)} has drawn {model.turn['drew']} tile(s) on this turn "
            f"already: a player draws once a turn, then places or passes.",
            rule=rule,
            source=model.rules.source(part),
        )
    _cannot_place(model, seat, "draw", "A player draws only when no tile of their stock fits.")


def do_draw(model: Model) -> list[dict[str, Any]]:
    """Draw the top tile of the boneyard; the drawer stays to move (or the round is blocked).
    Where the draw is a die roll (Sleemo; Porg Foot's HoloNet Interference), a roll is due
    instead (phase ``"draw_roll"``)."""
    seat = model.mover
    if model.rules.rolls_to_draw(model.options):
        model.phase, model.to_move = "draw_roll", "chance"
        return [{"event": "roll_to_draw", "player": seat}]
    tile = model.boneyard.pop()
    model.stocks[seat].append(tile)
    if model.turn is not None:
        model.turn["drew"] = 1
    events = [{"event": "drew", "player": seat, "tile": tile.name}]
    if blocked(model):
        return events + end_round(model, "blocked", None)
    return events


def verify_pass(model: Model) -> None:
    """Refuse a pass by a player who can place, or who must draw (seed 000, Player turn: "If a
    player cannot place a tile, they pass on their go")."""
    seat = _in_play(model, "passed")
    if not may_keep(model):
        _cannot_place(model, seat, "pass", "A player passes only when no tile of their stock fits.")
    if model.rules.has_turn and may_draw(model):
        rule, part = _stuck_rule(model)
        raise IllegalMove(
            f"{seat_name(seat)} cannot pass: they have not drawn on this turn and the boneyard has "
            f"{len(model.boneyard)} tile(s); they draw first"
            + (" (a die roll says what)." if model.rules.rolls_to_draw(model.options) else "."),
            rule=rule,
            source=model.rules.source(part),
        )
    if may_draw(model) and model.rules.cannot_place(model.options) == "draw":
        muggins = "cannot_place" in model.options
        raise IllegalMove(
            f"{seat_name(seat)} cannot pass: the boneyard has {len(model.boneyard)} tile(s), and "
            + (
                "at this table a player who cannot place draws (option cannot_place 'draw')."
                if muggins
                else "in the Draw variant they must draw until a tile fits."
            ),
            rule="Instead of passing when you cannot play a tile, you must draw.",
            source=model.rules.source("Player turn" if muggins else "Variants"),
        )


def do_pass(model: Model) -> list[dict[str, Any]]:
    """Pass the turn to the left."""
    seat = model.mover
    next_turn(model, seat)
    return [{"event": "passed", "player": seat}]


# -- Krayt Dragon: hunting the Dragon's Eyes ------------------------------------------------


def verify_discard(model: Model, tile: Tile) -> None:
    """Refuse a discard outside the hunt for the Dragon's Eyes, or of a tile not held (seed
    000 Krayt Dragon, The round: "If no-one has this tile, players must discard and redraw a
    tile in turn until it is drawn")."""
    source = model.rules.source("Determine first player")
    if model.phase != "discard":
        raise IllegalMove(
            "Tiles are discarded only while nobody holds the Dragon's Eyes (4-4) at the start "
            "of a Krayt Dragon round.",
            rule="If no-one has the double 4, players discard and redraw a tile in turn until "
            "it is drawn.",
            source=source,
        )
    seat = model.mover
    if tile not in model.stocks[seat]:
        raise IllegalMove(
            f"{tile} is not in {seat_name(seat).lower()}'s stock.",
            rule="A player discards a tile of their own stock.",
            source=source,
        )


def do_discard(model: Model, tile: Tile) -> list[dict[str, Any]]:
    """Discard ``tile`` and draw the top of the boneyard; the Eyes drawn opens the round."""
    seat = model.mover
    model.stocks[seat].remove(tile)
    model.discards.append(tile)
    drawn = model.boneyard.pop()
    model.stocks[seat].append(drawn)
    events = [{"event": "discarded", "player": seat, "tile": tile.name, "drew": drawn.name}]
    if drawn is DOUBLE_FOUR:
        return events + open_round(model)
    model.to_move = next_seat(seat, model.seats)
    return events


# -- chance: deals and dice ---------------------------------------------------------------


def verify_chance(model: Model) -> None:
    """Refuse a chance step when no deal or roll is due."""
    if model.phase not in ("deal", "roll", "draw_roll"):
        raise IllegalMove(
            f"No chance step is due: {seat_name(model.to_move).lower()} is to move.",
            rule="Chance steps are the deal of each round and the dice rolled at its start.",
            source=model.rules.source("The round"),
        )


def do_chance(model: Model) -> list[dict[str, Any]]:
    """The next deal, or the next die, drawn from the seed."""
    if model.phase == "deal":
        model.round += 1
        model.dealer = left_of(model.dealer, model.seats)
        return deal(model)
    return do_roll(model, generator(model.seed, model.chance_step).randint(1, DIE_SIDES))


def verify_roll(model: Model, die: int) -> None:
    """Refuse a die given by the caller when no roll is due or it cannot be rolled."""
    if model.phase not in ("roll", "draw_roll"):
        raise IllegalMove(
            "No die roll is due now"
            + (" (a deal is: send {'action': 'chance'})." if model.phase == "deal" else "."),
            rule="Dice are rolled at the start of a round"
            + (
                ", and by a player who cannot place."
                if model.rules.rolls_to_draw(model.options)
                else "."
            ),
            source=model.rules.source("The round"),
        )
    if not 1 <= die <= DIE_SIDES:
        raise IllegalMove(
            f"A six-sided die cannot show {die}.",
            rule="The die shows 1 to 6.",
            source=model.rules.source("Setup"),
        )


def do_roll(model: Model, die: int) -> list[dict[str, Any]]:
    """The next roller rolls ``die`` (one chance step): in a dice deal they draw that many
    tiles from the boneyard; once every roll is made, the first player is known. A roll to
    draw goes to ``_draw_roll``."""
    model.chance_step += 1
    if model.phase == "draw_roll":
        return _draw_roll(model, die)
    seat = roller(model)
    assert seat is not None, "a roll is due only while someone is still to roll"
    model.rolls[seat].append(die)
    event: dict[str, Any] = {"event": "rolled", "player": seat, "die": die}
    if model.rules.deal == "dice":
        for _ in range(die):
            model.stocks[seat].append(model.boneyard.pop())
        event["drew"] = die
    events = [event]
    if roller(model) is None:
        events += open_round(model)
    return events


def _draw_roll(model: Model, die: int) -> list[dict[str, Any]]:
    """A player who cannot place rolled ``die``: in Sleemo they draw that many tiles (all
    that are left, if fewer); with HoloNet Interference they draw one on a 1-3 and pass on a
    4-6. Having drawn, they stay to move (to place, or pass)."""
    turn = model.current_turn
    seat = turn["player"]
    if model.rules.stuck == "draw-one":
        count = 1 if die in HOLONET_DRAWS else 0
    else:
        count = min(die, len(model.boneyard))
    drawn = [model.boneyard.pop() for _ in range(count)]
    model.stocks[seat] += drawn
    events = [{"event": "rolled", "player": seat, "die": die, "drew": count}]
    events += [{"event": "drew", "player": seat, "tile": tile.name} for tile in drawn]
    if not count:
        next_turn(model, seat)
        return events + [{"event": "passed", "player": seat}]
    model.phase, model.to_move = "play", seat
    turn["drew"] = count
    if blocked(model):
        return events + end_round(model, "blocked", None)
    return events


# -- Sleemo: turning over an opponent's tile -----------------------------------------------


def _choosing(model: Model, action: str) -> int:
    if model.phase != "turn_over":
        raise IllegalMove(
            f"No tile can be {action} now: only right after laying a tile with consecutive "
            f"values does its player choose an opponent's tile to turn over.",
            rule=turnover.RULE,
            source=model.rules.source(turnover.PART),
        )
    return model.mover


def verify_turn_over(model: Model, player: int, index: int) -> None:
    """Refuse turning over the tile at ``index`` of ``player``'s stock.

    :raises IllegalMove: not the ``"turn_over"`` phase; ``player`` is the chooser or no seat;
        no tile at ``index``; that tile is turned over already.
    """
    seat = _choosing(model, "turned over")
    source = model.rules.source(turnover.PART)
    if player == seat or not 0 <= player < model.seats:
        raise IllegalMove(
            f"{seat_name(seat)} turns over a tile of an opponent (player: an index "
            f"from 0 to {model.seats - 1} other than {seat}), not of "
            f"{seat_name(player).lower()}.",
            rule=turnover.RULE,
            source=source,
        )
    stock = model.stocks[player]
    if not 0 <= index < len(stock):
        raise IllegalMove(
            f"{seat_name(player)}'s stock has {len(stock)} tile(s) (indexes 0 to "
            f"{len(stock) - 1}); there is no tile at index {index}.",
            rule=turnover.RULE,
            source=source,
        )
    if stock[index] in model.turned[player]:
        raise IllegalMove(
            f"The tile at index {index} of {seat_name(player).lower()}'s stock "
            f"is turned over already.",
            rule=turnover.RULE,
            source=source,
        )


def do_turn_over(model: Model, player: int, index: int) -> list[dict[str, Any]]:
    """Turn the tile over (verified) and end the chooser's turn."""
    seat, tile = model.mover, model.stocks[player][index]
    model.turned[player].append(tile)
    next_turn(model, seat)
    return [
        {
            "event": "turned_over",
            "player": seat,
            "opponent": player,
            "index": index,
            "tile": tile.name,
        }
    ]


def verify_decline(model: Model) -> None:
    """Refuse declining outside the ``"turn_over"`` phase ("you *may* force any opponent")."""
    _choosing(model, "left standing")


def do_decline(model: Model) -> list[dict[str, Any]]:
    """Turn nothing over and end the chooser's turn."""
    seat = model.mover
    next_turn(model, seat)
    return [{"event": "declined", "player": seat}]
