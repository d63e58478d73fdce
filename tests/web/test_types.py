"""The web table's JavaScript is typed against the contract (issue 26 item 1): the types
openapi-typescript generates from openapi.yaml, used in JSDoc (`import('arbiter-api')`),
checked by `tsc --checkJs --strict`. The tools are pinned in tests/web/package.json."""

from __future__ import annotations

import json
import shutil
import subprocess

from service.web import STATIC
from tests.tools import ROOT, missing

BIN = ROOT / "tests" / "web" / "node_modules" / ".bin"


def test_the_table_type_checks_against_the_contract(tmp_path):
    for tool in ("openapi-typescript", "tsc"):
        if not (BIN / tool).is_file() or shutil.which("node") is None:
            missing(f"{tool} is not installed: run `npm ci` in tests/web")
    types = tmp_path / "openapi.d.ts"
    subprocess.run(
        [str(BIN / "openapi-typescript"), str(ROOT / "openapi.yaml"), "-o", str(types)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    (tmp_path / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    "allowJs": True,
                    "checkJs": True,
                    "strict": True,
                    "noEmit": True,
                    "target": "ES2022",
                    "module": "ES2022",
                    "moduleResolution": "bundler",
                    "lib": ["ES2022", "DOM", "DOM.Iterable"],
                    "types": [],
                    "paths": {"arbiter-api": [str(types)]},
                },
                "include": [str(STATIC / "*.js")],
            }
        )
    )
    checked = subprocess.run(
        [str(BIN / "tsc"), "-p", str(tmp_path / "tsconfig.json")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert len(list(STATIC.glob("*.js"))) >= 6
