"""Project rules that a test can hold: pure engines, no global random, CI runs the README's
command."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE_FILES = sorted((ROOT / "service" / "games").rglob("*.py"))
HTTP_MODULES = {"flask", "werkzeug", "httpx", "flask_smorest", "webargs", "gunicorn"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_engines_import_no_http():
    """The rules stay pure: nothing under service/games imports Flask or HTTP libraries."""
    assert ENGINE_FILES
    for path in ENGINE_FILES:
        bad = imported_modules(path) & HTTP_MODULES
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_no_global_random_module_use():
    """Chance comes from seeds: no call of random.<function> on the global generator."""
    pattern = re.compile(
        r"\brandom\.(random|randint|choice|shuffle|sample|randrange|seed|uniform)\("
    )
    for path in [*ROOT.joinpath("service").rglob("*.py"), *ROOT.joinpath("client").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        assert not pattern.search(text), f"{path.relative_to(ROOT)} uses the global random module"


def test_ci_runs_the_readme_test_command():
    """.ci/run calls exactly the test command the README's quick start gives."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```sh\n(.+?)\n```", readme)
    test_command = next(c for c in commands if "pytest" in c)
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def test_every_available_game_has_a_rules_document():
    """Every reading of the seeds is written down: docs/rules/<game>.md per available game."""
    from service.games.registry import GAMES

    for game in GAMES.values():
        if game.status == "available":
            assert (ROOT / "docs" / "rules" / f"{game.id}.md").is_file(), game.id


def test_the_readme_serves_the_web_table_with_sealing_keys(monkeypatch):
    """Every web table is dealt sealed, so the README's web-table command sets
    ARBITER_SEAL_KEYS; the key its command makes lets the app deal a sealed game."""
    import subprocess
    import sys

    from service.app import create_app

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The web table", 1)[1].split("\n## ", 1)[0]
    command = next(c for c in re.findall(r"```sh\n(.+?)\n```", section) if "serve" in c)
    made = re.search(r'ARBITER_SEAL_KEYS="\$\(\.venv/bin/python -c "(.+?)"\)"', command)
    assert made, command
    setting = subprocess.run(
        [sys.executable, "-c", made.group(1)], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.strip()
    monkeypatch.setenv("ARBITER_SEAL_KEYS", setting)
    dealt = (
        create_app()
        .test_client()
        .post("/v1/games/muggins/deal", json={"players": 2, "sealed": True})
    )
    assert dealt.status_code == 200 and dealt.get_json()["token"].startswith("arb1.k1.")
