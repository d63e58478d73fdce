"""``arbiter play-game``: one person at seat 1 (player index 0) against computer players,
at the terminal.

The person sees only what their seat may see (the service's ``view``), drawn as the
family's screen (client/screens/), and types a move: its number (the numbers of ``arbiter
moves``), its words or the start of them (client/choose.py); ``help`` and ``quit`` too. At
Rummikub they may also lay their own melds, typed as a table (``lay K10 B10 Y10``, or
``table ...`` for the whole table after the turn); a refusal is explained and they try
again. The other seats' moves, the dice, deals and round ends are told as they happen,
from the person's side.

The game is sealed unless ``--open`` (docs/security.md): the terminal is the table for
everyone playing at it (the person and the computer players), so it holds the token and
every seat's key, and asks legal-moves and play as the seat to move with that seat's key
(score as seat 1; each answer brings the asking seat's view); it never receives a whole
state, each seat's moves are chosen from that seat's view, and the person sees seat 1's
only. Chance steps are drawn by the service from the sealed secret (open: from the seed). With
``--record FILE`` the game record (docs/records.md) is written at the end: a sealed game's
is the one the service reveals, with its nonce, once the game is over; an open game's is
also written on ``quit``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import click
from rich.markup import escape

from . import records, render, screens
from .args import read_json
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
  help, ?             this help
  moves               the list of moves again
  score               the standings so far
  rules               where this game's rules and their readings are written
  quit, q, exit       stop here (--record writes an open game's record so far)"""

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
    :param sealed: deal a sealed game (hold a token and the seat keys) rather than an open
        one (hold the whole state).
    """

    def __init__(
        self,
        service: Service,
        game: str,
        players: int,
        seed: int | None,
        bot: str,
        options: dict,
        auto: bool = False,
        record_path: str | None = None,
        sealed: bool = True,
    ) -> None:
        self.service, self.game, self.players = service, game, players
        self.seed, self.bot_kind, self.options, self.auto = seed, bot, options, auto
        self.record_path, self.sealed = record_path, sealed
        self.record: dict | None = None
        self.family: str | None = None
        self.title, self.source, self.summary = game, "", ""
        self.out = render.console()
        self.state: dict | None = None  # an open game: the whole state
        self.token: str | None = None  # a sealed game: its token and every seat's key
        self.keys: list[str] = []
        self.to_move: Any = SEAT  # a sealed game: the seat to move, as the last view says

    def deal(self) -> str:
        """Deal the game and hold it; the words naming the deal: ``"sealed, seed 3"``
        (``"sealed"`` without ``--seed``) or, open, ``"seed 3"``.

        :raises Refused: the service's refusal, e.g. ``sealing_unavailable`` from a server
            holding no sealing keys.
        """
        body = {"players": self.players, "options": self.options}
        if self.seed is not None:
            body["seed"] = self.seed
        if self.sealed:
            dealt = self.service.game(self.game, "deal", {**body, "sealed": True})
            self.token, self.keys = dealt["token"], dealt["seat_keys"]
            self.to_move = dealt["view"]["to_move"]
            return "sealed" + (f", seed {self.seed}" if self.seed is not None else "")
        self.state = self.service.game(self.game, "deal", body)["state"]
        self.record = records.begin(self.state)
        self.seed = self.state["seed"]
        return f"seed {self.seed}"

    def ask_as(self, endpoint: str, seat: int, **body: Any) -> dict:
        """``endpoint``'s answer about the game as ``seat`` (a player index): sealed, the
        token with that seat's key (the answer is filtered for that seat); open, the whole
        state."""
        if self.token is None:
            return self.service.game(self.game, endpoint, {"state": self.state, **body})
        return self.service.game(
            self.game, endpoint, {"token": self.token, "seat_key": self.keys[seat], **body}
        )

    def run(self, max_moves: int = 100_000) -> dict | None:
        """Play to the end (or ``quit``); returns the final score answer (``None`` after
        ``quit``). The record is written either way when asked for (a sealed game's only
        when it is over).

        :raises Refused: as :meth:`deal`.
        """
        told = self.deal()
        entry = self.service.get(f"/v1/games/{self.game}")
        self.family, self.title = entry.get("family"), entry.get("name") or self.game
        self.source, self.summary = entry.get("source", ""), entry.get("summary", "")
        self.out.print(
            f"[bold]{escape(self.title)}[/bold]: {self.players} players, "
            f"{told}. You are seat {SEAT + 1}."
            + (
                " (auto: a computer player takes your seat)"
                if self.auto
                else " Type help for the commands."
            )
        )
        if self.family == "rummikub":
            self.out.print(screens.rummikub.intro())
        try:
            self.loop(max_moves)
        except Quit:
            self.out.print("You stopped the game.")
            self.save()
            return None
        self.save()
        answer = self.ask_as("score", SEAT)
        self.show(self.seen(answer, SEAT))
        self.out.print(screens.final(answer, self.family, None if self.auto else SEAT))
        return answer

    def legal(self) -> dict:
        """The legal moves, asked as the seat to move (sealed: only that seat's key lists
        its moves; at a chance step, as the person's seat)."""
        return self.ask_as("legal-moves", self.to_move if isinstance(self.to_move, int) else SEAT)

    def loop(self, max_moves: int) -> None:
        """Moves until the game is over; a computer seat plays the move the service's
        ``suggest`` answers for it (service/games/bots.py), asked with that seat's key."""
        for _ in range(max_moves):
            legal = self.legal()
            to_move, moves = legal["to_move"], legal["moves"]
            if to_move is None:
                break
            if to_move == "chance":
                move, seat = next((m for m in moves if m.get("action") == "chance"), moves[0]), SEAT
            elif to_move == SEAT and not self.auto:
                self.tell(self.ask(legal))
                continue
            else:
                seat, seen = to_move, self.seen(legal, to_move)
                if to_move == SEAT:
                    self.show(seen)
                move = self.suggested(to_move)
                self.out.print(
                    f"[bold]{who(to_move, SEAT)}:[/bold] {escape(screens.describe(move))}"
                )
            answer = self.ask_as("play", seat, move=move)
            self.played(move, answer)
            self.tell(answer["events"])

    def suggested(self, seat: int) -> dict:
        """The computer player's move for ``seat``, the seat to move: ``suggest``'s answer,
        asked as that seat (sealed: with its key, so it is chosen from its view only)."""
        return self.ask_as("suggest", seat, bot=self.bot_kind)["move"]

    def played(self, move: dict, answer: dict) -> None:
        """``move`` was played and ``play`` gave ``answer``: keep the game. Open, the next
        state, and the move added to the record; sealed, the next token, the seat to move
        and, once the game is over, the record the service reveals."""
        if self.token is None:
            self.state = answer["state"]
            assert self.record is not None
            records.add(self.record, move)
            return
        self.token, self.to_move = answer["token"], answer["view"]["to_move"]
        if "record" in answer:
            self.record = answer["record"]

    def save(self) -> None:
        """Write the record when ``--record`` asks for one; a sealed game's record is not
        revealed before its end, so then there is none to write (said so)."""
        if not self.record_path:
            return
        if self.record is None:
            self.out.print(
                "No game record is written: a sealed game's record (with its "
                "secret nonce) is revealed only when the game is over; "
                "--open keeps the record of an unfinished game."
            )
            return
        if not self.sealed:
            self.record = records.signed(self.service, self.record)
        records.write(self.record, self.record_path)
        signed = "signed by the service, " if "signature" in self.record else ""
        self.out.print(
            f"The game record is in {escape(self.record_path)} "
            f"({signed}arbiter replay {escape(self.record_path)})."
        )

    def tell(self, events: list) -> None:
        told = screens.narrate(events, SEAT)
        if told:
            self.out.print(bullets(told))

    def seen(self, answer: dict, seat: int) -> dict:
        """What ``seat`` may see of the game: a sealed game's ``answer`` (asked with that
        seat's key) holds that seat's view already; open, the service's ``view``."""
        if self.token is not None:
            return answer["view"]
        return self.ask_as("view", seat, viewer=seat)["state"]

    def show(self, seen: Any) -> None:
        """The person's screen."""
        self.out.print("")
        self.out.print(screens.screen(seen, self.family, self.title))

    def ask(self, legal: dict) -> list:
        """Show the person's screen and numbered moves; read commands until a move is
        accepted; play it. Returns its events.

        :raises Quit: the person typed ``quit``, or the input ended.
        """
        seen = self.seen(legal, SEAT)
        self.show(seen)
        self.out.print(screens.menu(legal, self.family))
        while True:
            try:
                typed = click.prompt("your move", prompt_suffix=" (help)> ").strip()
            except click.Abort:  # end of input (Ctrl-D, a piped file run out) or Ctrl-C
                self.out.print()
                raise Quit from None
            word = typed.split(" ", 1)[0].lower()
            if word in ("quit", "q", "exit"):
                raise Quit
            if word in ("help", "?"):
                self.out.print(escape(HELP + (RUMMIKUB_HELP if self.family == "rummikub" else "")))
                continue
            if word == "moves":
                self.out.print(screens.menu(legal, self.family))
                continue
            if word == "score":
                self.out.print(screens.final(self.ask_as("score", SEAT), self.family, SEAT))
                continue
            if word == "rules":
                self.out.print(
                    escape(
                        f"{self.title}: {self.summary} The rules of record are "
                        f"{self.source}; docs/rules/{self.game}.md gives each "
                        "seed line with the reading this referee takes of it."
                    )
                )
                continue
            try:
                move = self.typed_move(typed, word, legal["moves"], seen)
                answer = self.ask_as("play", SEAT, move=move)
            except (NoSuchMove, click.BadParameter) as exc:
                self.out.print(f"[red]{escape(exc.format_message())}[/red]")
                continue
            except Refused as exc:
                self.out.print(explain(exc.problem))
                if word == "lay" and (hint := adding_hint(typed, seen)):
                    self.out.print(escape(hint))
                continue
            # A move of the person's own (a laying) has no words yet: its first event's.
            said = move.get("text") or next(
                (e["text"] for e in answer["events"] if isinstance(e.get("text"), str)), None
            )
            self.out.print(f"[bold]you:[/bold] {escape(said or screens.describe(move))}")
            self.played(move, answer)
            return answer["events"]

    def typed_move(self, typed: str, word: str, listed: list, seen: dict) -> dict:
        """The move ``typed`` names: a move written as JSON (sent as it is: the service
        judges it), a Rummikub laying of the person's own, else a listed move by number or
        words.

        :raises click.BadParameter: JSON that is not a move object.
        :raises NoSuchMove: words no listed move fits."""
        if typed.startswith("{"):
            return read_json(typed, "move")
        if self.family == "rummikub" and word in ("lay", "table"):
            return own_laying(typed.split(" ", 1)[1] if " " in typed else "", word == "lay", seen)
        return by_words(typed, listed, "Type moves to list them.")


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


def adding_hint(typed: str, seen: dict) -> str | None:
    """For a refused ``lay`` holding a meld of fewer than three tiles (``lay K10``) while
    melds lie on the table: how to add tiles to a meld there (``table``, the whole table
    after the turn: seed 004 "he can add to his meld by placing tiles from his hand or
    rearranging the tiles on the table"), with the table as it is now to edit; else
    ``None``."""
    table = seen.get("table") or []
    try:
        short = [meld for meld in parse_table(typed.partition(" ")[2]) if len(meld) < 3]
    except click.BadParameter:
        return None
    if not table or not short:
        return None
    now = " | ".join(" ".join(map(str, meld)) for meld in table)
    return (
        f"`lay` adds new melds of three tiles or more. To add {' '.join(short[0])} to a "
        f"meld on the table, type the whole table after your turn with your tiles in "
        f"their melds: the table now is\n  table {now}"
    )


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
    return (
        f"{indent}rule: {escape(str(refusal.get('rule', '')))} "
        f"[dim]({escape(str(refusal.get('source', '')))})[/dim]"
    )
