"""``arbiter play-game``: one person at seat 0 against computer players, at the terminal.

The person sees only what seat 0 may see (the service's ``view``), drawn as the family's
screen (client/screens/), picks a numbered legal move (the numbers of ``arbiter moves``),
and sees the other seats' moves, the dice, deals and round ends as they happen, told from
seat 0's side. Chance steps are drawn by the service.

The game is sealed where the service can seal (always with the embedded server): the loop
holds only the token and the seat keys, asks for each seat's view and moves with that seat's
key, and the chance steps come from the sealed secret. ``--open`` (or a server without
sealing keys) plays with the whole state instead.
"""

from __future__ import annotations

import secrets
from typing import Any

import click
from rich.console import Console
from rich.markup import escape

from . import screens
from .bots import Bot
from .http import Refused, Service
from .screens.common import who
from .screens.events import bullets

SEAT = 0


class TerminalGame:
    """A game loop over the HTTP API.

    :param service: the connection.
    :param game: game id. :param players: seats. :param seed: deal seed (or ``None``).
    :param bot: ``"random"`` or ``"greedy"``. :param options: game options.
    :param auto: a bot plays seat 0 too (for demonstrations and tests); seat 0's screen is
        still shown before each of its moves.
    :param sealed: ask for a sealed game (falls back to an open one, saying so, where the
        server has no sealing keys).
    """

    def __init__(self, service: Service, game: str, players: int, seed: int | None, bot: str,
                 options: dict, auto: bool = False, sealed: bool = True) -> None:
        self.service, self.game, self.players = service, game, players
        self.seed, self.bot_kind, self.options, self.auto = seed, bot, options, auto
        self.sealed = sealed
        self.family: str | None = None
        self.title = game
        self.out = Console(highlight=False)
        self.state: dict | None = None  # an open game
        self.token: str | None = None  # a sealed game, with its seat keys
        self.keys: list[str] = []

    def deal(self) -> str:
        """Deal, sealed if asked and the service can; the words naming the deal."""
        body = {"players": self.players, "options": self.options}
        if self.seed is not None:
            body["seed"] = self.seed
        if self.sealed:
            try:
                dealt = self.service.game(self.game, "deal", {**body, "sealed": True})
            except Refused as exc:
                if exc.problem.get("code") != "sealing_unavailable":
                    raise
                self.out.print("(this server cannot seal games: playing an open one)")
            else:
                self.token, self.keys = dealt["token"], dealt["seat_keys"]
                return "sealed" + (f", seed {self.seed}" if self.seed is not None else "")
        self.state = self.service.game(self.game, "deal", body)["state"]
        self.seed = self.state["seed"]
        return f"seed {self.seed}"

    def ask_as(self, endpoint: str, seat: int | str, **body: Any) -> dict:
        """``endpoint``'s answer about the game as ``seat`` (``"spectator"`` at a chance
        step): sealed, with that seat's key; open, with the whole state."""
        if self.token is None:
            return self.service.game(self.game, endpoint, {"state": self.state, **body})
        key = {"seat_key": self.keys[seat]} if isinstance(seat, int) else {}
        return self.service.game(self.game, endpoint, {"token": self.token, **key, **body})

    def run(self, max_moves: int = 100_000) -> dict:
        """Play to the end; returns the final score answer."""
        told_deal = self.deal()
        entry = self.service.get(f"/v1/games/{self.game}")
        self.family, self.title = entry.get("family"), entry.get("name") or self.game
        bot = Bot(self.bot_kind, self.game, self.family,
                  self.seed if self.seed is not None else secrets.randbelow(2**31))
        self.out.print(f"[bold]{escape(self.title)}[/bold]: {self.players} players, "
                       f"{told_deal}. You are player {SEAT}."
                       + (" (auto: a computer player takes your seat)" if self.auto else ""))
        for _ in range(max_moves):
            legal = self.ask_as("legal-moves", SEAT)
            to_move = legal["to_move"]
            if isinstance(to_move, int) and to_move != SEAT and self.token is not None:
                legal = self.ask_as("legal-moves", to_move)
            moves = legal["moves"]
            if to_move is None:
                break
            if to_move == "chance":
                move = next((m for m in moves if m.get("action") == "chance"), moves[0])
            else:
                mine = self.view(SEAT)
                seen = mine if to_move == SEAT else self.view(to_move)
                if to_move == SEAT and not self.auto:
                    move = self.ask(mine, legal)
                else:
                    if to_move == SEAT:
                        self.show(mine)
                    move = bot.choose(moves, seen, to_move)
                self.out.print(f"[bold]{who(to_move, SEAT)}:[/bold] "
                               f"{escape(screens.describe(move, mine, self.family))}")
            answer = self.ask_as("play", "spectator" if to_move == "chance" else to_move,
                                 move=move)
            told = screens.narrate(answer["events"], SEAT)
            if told:
                self.out.print(bullets(told))
            if self.token is None:
                self.state = answer["state"]
            else:
                self.token = answer["token"]
        answer = self.ask_as("score", SEAT)
        self.show(self.view(SEAT))
        self.out.print(screens.final(answer, self.family, SEAT))
        return answer

    def view(self, seat: int) -> dict:
        """What ``seat`` may see of the game (the service's ``view``)."""
        if self.token is None:
            return self.ask_as("view", seat, viewer=seat)["state"]
        return self.ask_as("view", seat)["view"]

    def show(self, seen: Any) -> None:
        """Seat 0's screen."""
        self.out.print("")
        self.out.print(screens.screen(seen, self.family, self.title))

    def ask(self, seen: dict, legal: dict) -> dict:
        """Show seat 0's screen and its numbered moves in words; read a number."""
        self.show(seen)
        self.out.print(screens.menu(legal, seen, self.family))
        index = click.prompt("your move", type=click.IntRange(1, len(legal["moves"])))
        return legal["moves"][index - 1]
