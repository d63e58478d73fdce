"""Clients generated from openapi.yaml play whole games against a real gunicorn (issue 11 item 4).

- Python: openapi-python-client generates a client package (its name set in
  clients/openapi-python-client.yaml, so that it is not ``client``, the CLI's; imported from
  the output directory); one Corellian Spike, one Basic Sabbacinos and one Rummikub game are
  played through its typed models, each state an answer gives (an instance of the game's
  ``<Game>State`` model) passed to the next call as the object it is.
- TypeScript: openapi-typescript generates the types, clients/play.ts plays the same three
  games through openapi-fetch; ``tsc --strict`` must accept it (no conversion between calls).

The tools are installed by .ci/run (``npm ci`` in clients/); a test whose tool is missing
skips locally and fails when ``CI`` is ``true``.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from service.games.schema import camel
from tests import contract
from tests.gunicorn_server import ROOT, gunicorn
from tests.tools import missing

pytestmark = pytest.mark.e2e

CLIENTS = ROOT / "clients"
PYTHON_CONFIG = CLIENTS / "openapi-python-client.yaml"
"""openapi-python-client's settings: the generated package's name (not ``client``, the CLI's)."""
VENV_BIN = Path(sys.executable).parent
GAMES = [("corellian-spike", 3, 5, None), ("sabaccinos", 2, 7, None), ("rummikub", 2, 1, "lay")]
"""(game, players, seed, action preferred): one game of each family; Rummikub lays the
solver's move when it can, so that the game ends by a rack going out."""


def need(tool: str | Path, what: str) -> None:
    """Skip (fail on CI) when ``tool`` is missing (``tests.tools.missing``)."""
    if not (shutil.which(str(tool)) or Path(tool).exists()):
        missing(f"{what} is not installed")


def _snake(name: str) -> str:
    """openapi-python-client's module name for an operation id or a path."""
    name = re.sub(r"[^0-9A-Za-z]+", "_", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return name.strip("_").lower()


def operation(package: str, path: str, method: str = "post"):
    """The generated module of ``method path``: named by its operationId, or by method and
    path where the contract has none."""
    op = contract.document()["paths"][path][method]
    tag = _snake(op["tags"][0])
    name = _snake(op.get("operationId") or f"{method}{path}")
    return importlib.import_module(f"{package}.api.{tag}.{name}")


def test_python_client_plays_a_game_of_each_family(tmp_path):
    """Generate (clients/openapi-python-client.yaml names the package), import it from the
    output directory, play: every answer parsed into the generated models."""
    generator = VENV_BIN / "openapi-python-client"
    need(generator, "openapi-python-client")
    package = yaml.safe_load(PYTHON_CONFIG.read_text())["package_name_override"]
    assert package not in sys.modules and importlib.util.find_spec(package) is None, package
    subprocess.run([str(generator), "generate", "--path", str(ROOT / "openapi.yaml"),
                    "--config", str(PYTHON_CONFIG), "--output-path", str(tmp_path / package),
                    "--meta", "none"], check=True, capture_output=True, timeout=600)
    sys.path.insert(0, str(tmp_path))
    try:
        api = importlib.import_module(package)
        assert Path(api.__file__).parent == tmp_path / package
        models = importlib.import_module(f"{package}.models")
        games = "/v1/games/{game}"
        deal, legal, play, score = (operation(package, f"{games}/{name}") for name in (
            "deal", "legal-moves", "play", "score"))
        with gunicorn() as server:
            client = api.Client(base_url=server.url, raise_on_unexpected_status=True,
                                timeout=120)
            for game, players, seed, prefer in GAMES:
                model = getattr(models, f"{camel(game)}State")
                pick = random.Random(seed)
                state = deal.sync(game, client=client, body=models.DealRequest(
                    players=players, seed=seed)).state
                for _ in range(5000):
                    assert isinstance(state, model), (game, type(state))
                    listed = legal.sync(game, client=client,
                                        body=models.StateRequest(state=state))
                    if listed.to_move is None:
                        break
                    move = next((m for m in listed.moves if m.action == prefer), None) or (
                        pick.choice(listed.moves))
                    state = play.sync(game, client=client,
                                      body=models.PlayRequest(state=state, move=move)).state
                assert state.terminal and state.game == game
                final = score.sync(game, client=client, body=models.StateRequest(state=state))
                assert final.terminal and final.winners, (game, final)
    finally:
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m == package or m.startswith(f"{package}.")]:
            del sys.modules[name]


def test_typescript_client_plays_a_game_of_each_family():
    """openapi-typescript types, tsc --strict, then play.ts through openapi-fetch."""
    need("node", "node")
    need(CLIENTS / "node_modules" / ".bin" / "tsc", "the npm packages of clients/ (npm ci)")
    bin_ = CLIENTS / "node_modules" / ".bin"
    subprocess.run([str(bin_ / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o",
                    "build/schema.d.ts"], cwd=CLIENTS, check=True, capture_output=True,
                   timeout=600)
    checked = subprocess.run([str(bin_ / "tsc"), "-p", "tsconfig.json"], check=False, cwd=CLIENTS,
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    with gunicorn() as server:
        played = subprocess.run(["node", "build/js/play.js", server.url], check=False,
                                cwd=CLIENTS,
                                capture_output=True, text=True, timeout=1200)
    assert played.returncode == 0, played.stderr
    results = json.loads(played.stdout)
    assert sorted(results) == sorted(game for game, *_ in GAMES)
    assert all(result["winners"] for result in results.values()), results
