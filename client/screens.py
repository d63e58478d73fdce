"""The screens of ``arbiter play-game``: what one seat may see, family by family, in words.

Pure presentation: every function here reads JSON the service answered (a ``view``, a legal
move, the events of a play, a ``score`` answer) and returns rich renderables or text; none
calls the service. It reads the conventions of docs/api.md (a list the viewer may not see
arrives as ``<name>_count``) and the members, moves and events of docs/rules/<game>.md.

Nothing here may stop a game: a view, move, event or score of a shape not foreseen falls
back to the generic rendering (every member on a line, the compact move notation, the
event's name, the plain standings table). Events are told from the viewer's side: a card
or tile another seat drew is never named (the service's events are not filtered by seat).
"""

from __future__ import annotations

from typing import Any, Callable

from rich.console import Group, RenderableType
from rich.markup import escape
from rich.rule import Rule
from rich.table import Table

from . import render
from .bots import card_value

FAMILIES = ("sabacc", "sabaccino", "rummikub")


def who(seat: Any, viewer: Any = 0) -> str:
    """``"you"`` for the viewer's seat, else ``"player 2"``."""
    return "you" if seat == viewer else f"player {seat}"


def _whose(seat: Any, viewer: Any) -> str:
    return "your" if seat == viewer else f"player {seat}'s"


def plural(count: Any, word: str) -> str:
    """``plural(1, "card")`` -> ``"1 card"``, ``plural(3, "card")`` -> ``"3 cards"``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def signed(total: int) -> str:
    """A total as players write it: ``+5``, ``-3``, ``0``."""
    return f"{total:+d}" if total else "0"


def _e(value: Any) -> str:
    return escape(str(value))


def _grid(rows: list[tuple[str, Any]]) -> Table:
    """Label and content, two columns; rows whose content is ``None`` are left out."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    for label, content in rows:
        if content is not None:
            grid.add_row(label, content)
    return grid


def _seats_table(*columns: str) -> Table:
    table = Table(" ", "player", *columns, box=None, padding=(0, 1), show_edge=False)
    table.columns[0].no_wrap = True
    return table


def _marker(seat: int, view: dict) -> str:
    return "[bold]>[/bold]" if view.get("to_move") == seat else ""


def _title(title: str, *parts: str) -> Rule:
    return Rule(" · ".join([f"[bold]{_e(title)}[/bold]", *parts]), align="left")


# -- the screen ---------------------------------------------------------------------------


def screen(view: Any, family: str | None, title: str | None = None) -> RenderableType:
    """Seat ``view["viewer"]``'s screen of ``view`` (the service's ``view`` answer's
    ``state``) for ``family`` (``"sabacc"``, ``"sabaccino"`` or ``"rummikub"``), headed by
    ``title`` (the game's name). Any other family, or a view this module cannot read, gets
    the generic screen: every member but the header on a line of its own, as JSON."""
    builder = _SCREENS.get(family or "")
    if builder is not None and isinstance(view, dict):
        try:
            return builder(view, title or str(view.get("game", "")))
        except Exception:  # noqa: BLE001 - presentation only: an unforeseen shape is shown plainly
            pass
    return render.state_text(view if isinstance(view, dict) else {"view": view})


# Sabacc: Corellian Spike (seed 001) and traditional 76-card Sabacc (seed 002).

_LEGEND = {
    "corellian-spike": "c circles, t triangles, s squares (staves); 0a and 0b the sylops",
    "traditional-sabacc": "f flasks, s sabres, t staves, c coins; a, b: copies of a "
                          "special card",
}
_NAMES = {
    "corellian-spike": {0: "sylop"},
    "traditional-sabacc": {0: "The Idiot", -2: "Queen of Air and Darkness", -8: "Endurance",
                           -11: "Balance", -13: "Demise", -14: "Moderation",
                           -15: "The Evil One", -17: "The Star", 12: "Commander",
                           13: "Mistress", 14: "Master", 15: "Ace"},
}


def card(code: Any, game: str = "") -> str:
    """A Sabacc card as markup: its code, green when positive, red when negative, and its
    name when it has one (``-13a`` is Demise in traditional Sabacc)."""
    value = card_value(code)
    style = "green" if value > 0 else "red" if value < 0 else "bold"
    name = _NAMES.get(game, {}).get(value)
    return f"[{style}]{_e(code)}[/{style}]" + (f" [dim]{_e(name)}[/dim]" if name else "")


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


def _sabacc_phase(view: dict, viewer: Any) -> str:
    phase, to_move = view.get("phase"), view.get("to_move")
    if phase == "turn":
        return ("[bold]your move[/bold]" if to_move == viewer
                else f"{who(to_move, viewer)} to move")
    return {"dice": "the dealer rolls the dice", "sudden_demise": "sudden demise draw",
            "over": "over"}.get(phase, _e(phase))


def _sabacc(view: dict, title: str) -> RenderableType:
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
            rows.append(("Your hand", _cards(mine["hand"], game) + "   " +
                         hand_total(mine["hand"], game, view.get("options"))))
            if frozen:
                rows.append(("Frozen", _cards(frozen, game) + " [dim](kept through a dice "
                             "shift)[/dim]"))
    pile = view["discard_pile"]
    if not pile:
        rows.append(("Discard pile", "empty"))
    elif traditional:
        shown = pile[-6:]
        rows.append(("Discard pile", ("… " if len(pile) > 6 else "") + _cards(shown, game) +
                     f" [dim]← top; {plural(len(pile), 'card')}, face up, never drawn "
                     f"from[/dim]"))
    else:
        rows.append(("Discard pile", f"top {card(pile[-1], game)} "
                     f"[dim]({plural(len(pile), 'card')}; a swap takes the top)[/dim]"))
    rows.append(("Draw pile", plural(view["draw_pile_count"], "card")))
    rows.append(("Dealer", who(view["dealer"], viewer)))
    table = _seats_table("cards", "status")
    for seat, player in enumerate(players):
        status = ("junked" if player.get("junked") else "folded" if player.get("folded")
                  else "in")
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
        table.add_row(_marker(seat, view), who(seat, viewer), held, status)
    rows.append(("Players", table))
    for number, draws in enumerate(view.get("sudden_demise") or [], 1):
        rows.append((f"Sudden demise {number}", ", ".join(
            f"{who(d['player'], viewer)} drew {card(d['card'], game)}" for d in draws)))
    rows.append(("Cards", f"[dim]{_LEGEND.get(game, '')}[/dim]"))
    return Group(_title(title, rounds, _sabacc_phase(view, viewer)), _grid(rows))


# Sabaccino tiles (seed 000): thirteen games on one tableau model.

def _tile_pips(tile: str) -> int:
    return sum(int(half) for half in str(tile).split("-"))


def _tile_key(tile: str) -> tuple:
    return tuple(int(half) for half in str(tile).split("-"))


def _line_to(tiles: list, index: Any, keep: int = 4) -> str:
    """The tiles from the opening tile to tile ``index`` (the last ``keep`` of them)."""
    path: list[str] = []
    while isinstance(index, int) and 0 <= index < len(tiles) and len(path) <= len(tiles):
        path.append(str(tiles[index]["tile"]))
        index = tiles[index].get("on")
    path.reverse()
    return ("… " if len(path) > keep else "") + " · ".join(path[-keep:])


def _match_length(view: dict) -> str:
    options = view.get("options") or {}
    if options.get("target"):
        return f"round {view['round']}, first to {options['target']}"
    if "rounds" in options:
        return f"round {view['round']} of {options['rounds']}"
    return f"round {view['round']}"


def _sabaccino_phase(view: dict, viewer: Any) -> str:
    phase, to_move = view.get("phase"), view.get("to_move")
    turn = view.get("turn") if isinstance(view.get("turn"), dict) else {}
    if phase == "play":
        return ("[bold]your move[/bold]" if to_move == viewer
                else f"{who(to_move, viewer)} to move")
    return {
        "deal": "the round is over; the next deal is due",
        "roll": "dice decide who opens",
        "discard": f"hunting the Dragon's Eyes (4-4): {who(to_move, viewer)} discard"
                   + ("" if to_move == viewer else "s"),
        "draw_roll": f"{who(turn.get('player'), viewer)} roll"
                     + ("" if turn.get("player") == viewer else "s") + " the die to draw",
        "turn_over": f"{who(to_move, viewer)} may turn over an opponent's tile",
        "over": "the match is over",
    }.get(phase, _e(phase))


def _round_line(entry: dict, viewer: Any) -> str:
    winner = entry.get("winner")
    ended = {"out": f"{who(winner, viewer)} went out",
             "target": f"{who(winner, viewer)} reached the target",
             "blocked": "blocked" + (f", {who(winner, viewer)} had the fewest pips"
                                     if winner is not None else ", no winner")}
    points = " · ".join(f"{who(seat, viewer)} {p}" for seat, p in enumerate(entry["points"]))
    return f"{ended.get(entry.get('ended'), _e(entry.get('ended')))}; points {points}"


def _scoring_line(entry: dict, viewer: Any) -> str:
    how = ""
    if entry.get("ends") is not None:
        how = f" (open ends {' + '.join(map(str, entry['ends']))})"
    elif entry.get("chain") is not None:
        how = f" (chain {' + '.join(map(str, entry['chain']))})"
    return f"{who(entry['player'], viewer)} scored {entry['points']} with {entry['tile']}{how}"


def _sabaccino(view: dict, title: str) -> RenderableType:
    viewer, players = view.get("viewer"), view["players"]
    tableau = view["tableau"]
    tiles, ends = tableau["tiles"], tableau["open_ends"]
    turned = view.get("turned") or [[] for _ in players]
    rows: list[tuple[str, Any]] = []
    if isinstance(viewer, int) and 0 <= viewer < len(players):
        stock = players[viewer].get("stock")
        if isinstance(stock, list):
            out = set(turned[viewer]) if viewer < len(turned) else set()
            shown = "  ".join(f"[bold]{_e(t)}[/bold]" + (" [dim](turned over)[/dim]"
                                                         if t in out else "")
                              for t in sorted(stock, key=_tile_key))
            rows.append(("Your stock", (shown or "[dim]empty[/dim]") +
                         f"   [dim]{plural(len(stock), 'tile')}, "
                         f"{plural(sum(map(_tile_pips, stock)), 'pip')}[/dim]"))
    if tiles:
        placed = f"{plural(len(tiles), 'tile')} placed, opened with {_e(tiles[0]['tile'])}"
        if len(tiles) <= 8:
            placed += f": {' '.join(_e(t['tile']) for t in tiles)}"
        rows.append(("Tableau", placed))
        table = Table("end", "shows", "the line to it, from the opening tile", box=None,
                      padding=(0, 1), show_edge=False)
        for end in ends:
            table.add_row(f"[bold]{end['id']}[/bold]", f"[bold]{end['value']}[/bold]",
                          _line_to(tiles, end.get("tile")))
        rows.append(("Open ends", table if ends else "none"))
    else:
        rows.append(("Tableau", "empty: the first tile opens the round"))
    rows.append(("Boneyard", plural(view["boneyard_count"], "tile")))
    if view.get("discards"):
        rows.append(("Discards", " ".join(map(_e, view["discards"])) +
                     " [dim](out of play this round)[/dim]"))
    table = _seats_table("stock", "score", "")
    rolls = view.get("rolls") or []
    to_start = view.get("to_start") or []
    turn = view.get("turn") if isinstance(view.get("turn"), dict) else {}
    for seat, player in enumerate(players):
        notes = []
        if seat == view.get("dealer"):
            notes.append("dealer")
        if seat < len(rolls) and rolls[seat]:
            notes.append("rolled " + ", ".join(map(str, rolls[seat])))
        if seat in to_start:
            notes.append("first turn to come")
        if turn.get("player") == seat and turn.get("drew"):
            notes.append(f"drew {turn['drew']} this turn")
        if seat != viewer and seat < len(turned) and turned[seat]:
            notes.append("turned over: " + " ".join(map(_e, turned[seat])))
        stock = player.get("stock")
        if isinstance(stock, list) and seat != viewer:
            held = " ".join(map(_e, stock)) or "empty"
        else:
            held = plural(player.get("stock_count", len(stock or [])), "tile")
        table.add_row(_marker(seat, view), who(seat, viewer), held, str(player["score"]),
                      f"[dim]{', '.join(notes)}[/dim]")
    rows.append(("Players", table))
    scoring = view.get("scoring") or []
    if scoring:
        rows.append(("This round", "\n".join(_scoring_line(e, viewer) for e in scoring[-3:])))
    finished = view.get("rounds") or []
    if finished:
        rows.append(("Rounds", "\n".join(f"round {e['round']}: {_round_line(e, viewer)}"
                                          for e in finished[-3:])))
    return Group(_title(title, _match_length(view), _sabaccino_phase(view, viewer)),
                 _grid(rows))


# Rummikub (seed 004): tiles are a colour letter and a number, J a joker.

STYLES = {"K": "bold", "R": "red", "B": "bright_blue", "Y": "yellow", "J": "magenta"}
_COLOUR_ORDER = "KRBY"


def _rk(code: Any) -> tuple[str, int] | None:
    """``"R9"`` -> ``("R", 9)``; a joker or anything else -> ``None``."""
    text = str(code)
    if len(text) >= 2 and text[0] in _COLOUR_ORDER and text[1:].isascii() \
            and text[1:].isdigit():
        return text[0], int(text[1:])
    return None


def rk_tile(code: Any) -> str:
    """A Rummikub tile as markup, in its colour."""
    style = STYLES.get(str(code)[:1], "dim")
    return f"[{style}]{_e(code)}[/{style}]"


def rack_order(rack: list) -> list:
    """The rack by colour (black, red, blue, yellow, the seed's order), then number; jokers
    last."""
    def key(code: Any) -> tuple:
        parsed = _rk(code)
        if parsed is None:
            return (len(_COLOUR_ORDER), 0, str(code))
        return (_COLOUR_ORDER.index(parsed[0]), parsed[1], "")
    return sorted(rack, key=key)


def _rack(rack: list) -> str:
    """The rack in order, a wider gap between colours."""
    groups: dict[str, list[str]] = {}
    for code in rack_order(rack):
        groups.setdefault(str(code)[:1], []).append(rk_tile(code))
    return "   ".join(" ".join(tiles) for tiles in groups.values())


def meld_reading(meld: list) -> tuple[str, int] | None:
    """A meld's kind and worth as the player who laid it may claim it (seed 004: groups of 3 or 4 of
    one number, no colour twice; runs of 3 or more of one colour, 1 low, a joker standing
    for the tile its place needs; the better reading of an ambiguous meld), or ``None``
    when the meld is neither."""
    numbered = [(i, *_rk(t)) for i, t in enumerate(meld) if _rk(t) is not None]
    if len(numbered) + sum(1 for t in meld if t == "J") != len(meld) or not numbered:
        return None
    readings = []
    colours = [c for _, c, _ in numbered]
    if (3 <= len(meld) <= 4 and len({n for _, _, n in numbered}) == 1
            and len(set(colours)) == len(colours)):
        readings.append(("group", numbered[0][2] * len(meld)))
    first, _, number = numbered[0]
    values = [number - first + k for k in range(len(meld))]
    if (len(meld) >= 3 and len(set(colours)) == 1 and values[0] >= 1 and values[-1] <= 13
            and all(values[i] == n for i, _, n in numbered)):
        readings.append(("run", sum(values)))
    return max(readings, key=lambda r: r[1]) if readings else None


def _meld(meld: list) -> str:
    return " ".join(rk_tile(t) for t in meld)


def _rummikub(view: dict, title: str) -> RenderableType:
    viewer, players = view.get("viewer"), view["players"]
    to_move = view.get("to_move")
    phase = ("over" if view.get("terminal") else "the first pick and the deal"
             if to_move == "chance" else "[bold]your move[/bold]" if to_move == viewer
             else f"{who(to_move)} to move")
    rows: list[tuple[str, Any]] = []
    if isinstance(viewer, int) and 0 <= viewer < len(players):
        mine = players[viewer]
        rack = mine.get("rack")
        if isinstance(rack, list):
            points = sum(30 if t == "J" else (_rk(t) or ("", 0))[1] for t in rack)
            rows.append(("Your rack", (_rack(rack) or "[dim]empty[/dim]") +
                         f"   [dim]{plural(len(rack), 'tile')}, "
                         f"{plural(points, 'point')}[/dim]"))
        threshold = (view.get("options") or {}).get("initial_meld", 30)
        rows.append(("Initial meld", "made" if mine.get("initial_meld_done") else
                     f"not yet: your first laying needs melds worth {threshold} from your "
                     f"own tiles"))
    melds = Table(box=None, padding=(0, 1), show_header=False, show_edge=False)
    for number, meld in enumerate(view["table"], 1):
        reading = meld_reading(meld)
        note = f"{reading[0]}, {reading[1]}" if reading else "not a meld"
        melds.add_row(f"{number}.", _meld(meld), f"[dim]{note}[/dim]")
    rows.append(("Table", melds if view["table"] else "empty"))
    rows.append(("Pool", plural(view["pool_count"], "tile")))
    table = _seats_table("rack", "initial meld")
    for seat, player in enumerate(players):
        rack = player.get("rack")
        held = (_rack(rack) or "none" if isinstance(rack, list) and seat != viewer
                else plural(player.get("rack_count", len(rack or [])), "tile"))
        table.add_row(_marker(seat, view), who(seat, viewer), held,
                      "made" if player.get("initial_meld_done") else "not yet")
    rows.append(("Players", table))
    return Group(_title(title, phase), _grid(rows))


_SCREENS: dict[str, Callable[[dict, str], RenderableType]] = {
    "sabacc": _sabacc, "sabaccino": _sabaccino, "rummikub": _rummikub}


# -- moves in words -----------------------------------------------------------------------


def describe(move: Any, view: Any, family: str | None = None) -> str:
    """``move`` in words a player understands, read against ``view`` (the mover's or the
    onlooker's: only what every seat sees is used): ``place 3-5 on open end 2 (a 5)``,
    ``swap +3c for the discard +7s``, ``lay K10 B10 Y10 (30 points)``. A move not
    foreseen is given in the compact notation of :func:`client.render.move_text`."""
    words = None
    try:
        if isinstance(move, dict) and isinstance(view, dict):
            words = _WORDS.get(family or "", lambda m, v: None)(move, view)
    except Exception:  # noqa: BLE001 - presentation only: fall back to the notation
        words = None
    return words or render.move_text(move if isinstance(move, dict) else {"action": move})


def _sabacc_words(move: dict, view: dict) -> str | None:
    action, game = move.get("action"), view.get("game", "")
    if action == "gain":
        if move.get("discard"):
            return (f"gain: discard {move['discard']} first, then take the top card of the "
                    f"draw pile")
        return "gain: take the top card of the draw pile"
    if action == "swap":
        if game == "traditional-sabacc":
            return f"swap: discard {move['card']}, then take the top card of the draw pile"
        pile = view.get("discard_pile") or []
        return f"swap {move['card']} for the discard {pile[-1]}" if pile else None
    if action == "chance":
        return ("draw the sudden demise cards" if view.get("phase") == "sudden_demise"
                else "roll the dice")
    if action == "roll":
        return f"roll the dice: {move['dice'][0]} and {move['dice'][1]}"
    if action == "freeze":
        return f"freeze {move['card']} (it stays through a dice shift)"
    return {"stand": "stand", "junk": "junk: hand to the discard pile, out of the game",
            "fold": "fold: hand to the discard pile, out of the game",
            "call": "call the hand: the others stand or fold, then the last roll"}.get(action)


def _sabaccino_words(move: dict, view: dict) -> str | None:
    action, viewer = move.get("action"), view.get("viewer")
    if action == "place":
        if move.get("end") is None:
            return f"open the round with {move['tile']}"
        shows = {e["id"]: e["value"] for e in view["tableau"]["open_ends"]}
        value = f" (a {shows[move['end']]})" if move["end"] in shows else ""
        return f"place {move['tile']} on open end {move['end']}{value}"
    if action == "draw":
        options = view.get("options") or {}
        if view.get("game") == "sleemo" or options.get("holonet_interference"):
            return "roll the die and draw that many tiles from the boneyard"
        return "draw a tile from the boneyard"
    if action == "discard":
        return f"discard {move['tile']} and draw from the boneyard"
    if action == "turn_over":
        return (f"turn over tile {move['index'] + 1} of {_whose(move['player'], viewer)} "
                f"stock")
    if action == "roll":
        return f"roll a {move['die']}"
    if action == "chance":
        return "deal the next round" if view.get("phase") == "deal" else "roll the die"
    return {"pass": "pass (no tile fits)", "decline": "turn no tile over"}.get(action)


def _lay_words(move: dict, view: dict) -> str:
    laid = [str(t) for t in move["from_rack"]]
    before = [tuple(meld) for meld in view.get("table") or []]
    changed = []
    for meld in move["table"]:
        if tuple(meld) in before:
            before.remove(tuple(meld))
        else:
            changed.append(meld)
    worth, left = 0, list(laid)
    for meld in changed:
        reading = meld_reading(meld)
        for tile in meld:
            if tile in left:
                left.remove(tile)
                number = _rk(tile)
                worth += number[1] if number else _joker_value(meld, reading)
    melds = " | ".join(" ".join(map(str, meld)) for meld in changed)
    kept = len(move["table"]) - len(changed)
    return (f"lay {' '.join(laid)} ({worth} points): {melds}"
            + (f" [{kept} meld{'s' if kept != 1 else ''} kept]" if kept else ""))


def _joker_value(meld: list, reading: tuple[str, int] | None) -> int:
    """What one joker of ``meld`` stands for (the meld's worth less its numbered tiles,
    shared among its jokers)."""
    if reading is None:
        return 0
    jokers = sum(1 for t in meld if t == "J")
    numbered = sum(_rk(t)[1] for t in meld if _rk(t) is not None)
    return (reading[1] - numbered) // jokers if jokers else 0


def _rummikub_words(move: dict, view: dict) -> str | None:
    action = move.get("action")
    if action == "lay":
        return _lay_words(move, view)
    if action == "draw":
        return f"draw {move['tile']} from the pool" if move.get("tile") else \
            "draw a tile from the pool"
    return {"penalty": "take the penalty: draw three tiles from the pool",
            "chance": "pick tiles for the first player, then deal 14 each"}.get(action)


_WORDS: dict[str, Callable[[dict, dict], str | None]] = {
    "sabacc": _sabacc_words, "sabaccino": _sabaccino_words, "rummikub": _rummikub_words}


def menu(legal: dict, view: Any, family: str | None) -> RenderableType:
    """The numbered legal moves in words; the numbers are those of ``arbiter moves`` and
    ``arbiter play STATE N`` (the order of the ``legal-moves`` answer)."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", style="bold", no_wrap=True, min_width=4)
    grid.add_column()
    for number, move in enumerate(legal["moves"], 1):
        grid.add_row(f"{number}.", _e(describe(move, view, family)))
    if not legal.get("complete", True):
        grid.add_row("", "[dim](not every move is listed" + (
            ": the laying offered is the solver's best" if family == "rummikub" else "")
            + ")[/dim]")
    return Group("[bold]Your moves[/bold]", grid)


# -- events from one seat's side ----------------------------------------------------------


def narrate(events: Any, viewer: Any = 0) -> list[str]:
    """The events of one play told to ``viewer``: dice, deals, scores, round ends, reveals,
    and what the viewer drew. Events that only repeat the move just shown are left out,
    and so is every card or tile another seat drew. An event not foreseen is given by its
    name (and player) only, since its members may be hidden from the viewer."""
    lines: list[str] = []
    for event in _runs(events if isinstance(events, list) else []):
        name = event.get("event")
        try:
            told = _TELL[name](event, viewer) if name in _TELL else _unknown(event, viewer)
        except Exception:  # noqa: BLE001 - presentation only
            told = _unknown(event, viewer)
        lines.extend(told if isinstance(told, list) else [told] if told else [])
    return lines


def _runs(events: list) -> list[dict]:
    """The events, each run of ``drew`` events of one player made one with ``tiles``."""
    merged: list[dict] = []
    for event in events:
        if not isinstance(event, dict):
            continue
        last = merged[-1] if merged else {}
        if (event.get("event") == "drew" and last.get("event") == "drew"
                and last.get("player") == event.get("player") and "tile" in event):
            last["tiles"].append(event["tile"])
        elif event.get("event") == "drew" and "tile" in event:
            merged.append({**event, "tiles": [event["tile"]]})
        else:
            merged.append(event)
    return merged


def _unknown(event: dict, viewer: Any) -> str:
    player = event.get("player")
    return f"{_e(event.get('event', '?'))}" + (f" ({who(player, viewer)})"
                                              if isinstance(player, int) else "")


def _own(text: Callable[[dict], str]) -> Callable[[dict, Any], str | None]:
    """An event told only to the seat it names (what that seat drew)."""
    return lambda event, viewer: text(event) if event.get("player") == viewer else None


def _skip(event: dict, viewer: Any) -> None:
    return None


def _dice(event: dict, viewer: Any) -> str:
    a, b = event["dice"]
    if event.get("double"):
        return (f"Dice: {a} and {b}, a double! Every hand goes to the discard pile and is "
                f"dealt again, card for card.")
    return f"Dice: {a} and {b}, no double."


def _shift(event: dict, viewer: Any) -> list[str]:
    lines = []
    for entry in event["players"]:
        gave = " ".join(map(str, entry["discarded"])) or "nothing"
        if entry["player"] == viewer:
            lines.append(f"You gave up {gave} and were dealt {' '.join(entry['dealt'])}.")
        else:
            lines.append(f"Player {entry['player']} gave up {gave} and was dealt "
                         f"{len(entry['dealt'])} cards.")
    return lines


def _ranking(event: dict, viewer: Any, heading: str) -> list[str]:
    seats = event["players"]
    answer = event["ranking"]
    lines = [heading]
    for entry in answer["ranking"]:
        seat = seats[entry["hand"]]
        lines.append(f"  {entry['position']}. {who(seat, viewer)}: "
                     f"{' '.join(map(str, entry['cards']))} = {signed(entry['total'])}, "
                     f"{entry['name']}")
    for decision in answer.get("decisions", []):
        higher, lower = who(seats[decision["higher"]], viewer), who(seats[decision["lower"]],
                                                                      viewer)
        relation = "ties with" if decision["tied"] else "beats" if higher != "you" else "beat"
        lines.append(f"  {higher} {relation} {lower}: {decision['rule']}")
    return lines


def _sudden(event: dict, viewer: Any) -> list[str]:
    drawn = ", ".join(f"{who(d['player'], viewer)} {d['card']}" for d in event["draws"])
    return _ranking(event, viewer, f"Sudden demise: {drawn}.")


def _round_over(event: dict, viewer: Any) -> str:
    pips = " · ".join(f"{who(s, viewer)} {p}" for s, p in enumerate(event["pips"]))
    return f"Round {event['round']} over: {_round_line(event, viewer)}; pips left {pips}."


def _rolled(event: dict, viewer: Any) -> str:
    drew = event.get("drew")
    verb = "roll" if event["player"] == viewer else "rolls"
    text = f"{_cap(who(event['player'], viewer))} {verb} a {event['die']}"
    if drew is not None:
        text += f" and draw{'' if verb == 'roll' else 's'} {drew} tile{'s' if drew != 1 else ''}"
    return text + "."


_TELL: dict[str, Callable[[dict, Any], Any]] = {
    # Sabacc
    "gain": _own(lambda e: f"You drew {e['card']}."),
    "swap": _own(lambda e: f"You drew {e['card']}." if "card" in e else ""),
    "dice": _dice,
    "shift": _shift,
    "reshuffle": lambda e, v: f"The draw pile ran out: {e['cards']} cards are shuffled into "
                              f"a new one.",
    "reveal": lambda e, v: _ranking(e, v, "The reveal:"),
    "sudden_demise": _sudden,
    # Sabaccino
    "dealt": lambda e, v: f"Round {e['round']} is dealt ({who(e['dealer'], v)} "
                          f"deal{'' if e['dealer'] == v else 's'}).",
    "redeal": lambda e, v: f"Redeal: {e['reason']}",
    "hunt": lambda e, v: e["reason"],
    "hub": lambda e, v: f"The {e['tile']} is the hub: open ends "
                        f"{', '.join(map(str, e['opens']))}.",
    "opener": lambda e, v: f"Opener: {who(e['player'], v)} ({e['why']}).",
    "rolled": _rolled,
    "drew": _own(lambda e: f"You drew {' '.join(map(str, e.get('tiles') or [e['tile']]))}."),
    "discarded": _own(lambda e: f"You drew {e['drew']}."),
    "scored": lambda e, v: f"{_cap(_scoring_line(e, v))}: score {e['score']}.",
    "consecutive": lambda e, v: f"{e['tile']} is a consecutive tile: {who(e['player'], v)} "
                                f"may turn over an opponent's tile.",
    "turned_over": lambda e, v: f"{_cap(who(e['player'], v))} turned over "
                                f"{_whose(e['opponent'], v)} {e['tile']}: it cannot be "
                                f"used on {'your' if e['opponent'] == v else 'their'} next "
                                f"turn.",
    "round_over": _round_over,
    # Rummikub
    "first_pick": lambda e, v: "First pick: " + ", ".join(
        f"{who(p['player'], v)} {p['tile']}" for p in e["picks"]) + ".",
    "first_player": lambda e, v: f"{_cap(who(e['player'], v))} "
                                 f"go{'' if e['player'] == v else 'es'} first.",
    "deal": lambda e, v: f"{e['tiles_each']} tiles each; {e['pool']} left in the pool.",
    "draw": _own(lambda e: f"You drew {' '.join(e['tiles'])}."),
    "penalty": lambda e, v: (f"Penalty: you drew {' '.join(e['tiles'])}." if e["player"] == v
                             else f"Penalty: player {e['player']} drew {len(e['tiles'])} "
                                  f"tiles."),
    "initial_meld": lambda e, v: f"{_cap(who(e['player'], v))} made the initial meld "
                                 f"({e['worth']} points).",
    "out": lambda e, v: f"{_cap(who(e['player'], v))} laid the last tile!",
    "pool_empty": lambda e, v: "The pool is empty: play ends.",
}
for _name in ("stand", "junk", "fold", "freeze", "call", "placed", "passed", "declined",
              "roll_to_draw", "lay", "game_over", "match_over"):
    _TELL[_name] = _skip  # each repeats the move just shown, or the final screen tells it


# -- the end ------------------------------------------------------------------------------


def final(answer: Any, family: str | None, viewer: Any = 0) -> RenderableType:
    """The final standings from a ``score`` answer, family by family, and who won; any
    other shape gets the plain standings table of :func:`client.render.score_text`."""
    try:
        table = _FINALS[family or ""](answer["standings"], viewer)
        winners = answer["winners"]
        names = [who(w, viewer) for w in winners]
        if not answer["terminal"]:
            verdict = "The game goes on."
        elif names == ["you"]:
            verdict = "[bold]Over.[/bold] You win!"
        elif len(names) == 1:
            verdict = f"[bold]Over.[/bold] Winner: {names[0]}."
        else:
            verdict = f"[bold]Over.[/bold] Winners (shared): {', '.join(names)}."
        hows = [f"[dim]{_e(who(s['player'], viewer))}: {_e(s['how'])}[/dim]"
                for s in answer["standings"] if family != "sabaccino" and s.get("how")]
        return Group(Rule("[bold]Result[/bold]", align="left"), table, *hows, verdict)
    except Exception:  # noqa: BLE001 - presentation only: the plain table
        return render.score_text(answer)


def _sabacc_final(standings: list, viewer: Any) -> Table:
    table = Table("pos", "player", "status", "hand", "total", "kind")
    for s in sorted(standings, key=lambda s: (s.get("position") is None, s.get("position") or 0,
                                              s["player"])):
        total = s.get("score")
        table.add_row(str(s.get("position") or "-"), who(s["player"], viewer), s["status"],
                      " ".join(map(str, s.get("hand") or [])) or "-",
                      "-" if total is None else signed(total),
                      s.get("name") or "-")
    return table


def _sabaccino_final(standings: list, viewer: Any) -> Table:
    table = Table("player", "score", "round by round")
    for s in standings:
        table.add_row(who(s["player"], viewer), f"[bold]{s['score']}[/bold]",
                      _e(s.get("how") or ""))
    return table


def _rummikub_final(standings: list, viewer: Any) -> Table:
    table = Table("player", "score", "left on the rack")
    for s in standings:
        table.add_row(who(s["player"], viewer), f"[bold]{s['score']}[/bold]",
                      f"{plural(s['rack_tiles'], 'tile')}, {plural(s['rack_points'], 'point')}")
    return table


_FINALS: dict[str, Callable[[list, Any], Table]] = {
    "sabacc": _sabacc_final, "sabaccino": _sabaccino_final, "rummikub": _rummikub_final}


def bullets(lines: list[str]) -> Table:
    """Narrated lines as an indented list; a long line wraps under its own start."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column()
    for line in lines:
        grid.add_row("  ·", escape(line))
    return grid
