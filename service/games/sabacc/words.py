"""Sabacc in words: every move and event of Corellian Spike (seed 001) and traditional
76-card Sabacc (seed 002) as one English sentence (see ``service/games/words.py``).

A swap takes the discard pile's top card in Corellian Spike (seed 001 §3) and the draw
pile's in traditional Sabacc (seed 002 step 5). A card a view hides is said as "a card".
"""

from __future__ import annotations

from typing import Any

from ..words import Sayer, and_list, plural, seat, seats, sentence, some

SPIKE = "corellian-spike"


def _signed(total: int) -> str:
    return f"{total:+d}" if total else "0"


def _gain_move(move: dict[str, Any], game: str) -> str:
    if move.get("discard"):
        return f"Discard {move['discard']}, then gain the top card of the draw pile"
    return "Gain the top card of the draw pile"


def _swap_move(move: dict[str, Any], game: str) -> str:
    pile = "discard" if game == SPIKE else "draw"
    return f"Swap {move['card']} for the top card of the {pile} pile"


MOVES: dict[str, Sayer] = {
    "gain": _gain_move,
    "swap": _swap_move,
    "stand": lambda m, g: "Stand",
    "junk": lambda m, g: "Junk: the hand goes to the discard pile, out of the game",
    "fold": lambda m, g: "Fold: the hand goes to the discard pile, out of the game",
    "call": lambda m, g: "Call the hand",
    "freeze": lambda m, g: f"Freeze {m['card']}: it stays through a dice shift",
    "chance": lambda m, g: "Chance: the dice or the sudden demise cards, drawn by the service",
    "roll": lambda m, g: f"Roll {m['dice'][0]} and {m['dice'][1]} (the dice as they fell)",
}
"""Sabacc's moves in words, by action."""


def _gain(event: dict[str, Any], game: str) -> str:
    took = some(event, "card", "a card", "cards")
    first = f"discards {event['discarded']} and " if event.get("discarded") else ""
    return f"{seat(event['player'])} {first}gains {took}"


def _swap(event: dict[str, Any], game: str) -> str:
    if game == SPIKE:
        took = some(event, "took", "a card", "cards")
        return (
            f"{seat(event['player'])} swaps {event['discarded']} for {took} from the discard pile"
        )
    took = some(event, "card", "a card", "cards")
    return f"{seat(event['player'])} swaps {event['discarded']} for {took} from the draw pile"


def _leave(verb: str) -> Sayer:
    return lambda e, g: f"{seat(e['player'])} {verb} {some(e, 'cards', 'the hand', 'cards')}"


def _dice(event: dict[str, Any], game: str) -> str:
    a, b = event["dice"]
    how = "the dice roll" if event.get("seeded") else "the dice show"
    if event.get("double"):
        return (
            f"Round {event['round']}: {how} {a} and {b}, a double: every hand goes to "
            f"the discard pile and is dealt again, card for card"
        )
    return f"Round {event['round']}: {how} {a} and {b}, no double"


def _shift(event: dict[str, Any], game: str) -> str:
    parts = [
        f"{seat(p['player']).lower()} gives up {some(p, 'discarded', 'cards', 'cards')} "
        f"and is dealt {some(p, 'dealt', 'new cards', 'cards')}"
        for p in event["players"]
    ]
    return "Shift: " + "; ".join(parts)


def _ranked(event: dict[str, Any]) -> str:
    """The ranking an event carries, hand by hand, seats from 1."""
    players = event["players"]
    return "; ".join(
        f"{entry['position']}. {seat(players[entry['hand']]).lower()} "
        f"{' '.join(map(str, entry['cards']))} = {_signed(entry['total'])}, {entry['name']}"
        for entry in event["ranking"]["ranking"]
    )


def _verdict(event: dict[str, Any]) -> str:
    winners = event["winners"]
    if event.get("sudden_demise"):
        return f"{seats(winners)} tie: sudden demise decides"
    return f"{seats(winners)} {'wins' if len(winners) == 1 else 'share the win'}"


def _reveal(event: dict[str, Any], game: str) -> str:
    return f"Reveal: {_ranked(event)}. {sentence(_verdict(event))}"


def _sudden(event: dict[str, Any], game: str) -> str:
    drawn = and_list(
        f"{seat(d['player']).lower()} draws {some(d, 'card', 'a card', 'cards')}"
        for d in event["draws"]
    )
    return f"Sudden demise: {drawn}. {_ranked(event)}. {sentence(_verdict(event))}"


def _game_over(event: dict[str, Any], game: str) -> str:
    winners = event["winners"]
    verb = "wins" if len(winners) == 1 else "share the win"
    return f"Game over ({event['by']}): {seats(winners)} {verb}"


EVENTS: dict[str, Sayer] = {
    "gain": _gain,
    "swap": _swap,
    "stand": lambda e, g: f"{seat(e['player'])} stands",
    "call": lambda e, g: f"{seat(e['player'])} calls the hand",
    "freeze": lambda e, g: f"{seat(e['player'])} freezes {e['card']}",
    "junk": _leave("junks"),
    "fold": _leave("folds"),
    "reshuffle": lambda e, g: (
        f"The draw pile ran out: {plural(e['cards'], 'card')} of the "
        f"discard pile are shuffled into a new one"
    ),
    "dice": _dice,
    "shift": _shift,
    "reveal": _reveal,
    "sudden_demise": _sudden,
    "game_over": _game_over,
}
"""Sabacc's events in words, by event name."""
