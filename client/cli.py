"""``arbiter``: the command-line client of the Arbiter service.

Every command talks HTTP through :class:`client.http.Service`: to ``--server URL`` or
``ARBITER_URL`` when given, else to the app run in process. Exit codes: 0 answered, 2 usage
error, 3 the service refused the input (its reason on stderr), 4 the service could not be
reached.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import sys
from typing import Any

import click

from service.ops.settings import SettingError, Settings
from service.sealing import Keys

from . import records, render, screens
from .args import hoist_globals, index_of, parse_hand, parse_options, read_json, split_hands
from .choose import by_words, did_you_mean, game_from_path, is_file
from .conformance import conformance
from .context import Context, pass_ctx
from .http import Misconfigured, Refused, Unreachable
from .rummikub import rummikub
from .states import SEAT_KEY, deliver, read_game
from .table import TerminalGame

EXIT_USAGE = 2
EXIT_REFUSED = 3
EXIT_UNREACHABLE = 4

# `--option NAME=VALUE` of deal and play-game: values are the API's, unconverted.
GAME_OPTION = click.option(
    "--option",
    "options",
    multiple=True,
    metavar="NAME=VALUE",
    help="A game option (repeat for several), its value as the API takes it (see `arbiter "
    "games GAME`): a seat-valued option such as dealer is a seat index from 0, so "
    "dealer=1 makes seat 2 the dealer.",
)


class ArbiterGroup(click.Group):
    """Maps the service's refusals and unreachability to exit codes 3 and 4; takes the
    global options after the command too; suggests the nearest game for a mistyped one."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, hoist_globals(args))

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except Refused as exc:
            problem = exc.problem
            if isinstance(ctx.obj, Context) and ctx.obj.as_json:
                click.echo(json.dumps(problem, indent=2, ensure_ascii=False))
            click.echo(
                f"refused ({exc.status} {problem.get('code', 'error')}): "
                f"{problem.get('detail', '')}{_suggestion(ctx, exc)}",
                err=True,
            )
            for key in ("rule", "source", "field"):
                if problem.get(key):
                    click.echo(f"  {key}: {problem[key]}", err=True)
            ctx.exit(EXIT_REFUSED)
        except Unreachable as exc:
            click.echo(f"unreachable: {exc}", err=True)
            ctx.exit(EXIT_UNREACHABLE)
        except Misconfigured as exc:
            click.echo(f"error: {exc}", err=True)
            ctx.exit(EXIT_USAGE)


def _no_moves(listing: dict, sent: dict) -> str:
    """Why ``legal-moves`` listed nothing for this command, and what to give instead."""
    to_move = listing.get("to_move")
    if to_move is None:
        return "the game is over: no move can be played (`arbiter score` gives the result)"
    turn = (
        f"it is seat {to_move + 1}'s turn"
        if isinstance(to_move, int)
        else "the next move is the chance step"
    )
    if "token" not in sent:
        return f"no legal move is listed: {turn}"
    if "seat_key" not in sent:
        return (
            f"{turn}, and a sealed game lists moves only to the seat to move: give that "
            "seat's key with --seat-key (or ARBITER_SEAT_KEY)"
        )
    return f"{turn}: this --seat-key is another seat's; give the key of the seat to move"


def _suggestion(ctx: click.Context, refusal: Refused) -> str:
    """ " Did you mean 'muggins'?" after an unknown game's refusal; after a server's
    ``sealing_unavailable``, how to go on there anyway (``play-game --open``, ``deal``
    without ``--sealed``); else ``""``."""
    if refusal.problem.get("code") == "sealing_unavailable":
        if ctx.invoked_subcommand == "play-game":
            return (
                " To play at this server anyway, add --open (an open game: this terminal "
                "then holds every hidden card)."
            )
        if ctx.invoked_subcommand == "deal":
            return (
                " To deal at this server anyway, leave out --sealed (an open state: "
                "whoever holds it can read every hidden card)."
            )
    if (
        refusal.problem.get("code") == "invalid_token"
        and isinstance(ctx.obj, Context)
        and ctx.obj.service.ephemeral
    ):
        return (
            " No ARBITER_SEAL_KEYS is set, so each arbiter command seals and opens with "
            "a key of its own: a token from an earlier command cannot be opened. Set "
            "ARBITER_SEAL_KEYS (or use --server URL), or play a sealed game in one command "
            "with `arbiter play-game`."
        )
    typed = game_from_path(refusal.path)
    if refusal.problem.get("code") != "unknown_game" or not typed:
        return ""
    try:
        games = ctx.obj.service.get("/v1/games")["games"]
        titles = {g["id"]: str(g.get("name") or "") for g in games}
    except (Refused, Unreachable, KeyError, TypeError):
        return ""
    return did_you_mean(typed, list(titles), titles)


def _server_url(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A server base URL must name its scheme (http:// or https://)."""
    if value and not value.startswith(("http://", "https://")):
        _, sep, rest = value.partition("://")
        example = f"http://{rest}" if sep else f"http://{value}"
        raise click.BadParameter(f"{value!r} needs the scheme http:// or https://, e.g. {example}")
    return value


@click.group(cls=ArbiterGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--server",
    envvar="ARBITER_URL",
    metavar="URL",
    callback=_server_url,
    help="Arbiter server base URL (env ARBITER_URL); default: run the app in process.",
)
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
    """Rank HANDS of GAME, each written like +3,+3,-6 or "+3 +3 -6", or with codes
    +3c,-3t,0a; hands may also be separated by | ("+3 +3 -6 | +1 +1 -1 -1"). Hands are
    numbered from 1 in the answer.

    A hand may start with a negative card (-3,+3): it is read as a hand, not an option.

    \b
    Example:  arbiter rank corellian-spike +2,+2,+2,-3,-3 +1,+1,-1,-1
    """
    body: dict[str, Any] = {"hands": [parse_hand(hand) for hand in split_hands(hands)]}
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


@main.command()
@click.argument("game")
@click.option("--players", "-p", type=int, required=True, help="Number of seats.")
@click.option("--seed", type=int, help="Seed for every chance outcome (default: a new one).")
@GAME_OPTION
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    help="Write the state (sealed: the token) here.",
)
@click.option(
    "--sealed",
    is_flag=True,
    help="Deal a sealed game: a token no player can read "
    "or forge, and one key per seat (printed; hand each to its player).",
)
@pass_ctx
def deal(
    ctx: Context,
    game: str,
    players: int,
    seed: int | None,
    options: tuple[str, ...],
    output: str | None,
    sealed: bool,
) -> None:
    """Deal a new game of GAME and print (or save) its state, or with --sealed its token
    and seat keys."""
    body: dict[str, Any] = {"players": players, "options": parse_options(options)}
    if seed is not None:
        body["seed"] = seed
    if sealed:
        body["sealed"] = True
    answer = ctx.service.game(game, "deal", body)
    deliver(ctx, answer, output)
    if sealed and not ctx.as_json:
        for seat, key in enumerate(answer["seat_keys"]):
            click.echo(f"seat {seat + 1} key: {key}")
        if ctx.service.ephemeral:
            click.echo(
                "note: no ARBITER_SEAL_KEYS is set, so this token was sealed with a key "
                "that ends with this command; set it (or use --server) to go on "
                "playing.",
                err=True,
            )
    if sealed and output and not ctx.as_json:
        click.echo(f"dealt sealed {game} for {players} -> {output}", err=True)
    elif output and not ctx.as_json:
        click.echo(
            f"dealt {game} for {players} (seed {answer['state'].get('seed')}) -> {output}", err=True
        )


@main.command()
@click.argument("state")
@SEAT_KEY
@pass_ctx
def moves(ctx: Context, state: str, seat_key: str | None) -> None:
    """List the legal moves in STATE (a file, - for stdin, or inline JSON; or a sealed
    game's token file), numbered, in words; `arbiter play STATE N` plays the N-th."""
    game, sent = read_game(state, seat_key)
    answer = ctx.service.game(game, "legal-moves", sent)
    ctx.emit(answer, lambda a: render.moves(a, screens.describe))


@main.command()
@click.argument("state")
@click.argument("move")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    help="Write the new state (sealed: token) here (may be the STATE file itself).",
)
@SEAT_KEY
@pass_ctx
def play(ctx: Context, state: str, move: str, output: str | None, seat_key: str | None) -> None:
    """Play MOVE in STATE (or a sealed game's token file, as the --seat-key's seat). MOVE is
    the number `moves` showed, the move's words or a unique start of them (`stand`,
    `"swap +2s"`), JSON ('{"action": "gain"}'), or a file (a path holding / or ending in
    .json, or - for stdin)."""
    game, sent = read_game(state, seat_key)
    if move.lstrip().startswith("{") or is_file(move):
        chosen = read_json(move, "move")
    else:
        listing = ctx.service.game(game, "legal-moves", sent)
        if not listing["moves"]:
            raise click.UsageError(_no_moves(listing, sent))
        chosen = by_words(move, listing["moves"])
    answer = ctx.service.game(game, "play", {**sent, "move": chosen})
    if not ctx.as_json:
        render.events(answer["events"])
    deliver(ctx, answer, output)


@main.command()
@click.argument("state")
@SEAT_KEY
@pass_ctx
def score(ctx: Context, state: str, seat_key: str | None) -> None:
    """Show the standings of STATE (or a sealed game's token file, as the --seat-key's seat
    sees them), and the winners once the game is over."""
    game, sent = read_game(state, seat_key)
    answer = ctx.service.game(game, "score", sent)
    if ctx.as_json:
        ctx.emit(answer, None)
        return
    family = ctx.service.get(f"/v1/games/{game}").get("family")
    render.console().print(screens.final(answer, family, None))


@main.command()
@click.argument("state")
@click.option(
    "--seat", type=click.IntRange(min=1), help="The seat, numbered from 1 as in human output."
)
@click.option("--viewer", help="The API's player index (from 0), or 'spectator'.")
@SEAT_KEY
@pass_ctx
def view(
    ctx: Context, state: str, seat: int | None, viewer: str | None, seat_key: str | None
) -> None:
    """Show STATE as one seat (or a spectator) may see it: give --seat (from 1, as the
    CLI's output numbers seats) or --viewer (the API's index from 0, or 'spectator'); a
    sealed game's token file shows what the --seat-key's seat (or a spectator) may see."""
    game, sent = read_game(state, seat_key)
    if "token" in sent:
        if seat is not None or viewer is not None:
            raise click.BadParameter(
                "a sealed game's viewer is the --seat-key's seat", param_hint="'--viewer'"
            )
        _show_view(ctx, game, ctx.service.game(game, "view", sent))
        return
    if (seat is None) == (viewer is None):
        raise click.UsageError("give one of --seat N (from 1) or --viewer INDEX|spectator")
    data = sent["state"]
    seats = data.get("players") if isinstance(data, dict) else None
    if seat is not None and isinstance(seats, list) and seat > len(seats):
        raise click.BadParameter(f"the game has seats 1 to {len(seats)}", param_hint="--seat")
    index = seat - 1 if seat is not None else index_of(str(viewer))
    who: int | str = str(viewer) if index is None else index
    _show_view(ctx, game, ctx.service.game(game, "view", {**sent, "viewer": who}))


def _show_view(ctx: Context, game: str, answer: dict) -> None:
    """A ``view`` answer: as JSON with ``--json``, else the board as its viewer sees it."""
    if ctx.as_json:
        ctx.emit(answer, None)
        return
    entry = ctx.service.get(f"/v1/games/{game}")
    render.console().print(
        screens.screen(
            answer.get("state") or answer["view"], entry.get("family"), entry.get("name")
        )
    )


@main.command()
@click.argument("record")
@pass_ctx
def replay(ctx: Context, record: str) -> None:
    """Replay the game RECORD (a file, - for stdin, or inline JSON; docs/records.md) through
    the rules: each move in words, the standings, and the verdict. Exit 3 when a move is
    refused, naming its number, index and rule."""
    code = records.replay(ctx.service, read_json(record, "record"), ctx.as_json)
    if code:
        click.get_current_context().exit(code)


@main.command("play-game")
@click.argument("game")
@click.option("--players", "-p", type=int, default=2, show_default=True, help="Number of seats.")
@click.option(
    "--seed",
    type=int,
    help="Seed of the deal and of the computer players. A "
    "sealed deal also mixes in a secret nonce, so the seed alone never reproduces it "
    "(--open: it does).",
)
@click.option(
    "--sealed/--open",
    default=True,
    show_default=True,
    help="Sealed: the terminal holds only a token and the seat keys, and each seat "
    "sees its own view; open: it holds the whole state (for teaching, debugging).",
)
@click.option(
    "--bot",
    type=click.Choice(["random", "greedy"]),
    default="greedy",
    show_default=True,
    help="How the computer players choose.",
)
@GAME_OPTION
@click.option("--auto", is_flag=True, help="Let a bot play seat 1 too (a demonstration).")
@click.option(
    "--record",
    "record_path",
    type=click.Path(dir_okay=False),
    help="Write the game record here (docs/records.md); `arbiter replay` reads it.",
)
@pass_ctx
def play_game(
    ctx: Context,
    game: str,
    players: int,
    seed: int | None,
    sealed: bool,
    bot: str,
    options: tuple[str, ...],
    auto: bool,
    record_path: str | None,
) -> None:
    """Play GAME at the terminal: you are seat 1, computer players take the other seats.
    Type a move's number, its words or their start; `help` lists the commands, `quit`
    stops (an open game's record so far is still written).

    The game is sealed (docs/security.md) unless --open: without --server the embedded
    server seals it (with a key of its own when ARBITER_SEAL_KEYS is unset); a server
    without sealing keys refuses (sealing_unavailable). A sealed game's record, with its
    nonce, is revealed at its end."""
    if record_path:
        records.check_writable(record_path)
    TerminalGame(
        ctx.service, game, players, seed, bot, parse_options(options), auto, record_path, sealed
    ).run()


@main.command()
@click.option(
    "--bind",
    envvar="ARBITER_BIND",
    default="127.0.0.1:8080",
    show_default=True,
    help="Address to listen on, HOST:PORT (env ARBITER_BIND).",
)
@click.option(
    "--workers",
    envvar="ARBITER_WORKERS",
    default=2,
    show_default=True,
    help="gunicorn worker processes (env ARBITER_WORKERS).",
)
def serve(bind: str, workers: int) -> None:
    """Run the service under gunicorn with the shipped config (service/gunicorn_conf.py):
    what the README's quick start and the Dockerfile run. The other settings are the
    ARBITER_* variables of docs/operations.md."""
    env = {**os.environ, "ARBITER_BIND": bind, "ARBITER_WORKERS": str(workers)}
    try:
        Settings.from_env(env)
        Keys.from_environment(env)  # a malformed key stops here, not in each worker
    except (SettingError, ValueError) as exc:
        raise click.UsageError(str(exc)) from None
    _check_free(bind)
    args = ["-m", "gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]
    os.execve(sys.executable, [sys.executable, *args], env)


def _check_free(bind: str) -> None:
    """Refuse at once a ``HOST:PORT`` another program listens on (gunicorn would retry for
    seconds, logging each try); a unix socket or a name that does not resolve is left to
    gunicorn.

    :raises click.UsageError: the address is in use, or may not be bound here.
    """
    host, _, port = bind.rpartition(":")
    if not port.isdigit() or bind.startswith("unix:"):
        return
    host = host.strip("[]") or "0.0.0.0"
    try:
        infos = socket.getaddrinfo(host, int(port), type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        return
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn binds
        try:
            probe.bind(address)
        except OSError as exc:
            why = "another program listens there" if exc.errno == errno.EADDRINUSE else exc.strerror
            raise click.UsageError(
                f"cannot listen on {bind}: {why}; choose another address with --bind HOST:PORT"
            ) from None


main.add_command(rummikub)
main.add_command(conformance)
