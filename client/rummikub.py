"""``arbiter rummikub ...``: check a table meld by meld, and ask for the best turn.

Tables are written as melds separated by ``|``, tiles by spaces (or commas)::

    arbiter rummikub check "K5 B5 Y5 | R12 R13 J"
    arbiter rummikub solve --rack "K10 B10 Y10 R2" --table "K5 B5 Y5 | R7 R8 R9"

Letters may be typed in either case (``r9`` is sent as ``R9``). ``--json`` prints the
service's answer unchanged; exit codes are those of ``arbiter`` (0 answered, 2 usage,
3 refused, 4 unreachable).
"""

from __future__ import annotations

import re
from typing import Any

import click
from rich.table import Table

from .args import parse_options
from .render import console

_SPLIT = re.compile(r"[\s,]+")


def parse_tiles(text: str) -> list[str]:
    """``"r9, K13 j"`` -> ``["R9", "K13", "J"]`` (the service checks each tile)."""
    return [token.upper() for token in _SPLIT.split(text.strip()) if token]


def parse_table(text: str) -> list[list[str]]:
    """``"K5 B5 Y5 | R7 R8 R9"`` -> two melds; an empty text is an empty table.

    :raises click.BadParameter: an empty meld (``"K5 B5 Y5 | | R7"``).
    """
    if not text.strip():
        return []
    melds = [parse_tiles(part) for part in text.split("|")]
    if any(not meld for meld in melds):
        raise click.BadParameter(
            f"{text!r} has an empty meld; separate melds with |, tiles "
            f'with spaces: "K5 B5 Y5 | R7 R8 R9"'
        )
    return melds


def _verdicts(answer: dict) -> None:
    table = Table(
        "#",
        "meld",
        "valid",
        "kind",
        "value",
        "jokers / reason",
        title=f"Table check ({answer['tile_set']})",
    )
    for i, meld in enumerate(answer["melds"], 1):
        if meld["valid"]:
            note = "; ".join(
                f"J at {j['place'] + 1} = {' or '.join(j['stands_for'])}" for j in meld["jokers"]
            )
            row = ("yes", meld["kind"], str(meld["value"]), note)
        else:
            row = ("[red]no[/red]", "-", "-", meld["reason"])
        table.add_row(str(i), " ".join(meld["meld"]), *row)
    out = console()
    out.print(table)
    verdict = "valid" if answer["valid"] else "[red]not valid[/red]"
    out.print(
        f"The table is {verdict}: {answer['tiles']} tiles, valid melds worth {answer['value']}."
    )


def _best(answer: dict) -> None:
    out = console()
    proof = "proven best" if answer["proven"] else "[yellow]not proven (time limit)[/yellow]"
    if answer["action"] == "draw":
        out.print(f"[bold]Draw[/bold]: no legal laying ({proof}).")
        return
    out.print(
        f"[bold]Lay {answer['tiles']} tile(s)[/bold] worth {answer['value']}: "
        f"{' '.join(answer['from_rack'])} ({proof}, objective {answer['objective']})."
    )
    if answer["opening_value"] is not None:
        out.print(f"Initial meld worth {answer['opening_value']}.")
    table = Table("#", "meld", title="The table after the turn")
    for i, meld in enumerate(answer["table"], 1):
        table.add_row(str(i), " ".join(meld))
    out.print(table)


@click.group()
def rummikub() -> None:
    """Rummikub tables and the best-turn solver."""


@rummikub.command()
@click.argument("table")
@click.option(
    "--option",
    "options",
    multiple=True,
    metavar="NAME=VALUE",
    help="A game option, e.g. tile_set=standard-106.",
)
@click.pass_obj
def check(ctx: Any, table: str, options: tuple[str, ...]) -> None:
    """Check TABLE meld by meld: valid or not, kind, value, jokers, and why not.

    \b
    Example:  arbiter rummikub check "K5 B5 Y5 | R12 R13 J | J R12 R13"
    """
    body = {"table": parse_table(table), "options": parse_options(options)}
    ctx.emit(ctx.service.post("/v1/games/rummikub/check-table", body), _verdicts)


@rummikub.command()
@click.option("--rack", required=True, help='The rack, e.g. "K10 B10 Y10 R2".')
@click.option("--table", default="", help='The table, e.g. "K5 B5 Y5 | R7 R8 R9".')
@click.option(
    "--opened/--not-opened",
    default=False,
    show_default=True,
    help="Whether the player has made the initial meld.",
)
@click.option(
    "--objective",
    type=click.Choice(["tiles", "value"]),
    default="tiles",
    show_default=True,
    help="Most tiles, or most points (a joker 30).",
)
@click.option(
    "--time-limit",
    type=click.FloatRange(0, 30, min_open=True),
    default=5.0,
    show_default=True,
    help="Seconds the solver may take.",
)
@click.option(
    "--option",
    "options",
    multiple=True,
    metavar="NAME=VALUE",
    help="A game option, e.g. initial_meld=30.",
)
@click.pass_obj
def solve(
    ctx: Any,
    rack: str,
    table: str,
    opened: bool,
    objective: str,
    time_limit: float,
    options: tuple[str, ...],
) -> None:
    """The best turn for RACK at TABLE, exact and proven (or draw).

    \b
    Example:  arbiter rummikub solve --rack "K5 B5 Y5" --table "J R2 R3 R4" --opened
    """
    if time_limit != time_limit:  # NaN passes FloatRange (every comparison is false)
        raise click.BadParameter("nan is not a number of seconds", param_hint="'--time-limit'")
    body = {
        "rack": parse_tiles(rack),
        "table": parse_table(table),
        "initial_meld_done": opened,
        "objective": objective,
        "time_limit": time_limit,
        "options": parse_options(options),
    }
    ctx.emit(ctx.service.post("/v1/games/rummikub/solve", body), _best)
