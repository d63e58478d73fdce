"""The course of a Sabaccino round (seed 000, shared by every game): what a seat may place,
whether it may still draw or keep its tiles, blocked rounds, the deal, the end of a round and
of the match.

Each action's rule (place, draw, pass, discard, chance, roll) lives in ``actions``; the
legal moves and the reading of a move in ``moves``.
"""

from __future__ import annotations

from typing import Any

from .layouts import Layout
from .opening import deal_round, required_opening
from .scoring import award, blocked_winner, lay_points
from .state import Model, stock_pips
from .tiles import Tile
from .turns import clear, ends_alike, ends_for, usable

# -- what a seat may do, and blocked rounds ---------------------------------------------


def placements(model: Model, seat: int) -> list[tuple[Tile, int | None]]:
    """Every ``(tile, open end id)`` the seat may place; end ``None`` opens the tableau."""
    stock, tableau = usable(model, seat), model.tableau
    if not tableau.placed:
        required = required_opening(model)
        return [(tile, None) for tile in stock if (required is None or tile is required)
                and tableau.layout.opening_problem(tile) is None]
    shown = tableau.shown()
    return [(tile, end.id) for tile in stock if tile.low in shown or tile.high in shown
            for end in ends_for(model, seat, tile) if tile.has(end.value)]


def _fits(model: Model, seat: int) -> bool:
    """Whether a tile of the seat's stock fits, now or once its first turn and any turned-over
    tile are behind it (the tableau as it is): tile by tile, the checked way."""
    if not model.tableau.placed:
        return True
    shown = model.tableau.shown()
    return any(tile.has(end.value) for tile in model.stocks[seat]
               if tile.low in shown or tile.high in shown
               for end in ends_for(model, seat, tile, eventually=True))


def _drawing_left(model: Model) -> bool:
    return model.rules.draws(model.options) and bool(model.boneyard)


def _may_draw(model: Model) -> bool:
    """Whether the player to move may draw (or roll to draw) now: the game draws, the boneyard
    has a tile, and where a turn draws once, they have not drawn on it."""
    return _drawing_left(model) and (model.turn is None or not model.turn["drew"])


def _may_keep(model: Model) -> bool:
    """Whether the player to move may pass though a tile fits: they drew on this turn and the
    game lets a player who drew keep their tiles (Sleemo's ``place_after_draw`` "may")."""
    return (model.turn is not None and bool(model.turn["drew"])
            and model.options.get("place_after_draw") == "may")


def blocked(model: Model) -> bool:
    """Whether nobody can place a tile, nor draw one (seed 000, Player turn: "Play continues
    until one player has used all of their tiles, or no players are able to place a tile")."""
    tableau = model.tableau
    if _drawing_left(model) or not tableau.placed:
        return False
    if type(tableau.layout).ends_for is Layout.ends_for and ends_alike(model, eventually=True):
        return not _fits_anywhere(model)
    return not any(_fits(model, seat) for seat in range(model.seats))


def _fits_anywhere(model: Model) -> bool:
    """Whether a tile of any stock fits, where every tile of every seat may (eventually) go on
    the same open ends, those ``tableau.playable`` gives: the layout's ends do not depend on
    the tile (every layout but the porg feet, whose Smuggler's Standoff lets a double go where
    others may not) and ``turns.ends_alike``. A tile then fits when one of its halves is
    among the values those ends show. Exact: ``_fits`` asks the same of each seat and tile,
    end by end. (Plain loops: a generator here cost a third more, a set comprehension is a
    call of its own.)"""
    values = set()
    for end in model.tableau.playable():
        values.add(end.value)
    for stock in model.stocks:
        for tile in stock:
            if tile.low in values or tile.high in values:
                return True
    return False


# -- the deal ------------------------------------------------------------------------------


def deal(model: Model) -> list[dict[str, Any]]:
    """Deal round ``model.round`` (``opening.deal_round``); where the deal already lays a tile
    (Tatooine Spice Train's hub) and nobody can ever place on it, the round is blocked at
    once."""
    events = deal_round(model)
    if model.phase == "play" and blocked(model):
        events += end_round(model, "blocked", None)
    return events


# -- the end of a round and of the match ----------------------------------------------------


def end_round(model: Model, ended: str, winner: int | None) -> list[dict[str, Any]]:
    """Close the round: record it, add what it awards, and deal on or end the match.

    :param ended: ``"out"`` (``winner`` placed their last tile), ``"blocked"`` (the winner
        follows the ``blocked`` option) or ``"target"`` (``winner`` reached the target).
    """
    rules, seats = model.rules, model.seats
    counts = stock_pips(model)
    if ended == "blocked":
        winner = blocked_winner(rules, model.options, counts)
    gain = award(rules, winner, counts)
    model.scores = [s + g for s, g in zip(model.scores, gain)]
    points = [g + lay for g, lay in zip(gain, lay_points(model.scoring, seats))]
    record = {"round": model.round, "dealer": model.dealer, "ended": ended, "winner": winner,
              "pips": counts, "points": points}
    if rules.lay_score is not None:
        record["scoring"], model.scoring = model.scoring, []
    model.rounds.append(record)
    clear(model)
    events = [{"event": "round_over", "round": model.round, "ended": ended, "winner": winner,
               "pips": counts, "points": points}]
    if match_over(model):
        model.phase, model.to_move = "over", None
        return events + [{"event": "match_over", "winners": winners(model),
                          "scores": list(model.scores)}]
    model.phase, model.to_move = "deal", "chance"
    return events


def match_over(model: Model) -> bool:
    """Whether the finished rounds end the match: the ``rounds`` option's count played, a
    round ended by reaching the target (a target of 0: after one round), or (``"score"``
    matches) a player at or past the target once a round is over."""
    rules, options = model.rules, model.options
    if rules.match == "rounds" or rules.match == "score" and not options["target"]:
        return len(model.rounds) >= int(options["rounds"])
    if rules.match == "score":
        return max(model.scores) >= int(options["target"])
    return bool(model.rounds) and (model.rounds[-1]["ended"] == "target"
                                   or model.options["target"] == 0)


def winners(model: Model) -> list[int]:
    """The winners of a finished match: who reached the target, else the highest score (all
    of those tied for it)."""
    if model.rounds and model.rounds[-1]["ended"] == "target":
        return [model.rounds[-1]["winner"]]
    top = max(model.scores)
    return [seat for seat, score in enumerate(model.scores) if score == top]
