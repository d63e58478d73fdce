"""``arbiter``: the command-line client of the Arbiter service.

Every command talks HTTP through :class:`client.http.Service`: to ``--server URL`` or
``ARBITER_URL`` when given, else to the app run in process. Exit codes: 0 answered, 2 usage
error, 3 the service refused the input (its reason on stderr), 4 the service could not be
reached.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from . import render, screens
from .http import Refused, Service, Unreachable

EXIT_REFUSED = 3
EXIT_UNREACHABLE = 4


class ArbiterGroup(click.Group):
    """Maps the service's refusals and unreachability to exit codes 3 and 4."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except Refused as exc:
            problem = exc.problem
            if isinstance(ctx.obj, Context) and ctx.obj.as_json:
                click.echo(json.dumps(problem, indent=2, ensure_ascii=False))
            click.echo(f"refused ({exc.status} {problem.get('code', 'error')}): "
                       f"{problem.get('detail', '')}", err=True)
            for key in ("rule", "source", "field"):
                if problem.get(key):
                    click.echo(f"  {key}: {problem[key]}", err=True)
            ctx.exit(EXIT_REFUSED)
        except Unreachable as exc:
            click.echo(f"unreachable: {exc}", err=True)
            ctx.exit(EXIT_UNREACHABLE)


class Context:
    """What every command shares: the connection (made on first use) and the output mode."""

    def __init__(self, server: str | None, as_json: bool) -> None:
        self.server = server
        self.as_json = as_json
        self._service: Service | None = None

    @property
    def service(self) -> Service:
        if self._service is None:
            self._service = Service(self.server)
        return self._service

    def emit(self, answer: Any, human) -> None:
        """Print ``answer`` unchanged as JSON with ``--json``, else ``human(answer)``."""
        if self.as_json:
            click.echo(json.dumps(answer, indent=2))
        else:
            human(answer)


pass_ctx = click.make_pass_decorator(Context)


def _server_url(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A server base URL must name its scheme (http:// or https://)."""
    if value and not value.startswith(("http://", "https://")):
        raise click.BadParameter(f"{value!r} needs a scheme, e.g. http://{value}")
    return value


@click.group(cls=ArbiterGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--server", envvar="ARBITER_URL", metavar="URL", callback=_server_url,
              help="Arbiter server base URL (env ARBITER_URL); default: run the app in process.")
@click.option("--json", "as_json", is_flag=True, help="Print the API answer unchanged, as JSON.")
@click.version_option(package_name="sabacc-arbiter", prog_name="arbiter")
@click.pass_context
def main(ctx: click.Context, server: str | None, as_json: bool) -> None:
    """Arbiter: the referee for Sabacc, the Sabaccino tile games and Rummikub.

    Exit codes: 0 answered, 2 usage error, 3 the service refused the input (reason on
    stderr), 4 the service could not be reached.
    """
    ctx.obj = Context(server, as_json)


# -- catalog and ranking ----------------------------------------------------------------


@main.command()
@click.argument("game", required=False)
@pass_ctx
def games(ctx: Context, game: str | None) -> None:
    """List the games (or show one GAME with its options)."""
    if game:
        ctx.emit(ctx.service.get(f"/v1/games/{game}"), render.game)
    else:
        ctx.emit(ctx.service.get("/v1/games"), render.catalog)


def parse_hand(text: str) -> list[int | str]:
    """``"+3,+3,-6"`` -> ``[3, 3, -6]``; card codes stay strings (``"+3c,0a"``).

    :raises click.BadParameter: an empty hand or an empty card.
    """
    cards: list[int | str] = []
    for token in text.replace(" ", "").split(","):
        if not token:
            raise click.BadParameter(f"{text!r} has an empty card; write cards like +3,+3,-6")
        try:
            cards.append(int(token))
        except ValueError:
            cards.append(token)
    return cards


def parse_profile(text: str | None) -> Any:
    """A profile name, or ``@file.json`` holding an inline profile object."""
    if text is None or not text.startswith("@"):
        return text
    return read_json(text[1:], "profile")


@main.command(context_settings={"ignore_unknown_options": True})
@click.argument("game")
@click.argument("hands", nargs=-1, required=True)
@click.option("--profile", help="Ranking profile name, or @FILE with an inline profile (JSON).")
@pass_ctx
def rank(ctx: Context, game: str, hands: tuple[str, ...], profile: str | None) -> None:
    """Rank HANDS of GAME, each written like +3,+3,-6 or with codes +3c,-3t,0a.

    A hand may start with a negative card (-3,+3): it is read as a hand, not an option.

    \b
    Example:  arbiter rank corellian-spike +2,+2,+2,-3,-3 +1,+1,-1,-1
    """
    body: dict[str, Any] = {"hands": [parse_hand(hand) for hand in hands]}
    if profile is not None:
        body["profile"] = parse_profile(profile)
    ctx.emit(ctx.service.game(game, "rank", body), render.ranking)


@main.command()
@click.argument("game")
@pass_ctx
def profiles(ctx: Context, game: str) -> None:
    """List GAME's ranking profiles (the seed's reading first)."""
    ctx.emit(ctx.service.get(f"/v1/games/{game}/profiles"), render.profiles)


# -- the game interface ------------------------------------------------------------------


def _no_constant(name: str) -> Any:
    """``parse_constant`` of ``loads``: NaN and Infinity are not JSON (the service refuses
    them too, and httpx cannot send them)."""
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str) -> Any:
    """Strict JSON: like ``json.loads``, but ``NaN``, ``Infinity`` and ``-Infinity`` are
    refused with ``ValueError``."""
    return json.loads(text, parse_constant=_no_constant)


def read_json(source: str, what: str) -> Any:
    """JSON from a file path, ``-`` (stdin) or inline text starting with ``{`` or ``[``.

    :raises click.BadParameter: unreadable file, a file that is not UTF-8, or invalid JSON
        (``NaN`` and ``Infinity`` included).
    """
    try:
        if source == "-":
            text = sys.stdin.read()
        elif source.lstrip().startswith(("{", "[")):
            text = source
        else:
            text = Path(source).read_text(encoding="utf-8")
        return loads(text)
    except OSError as exc:
        raise click.BadParameter(f"cannot read {what} {source!r}: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise click.BadParameter(f"{what} {source!r} is not UTF-8 text ({exc.reason} at "
                                 f"byte {exc.start})") from None
    except ValueError as exc:  # json.JSONDecodeError, NaN/Infinity, an over-long integer
        raise click.BadParameter(f"{what} {source!r} is not JSON: {exc}") from None


def index_of(text: str) -> int | None:
    """The integer ``text`` spells in ASCII digits (``"3"``, ``"-1"``), else ``None``
    (``str.isdigit`` also accepts ``"²"``, which ``int`` refuses)."""
    text = text.strip()
    digits = text[1:] if text.startswith("-") else text
    return int(text) if digits.isascii() and digits.isdigit() else None


def read_state(source: str) -> dict:
    """A state from a file, stdin or inline JSON; an answer holding ``state`` is unwrapped."""
    data = read_json(source, "state")
    if isinstance(data, dict) and "state" in data and "game" not in data:
        return data["state"]
    return data


def game_of(state: Any) -> str:
    """The game id a state names (for the URL)."""
    if isinstance(state, dict) and isinstance(state.get("game"), str):
        return state["game"]
    raise click.BadParameter("the state names no 'game'")


def parse_options(pairs: tuple[str, ...]) -> dict:
    """``("draw=true", "rounds=5")`` -> ``{"draw": True, "rounds": 5}`` (values read as JSON)."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise click.BadParameter(f"{pair!r}: write options as NAME=VALUE")
        try:
            options[name] = loads(value)
        except ValueError:  # not JSON (or NaN, Infinity): the text itself
            options[name] = value
    return options


def deliver(ctx: Context, answer: dict, output: str | None) -> None:
    """Hand over a new state: written to ``output`` when given; then the whole answer with
    ``--json``, else the state alone on stdout when it was not written to a file."""
    text = json.dumps(answer["state"], indent=1)
    if output:
        try:
            Path(output).write_text(text + "\n", encoding="utf-8")
        except OSError as exc:
            raise click.BadParameter(f"cannot write the state to {output!r}: {exc.strerror}",
                                     param_hint="'-o' / '--output'") from None
    if ctx.as_json:
        ctx.emit(answer, None)
    elif not output:
        click.echo(text)


@main.command()
@click.argument("game")
@click.option("--players", "-p", type=int, required=True, help="Number of seats.")
@click.option("--seed", type=int, help="Seed for every chance outcome (default: a new one).")
@click.option("--option", "options", multiple=True, metavar="NAME=VALUE",
              help="A game option (repeat for several).")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write the state here.")
@pass_ctx
def deal(ctx: Context, game: str, players: int, seed: int | None, options: tuple[str, ...],
         output: str | None) -> None:
    """Deal a new game of GAME and print (or save) its state."""
    body: dict[str, Any] = {"players": players, "options": parse_options(options)}
    if seed is not None:
        body["seed"] = seed
    answer = ctx.service.game(game, "deal", body)
    deliver(ctx, answer, output)
    if output and not ctx.as_json:
        click.echo(f"dealt {game} for {players} (seed {answer['state'].get('seed')}) "
                   f"-> {output}", err=True)


@main.command()
@click.argument("state")
@pass_ctx
def moves(ctx: Context, state: str) -> None:
    """List the legal moves in STATE (a file, - for stdin, or inline JSON), numbered, in
    words; `arbiter play STATE N` plays the N-th."""
    data = read_state(state)
    game = game_of(data)
    answer = ctx.service.game(game, "legal-moves", {"state": data})
    if ctx.as_json or answer["to_move"] is None:
        ctx.emit(answer, render.moves)
        return
    # The words read the state as the mover sees it (a spectator's view at a chance step).
    viewer = "spectator" if answer["to_move"] == "chance" else answer["to_move"]
    seen = ctx.service.game(game, "view", {"state": data, "viewer": viewer})["state"]
    family = ctx.service.get(f"/v1/games/{game}").get("family")
    render.moves(answer, lambda move: screens.describe(move, seen, family))


@main.command()
@click.argument("state")
@click.argument("move")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the new state here (may be the STATE file itself).")
@pass_ctx
def play(ctx: Context, state: str, move: str, output: str | None) -> None:
    """Play MOVE in STATE: MOVE is JSON ('{"action": "gain"}') or the number `moves` showed."""
    data = read_state(state)
    game = game_of(data)
    index = index_of(move)
    if index is not None:
        listed = ctx.service.game(game, "legal-moves", {"state": data})["moves"]
        if not 1 <= index <= len(listed):
            raise click.BadParameter(f"there are {len(listed)} legal moves; got {index}")
        chosen = listed[index - 1]
    else:
        chosen = read_json(move, "move")
    answer = ctx.service.game(game, "play", {"state": data, "move": chosen})
    if not ctx.as_json:
        render.events(answer["events"])
    deliver(ctx, answer, output)


@main.command()
@click.argument("state")
@pass_ctx
def score(ctx: Context, state: str) -> None:
    """Show the standings of STATE, and the winners once the game is over."""
    data = read_state(state)
    ctx.emit(ctx.service.game(game_of(data), "score", {"state": data}), render.score)


@main.command()
@click.argument("state")
@click.option("--viewer", required=True, help="A player index, or 'spectator'.")
@pass_ctx
def view(ctx: Context, state: str, viewer: str) -> None:
    """Show STATE as one seat (or a spectator) may see it."""
    data = read_state(state)
    seat = index_of(viewer)
    who: int | str = viewer if seat is None else seat
    answer = ctx.service.game(game_of(data), "view", {"state": data, "viewer": who})
    ctx.emit(answer, lambda a: render.state(a["state"]))


@main.command("play-game")
@click.argument("game")
@click.option("--players", "-p", type=int, default=2, show_default=True, help="Number of seats.")
@click.option("--seed", type=int, help="Seed of the deal and of the computer players.")
@click.option("--bot", type=click.Choice(["random", "greedy"]), default="greedy",
              show_default=True, help="How the computer players choose.")
@click.option("--option", "options", multiple=True, metavar="NAME=VALUE", help="A game option.")
@click.option("--auto", is_flag=True, help="Let a bot play seat 0 too (a demonstration).")
@pass_ctx
def play_game(ctx: Context, game: str, players: int, seed: int | None, bot: str,
              options: tuple[str, ...], auto: bool) -> None:
    """Play GAME at the terminal: you are seat 0, computer players take the other seats."""
    from .table import TerminalGame

    TerminalGame(ctx.service, game, players, seed, bot, parse_options(options), auto).run()


@main.command()
@click.option("--bind", envvar="ARBITER_BIND", default="127.0.0.1:8080", show_default=True,
              help="Address to listen on, HOST:PORT (env ARBITER_BIND).")
@click.option("--workers", envvar="ARBITER_WORKERS", default=2, show_default=True,
              help="gunicorn worker processes (env ARBITER_WORKERS).")
def serve(bind: str, workers: int) -> None:
    """Run the service under gunicorn with the shipped config (service/gunicorn_conf.py):
    what the README's quick start and the Dockerfile run. The other settings are the
    ARBITER_* variables of docs/operations.md."""
    import os

    from service.ops.settings import SettingError, Settings

    env = {**os.environ, "ARBITER_BIND": bind, "ARBITER_WORKERS": str(workers)}
    try:
        Settings.from_env(env)
    except SettingError as exc:
        raise click.UsageError(str(exc)) from None
    args = ["-m", "gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]
    os.execve(sys.executable, [sys.executable, *args], env)


from .rummikub import rummikub  # noqa: E402  (a group of its own)

main.add_command(rummikub)
