"""``arbiter conformance``: run the conformance vectors (``conformance/v1/``, shipped with
Arbiter) against a server speaking the API, or the app in process; a summary per game,
reports for CI (JSON, JUnit XML), and exit 1 when a ``must`` vector fails.
"""

from __future__ import annotations

import json
import time
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.progress import Progress
from rich.table import Column, Table

from conformance import kit

from .render import console

EXIT_FAILED = 1
SHOWN_FAILURES = 40
"""Most failures listed on the terminal (the reports list every one)."""


def run(send: kit.Send, files: list[kit.VectorFile], tier: str) -> list[kit.Result]:
    """Every vector of ``tier`` or stronger in ``files``, sent through ``send``, in order."""
    chosen = list(kit.vectors(files, tier))
    results = []
    out = console()
    with Progress(console=out, transient=True, disable=not out.is_terminal) as progress:
        task = progress.add_task("conformance", total=len(chosen))
        for vfile, case, vector in chosen:
            started = time.perf_counter()
            result = kit.run_vector(send, vfile, case, vector, tier)
            result.seconds = time.perf_counter() - started
            results.append(result)
            progress.advance(task)
    return results


def outcome(result: kit.Result) -> str:
    """``passed``, ``failed`` (a must check) or ``failed-should`` (only should checks)."""
    if result.failed_must:
        return "failed"
    return "failed-should" if result.failed_should else "passed"


def summary(results: list[kit.Result]) -> dict[str, dict[str, Any]]:
    """Per game: vectors run, passed, failed (must), failed only a should check, seconds."""
    games: dict[str, dict[str, Any]] = {}
    for result in results:
        entry = games.setdefault(
            result.game,
            {"vectors": 0, "passed": 0, "failed": 0, "failed_should": 0, "seconds": 0.0},
        )
        entry["vectors"] += 1
        entry[
            {"passed": "passed", "failed": "failed", "failed-should": "failed_should"}[
                outcome(result)
            ]
        ] += 1
        entry["seconds"] += result.seconds
    for entry in games.values():
        entry["seconds"] = round(entry["seconds"], 3)
    return games


def report_json(results: list[kit.Result], where: str, tier: str, vectors: Path) -> dict:
    """The JSON report: the run, the summary per game, and every vector's outcome."""
    return {
        "format": f"{kit.FORMAT}-report",
        "version": kit.VERSION,
        "server": where,
        "tier": tier,
        "vectors": str(vectors),
        "passed": not any(r.failed_must for r in results),
        "summary": summary(results),
        "results": [
            {
                "id": r.id,
                "game": r.game,
                "kind": r.kind,
                "tier": r.tier,
                "outcome": outcome(r),
                "seconds": round(r.seconds, 6),
                "rule": r.rule,
                "source": r.source,
                "failures": [
                    {"tier": f.tier, "check": f.check, "message": f.message} for f in r.failures
                ],
            }
            for r in results
        ],
    }


def report_junit(results: list[kit.Result], where: str) -> ET.ElementTree:
    """The JUnit XML report: a test suite per game, a test case per vector; a must check
    that fails is a ``failure``, a should check that fails is written to ``system-out``."""
    suites = ET.Element("testsuites", name=f"arbiter conformance ({where})")
    by_game: dict[str, list[kit.Result]] = {}
    for result in results:
        by_game.setdefault(result.game, []).append(result)
    for game, mine in by_game.items():
        counts = Counter(outcome(r) for r in mine)
        suite = ET.SubElement(
            suites,
            "testsuite",
            name=game,
            tests=str(len(mine)),
            failures=str(counts["failed"]),
            errors="0",
            skipped="0",
            time=f"{sum(r.seconds for r in mine):.3f}",
        )
        for result in mine:
            testcase = ET.SubElement(
                suite,
                "testcase",
                classname=f"{game}.{result.kind}",
                name=result.id,
                time=f"{result.seconds:.6f}",
            )
            must = [f for f in result.failures if f.tier == "must"]
            should = [f for f in result.failures if f.tier == "should"]
            if must:
                failure = ET.SubElement(
                    testcase, "failure", type="must", message=f"{must[0].check}: {must[0].message}"
                )
                failure.text = (
                    "\n".join(f"{f.check}: {f.message}" for f in must)
                    + f"\nrule: {result.rule}\nsource: {result.source}"
                )
            if should:
                ET.SubElement(testcase, "system-out").text = "\n".join(
                    f"should: {f.check}: {f.message}" for f in should
                )
    suites.set("tests", str(len(results)))
    suites.set("failures", str(sum(r.failed_must for r in results)))
    ET.indent(suites)
    return ET.ElementTree(suites)


def show(results: list[kit.Result], where: str, tier: str) -> None:
    """The terminal summary: a row per game, then the failures (the first
    :data:`SHOWN_FAILURES`)."""
    out = console()
    table = Table(
        Column("game", no_wrap=True),
        "vectors",
        "passed",
        "must failed",
        "should failed",
        "seconds",
        title=f"Conformance v{kit.VERSION} against {where} (tier {tier})",
    )
    totals: Counter[str] = Counter()
    for game, entry in summary(results).items():
        failed = entry["failed"]
        table.add_row(
            game,
            str(entry["vectors"]),
            str(entry["passed"]),
            f"[red]{failed}[/red]" if failed else "0",
            str(entry["failed_should"]),
            f"{entry['seconds']:.1f}",
        )
        totals.update({k: v for k, v in entry.items() if k != "seconds"})
    table.add_row(
        "[bold]all[/bold]",
        str(totals["vectors"]),
        str(totals["passed"]),
        str(totals["failed"]),
        str(totals["failed_should"]),
        f"{sum(r.seconds for r in results):.1f}",
    )
    out.print(table)
    failing = [r for r in results if r.failures]
    for result in failing[:SHOWN_FAILURES]:
        for failure in result.failures:
            colour = "red" if failure.tier == "must" else "yellow"
            out.print(
                f"[{colour}]{failure.tier.upper()}[/{colour}] {escape(result.id)}: "
                f"{escape(failure.check)}: {escape(failure.message)}"
            )
        out.print(
            f"    rule: {escape(' '.join(result.rule.split())[:200])} ({escape(result.source)})"
        )
    if len(failing) > SHOWN_FAILURES:
        out.print(
            f"... and {len(failing) - SHOWN_FAILURES} more vectors failing "
            "(--report json FILE lists them all)"
        )
    verdict = (
        "[red]FAILED[/red]: a must vector failed"
        if totals["failed"]
        else "[green]PASSED[/green]: every must vector holds"
    )
    out.print(verdict)


@click.command("conformance")
@click.option(
    "--game",
    "games",
    multiple=True,
    metavar="GAME",
    help="Run only this game's vectors (repeat for several).",
)
@click.option(
    "--tier",
    type=click.Choice(kit.TIERS),
    default="should",
    show_default=True,
    help="must: only the must vectors and checks; should: every one (a should "
    "check that fails is reported, never an exit 1).",
)
@click.option(
    "--report",
    "reports",
    multiple=True,
    metavar="json|junit FILE",
    type=(click.Choice(["json", "junit"]), click.Path(dir_okay=False)),
    help="Also write a report: JSON, or JUnit XML for CI (repeat for both).",
)
@click.option(
    "--vectors",
    "directory",
    type=click.Path(file_okay=False, exists=True, path_type=Path),
    default=kit.VECTORS,
    show_default="the copy installed with arbiter",
    help="The vectors' directory (conformance/v1 of a checkout, or of another release).",
)
@click.pass_context
def conformance(
    ctx: click.Context,
    games: tuple[str, ...],
    tier: str,
    reports: tuple[tuple[str, str], ...],
    directory: Path,
) -> None:
    """Run the conformance vectors against --server URL (or the app in process): a summary
    per game; exit 1 when a must vector fails, 4 when the server cannot be reached.

    \b
    Example:  arbiter conformance --server http://127.0.0.1:8080 --tier must \\
                  --report junit conformance.xml
    """
    try:
        files = kit.load(directory, games)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    for _, path in reports:
        if not Path(path).resolve().parent.is_dir():
            raise click.BadParameter(f"no directory to write {path!r} in", param_hint="--report")
    service = ctx.obj.service
    results = run(service.exchange, files, tier)
    for kind, path in reports:
        if kind == "json":
            Path(path).write_text(
                json.dumps(report_json(results, service.where, tier, directory), indent=1) + "\n"
            )
        else:
            report_junit(results, service.where).write(path, encoding="utf-8", xml_declaration=True)
    if ctx.obj.as_json:
        click.echo(json.dumps(report_json(results, service.where, tier, directory), indent=1))
    else:
        show(results, service.where, tier)
    if any(r.failed_must for r in results):
        ctx.exit(EXIT_FAILED)
