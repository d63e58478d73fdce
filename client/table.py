"""``arbiter play-game``: one person at seat 1 (player index 0) against computer players,
at the terminal.

The person sees only what their seat may see (the service's ``view``), drawn as the
family's screen (client/screens/), and types a move: its number (the numbers of ``arbiter
moves``), its words or the start of them (client/choose.py); ``help`` and ``quit`` too. At
Rummikub they may also lay their own melds, typed as a table (``lay K10 B10 Y10``, or
``table ...`` for the whole table after the turn); a refusal is explained and they try
again. The other seats' moves, the dice, deals and round ends are told as they happen,
from the person's side. Chance steps are drawn from the game's seed by the service. With
``--record FILE`` the game record (docs/records.md) is written at the end, or on ``quit``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import click
from rich.markup import escape

from . import records, render, screens
from .bots import Bot
from .choose import NoSuchMove, by_words
from .http import Refused, Service
from .rummikub import parse_table
from .screens.common import who
from .screens.events import bullets

SEAT = 0

HELP = """Type one of:
  a number            the move of that number in the list
  words               a move's words, or their start when only one move begins
                      so (e.g. "stand", "swap +2s", "place 3-5")
  help                this help
  moves               the list of moves again
  quit                stop here (the record so far is written with --record)"""

RUMMIKUB_HELP = """
  lay MELDS           Rummikub: add these melds to the table, melds split by |
                      (e.g. "lay K10 B10 Y10 | R1 R2 R3")
  table MELDS         Rummikub: the whole table after your turn (to rearrange),
                      melds split by |"""


class Quit(Exception):
    """The person typed ``quit``."""


class TerminalGame:
    """A game loop over the HTTP API.

    :param service: the connection.
    :param game: game id. :param players: seats. :param seed: deal seed (or ``None``).
    :param bot: ``"random"`` or ``"greedy"``. :param options: game options.
    :param auto: a bot plays seat 1 too (for demonstrations and tests); its screen is
        still shown before each of its moves.
    :param record_path: where to write the game record, or ``None``.
    """

    def __init__(self, service: Service, game: str, players: int, seed: int | None, bot: str,
                 options: dict, auto: bool = False, record_path: str | None = None) -> None:
        self.service, self.game, self.players = service, game, players
        self.seed, self.bot_kind, self.options, self.auto = seed, bot, options, auto
        self.record_path = record_path
        self.record: dict | None = None
        self.family: str | None = None
        self.title = game
        self.out = render.console()

    def run(self, max_moves: int = 100_000) -> dict | None:
        """Play to the end (or ``quit``); returns the final score answer (``None`` after
        ``quit``). The record is written either way when asked for."""
        body = {"players": self.players, "options": self.options}
        if self.seed is not None:
            body["seed"] = self.seed
        state = self.service.game(self.game, "deal", body)["state"]
        self.record = records.begin(state)
        entry = self.service.get(f"/v1/games/{self.game}")
        self.family, self.title = entry.get("family"), entry.get("name") or self.game
        bot = Bot(self.bot_kind, self.game, self.family, state["seed"])
        self.out.print(f"[bold]{escape(self.title)}[/bold]: {self.players} players, "
                       f"seed {state['seed']}. You are seat {SEAT + 1}."
                       + (" (auto: a computer player takes your seat)" if self.auto else
                          " Type help for the commands."))
        try:
            state = self.loop(state, bot, max_moves)
        except Quit:
            self.out.print("You stopped the game.")
            self.save()
            return None
        self.save()
        answer = self.service.game(self.game, "score", {"state": state})
        self.show(self.view(state, SEAT))
        self.out.print(screens.final(answer, self.family, SEAT))
        return answer

    def loop(self, state: dict, bot: Bot, max_moves: int) -> dict:
        """Moves until the game is over; the final state."""
        for _ in range(max_moves):
            legal = self.service.game(self.game, "legal-moves", {"state": state})
            to_move, moves = legal["to_move"], legal["moves"]
            if to_move is None:
                break
            if to_move == "chance":
                move = next((m for m in moves if m.get("action") == "chance"), moves[0])
            elif to_move == SEAT and not self.auto:
                state, events = self.ask(state, legal)
                self.tell(events)
                continue
            else:
                mine = self.view(state, SEAT)
                if to_move == SEAT:
                    self.show(mine)
                seen = mine if to_move == SEAT else self.view(state, to_move)
                move = bot.choose(moves, seen, to_move)
                self.out.print(f"[bold]{who(to_move, SEAT)}:[/bold] "
                               f"{escape(screens.describe(move))}")
            answer = self.service.game(self.game, "play", {"state": state, "move": move})
            self.played(move)
            self.tell(answer["events"])
            state = answer["state"]
        return state

    def played(self, move: dict) -> None:
        assert self.record is not None
        records.add(self.record, move)

    def save(self) -> None:
        if self.record_path and self.record is not None:
            records.write(self.record, self.record_path)
            self.out.print(f"The game record is in {escape(self.record_path)} "
                           f"(arbiter replay {escape(self.record_path)}).")

    def tell(self, events: list) -> None:
        told = screens.narrate(events, SEAT)
        if told:
            self.out.print(bullets(told))

    def view(self, state: dict, seat: int) -> dict:
        """What ``seat`` may see of ``state`` (the service's ``view``)."""
        return self.service.game(self.game, "view", {"state": state, "viewer": seat})["state"]

    def show(self, seen: Any) -> None:
        """The person's screen."""
        self.out.print("")
        self.out.print(screens.screen(seen, self.family, self.title))

    def ask(self, state: dict, legal: dict) -> tuple[dict, list]:
        """Show the person's screen and numbered moves; read commands until a move is
        accepted; play it. Returns the next state and its events.

        :raises Quit: the person typed ``quit``.
        """
        seen = self.view(state, SEAT)
        self.show(seen)
        self.out.print(screens.menu(legal, self.family))
        while True:
            typed = click.prompt("your move", prompt_suffix=" (help)> ").strip()
            word = typed.split(" ", 1)[0].lower()
            if word == "quit":
                raise Quit
            if word in ("help", "?"):
                self.out.print(escape(HELP + (RUMMIKUB_HELP if self.family == "rummikub"
                                              else "")))
                continue
            if word == "moves":
                self.out.print(screens.menu(legal, self.family))
                continue
            try:
                move = self.typed_move(typed, word, legal["moves"], seen)
                answer = self.service.game(self.game, "play", {"state": state, "move": move})
            except (NoSuchMove, click.BadParameter) as exc:
                self.out.print(f"[red]{escape(exc.format_message())}[/red]")
                continue
            except Refused as exc:
                self.out.print(explain(exc.problem))
                continue
            # A move of the person's own (a laying) has no words yet: its first event's.
            said = move.get("text") or next(
                (e["text"] for e in answer["events"] if isinstance(e.get("text"), str)), None)
            self.out.print(f"[bold]you:[/bold] {escape(said or screens.describe(move))}")
            self.played(move)
            return answer["state"], answer["events"]

    def typed_move(self, typed: str, word: str, listed: list, seen: dict) -> dict:
        """The move ``typed`` names: a Rummikub laying of the person's own, else a listed
        move by number or words."""
        if self.family == "rummikub" and word in ("lay", "table"):
            return own_laying(typed.split(" ", 1)[1] if " " in typed else "", word == "lay",
                              seen)
        return by_words(typed, listed)


def own_laying(melds: str, adding: bool, seen: dict) -> dict:
    """A Rummikub ``lay`` move from melds typed as a table (``"K10 B10 Y10 | R1 R2 R3"``):
    added to the table ``seen`` holds when ``adding``, else the whole table after the turn.
    The tiles laid from the rack are those of the new table that the old one lacks.

    :raises click.BadParameter: no melds, or an empty meld.
    """
    typed = parse_table(melds)
    if not typed:
        raise click.BadParameter('type the melds, e.g. "lay K10 B10 Y10 | R1 R2 R3"')
    before = [list(map(str, meld)) for meld in seen.get("table") or []]
    table = before + typed if adding else typed
    laid = Counter(t for meld in table for t in meld) - Counter(t for m in before for t in m)
    return {"action": "lay", "table": table, "from_rack": list(laid.elements())}


def explain(problem: dict) -> str:
    """A refusal told to the person: the reason, each rule broken, and where it is written."""
    violations = [v for v in problem.get("violations") or [] if isinstance(v, dict)]
    if violations:  # Rummikub: every rule the laying breaks, each with its source
        lines = ["[red]Refused:[/red] the laying breaks these rules; try again."]
        for v in violations:
            lines.append(f"  - {escape(str(v.get('reason', '')))}")
            lines.append(rule_line(v, "    "))
        return "\n".join(lines)
    lines = [f"[red]Refused:[/red] {escape(str(problem.get('detail', '')))}"]
    if problem.get("rule"):
        lines.append(rule_line(problem, "  "))
    return "\n".join(lines)


def rule_line(refusal: dict, indent: str) -> str:
    """``rule: <rule> (<source>)`` of one refusal or violation, indented."""
    return (f"{indent}rule: {escape(str(refusal.get('rule', '')))} "
            f"[dim]({escape(str(refusal.get('source', '')))})[/dim]")
