"""Checking real requests and answers against openapi.yaml with a JSON Schema validator.

``exchange(path, body, answer)`` validates a request body and its 200 answer against the
operation's schemas in the checked-in contract (``$ref``s resolved inside openapi.yaml),
compiled by jsonschema-rs (the validator the service's boundary uses, but fed the
checked-in file, not the schemas the app builds); tests/harness.py calls it on every call
it makes, so every state, view, move and event of the random-play and golden tests is
checked against the contract.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jsonschema_rs
import yaml

CONTRACT = Path(__file__).resolve().parent.parent / "openapi.yaml"
URI = "urn:arbiter:openapi"


@cache
def document() -> dict:
    """The checked-in contract."""
    return yaml.load(CONTRACT.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


@cache
def _registry(game: str | None) -> jsonschema_rs.Registry:
    return jsonschema_rs.Registry([(URI, narrowed(game))])


@cache
def narrowed(game: str | None) -> dict:
    """The contract as one game's URL sees it: each union of every game's State, View, Move,
    Event or Options schemas replaced by ``game``'s own (the answer for a game's URL can only
    be that game's; checking one schema rather than fifteen keeps the check cheap).
    ``None``: as is."""
    if game is None:
        return document()
    prefix = f"#/components/schemas/{camel(game)}"

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        for key in ("oneOf", "anyOf"):
            refs = [item.get("$ref", "") for item in node.get(key, [])]
            for kind in _UNION_KINDS:
                if (
                    len(refs) > 1
                    and f"{prefix}{kind}" in refs
                    and all(ref.endswith(kind) for ref in refs)
                ):
                    rest = {k: v for k, v in node.items() if k not in (key, "discriminator")}
                    return {**rest, "$ref": f"{prefix}{kind}"}
        return {key: walk(value) for key, value in node.items()}

    return walk(document())


_UNION_KINDS = {"State", "View", "Move", "Event", "Options"}


def camel(game: str) -> str:
    """A game id as its schemas' prefix (``tatooine-spice-train`` -> ``TatooineSpiceTrain``)."""
    return "".join(part.capitalize() for part in game.split("-"))


@cache
def validator(pointer: str, game: str | None = None) -> jsonschema_rs.Validator:
    """A validator of the schema at ``pointer`` in the contract (``/components/schemas/X``),
    narrowed to ``game``'s schemas where the contract takes any game's (``narrowed``)."""
    return jsonschema_rs.validator_for(
        {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$ref": f"{URI}#{quote(pointer, safe='/~')}",
        },
        registry=_registry(game),
    )


def component(name: str) -> jsonschema_rs.Validator:
    """A validator of ``#/components/schemas/<name>``."""
    return validator(f"/components/schemas/{name}")


def check(v: jsonschema_rs.Validator, instance: Any, what: str) -> None:
    """Fail with the first error's path and message when ``instance`` does not fit."""
    if not v.is_valid(instance):
        error = next(v.iter_errors(instance))
        raise AssertionError(
            f"{what} does not fit the contract at {list(error.instance_path)}: "
            f"{error.message[:500]}"
        )


@cache
def _operation(path: str) -> tuple[str, str]:
    """The contract's (request, 200 answer) schema pointers of ``POST path``: the game's own
    operation where it has one (``/v1/games/muggins/play``, typed by Muggins' schemas only),
    else the generic one."""
    templated = re.sub(r"^/v1/games/[^/]+/", "/v1/games/{game}/", path)
    paths = document()["paths"]
    key = path if path in paths else templated
    escaped = key.replace("~", "~0").replace("/", "~1")
    base = f"/paths/{escaped}/post"
    return (
        f"{base}/requestBody/content/application~1json/schema",
        f"{base}/responses/200/content/application~1json/schema",
    )


def exchange(path: str, body: Any, answer: Any) -> None:
    """Check a request body and its 200 answer against the operation ``POST path`` (the
    game's own operation where it has one)."""
    request, response = _operation(path)
    check(validator(request), body, f"POST {path} request")
    check(validator(response), answer, f"POST {path} answer")
