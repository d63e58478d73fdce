"""The start of a Sabaccino round: the deal and the first player (seed 000, each game's
Setup, The round and Determine first player).

A deal shuffles the 28 tiles (one chance step) and deals from the dealer's left; then, as
the game says, dice are rolled (for the first player or for the tiles each player draws),
the Dragon's Eyes are hunted for, or the lowest double (else the lowest tile) opens.
"""

from __future__ import annotations

from ..chance import shuffled
from ..seats import clockwise_from, deal_round_robin, left_of
from .state import Model
from .tableau import Tableau
from .tiles import DOUBLE_FOUR, TILES, Tile


def hand_size(seats: int) -> int:
    """Tiles dealt to each player: 7 for 2 players, 5 for 3 or 4 (seed 000, Setup)."""
    return 7 if seats == 2 else 5


def deal_round(model: Model) -> list[dict]:
    """Shuffle the 28 tiles (one chance step) and deal round ``model.round``.

    Fixed deals go round-robin from the dealer's left; dice deals leave every tile in the
    boneyard for the rolls. In Sabbacino Cross a deal in which nobody holds a double has no
    cross tile and is shuffled and dealt again (another chance step).
    """
    rules, seats = model.rules, model.seats
    events: list[dict] = []
    while True:
        pile = shuffled(TILES, model.seed, model.chance_step)
        model.chance_step += 1
        model.tableau = Tableau(rules.layout)
        model.discards, model.scoring = [], []
        model.rolls = [[] for _ in range(seats)] if rules.has_rolls else []
        if rules.deal == "dice":
            model.stocks = [[] for _ in range(seats)]
        else:
            model.stocks = deal_round_robin(pile, seats, hand_size(seats),
                                            left_of(model.dealer, seats))
        model.boneyard = pile
        events.append({"event": "dealt", "round": model.round, "dealer": model.dealer})
        if rules.opener != "lowest-double" or any(t.double for s in model.stocks for t in s):
            break
        events.append({"event": "redeal",
                       "reason": "No player holds a double, so there is no cross tile."})
    return events + _begin(model)


def _begin(model: Model) -> list[dict]:
    """After the deal: dice to roll, the hunt for the Dragon's Eyes, or the opener's turn."""
    if model.rules.has_rolls:
        model.phase, model.to_move = "roll", "chance"
        return []
    if model.rules.opener == "eyes" and holder(model, DOUBLE_FOUR) is None:
        model.phase, model.to_move = "discard", left_of(model.dealer, model.seats)
        return [{"event": "hunt", "reason": "Nobody holds the Dragon's Eyes (4-4): players in "
                 "turn discard a tile and draw another until it appears."}]
    return open_round(model)


def holder(model: Model, tile: Tile) -> int | None:
    """The seat whose stock holds ``tile``, if any."""
    for seat, stock in enumerate(model.stocks):
        if tile in stock:
            return seat
    return None


def decider(stocks: list[list[Tile]]) -> tuple[int, Tile] | None:
    """The first player and the tile that decided: the lowest double in any stock, else the
    lowest tile in sum value, the lower end first between equal sums (seed 000 Basic
    Sabbacinos, The round: "The player with the lowest value double tile goes first (or the
    lowest tile in sum value if there are no doubles)"). ``None`` when every stock is empty.
    """
    best: tuple[tuple, int, Tile] | None = None
    for seat, stock in enumerate(stocks):
        for tile in stock:
            key = (not tile.double, tile.pips, tile.low)
            if best is None or key < best[0]:
                best = (key, seat, tile)
    return None if best is None else (best[1], best[2])


def opener(model: Model) -> tuple[int | None, str]:
    """The seat that opens this round and why, in words (``None`` if no seat can)."""
    kind = model.rules.opener
    if kind == "dice":
        winner = rolloff(model.rolls, turn_order(model))[1]
        return winner, (f"rolled highest ({model.rolls[winner][-1]})" if winner is not None
                        else "")
    if kind == "eyes":
        return holder(model, DOUBLE_FOUR), "holds the Dragon's Eyes (4-4)"
    decided = decider(model.stocks)
    if decided is None:
        return None, ""
    seat, tile = decided
    return seat, (f"holds the lowest double, {tile}" if tile.double else
                  f"holds the lowest tile, {tile} (no player holds a double)")


def required_opening(model: Model) -> Tile | None:
    """The tile the opener must place, or ``None`` when any tile of their stock may open."""
    kind = model.rules.opener
    if kind == "eyes":
        return DOUBLE_FOUR
    if kind == "lowest-double" or kind == "lowest" and model.options["open_with_decider"]:
        decided = decider(model.stocks)
        return decided[1] if decided else None
    return None


def open_round(model: Model) -> list[dict]:
    """Start play: the opener is to move (with the tile they must open with, if any)."""
    seat, why = opener(model)
    model.phase, model.to_move = "play", seat
    required = required_opening(model)
    return [{"event": "opener", "player": seat, "why": why,
             "tile": required.name if required else None}]


def turn_order(model: Model) -> list[int]:
    """Seats in turn order from the dealer's left: who rolls, discards and is dealt first."""
    return clockwise_from(left_of(model.dealer, model.seats), model.seats)


def rolloff(rolls: list[list[int]], order: list[int]) -> tuple[int | None, int | None]:
    """Who rolls next and who has won, from each seat's rolls (Rule of Two, The round: "Each
    player rolls the dice. The player with the highest score goes first"): players roll in
    ``order``; players tied for the highest roll again, in the same order, until one is
    highest.

    :returns: ``(next roller, None)`` while rolling goes on, ``(None, winner)`` once decided.
    :raises ValueError: rolls that cannot have come about this way.
    """
    contenders, level = order, 0
    while True:
        rolled = [s for s in contenders if len(rolls[s]) > level]
        if rolled != contenders[:len(rolled)]:
            raise ValueError(f"seat {contenders[len(rolled)]} has not rolled, but a seat after "
                             f"it in turn has")
        if len(rolled) < len(contenders):
            extra = [s for s in rolled if len(rolls[s]) != level + 1]
            if extra:
                raise ValueError(f"seat {extra[0]} rolled again before the roll-off")
            return contenders[len(rolled)], None
        top = max(rolls[s][level] for s in contenders)
        tied = [s for s in contenders if rolls[s][level] == top]
        out = [s for s in contenders if (s not in tied or len(tied) == 1)
               and len(rolls[s]) != level + 1]
        if out:
            raise ValueError(f"seat {out[0]} rolled again without being tied for the highest")
        if len(tied) == 1:
            return None, tied[0]
        contenders, level = tied, level + 1


def roller(model: Model) -> int | None:
    """Who rolls next (``None`` when every roll this round is made)."""
    if model.rules.deal == "dice":
        return next((s for s in turn_order(model) if not model.rolls[s]), None)
    return rolloff(model.rolls, turn_order(model))[0]

