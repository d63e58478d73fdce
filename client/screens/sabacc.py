"""Sabacc's screen, moves in words, narration and final table: Corellian Spike (seed 001)
and traditional 76-card Sabacc (seed 002). Cards are codes such as ``+3c`` and ``-13a``."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table

from service.games.bots import card_value

from .common import cap, esc, heading, labelled, marker, plural, seats_table, who
from .events import Teller, own, said, skip

_LEGEND = {
    "corellian-spike": "c circles, t triangles, s squares (staves); 0a and 0b the sylops",
    "traditional-sabacc": "f flasks, s sabres, t staves, c coins; a, b: copies of a special card",
}
_NAMES = {
    "corellian-spike": {0: "sylop"},
    "traditional-sabacc": {
        0: "The Idiot",
        -2: "Queen of Air and Darkness",
        -8: "Endurance",
        -11: "Balance",
        -13: "Demise",
        -14: "Moderation",
        -15: "The Evil One",
        -17: "The Star",
        12: "Commander",
        13: "Mistress",
        14: "Master",
        15: "Ace",
    },
}


def signed(total: int) -> str:
    """A total as players write it: ``+5``, ``-3``, ``0``."""
    return f"{total:+d}" if total else "0"


def card(code: Any, game: str = "") -> str:
    """A Sabacc card as markup: its code, green when positive, red when negative, and its
    name when it has one (``-13a`` is Demise in traditional Sabacc)."""
    value = card_value(code)
    style = "green" if value > 0 else "red" if value < 0 else "bold"
    name = _NAMES.get(game, {}).get(value)
    return f"[{style}]{esc(code)}[/{style}]" + (f" [dim]{esc(name)}[/dim]" if name else "")


def _cards(cards: list, game: str) -> str:
    return "  ".join(card(c, game) for c in cards) or "[dim]none[/dim]"


def hand_total(cards: list, game: str, options: dict | None = None) -> str:
    """The total of a Sabacc hand and how far it is from the goal: zero in Corellian
    Spike (seed 001 §5), 23 or -23 in traditional Sabacc (seed 002 Judging Hands)."""
    total = sum(card_value(c) for c in cards)
    if game != "traditional-sabacc":
        note = "a zero hand" if total == 0 else f"{abs(total)} from zero"
    elif abs(total) > 23:
        note = f"past {'+' if total > 0 else '-'}23: a bomb out"
    elif total == 0:
        zero_ok = (options or {}).get("profile") == "zero-not-bomb-out"
        note = "23 from 23" if zero_ok else "zero: a bomb out"
    elif abs(total) == 23:
        note = "a Pure Sabacc"
    else:
        note = f"{23 - abs(total)} from {'+' if total > 0 else '-'}23"
    return f"total [bold]{signed(total)}[/bold] ({note})"


def _phase(view: dict, viewer: Any) -> str:
    phase, to_move = view.get("phase"), view.get("to_move")
    if phase == "turn":
        return "[bold]your move[/bold]" if to_move == viewer else f"{who(to_move, viewer)} to move"
    return {
        "dice": "the dealer rolls the dice",
        "sudden_demise": "sudden demise draw",
        "over": "over",
    }.get(str(phase), esc(phase))


def screen(view: dict, title: str) -> RenderableType:
    """Seat ``view["viewer"]``'s Sabacc screen: its hand and total, the piles, the seats
    (cards held, folded, junked, frozen, the caller), sudden demise draws.

    :raises KeyError, TypeError, ...: a view of a shape not foreseen (the caller falls
        back to the generic screen).
    """
    game, viewer = view["game"], view.get("viewer")
    players = view["players"]
    traditional = game == "traditional-sabacc"
    rounds = f"round {view['round']}" + ("" if traditional else " of 3")
    called = view.get("called_by")
    if traditional and called is not None:
        rounds += f", called by {who(called, viewer)}"
    elif traditional and view["round"] >= 4:
        rounds += ", the hand may be called"
    rows: list[tuple[str, Any]] = []
    if isinstance(viewer, int) and 0 <= viewer < len(players):
        mine = players[viewer]
        if isinstance(mine.get("hand"), list):
            frozen = mine.get("frozen") or []
            rows.append(
                (
                    "Your hand",
                    _cards(mine["hand"], game)
                    + "   "
                    + hand_total(mine["hand"], game, view.get("options")),
                )
            )
            if frozen:
                rows.append(
                    ("Frozen", _cards(frozen, game) + " [dim](kept through a dice shift)[/dim]")
                )
    pile = view["discard_pile"]
    if not pile:
        rows.append(("Discard pile", "empty"))
    elif traditional:
        shown = pile[-6:]
        rows.append(
            (
                "Discard pile",
                ("… " if len(pile) > 6 else "")
                + _cards(shown, game)
                + f" [dim]← top; {plural(len(pile), 'card')}, face up, never drawn "
                f"from[/dim]",
            )
        )
    else:
        rows.append(
            (
                "Discard pile",
                f"top {card(pile[-1], game)} "
                f"[dim]({plural(len(pile), 'card')}; a swap takes the top)[/dim]",
            )
        )
    rows.append(("Draw pile", plural(view["draw_pile_count"], "card")))
    # state.dealer is the game's first dealer; with the option deal_passes "round" (the
    # seed's reading) the deal passes left each round (seed 001 §2; the engine's round_dealer)
    passes = view["options"].get("deal_passes", "round") == "round"
    dealer = (view["dealer"] + (view["round"] - 1 if passes else 0)) % len(players)
    rows.append(("Dealer", who(dealer, viewer)))
    table = seats_table("cards", "status")
    for seat, player in enumerate(players):
        status = "junked" if player.get("junked") else "folded" if player.get("folded") else "in"
        if player.get("frozen"):
            status += f", frozen {_cards(player['frozen'], game)}"
        if called == seat:
            status += ", called the hand"
        if isinstance(player.get("hand"), list) and seat != viewer:
            total = sum(card_value(c) for c in player["hand"])
            held = f"{_cards(player['hand'], '')} = {signed(total)}"
        else:
            count = player.get("hand_count", len(player.get("hand") or []))
            held = plural(count, "card")
        table.add_row(marker(seat, view), who(seat, viewer), held, status)
    rows.append(("Players", table))
    for number, draws in enumerate(view.get("sudden_demise") or [], 1):
        rows.append(
            (
                f"Sudden demise {number}",
                ", ".join(
                    f"{who(d['player'], viewer)} drew {card(d['card'], game)}" for d in draws
                ),
            )
        )
    rows.append(("Cards", f"[dim]{_LEGEND.get(game, '')}[/dim]"))
    return Group(heading(title, rounds, _phase(view, viewer)), labelled(rows))


def _shift(event: dict, viewer: Any) -> list[str]:
    lines = []
    for entry in event["players"]:
        gave = " ".join(map(str, entry["discarded"])) or "nothing"
        if entry["player"] == viewer:
            lines.append(f"You gave up {gave} and were dealt {' '.join(entry['dealt'])}.")
        else:
            dealt = entry["dealt_count"] if "dealt" not in entry else len(entry["dealt"])
            lines.append(
                f"{cap(who(entry['player'], viewer))} gave up {gave} and was dealt {dealt} cards."
            )  # (a seat's view has only how many: dealt_count)
    return lines


TELL: dict[str, Teller] = {
    "gain": own(lambda e: f"You drew {e['card']}."),
    "swap": own(lambda e: f"You drew {e['card']}." if "card" in e else ""),
    "shift": _shift,
    **{name: said for name in ("dice", "reshuffle", "reveal", "sudden_demise")},
    **{name: skip for name in ("stand", "junk", "fold", "freeze", "call", "game_over")},
}
"""Sabacc's tellers by event name: a card another seat drew is never named."""


def final_table(standings: list, viewer: Any) -> Table:
    """The ``score`` answer's standings by position: status, hand, total and kind."""
    table = Table("pos", "player", "status", "hand", "total", "kind")
    for s in sorted(
        standings, key=lambda s: (s.get("position") is None, s.get("position") or 0, s["player"])
    ):
        total = s.get("score")
        table.add_row(
            str(s.get("position") or "-"),
            who(s["player"], viewer),
            s["status"],
            " ".join(map(str, s.get("hand") or [])) or "-",
            "-" if total is None else signed(total),
            s.get("name") or "-",
        )
    return table
