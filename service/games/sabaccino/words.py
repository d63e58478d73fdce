"""The Sabaccino tile games in words: every move and event of the thirteen games of seed 000
as one English sentence (see ``service/games/words.py``). Tiles are codes such as ``3-5``;
an open end is named by its id. A tile a view hides is said as "a tile"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..words import Sayer, and_list, plural, seat, seat_of, seats, some
from .tableau import Tableau
from .tiles import CANONICAL

if TYPE_CHECKING:
    from .model import Model


def _place_move(move: dict[str, Any], game: str) -> str:
    if move.get("end") is None:
        return f"Open the round with {move['tile']}"
    return f"Place {move['tile']} on open end {move['end']}"


MOVES: dict[str, Sayer] = {
    "place": _place_move,
    "draw": lambda m, g: "Draw from the boneyard",
    "pass": lambda m, g: "Pass the turn",
    "discard": lambda m, g: f"Discard {m['tile']} and draw from the boneyard",
    "turn_over": lambda m, g: f"Turn over tile {m['index'] + 1} of {seat_of(m['player'])} stock",
    "decline": lambda m, g: "Turn no tile over",
    "roll": lambda m, g: f"Roll a {m['die']} (the die as it fell)",
    "chance": lambda m, g: "Chance: the deal or the die, drawn by the service",
}
"""The tile games' moves in words, by action."""


def on_tableau(model: Model) -> dict[str, Sayer]:
    """``MOVES`` with a listed placement said against ``model``'s tableau, which every seat
    sees: the value of the open end and the tile it is on, and in a game that scores lays
    (Muggins, Bergamor, Nerf Herder, Rule of Two) the points the lay would score:
    ``"Place 0-6 on the 6 of 6-6 (open end 2): scores 20"``."""
    return {**MOVES, "place": lambda move, game: _place_on(move, game, model)}


def _place_on(move: dict[str, Any], game: str, model: Model) -> str:
    tableau = model.tableau
    if move.get("end") is None:
        return _place_move(move, game)
    end = tableau.ends[move["end"]]
    text = (
        f"Place {move['tile']} on the {end.value} of {tableau.placed[end.tile].tile} "
        f"(open end {end.id})"
    )
    scoring = model.rules.lay_score
    if scoring is not None:
        after = Tableau(tableau.layout)
        after.placed, after.ends = tableau.placed.copy(), tableau.ends.copy()
        after.made, after.branches = tableau.made, tableau.branches.copy()
        after.place(CANONICAL[move["tile"]], end.id)
        scored = scoring.score(after, model.options)
        text += f": scores {scored[0]}" if scored else ": scores nothing"
    return text


def _placed(event: dict[str, Any], game: str) -> str:
    if event.get("end") is None:
        return f"{seat(event['player'])} opens the round with {event['tile']}"
    return f"{seat(event['player'])} places {event['tile']} on open end {event['end']}"


def _scored(event: dict[str, Any], game: str) -> str:
    if event.get("chain") is not None:
        how = f"the chain since the last double, {' + '.join(map(str, event['chain']))}"
    elif game == "muggins":
        ends = event["ends"]
        how = f"the open ends sum to {' + '.join(map(str, ends))} = {sum(ends)}"
    else:
        how = f"the open ends show {and_list(event['ends'])}"
    return (
        f"{seat(event['player'])} lays {event['tile']}; {how}: scores {event['points']} "
        f"(total {event['score']})"
    )


def _rolled(event: dict[str, Any], game: str) -> str:
    text = f"{seat(event['player'])} rolls a {event['die']}"
    if event.get("drew") is not None:
        text += f" and draws {plural(event['drew'], 'tile')}"
    return text


def _round_over(event: dict[str, Any], game: str) -> str:
    winner = event.get("winner")
    ended = {
        "out": f"{seat(winner).lower()} went out",
        "target": f"{seat(winner).lower()} reached the target",
        "blocked": "blocked"
        + (
            f", {seat(winner).lower()} had the fewest pips" if winner is not None else ", no winner"
        ),
    }.get(event["ended"], str(event["ended"]))
    points = ", ".join(f"{seat(s).lower()} {p}" for s, p in enumerate(event["points"]))
    pips = ", ".join(f"{seat(s).lower()} {p}" for s, p in enumerate(event["pips"]))
    return f"Round {event['round']} over: {ended}; points {points}; pips left {pips}"


def _match_over(event: dict[str, Any], game: str) -> str:
    winners = event["winners"]
    scores = ", ".join(f"{seat(s).lower()} {p}" for s, p in enumerate(event["scores"]))
    verb = "wins" if len(winners) == 1 else "share the win"
    return f"Match over: {seats(winners)} {verb}; scores {scores}"


EVENTS: dict[str, Sayer] = {
    "dealt": lambda e, g: f"Round {e['round']} is dealt by {seat(e['dealer']).lower()}",
    "redeal": lambda e, g: f"Redeal: {e['reason']}",
    "hunt": lambda e, g: str(e["reason"]),
    "hub": lambda e, g: f"{e['tile']} is the hub: open ends {and_list(e['opens'])}",
    "opener": lambda e, g: f"{seat(e['player'])} opens: {e['why']}",
    "placed": _placed,
    "scored": _scored,
    "consecutive": lambda e, g: (
        f"{e['tile']} is a consecutive tile: "
        f"{seat(e['player']).lower()} may turn over an opponent's "
        f"tile"
    ),
    "turned_over": lambda e, g: (
        f"{seat(e['player'])} turns over {seat_of(e['opponent'])} "
        f"{some(e, 'tile', 'tile', 'tiles')}: it cannot be used on "
        f"their next turn"
    ),
    "declined": lambda e, g: f"{seat(e['player'])} turns no tile over",
    "roll_to_draw": lambda e, g: f"{seat(e['player'])} must roll the die to draw",
    "rolled": _rolled,
    "drew": lambda e, g: f"{seat(e['player'])} draws {some(e, 'tile', 'a tile', 'tiles')}",
    "discarded": lambda e, g: (
        f"{seat(e['player'])} discards {e['tile']} and draws {some(e, 'drew', 'a tile', 'tiles')}"
    ),
    "passed": lambda e, g: f"{seat(e['player'])} passes",
    "round_over": _round_over,
    "match_over": _match_over,
}
"""The tile games' events in words, by event name."""
