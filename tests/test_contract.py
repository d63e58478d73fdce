"""openapi.yaml is the single contract: it matches what the app serves, and the app keeps it.

It is OpenAPI 3.1, lint-clean (redocly), every operation named and every refusal documented.
tests/test_schemathesis.py checks the answers of a real server against it.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import yaml

from service import game_operations
from service.openapi import LINKS, operation_id, render, spec_dict
from tests.tools import ROOT, node_tool

CONTRACT = Path(__file__).resolve().parent.parent / "openapi.yaml"


def test_checked_in_contract_is_what_the_app_serves(client):
    """A stale openapi.yaml fails here: regenerate with
    `python -m service.openapi > openapi.yaml`."""
    served = client.get("/openapi.yaml")
    assert served.status_code == 200
    assert served.mimetype == "application/yaml"
    assert served.get_data(as_text=True) == CONTRACT.read_text(encoding="utf-8"), (
        "openapi.yaml is stale: run `python -m service.openapi > openapi.yaml`"
    )


def test_contract_documents_every_route(app):
    """Every route the app answers (but static files, and the web table's pages under
    /table/, which are no API) is a path in the contract."""
    spec = yaml.safe_load(render(app))
    documented = {(path, method.upper()) for path, ops in spec["paths"].items() for method in ops}
    for rule in app.url_map.iter_rules():
        if rule.endpoint.rsplit(".", 1)[-1] == "static" or rule.endpoint.startswith("web."):
            continue
        path = rule.rule.replace("<string:", "{").replace("<", "{").replace(">", "}")
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert (path, method) in documented, f"{method} {path} is not in openapi.yaml"


def operations(spec: dict):
    """``(path, method, operation)`` for every operation of an OpenAPI document."""
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method in HTTP_METHODS:
                yield path, method, operation


HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}

AGREED = {
    "listGames": ("get", "/v1/games"),
    "getGame": ("get", "/v1/games/{game}"),
    "rankHands": ("post", "/v1/games/{game}/rank"),
    "listProfiles": ("get", "/v1/games/{game}/profiles"),
    "dealGame": ("post", "/v1/games/{game}/deal"),
    "legalMoves": ("post", "/v1/games/{game}/legal-moves"),
    "playMove": ("post", "/v1/games/{game}/play"),
    "scoreGame": ("post", "/v1/games/{game}/score"),
    "viewGame": ("post", "/v1/games/{game}/view"),
    "checkTable": ("post", "/v1/games/rummikub/check-table"),
    "solveTurn": ("post", "/v1/games/rummikub/solve"),
    "healthz": ("get", "/healthz"),
    "readyz": ("get", "/readyz"),
    "replayGame": ("post", "/v1/games/{game}/replay"),
    "suggestMove": ("post", "/v1/games/{game}/suggest"),
}
"""The operationIds the team agreed on (TEAM.md), where the operation exists."""


def test_every_operation_has_a_unique_operation_id(app):
    """Generated clients name their functions by operationId: each one is there, unique,
    camelCase, and the agreed ones name the agreed operations."""
    spec = spec_dict(app)
    ids = {}
    for path, method, operation in operations(spec):
        op_id = operation.get("operationId")
        assert op_id and re.fullmatch(r"[a-z][A-Za-z0-9]*", op_id), (method, path, op_id)
        assert op_id not in ids, f"{op_id} names both {ids[op_id]} and {(method, path)}"
        ids[op_id] = (method, path)
    for op_id, where in AGREED.items():
        if where[1] in spec["paths"]:
            assert ids.get(op_id) == where, op_id
    assert {"listGames", "dealGame", "playMove", "checkTable"} <= set(ids)


def test_operation_id_rule():
    """An operation not in OPERATION_IDS is named after its view function, in camelCase."""
    assert operation_id("health.healthz") == "healthz"
    assert operation_id("table.legal_moves") == "legalMoves"
    assert operation_id("sabacc.rank") == "rankHands"
    assert operation_id("records.some_new_view") == "someNewView"


def test_texts_are_markdown_not_rest(app):
    """Summaries and descriptions are plain text or Markdown: no reST ``code`` or :roles:."""
    text = render(app)
    assert "``" not in text
    assert not re.search(r":(param|returns|raises|class|func)[: ]", text)


def test_every_refusal_is_documented_as_problem_json(app):
    """An operation with a body documents 400, 413, 415 and 422; one with a game in its path
    documents 404; each of those, and the default, is application/problem+json."""
    spec = spec_dict(app)
    responses = spec["components"]["responses"]

    def content(answer: dict) -> dict:
        if "$ref" in answer:
            answer = responses[answer["$ref"].rsplit("/", 1)[-1]]
        return answer["content"]

    for path, method, operation in operations(spec):
        answers = operation["responses"]
        expected = {"400", "413", "415", "422"} if "requestBody" in operation else set()
        if "{game}" in path:
            expected.add("404")
        assert expected <= set(answers), (method, path, sorted(answers))
        for status, answer in answers.items():
            if status.startswith("4") or status == "default":
                assert list(content(answer)) == ["application/problem+json"], (path, status)
                schema = content(answer)["application/problem+json"]["schema"]
                assert schema == {"$ref": "#/components/schemas/Problem"}


def test_links_lead_from_a_state_to_the_next_request(app):
    """deal and play link their state to legal-moves, score and view; legal-moves links its
    first move to play (OpenAPI links: generated clients and schemathesis follow them)."""
    spec = spec_dict(app)
    by_id = {op["operationId"]: op for _, _, op in operations(spec)}
    for source, targets in LINKS.items():
        links = by_id[source]["responses"]["200"]["links"]
        assert set(links) == set(targets)
        for target, link in links.items():
            assert link["operationId"] == target and target in by_id
            assert link["parameters"] == {"game": "$request.path.game"}
    play = by_id["legalMoves"]["responses"]["200"]["links"]["playMove"]["requestBody"]
    assert play == {"state": "$request.body#/state", "move": "$response.body#/moves/0"}


def test_every_game_parameter_is_the_one_game_enum(app):
    """{game} is one named schema, GameId (every catalog id), in every operation (issue 24
    item 3): a generated client has one game type, not one per endpoint."""
    from service.games.registry import GAMES

    spec = spec_dict(app)
    assert spec["components"]["schemas"]["GameId"]["enum"] == list(GAMES)
    templated = [path for path in spec["paths"] if "{game}" in path]
    assert len(templated) == 10, templated  # the catalog entry, 7 interface, rank, profiles
    for path in templated:
        [parameter] = spec["paths"][path]["parameters"]
        assert parameter["schema"] == {"$ref": "#/components/schemas/GameId"}, path
    assert spec["components"]["schemas"]["AnyGameRecord"]["properties"]["game"] == {
        "$ref": "#/components/schemas/GameId"
    }


def test_each_game_has_its_own_typed_operations(app):
    """/v1/games/muggins/play is mugginsPlay, its bodies hold Muggins' schemas only, by
    reference (issue 24 item 1); moves and events are discriminated by action and event."""
    from service.games.registry import GAMES

    spec = spec_dict(app)
    schemas = spec["components"]["schemas"]
    ids = {op["operationId"]: path for path, _, op in operations(spec)}
    for game in GAMES:
        for endpoint in ("deal", "legal-moves", "play", "score", "view", "replay"):
            op_id = game_operations.operation_id(game, endpoint)
            assert ids[op_id] == f"/v1/games/{game}/{endpoint}"
    assert game_operations.operation_id("muggins", "legal-moves") == "mugginsLegalMoves"
    play = spec["paths"]["/v1/games/muggins/play"]["post"]
    assert play["operationId"] == "mugginsPlay" and play["tags"] == ["muggins"]
    body = play["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/MugginsPlayRequest"}
    request = schemas["MugginsPlayRequest"]["properties"]
    assert request["state"]["$ref"] == "#/components/schemas/MugginsState"
    assert request["move"]["$ref"] == "#/components/schemas/MugginsMove"
    answer = schemas["MugginsPlayResponse"]["properties"]
    assert answer["events"]["items"]["$ref"] == "#/components/schemas/MugginsEvent"
    assert answer["view"]["$ref"] == "#/components/schemas/MugginsView"
    assert answer["record"]["$ref"] == "#/components/schemas/MugginsRecord"
    score = schemas["RummikubScoreResponse"]["properties"]["standings"]["items"]
    assert score["$ref"] == "#/components/schemas/RummikubStanding"
    text = json.dumps({k: v for k, v in schemas.items() if k.startswith("Muggins")})
    refs = set(re.findall(r'"\$ref": "#/components/schemas/(\w+)"', text))
    assert all(
        name.startswith(("Muggins", "Sabaccino")) or name in ("RecordSignature", "FirstIllegal")
        for name in refs
    ), sorted(refs)
    moves = schemas["RummikubMove"]
    assert moves["discriminator"] == {
        "propertyName": "action",
        "mapping": {
            action: f"#/components/schemas/Rummikub{name}"
            for action, name in (
                ("chance", "Chance"),
                ("draw", "Draw"),
                ("lay", "Lay"),
                ("penalty", "Penalty"),
            )
        },
    }
    assert schemas["MugginsEvent"]["discriminator"]["mapping"]["placed"] == (
        "#/components/schemas/MugginsPlacedEvent"
    )
    # the generic operations keep working: any game's state, an open move object
    generic = schemas["PlayRequest"]["properties"]
    assert generic["state"]["$ref"] == "#/components/schemas/AnyGameState"
    assert schemas["AnyGameMove"]["additionalProperties"] is True


def test_contract_is_openapi_3_1(app):
    """OpenAPI 3.1: JSON Schema nullability as type lists, never 3.0's `nullable`."""
    spec = spec_dict(app)
    assert spec["openapi"] == "3.1.0"
    assert "nullable" not in json.dumps(spec)
    to_move = spec["components"]["schemas"]["LegalMovesResponse"]["properties"]["to_move"]
    assert {"type": "null"} in to_move["oneOf"]  # a seat, "chance" or null (games.schema)
    time_limit = spec["components"]["schemas"]["SolveRequest"]["properties"]["time_limit"]
    assert time_limit["exclusiveMinimum"] == 0 and "minimum" not in time_limit  # 0 < t <= 30


def test_redocly_lint_passes(tmp_path):
    """`redocly lint` with its recommended rules finds no problem in openapi.yaml (rules turned
    off, each with its reason: redocly.yaml). Needs `npm ci` in ci/ (done by .ci/run)."""
    redocly = node_tool("redocly")
    result = subprocess.run(
        [
            str(redocly),
            "lint",
            "--config",
            str(ROOT / "redocly.yaml"),
            "--format",
            "stylish",
            str(CONTRACT),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning" not in result.stdout, result.stdout
