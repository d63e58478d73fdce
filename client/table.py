"""``arbiter play-game``: one person at seat 0 against computer players, at the terminal.

The person sees only what seat 0 may see (the service's ``view``), picks a numbered legal
move, and sees the other seats' moves as they are played. Chance steps are drawn from the
game's seed by the service.
"""

from __future__ import annotations

import click

from . import render
from .bots import Bot
from .http import Service


class TerminalGame:
    """A game loop over the HTTP API.

    :param service: the connection.
    :param game: game id. :param players: seats. :param seed: deal seed (or ``None``).
    :param bot: ``"random"`` or ``"greedy"``. :param options: game options.
    :param auto: a bot plays seat 0 too (for demonstrations and tests).
    """

    def __init__(self, service: Service, game: str, players: int, seed: int | None, bot: str,
                 options: dict, auto: bool = False) -> None:
        self.service, self.game, self.players = service, game, players
        self.seed, self.bot_kind, self.options, self.auto = seed, bot, options, auto

    def run(self, max_moves: int = 100_000) -> dict:
        """Play to the end; returns the final score answer."""
        body = {"players": self.players, "options": self.options}
        if self.seed is not None:
            body["seed"] = self.seed
        state = self.service.game(self.game, "deal", body)["state"]
        family = self.service.get(f"/v1/games/{self.game}")["family"]
        bot = Bot(self.bot_kind, self.game, family, state["seed"])
        click.echo(f"{self.game}: {self.players} players, seed {state['seed']}. "
                   f"You are player 0." + ("" if not self.auto else " (auto)"))
        for _ in range(max_moves):
            legal = self.service.game(self.game, "legal-moves", {"state": state})
            to_move, moves = legal["to_move"], legal["moves"]
            if to_move is None:
                break
            if to_move == "chance":
                move = next((m for m in moves if m.get("action") == "chance"), moves[0])
            else:
                seen = self.service.game(self.game, "view",
                                         {"state": state, "viewer": to_move})["state"]
                if to_move == 0 and not self.auto:
                    move = self.ask(seen, legal)
                else:
                    move = bot.choose(moves, seen, to_move)
                click.echo(f"player {to_move}: {render.move_text(move)}")
            state = self.service.game(self.game, "play", {"state": state, "move": move})["state"]
        answer = self.service.game(self.game, "score", {"state": state})
        render.score(answer)
        return answer

    def ask(self, seen: dict, legal: dict) -> dict:
        """Show seat 0's view and its numbered moves; read a number."""
        click.echo("")
        render.state({k: v for k, v in seen.items()
                      if k not in ("game", "version", "options", "terminal")})
        render.moves(legal)
        index = click.prompt("your move", type=click.IntRange(1, len(legal["moves"])))
        return legal["moves"][index - 1]
