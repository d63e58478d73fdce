"""The screens of ``arbiter play-game``: what one seat may see, family by family, in words.

Pure presentation: every function here reads JSON the service answered (a ``view``, a legal
move, the events of a play, a ``score`` answer) and returns rich renderables or text; none
calls the service. It reads the conventions of docs/api.md (a list the viewer may not see
arrives as ``<name>_count``) and the members, moves and events of docs/rules/<game>.md.

The entry points here dispatch by family to the modules ``sabacc``, ``sabaccino`` and
``rummikub`` (each: ``screen``, ``TELL`` and ``final_table``; moves and events are said in
the words the service gives them, ``text``); ``common`` holds
the helpers they share and ``events`` the narration machinery.

Nothing here may stop a game: a view, move, event or score of a shape not foreseen falls
back to the generic rendering (every member on a line, the compact move notation, the
event's name, the plain standings table). Events are told from the viewer's side: a card
or tile another seat drew is never named (the service's events are not filtered by seat).
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table

from .. import render
from . import rummikub, sabacc, sabaccino
from .common import esc, who
from .events import tell

_BY_FAMILY = {"sabacc": sabacc, "sabaccino": sabaccino, "rummikub": rummikub}
FAMILIES = tuple(_BY_FAMILY)

_TELL = {**sabacc.TELL, **sabaccino.TELL, **rummikub.TELL}


def screen(view: Any, family: str | None, title: str | None = None) -> RenderableType:
    """Seat ``view["viewer"]``'s screen of ``view`` (the service's ``view`` answer's
    ``state``) for ``family`` (``"sabacc"``, ``"sabaccino"`` or ``"rummikub"``), headed by
    ``title`` (the game's name). Any other family, or a view this module cannot read, gets
    the generic screen: every member but the header on a line of its own, as JSON."""
    module = _BY_FAMILY.get(family or "")
    if module is not None and isinstance(view, dict):
        try:
            return module.screen(view, title or str(view.get("game", "")))
        except Exception:  # noqa: BLE001 - presentation only: an unforeseen shape is shown plainly
            pass
    return render.state_text(view if isinstance(view, dict) else {"view": view})


def describe(move: Any) -> str:
    """``move`` in words: the ``text`` the service gave it (its family's words module), or
    for a move without one the compact notation of :func:`client.render.move_text`."""
    if isinstance(move, dict) and isinstance(move.get("text"), str):
        return move["text"]
    return render.move_text(move if isinstance(move, dict) else {"action": move})


def menu(legal: dict, family: str | None) -> RenderableType:
    """The numbered legal moves in words; the numbers are those of ``arbiter moves`` and
    ``arbiter play STATE N`` (the order of the ``legal-moves`` answer)."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", style="bold", no_wrap=True, min_width=4)
    grid.add_column()
    for number, move in enumerate(legal["moves"], 1):
        grid.add_row(f"{number}.", esc(describe(move)))
    if not legal.get("complete", True):
        grid.add_row(
            "",
            "[dim](not every move is listed"
            + (": the laying offered is the solver's best" if family == "rummikub" else "")
            + ")[/dim]",
        )
    return Group("[bold]Your moves[/bold]", grid)


def narrate(events: Any, viewer: Any = 0) -> list[str]:
    """The events of one play told to ``viewer``: dice, deals, scores, round ends, reveals,
    and what the viewer drew. Events that only repeat the move just shown are left out,
    and so is every card or tile another seat drew. An event not foreseen is given by its
    name (and player) only, since its members may be hidden from the viewer."""
    return tell(events, viewer, _TELL, sabaccino.RUNS)


def final(answer: Any, family: str | None, viewer: Any = 0) -> RenderableType:
    """The final standings from a ``score`` answer, family by family, and who won; any
    other shape gets the plain standings table of :func:`client.render.score_text`."""
    try:
        table = _BY_FAMILY[family or ""].final_table(answer["standings"], viewer)
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
        hows = [
            f"[dim]{esc(who(s['player'], viewer))}: {esc(s['how'])}[/dim]"
            for s in answer["standings"]
            if family != "sabaccino" and s.get("how")
        ]
        return Group(Rule("[bold]Result[/bold]", align="left"), table, *hows, verdict)
    except Exception:  # noqa: BLE001 - presentation only: the plain table
        return render.score_text(answer)
