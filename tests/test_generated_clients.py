"""Clients generated from openapi.yaml (issues 11 item 4 and 24).

- Python: openapi-python-client generates the client package (once per session, fixture
  ``python_client``; its name set in clients/openapi-python-client.yaml, so that it is not
  ``client``, the CLI's): it plays one Corellian Spike, one Basic Sabbacinos and one Rummikub
  game against a real gunicorn through the generic operations; it is what clients/python
  holds; every answer of every game's golden and seeded random games (tests/sdk.py) goes
  through the game's own models and back to the same JSON, each move and event its own
  game's model; mypy refuses another game's move; the README's sealed game plays.
- TypeScript: openapi-typescript generates the types (what clients/typescript/src holds);
  clients/play.ts plays the same three games through openapi-fetch (``tsc --strict`` must
  accept it: no conversion between calls); the wrapper and its README type-check; every
  distinct move and event, and a sample of every game's answers, type-check as that game's
  own types; clients/typescript/test/wrong-game.ts must fail exactly where it is marked.

The tools are installed by .ci/run (``npm ci`` in clients/); a test whose tool is missing
skips locally and fails when ``CI`` is ``true``.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from service.app import create_app
from service.games import registry
from service.games.schema import camel, games
from tests import contract, sdk
from tests.gunicorn_server import ROOT, gunicorn
from tests.tools import missing

pytestmark = pytest.mark.e2e

CLIENTS = ROOT / "clients"
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


@pytest.fixture(scope="module")
def python_client(tmp_path_factory):
    """The Python client generated from openapi.yaml (once per session: it takes seconds),
    imported from a temporary folder (not the checked-in copy: that one is compared to it)."""
    need(sdk.GENERATOR, "openapi-python-client")
    package = sdk.PACKAGE
    assert package not in sys.modules and importlib.util.find_spec(package) is None, package
    out = tmp_path_factory.mktemp("python-client")
    folder = sdk.generate_python(out)
    sys.path.insert(0, str(out))
    try:
        api = importlib.import_module(package)
        assert Path(api.__file__).parent == folder
        yield api
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m == package or m.startswith(f"{package}.")]:
            del sys.modules[name]


def test_python_client_plays_a_game_of_each_family(python_client):
    """Play through the generic operations: every answer parsed into the generated models."""
    api, package = python_client, sdk.PACKAGE
    models = importlib.import_module(f"{package}.models")
    games = "/v1/games/{game}"
    deal, legal, play, score = (
        operation(package, f"{games}/{name}") for name in ("deal", "legal-moves", "play", "score")
    )
    with gunicorn() as server:
        client = api.Client(base_url=server.url, raise_on_unexpected_status=True, timeout=120)
        for game, players, seed, prefer in GAMES:
            model = getattr(models, f"{camel(game)}State")
            pick = random.Random(seed)
            state = deal.sync(
                game, client=client, body=models.DealRequest(players=players, seed=seed)
            ).state
            for _ in range(5000):
                assert isinstance(state, model), (game, type(state))
                listed = legal.sync(game, client=client, body=models.StateRequest(state=state))
                if listed.to_move is None:
                    break
                move = next((m for m in listed.moves if m.action == prefer), None) or (
                    pick.choice(listed.moves)
                )
                state = play.sync(
                    game, client=client, body=models.PlayRequest(state=state, move=move)
                ).state
            assert state.terminal and state.game == game
            final = score.sync(game, client=client, body=models.StateRequest(state=state))
            assert final.terminal and final.winners, (game, final)


def test_typescript_client_plays_a_game_of_each_family():
    """openapi-typescript types, tsc --strict, then play.ts through openapi-fetch."""
    need("node", "node")
    need(CLIENTS / "node_modules" / ".bin" / "tsc", "the npm packages of clients/ (npm ci)")
    bin_ = CLIENTS / "node_modules" / ".bin"
    subprocess.run(
        [str(bin_ / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o", "build/schema.d.ts"],
        cwd=CLIENTS,
        check=True,
        capture_output=True,
        timeout=600,
    )
    checked = subprocess.run(
        [str(bin_ / "tsc"), "-p", "tsconfig.json"],
        check=False,
        cwd=CLIENTS,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    with gunicorn() as server:
        played = subprocess.run(
            ["node", "build/js/play.js", server.url],
            check=False,
            cwd=CLIENTS,
            capture_output=True,
            text=True,
            timeout=1200,
        )
    assert played.returncode == 0, played.stderr
    results = json.loads(played.stdout)
    assert sorted(results) == sorted(game for game, *_ in GAMES)
    assert all(result["winners"] for result in results.values()), results


# -- issue 24: the SDKs, checked in and never drifting; every member kept, each game typed -----


def test_checked_in_python_client_is_what_the_generator_writes(python_client):
    """clients/python/arbiter_api_client is exactly the generator's output from openapi.yaml
    (plus py.typed): regenerate with `python -m tests.sdk`."""
    generated = sdk.files(Path(python_client.__file__).parent)
    checked_in = sdk.files(sdk.PYTHON / sdk.PACKAGE)
    for name in sdk.HAND_WRITTEN:
        assert checked_in.pop(name, None) is not None, f"{name} is missing"
    stale = sorted(set(generated) ^ set(checked_in)) + sorted(
        name for name in set(generated) & set(checked_in) if generated[name] != checked_in[name]
    )
    assert not stale, f"clients/python is stale (python -m tests.sdk): {stale[:10]}"


def canonical(value) -> str:
    """JSON with sorted keys: equal strings are equal documents, types included (1 is not
    true, 1 is not 1.0)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def discriminated(game: str, kind: str) -> dict[str, str]:
    """The model name of each action (``Move``) or kind of event (``Event``) of ``game``."""
    mapping = contract.document()["components"]["schemas"][f"{camel(game)}{kind}"]["discriminator"][
        "mapping"
    ]
    return {tag: target.rsplit("/", 1)[-1] for tag, target in mapping.items()}


RESPONSES = {
    "legal-moves": "LegalMovesResponse",
    "play": "PlayResponse",
    "view": "ViewResponse",
    "score": "ScoreResponse",
    "record": "Record",
}


@pytest.mark.parametrize("game", games())
def test_python_models_keep_every_member_and_parse_each_game_into_its_own(python_client, game):
    """Every answer of the game's golden and seeded random games (tests/sdk.py corpus)
    goes through the game's own answer models and back to the same JSON; each move, event,
    state and view parses into that game's own model (by its action or event)."""
    models = importlib.import_module(f"{sdk.PACKAGE}.models")
    prefix, actions, kinds = camel(game), discriminated(game, "Move"), discriminated(game, "Event")
    counts = dict.fromkeys(RESPONSES, 0)
    for operation_name, answers in sdk.corpus(game).items():
        model = getattr(models, f"{prefix}{RESPONSES[operation_name]}")
        for answer in answers:
            parsed = model.from_dict(answer)
            assert canonical(parsed.to_dict()) == canonical(answer), (game, operation_name)
            counts[operation_name] += 1
            for move in getattr(parsed, "moves", []) if operation_name != "record" else []:
                assert type(move).__name__ == actions[move.action], (game, move)
            for event in getattr(parsed, "events", []):
                assert type(event).__name__ == kinds[event.event], (game, event)
            for member, kind in (("state", "State"), ("view", "View")):
                value = getattr(parsed, member, None)
                if value is not None and type(value).__name__ != "Unset":
                    expected = "View" if operation_name == "view" else kind
                    assert type(value).__name__ == f"{prefix}{expected}", (game, member)
    assert all(counts.values()), counts


def test_no_member_is_lost_in_the_generic_or_the_games_own_operations(python_client):
    """The issue's two: a Rummikub draw naming its tile, and a chance move naming the first
    player and the racks, keep every member through PlayRequest (any game) and through
    RummikubPlayRequest, where they are RummikubDraw and RummikubChance."""
    models = importlib.import_module(f"{sdk.PACKAGE}.models")
    state = registry.engine("rummikub", "deal").deal(2, 1)
    racks = [state["players"][0]["rack"], state["players"][1]["rack"]]
    for move, name in (
        ({"action": "draw", "tile": "R5"}, "RummikubDraw"),
        ({"action": "chance", "first": 1, "racks": racks}, "RummikubChance"),
    ):
        body = {"state": state, "move": move}
        for request in (models.PlayRequest, models.RummikubPlayRequest):
            assert canonical(request.from_dict(body).to_dict()) == canonical(body), request
        assert type(models.RummikubPlayRequest.from_dict(body).move).__name__ == name


WRONG_PY = """\
from arbiter_api_client.models import CorellianSpikeGain, MugginsPass, MugginsPlayRequest


def right() -> MugginsPlayRequest:
    return MugginsPlayRequest(token="t", move=MugginsPass(action="pass"))


def wrong() -> MugginsPlayRequest:
    return MugginsPlayRequest(token="t", move=CorellianSpikeGain(action="gain"))  # WRONG
"""


def readme_example() -> str:
    """The Python code of clients/python/README.md (its one ```python block)."""
    [code] = re.findall(r"```python\n(.*?)```", (sdk.PYTHON / "README.md").read_text(), re.S)
    return code


def test_mypy_refuses_another_games_move_and_accepts_the_readme(python_client, tmp_path):
    """mypy --strict with the generated package: a Muggins play takes Muggins' moves only
    (one error, on the line marked WRONG), and the README's example is clean."""
    (tmp_path / "wrong.py").write_text(WRONG_PY)
    (tmp_path / "readme.py").write_text(readme_example())
    checked = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            "--cache-dir",
            str(tmp_path / "cache"),
            "wrong.py",
            "readme.py",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "MYPYPATH": str(Path(python_client.__file__).parent.parent)},
    )
    wrong_line = (
        WRONG_PY.splitlines().index(next(line for line in WRONG_PY.splitlines() if "WRONG" in line))
        + 1
    )
    errors = [line for line in checked.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1 and errors[0].startswith(f"wrong.py:{wrong_line}:"), checked.stdout
    assert (
        '"move" to "MugginsPlayRequest" has incompatible type "CorellianSpikeGain"' in (errors[0])
    )


def test_python_readme_plays_a_sealed_game(python_client):
    """clients/python/README.md's example, run as written against the app (in process, the
    base URL its only change): a sealed Muggins game to its end, its record signed."""
    code = readme_example()
    app = create_app({"SEAL_KEYS": "k1:" + "A" * 43})
    transport = httpx.WSGITransport(app=app)
    code = code.replace(
        'Client(base_url="http://127.0.0.1:8080", ',
        'Client(base_url="http://arbiter", httpx_args=HTTPX, ',
    )
    assert "HTTPX" in code
    scope: dict = {"HTTPX": {"transport": transport}}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "clients/python/README.md", "exec"), scope)
    record = scope["record"].to_dict()
    assert out.getvalue() == f"{len(record['moves'])} moves, signed with key k1\n"
    judged = app.test_client().post("/v1/games/muggins/replay", json={"record": record}).json
    assert judged["first_illegal"] is None and judged["signed"] == "valid"
    assert judged["score"]["terminal"] is True


def test_python_client_installs_with_pip(tmp_path):
    """clients/python is a package pip installs (no network: no build isolation, no
    dependencies), typed (py.typed)."""
    source = shutil.copytree(sdk.PYTHON, tmp_path / "source")  # the build leaves files
    installed = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--target",
            str(tmp_path / "site"),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert installed.returncode == 0, installed.stderr
    package = tmp_path / "site" / sdk.PACKAGE
    assert (package / "py.typed").is_file() and (package / "api" / "muggins").is_dir()


# -- TypeScript ---------------------------------------------------------------------------------


def tsc(project: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(sdk.NODE_BIN / "tsc"), "-p", str(project)],
        cwd=CLIENTS,
        capture_output=True,
        text=True,
        timeout=600,
    )


def typecheck(name: str, source: str) -> subprocess.CompletedProcess:
    """tsc --strict (clients/typescript's settings) on ``source``, written to
    clients/typescript/build/<name>/<name>.ts (a folder of its own: tests run in parallel)."""
    folder = sdk.TYPESCRIPT / "build" / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.ts").write_text(source)
    (folder / "tsconfig.json").write_text(
        json.dumps(
            {
                "extends": "../../tsconfig.json",
                "compilerOptions": {"noEmit": True, "rootDir": "../.."},
                "include": [f"{name}.ts"],
            }
        )
    )
    return tsc(folder)


@pytest.fixture(scope="module")
def typescript(tmp_path_factory) -> Path:
    """The types openapi-typescript generates from openapi.yaml now (a temporary file)."""
    need("node", "node")
    need(sdk.NODE_BIN / "tsc", "the npm packages of clients/ (npm ci)")
    return sdk.generate_typescript(tmp_path_factory.mktemp("ts") / "schema.d.ts")


def test_checked_in_typescript_types_are_what_the_generator_writes(typescript):
    assert typescript.read_bytes() == sdk.SCHEMA_TS.read_bytes(), (
        "clients/typescript/src/schema.d.ts is stale: run `python -m tests.sdk`"
    )


def test_typescript_wrapper_and_readme_type_check(typescript):
    """tsc --strict accepts the wrapper (src/index.ts) and the README's example."""
    text = (sdk.TYPESCRIPT / "README.md").read_text()
    [example] = re.findall(r"```ts\n(.*?)```", text, re.S)
    checked = typecheck(
        "readme", example.replace('from "arbiter-client"', 'from "../../src/index.js"')
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_tsc_refuses_another_games_move_and_state(typescript):
    """clients/typescript/test/wrong-game.ts fails tsc --strict exactly on its lines marked
    WRONG: a Corellian Spike move sent to Muggins, a Muggins state sent to Rummikub."""
    source = (sdk.TYPESCRIPT / "test" / "wrong-game.ts").read_text().splitlines()
    wrong = {number for number, line in enumerate(source, 1) if "// WRONG" in line}
    checked = tsc(sdk.TYPESCRIPT / "test")
    lines = {int(m) for m in re.findall(r"wrong-game\.ts\((\d+),\d+\): error", checked.stdout)}
    assert checked.returncode != 0 and lines == wrong, checked.stdout


def test_typescript_wrapper_plays_against_a_server(typescript):
    """clients/typescript/test/smoke.ts, compiled with the wrapper, plays 12 Muggins moves
    against a real gunicorn and gets a move naming no tile back as an ArbiterError."""
    folder = sdk.TYPESCRIPT / "build" / "smoke"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tsconfig.json").write_text(
        json.dumps(
            {
                "extends": "../../tsconfig.json",
                "compilerOptions": {
                    "rootDir": "../..",
                    "outDir": ".",
                    "declaration": False,
                    "types": ["node"],
                },
                "include": ["../../test/smoke.ts"],
            }
        )
    )
    compiled = tsc(folder)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    with gunicorn(workers=1) as server:
        ran = subprocess.run(
            ["node", str(folder / "test" / "smoke.js"), server.url],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    assert ran.returncode == 0, ran.stderr
    result = json.loads(ran.stdout)
    assert result["game"] == "muggins" and len(result["played"]) == 12
    assert result["refused"] == {"status": 422, "code": "invalid_card"}, result


TS_SAMPLE = 25
"""One whole answer in so many of a game's play and view answers goes into the TypeScript
check (every distinct move and event goes in): tsc would take minutes over every state."""


def test_every_move_event_state_and_view_fits_its_own_games_typescript_types(typescript):
    """Each game's distinct moves and events, and a sample of its answers (every legal-moves
    list, one play and view answer in TS_SAMPLE, every score and record), written as object
    literals typed by that game's own types: tsc --strict checks every member (an unknown
    member is an excess-property error)."""
    lines = [
        'import type { components } from "../../src/schema.js";',
        'type S = components["schemas"];',
    ]
    for number, game in enumerate(games()):
        prefix, corpus = camel(game), sdk.corpus(game)
        moves = {canonical(m): m for a in corpus["legal-moves"] for m in a["moves"]}
        events = {canonical(e): e for a in corpus["play"] for e in a["events"]}
        typed = [
            ("Move[]", list(moves.values())),
            ("Event[]", list(events.values())),
            ("PlayResponse[]", corpus["play"][::TS_SAMPLE]),
            ("ViewResponse[]", corpus["view"][::TS_SAMPLE]),
            ("ScoreResponse[]", corpus["score"]),
            ("Record[]", corpus["record"]),
        ]
        for kind, values in typed:
            assert values, (game, kind)
            lines.append(
                f'export const g{number}{kind[:-2]}: S["{prefix}{kind[:-2]}"][] = '
                f"{json.dumps(values)};"
            )
    checked = typecheck("corpus", "\n".join(lines) + "\n")
    assert checked.returncode == 0, checked.stdout[:5000]
