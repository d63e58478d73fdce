"""The course of a Sabaccino round (seed 000, shared by every game): what a seat may place,
whether it may still draw or keep its tiles, blocked rounds, the deal (each game's Setup and
The round: a deal shuffles the 28 tiles, one chance step, and deals from the dealer's left;
in Tatooine Spice Train the double sylop is set in the centre first and the other 27 tiles
are shuffled and dealt), the end of a round and of the match. Who opens a round is in
``first_player``.

Each action's rule (place, draw, pass, discard, chance, roll) lives in ``actions``; the
legal moves and the reading of a move in ``moves``.
"""

from __future__ import annotations

from typing import Any

from ..chance import shuffled
from ..seats import deal_round_robin, left_of
from .first_player import holder, open_round, required_opening, roller
from .model import Model, stock_pips
from .rules import Rules
from .scoring import award, blocked_winner, lay_points
from .tableau import Tableau
from .tiles import DOUBLE_FOUR, DOUBLE_SYLOP, TILES, Tile
from .turns import clear, ends_for, usable

# -- what a seat may do, and blocked rounds ---------------------------------------------


def placements(model: Model, seat: int) -> list[tuple[Tile, int | None]]:
    """Every ``(tile, open end id)`` the seat may place; end ``None`` opens the tableau."""
    stock, tableau = usable(model, seat), model.tableau
    if not tableau.placed:
        required = required_opening(model)
        return [
            (tile, None)
            for tile in stock
            if (required is None or tile is required)
            and tableau.layout.opening_problem(tile) is None
        ]
    shown = tableau.shown()
    return [
        (tile, end.id)
        for tile in stock
        if tile.low in shown or tile.high in shown
        for end in ends_for(model, seat, tile)
        if tile.has(end.value)
    ]


def fits(model: Model, seat: int) -> bool:
    """Whether a tile of the seat's stock fits, now or once its first turn and any turned-over
    tile are behind it (the tableau as it is)."""
    tableau = model.tableau
    if not tableau.placed:
        return True
    shown = tableau.shown()
    for tile in model.stocks[seat]:  # (plain loops: a generator is a call of its own)
        if tile.low in shown or tile.high in shown:
            for end in ends_for(model, seat, tile, eventually=True):
                if tile.has(end.value):
                    return True
    return False


def drawing_left(model: Model) -> bool:
    """Whether players draw in this game and the boneyard has a tile."""
    return model.rules.draws(model.options) and bool(model.boneyard)


def may_draw(model: Model) -> bool:
    """Whether the player to move may draw (or roll to draw) now: the game draws, the boneyard
    has a tile, and where a turn draws once, they have not drawn on it."""
    return drawing_left(model) and (model.turn is None or not model.turn["drew"])


def may_keep(model: Model) -> bool:
    """Whether the player to move may pass though a tile fits: they drew on this turn and the
    game lets a player who drew keep their tiles (Sleemo's ``place_after_draw`` "may")."""
    return (
        model.turn is not None
        and bool(model.turn["drew"])
        and model.options.get("place_after_draw") == "may"
    )


def blocked(model: Model) -> bool:
    """Whether nobody can place a tile, nor draw one (seed 000, Player turn: "Play continues
    until one player has used all of their tiles, or no players are able to place a tile")."""
    if drawing_left(model) or not model.tableau.placed:
        return False
    for seat in range(model.seats):
        if fits(model, seat):
            return False
    return True


# -- the deal ------------------------------------------------------------------------------


REDEAL = {
    "lowest-double": "No player holds a double, so there is no cross tile.",
    "porg": "No player holds a double, so nobody can set the hub: players redraw until one "
    "appears.",
}
"""Why a deal with no double is dealt again, by the games whose first tile must be a double."""


def hand_size(rules: Rules, seats: int) -> int:
    """Tiles dealt to each player: the game's own count (Sleemo: "Each player draws three
    tiles"), else 7 for 2 players and 5 for 3 or 4 (seed 000, Setup)."""
    return rules.stock or (7 if seats == 2 else 5)


def _deal_tiles(model: Model) -> list[dict[str, Any]]:
    """Shuffle the 28 tiles (one chance step) and deal round ``model.round``.

    Fixed deals go round-robin from the dealer's left; dice deals leave every tile in the
    boneyard for the rolls. In Sabbacino Cross and Porg Foot a deal in which nobody holds a
    double has no first tile and is shuffled and dealt again (another chance step). In
    Tatooine Spice Train the double sylop is set out as the hub before the shuffle.
    """
    rules, seats = model.rules, model.seats
    events: list[dict[str, Any]] = []
    while True:
        pile = shuffled(
            [t for t in TILES if not (rules.trains and t is DOUBLE_SYLOP)],
            model.seed,
            model.chance_step,
        )
        model.chance_step += 1
        model.tableau = Tableau(rules.layout_for(model.options))
        model.discards, model.scoring = [], []
        model.rolls = [[] for _ in range(seats)] if rules.has_rolls else []
        clear(model)
        if rules.deal == "dice":
            model.stocks = [[] for _ in range(seats)]
        else:
            model.stocks = deal_round_robin(
                pile, seats, hand_size(rules, seats), left_of(model.dealer, seats)
            )
        model.boneyard = pile
        events.append({"event": "dealt", "round": model.round, "dealer": model.dealer})
        if rules.opener not in REDEAL or any(t.double for s in model.stocks for t in s):
            break
        events.append({"event": "redeal", "reason": REDEAL[rules.opener]})
    if rules.trains:
        first = model.tableau.made
        model.tableau.place(DOUBLE_SYLOP, None)
        events.append(
            {
                "event": "hub",
                "tile": DOUBLE_SYLOP.name,
                "opens": list(range(first, model.tableau.made)),
            }
        )
    return events + _begin(model)


def _begin(model: Model) -> list[dict[str, Any]]:
    """After the deal: dice to roll, the hunt for the Dragon's Eyes, or the opener's turn."""
    if model.rules.has_rolls and roller(model) is not None:
        model.phase, model.to_move = "roll", "chance"
        return []
    if model.rules.opener == "eyes" and holder(model, DOUBLE_FOUR) is None:
        model.phase, model.to_move = "discard", left_of(model.dealer, model.seats)
        return [
            {
                "event": "hunt",
                "reason": "Nobody holds the Dragon's Eyes (4-4): players in "
                "turn discard a tile and draw another until it appears.",
            }
        ]
    return open_round(model)


def deal(model: Model) -> list[dict[str, Any]]:
    """Deal round ``model.round`` (``_deal_tiles``); where the deal already lays a tile
    (Tatooine Spice Train's hub) and nobody can ever place on it, the round is blocked at
    once."""
    events = _deal_tiles(model)
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
    record = {
        "round": model.round,
        "dealer": model.dealer,
        "ended": ended,
        "winner": winner,
        "pips": counts,
        "points": points,
    }
    if rules.lay_score is not None:
        record["scoring"], model.scoring = model.scoring, []
    model.rounds.append(record)
    clear(model)
    events = [
        {
            "event": "round_over",
            "round": model.round,
            "ended": ended,
            "winner": winner,
            "pips": counts,
            "points": points,
        }
    ]
    if match_over(model):
        model.phase, model.to_move = "over", None
        return events + [
            {"event": "match_over", "winners": winners(model), "scores": list(model.scores)}
        ]
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
    return bool(model.rounds) and (
        model.rounds[-1]["ended"] == "target" or model.options["target"] == 0
    )


def winners(model: Model) -> list[int]:
    """The winners of a finished match: who reached the target, else the highest score (all
    of those tied for it)."""
    if model.rounds and model.rounds[-1]["ended"] == "target":
        return [model.rounds[-1]["winner"]]
    top = max(model.scores)
    return [seat for seat, score in enumerate(model.scores) if score == top]
