"""The OpenAPI 3.1 contract, generated from the app's own schemas.

``python -m service.openapi > openapi.yaml`` rewrites the checked-in contract; a test fails
when the file and the app differ. Each game's own operations (``mugginsPlay``) are added
by ``service.game_operations``.

``ContractPlugin`` adds, by rule and in this one place, what every operation needs beyond its
schemas: its ``operationId`` (``OPERATION_IDS``, else the view function's name in camelCase),
the problem answers it can give (400, 404, 413, 415, 422 as ``application/problem+json``),
the one game enum its ``{game}`` takes (``GameId``), and the links from one answer's state
to the next request (``LINKS``, for clients and for schemathesis' stateful phase).
"""

from __future__ import annotations

import copy
import sys
from typing import Any

import marshmallow as ma
import yaml
from apispec import BasePlugin
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask

from .games.schema import GAME_ID

PROBLEM = "application/problem+json"
PROBLEM_REF = "#/components/schemas/Problem"

API = "arbiter.api"
"""``app.extensions`` entry: the app's flask-smorest ``Api``, whose spec this is (create_app)."""

OPERATION_IDS = {
    "list_games": "listGames",
    "get_game": "getGame",
    "rank": "rankHands",
    "profiles": "listProfiles",
    "deal": "dealGame",
    "legal_moves": "legalMoves",
    "play": "playMove",
    "score": "scoreGame",
    "view": "viewGame",
    "check_table": "checkTable",
    "solve": "solveTurn",
    "replay": "replayGame",
    "suggest": "suggestMove",
    "contract": "getContractYaml",
    "contract_json": "getContractJson",
}
"""operationId by view function name, where the name alone would not say what the operation
does; every other operation is the view function's name in camelCase (``healthz``)."""

PROBLEMS = {
    "400": (
        "BadRequest",
        "The body is not JSON (`malformed_json`), nests too deep "
        "(`too_deep`), or could not be read whole (`malformed_body`).",
    ),
    "404": (
        "NotFound",
        "No such game (`unknown_game`), or the game does not offer this "
        "endpoint (`unsupported_endpoint`).",
    ),
    "413": (
        "PayloadTooLarge",
        "The body is larger than the service accepts (`payload_too_large`).",
    ),
    "415": (
        "UnsupportedMediaType",
        "The body is not `application/json` (`unsupported_media_type`).",
    ),
    "422": (
        "Unprocessable",
        "The body does not fit the schema (`validation_error`), or the "
        "rules refuse it: `invalid_state`, `illegal_move`, `invalid_move`, "
        "`invalid_option`, `invalid_card`, `invalid_hand`, "
        "`invalid_profile`, `invalid_record`, `invalid_request`; or a "
        "sealed game's token is not one this service sealed for this game "
        "(`invalid_token`).",
    ),
    "403": (
        "Forbidden",
        "A sealed game: a move without the key of the seat to move, or a seat "
        "key that is not this game's (`forbidden_seat`).",
    ),
    "501": (
        "NotImplemented",
        "A body in a transfer coding other than chunked "
        "(`not_implemented`); or a sealed request to a server that "
        "holds no sealing keys (`sealing_unavailable`; docs/security.md).",
    ),
}
"""The problem answers an operation documents: status -> (component name, description)."""

SEALED = {
    "legalMoves": ["403"],
    "playMove": ["403"],
    "scoreGame": ["403"],
    "viewGame": ["403"],
    "suggestMove": ["403"],
}
"""The further problem answers of the operations that open sealed games (their 501, like
every operation with a body's)."""

_GAME = "$request.path.game"
_NEXT_STATE: dict[str, dict[str, Any]] = {
    "legalMoves": {"state": "$response.body#/state"},
    "suggestMove": {"state": "$response.body#/state"},
    "scoreGame": {"state": "$response.body#/state"},
    "viewGame": {"state": "$response.body#/state", "viewer": 0},
}
LINKS: dict[str, dict[str, dict[str, Any]]] = {
    "dealGame": _NEXT_STATE,
    "playMove": _NEXT_STATE,
    "legalMoves": {
        "playMove": {"state": "$request.body#/state", "move": "$response.body#/moves/0"},
    },
    "suggestMove": {
        "playMove": {"state": "$request.body#/state", "move": "$response.body#/move"},
    },
}
"""Where an answer leads: operationId -> {next operationId: its request body, as OpenAPI
runtime expressions}. The game stays the one in the path."""


def camel(name: str) -> str:
    """``legal_moves`` -> ``legalMoves``."""
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def operation_id(endpoint: str) -> str:
    """The operationId of the view registered as Flask endpoint ``endpoint``
    (``"table.legal_moves"`` -> ``"legalMoves"``)."""
    function = endpoint.rsplit(".", 1)[-1]
    return OPERATION_IDS.get(function) or camel(function)


class ContractPlugin(BasePlugin):
    """The apispec plugin that completes every operation by rule (see the module docstring)."""

    def init_spec(self, spec) -> None:
        for plugin in spec.plugins:
            if isinstance(plugin, MarshmallowPlugin):
                # set by its own init_spec, which runs first (flask-smorest lists it before ours)
                assert plugin.converter is not None
                plugin.converter.add_attribute_function(exclusive_range)
        for name, description in PROBLEMS.values():
            spec.components.response(
                name,
                {
                    "description": description,
                    "content": {PROBLEM: {"schema": {"$ref": "#/components/schemas/Problem"}}},
                },
            )

    def schema_helper(self, name, definition, **kwargs) -> dict | None:
        """A request schema's ``RELATIONS`` (relations between its members, each JSON Schema
        keywords with its sentence: ``api.schemas.relation``) as the component's ``allOf``,
        which the boundary checks (``api.boundary``)."""
        relations = getattr(kwargs.get("schema"), "RELATIONS", None)
        return {"allOf": copy.deepcopy(relations)} if relations else None

    def response_helper(self, response, **kwargs) -> dict | None:
        """An answer holding a problem document (flask-smorest's error answers, the
        ``Problem`` schema) as ``application/problem+json``, the type it is sent with."""
        content = response.get("content", {})
        if content.get("application/json", {}).get("schema") != {"$ref": PROBLEM_REF}:
            return None
        return {"content": {PROBLEM: content["application/json"]}}

    def path_helper(self, path=None, operations=None, parameters=None, rule=None, **kwargs):
        """Give the ``game`` path parameter the one game enum, ``GameId`` (a game that does
        not offer the endpoint is answered 404 ``unsupported_endpoint``)."""
        for parameter in parameters or []:
            if parameter.get("in") == "path" and parameter.get("name") == "game":
                parameter["schema"] = {"$ref": f"#/components/schemas/{GAME_ID}"}
        return None

    def operation_helper(self, path=None, operations=None, rule=None, **kwargs) -> None:
        """Set operationId, problem answers and links on each operation of ``rule``."""
        for operation in (operations or {}).values():
            op_id = operation.setdefault("operationId", operation_id(rule.endpoint))
            responses = {
                str(status): answer for status, answer in operation.get("responses", {}).items()
            }
            statuses = ["404"] if "<" in rule.rule else []
            if "requestBody" in operation:
                statuses += ["400", "413", "415", "422", "501"]
            statuses += SEALED.get(op_id, [])
            for status in statuses:
                responses[status] = {"$ref": f"#/components/responses/{PROBLEMS[status][0]}"}
            links = LINKS.get(op_id)
            if links and "200" in responses:
                responses["200"]["links"] = {
                    target: {
                        "operationId": target,
                        "parameters": {"game": _GAME},
                        "requestBody": copy.deepcopy(body),
                    }
                    for target, body in links.items()
                }
            operation["responses"] = dict(sorted(responses.items()))  # "default" sorts last


def exclusive_range(converter, field, ret: dict, **kwargs) -> dict:
    """``exclusiveMinimum``/``exclusiveMaximum`` for a marshmallow ``Range`` that leaves its
    bound out (apispec writes every bound as inclusive): ``Range(0, 30, min_inclusive=False)``
    is ``{"exclusiveMinimum": 0, "maximum": 30}``."""
    out: dict = {}
    for validator in field.validators:
        if isinstance(validator, ma.validate.Range):
            if validator.min is not None and not validator.min_inclusive:
                out["exclusiveMinimum"] = validator.min
                ret.pop("minimum", None)
            if validator.max is not None and not validator.max_inclusive:
                out["exclusiveMaximum"] = validator.max
                ret.pop("maximum", None)
    return out


def spec_dict(app: Flask) -> dict:
    """The app's OpenAPI document as a dict (keys in the order the app builds them), with the
    examples recorded from real answers (``api.examples``)."""
    from . import game_operations
    from .api import examples

    spec = app.extensions[API].spec.to_dict()
    spec["components"]["schemas"].pop("PaginationMetadata", None)  # flask-smorest's: none is paged
    return game_operations.add(examples.apply(spec))


def render(app: Flask) -> str:
    """The app's OpenAPI document as YAML (keys in the order the app builds them)."""
    return yaml.safe_dump(spec_dict(app), sort_keys=False, allow_unicode=True, width=100)


def main() -> None:
    """Print the contract of a fresh app to stdout (``servers`` relative, ``/``, whatever
    ``ARBITER_PUBLIC_URL`` says: the checked-in contract is every deployment's)."""
    from .app import create_app

    sys.stdout.write(render(create_app({"PUBLIC_URL": "/"})))


if __name__ == "__main__":
    main()
