"""The SDKs generated from openapi.yaml (issue 24 item 5), and what the tests feed them.

- clients/python/arbiter_api_client: openapi-python-client's package (settings in
  clients/openapi-python-client.yaml), with a hand-written ``py.typed`` beside it;
- clients/typescript/src/schema.d.ts: openapi-typescript's types, under the hand-written
  wrapper clients/typescript/src/index.ts.

``python -m tests.sdk`` regenerates both in place (after ``python -m service.openapi >
openapi.yaml``); tests/test_generated_clients.py regenerates them into a temporary folder
and fails when the checked-in copies differ, so they never drift from the contract.

``corpus(game)`` is every answer a game's own operations give in its golden playthroughs
(tests/golden/) and in a seeded random game: legal-moves, play (whole and for a viewer),
view, score and the record, each shaped as the HTTP answer is.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from service.games import records, registry
from tests.harness import GOLDEN

ROOT = Path(__file__).resolve().parent.parent
CLIENTS = ROOT / "clients"
PYTHON = CLIENTS / "python"
CONFIG = CLIENTS / "openapi-python-client.yaml"
PACKAGE = yaml.safe_load(CONFIG.read_text())["package_name_override"]
HAND_WRITTEN = {"py.typed"}
"""Files of the Python package that are not generated."""
TYPESCRIPT = CLIENTS / "typescript"
SCHEMA_TS = TYPESCRIPT / "src" / "schema.d.ts"
NODE_BIN = CLIENTS / "node_modules" / ".bin"
"""Where ``npm ci`` in clients/ (run by .ci/run) puts openapi-typescript and tsc."""
GENERATOR = Path(sys.executable).parent / "openapi-python-client"


def generate_python(out: Path) -> Path:
    """Generate the Python client from openapi.yaml into ``out/<package>``; its folder."""
    target = out / PACKAGE
    subprocess.run(
        [
            str(GENERATOR),
            "generate",
            "--path",
            str(ROOT / "openapi.yaml"),
            "--config",
            str(CONFIG),
            "--output-path",
            str(target),
            "--meta",
            "none",
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )
    return target


def generate_typescript(out: Path) -> Path:
    """Generate the TypeScript types from openapi.yaml into the file ``out``."""
    subprocess.run(
        [str(NODE_BIN / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o", str(out)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    return out


def files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` by its relative path, but caches."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def main() -> None:
    """Regenerate clients/python/<package> and clients/typescript/src/schema.d.ts."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate_python(Path(tmp))
        target = PYTHON / PACKAGE
        kept = {
            name: (target / name).read_bytes() for name in HAND_WRITTEN if (target / name).exists()
        }
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(fresh, target)
        for name, data in kept.items():
            (target / name).write_bytes(data)
    generate_typescript(SCHEMA_TS)


# -- the answers each game's operations give ------------------------------------------------


RANDOM_MOVES = 400
"""Most moves of the seeded random game of each game (long matches are cut there)."""


@cache
def corpus(game: str) -> dict[str, list[Any]]:
    """Every answer of ``game``'s own operations in its golden playthroughs and a seeded
    random game (seed 24, fewest seats), by operation: ``legal-moves``, ``play`` (every
    move whole, and for a viewer turn by turn: ``view`` and events without what it may not
    see), ``view``, ``score`` (whole and for a viewer) and ``record`` (each game's)."""
    engine = registry.engine(game, "play")
    info = registry.GAMES[game]
    out: dict[str, list[Any]] = {k: [] for k in ("legal-moves", "play", "view", "score", "record")}
    games = [
        (g["deal"], [step["move"] for step in g["steps"]])
        for g in (_golden(path) for path in sorted(GOLDEN.glob(f"{game}-*.json")))
    ]
    games.append(({"players": info.min_players, "seed": 24, "options": {}}, None))
    pick = random.Random(24)
    for deal, moves in games:
        state = engine.deal(deal["players"], deal["seed"], deal.get("options"))
        record = records.begin(state)
        seats = [*range(deal["players"]), "spectator"]
        for index in range(len(moves) if moves is not None else RANDOM_MOVES):
            listed = engine.legal_moves(state)
            out["legal-moves"].append(listed)
            if listed["to_move"] is None:
                break
            move = moves[index] if moves is not None else pick.choice(listed["moves"])
            viewer = seats[index % len(seats)]
            out["legal-moves"].append(engine.legal_moves(state, viewer))
            seen, told = engine.play(state, move, viewer)
            out["play"].append({"view": seen, "events": told})
            out["view"].append({"state": engine.view(state, viewer)})
            state, events = engine.play(state, move)
            out["play"].append({"state": state, "events": events})
            record["moves"].append(move)
            if index % 10 == 0:
                out["score"].append(engine.score(state, viewer))
        out["score"] += [engine.score(state), engine.score(state, 0)]
        out["record"].append(record)
    return out


def _golden(path: Path) -> dict:
    import json

    return json.loads(path.read_text(encoding="utf-8"))


if __name__ == "__main__":
    main()
