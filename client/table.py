"""``arbiter play-game``: one person at seat 0 against computer players, at the terminal.

The person sees only what seat 0 may see (the service's ``view``), drawn as the family's
screen (client/screens/), picks a numbered legal move (the numbers of ``arbiter moves``),
and sees the other seats' moves, the dice, deals and round ends as they happen, told from
seat 0's side. Chance steps are drawn from the game's seed by the service.
"""

from __future__ import annotations

from typing import Any

import click
from rich.console import Console
from rich.markup import escape

from . import screens
from .bots import Bot
from .http import Service
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
    """

    def __init__(self, service: Service, game: str, players: int, seed: int | None, bot: str,
                 options: dict, auto: bool = False) -> None:
        self.service, self.game, self.players = service, game, players
        self.seed, self.bot_kind, self.options, self.auto = seed, bot, options, auto
        self.family: str | None = None
        self.title = game
        self.out = Console(highlight=False)

    def run(self, max_moves: int = 100_000) -> dict:
        """Play to the end; returns the final score answer."""
        body = {"players": self.players, "options": self.options}
        if self.seed is not None:
            body["seed"] = self.seed
        state = self.service.game(self.game, "deal", body)["state"]
        entry = self.service.get(f"/v1/games/{self.game}")
        self.family, self.title = entry.get("family"), entry.get("name") or self.game
        bot = Bot(self.bot_kind, self.game, self.family, state["seed"])
        self.out.print(f"[bold]{escape(self.title)}[/bold]: {self.players} players, "
                       f"seed {state['seed']}. You are player {SEAT}."
                       + (" (auto: a computer player takes your seat)" if self.auto else ""))
        for _ in range(max_moves):
            legal = self.service.game(self.game, "legal-moves", {"state": state})
            to_move, moves = legal["to_move"], legal["moves"]
            if to_move is None:
                break
            if to_move == "chance":
                move = next((m for m in moves if m.get("action") == "chance"), moves[0])
            else:
                mine = self.view(state, SEAT)
                seen = mine if to_move == SEAT else self.view(state, to_move)
                if to_move == SEAT and not self.auto:
                    move = self.ask(mine, legal)
                else:
                    if to_move == SEAT:
                        self.show(mine)
                    move = bot.choose(moves, seen, to_move)
                self.out.print(f"[bold]{who(to_move, SEAT)}:[/bold] "
                               f"{escape(screens.describe(move, mine, self.family))}")
            answer = self.service.game(self.game, "play", {"state": state, "move": move})
            told = screens.narrate(answer["events"], SEAT)
            if told:
                self.out.print(bullets(told))
            state = answer["state"]
        answer = self.service.game(self.game, "score", {"state": state})
        self.show(self.view(state, SEAT))
        self.out.print(screens.final(answer, self.family, SEAT))
        return answer

    def view(self, state: dict, seat: int) -> dict:
        """What ``seat`` may see of ``state`` (the service's ``view``)."""
        return self.service.game(self.game, "view", {"state": state, "viewer": seat})["state"]

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
