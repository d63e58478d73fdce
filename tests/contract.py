"""Checking real requests and answers against openapi.yaml with a JSON Schema validator.

``exchange(path, body, answer)`` validates a request body and its 200 answer against the
operation's schemas in the checked-in contract (``$ref``s resolved inside openapi.yaml by
``referencing``); tests/harness.py calls it on every call it makes, so every state, view,
move and event of the random-play and golden tests is checked against the contract.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

CONTRACT = Path(__file__).resolve().parent.parent / "openapi.yaml"
URI = "urn:arbiter:openapi"


@cache
def document() -> dict:
    """The checked-in contract."""
    return yaml.safe_load(CONTRACT.read_text(encoding="utf-8"))


@cache
def _registry(game: str | None) -> Registry:
    return Registry().with_resource(URI, Resource.from_contents(
        narrowed(game), default_specification=DRAFT202012))


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
                if len(refs) > 1 and f"{prefix}{kind}" in refs and all(
                        ref.endswith(kind) for ref in refs):
                    rest = {k: v for k, v in node.items() if k not in (key, "discriminator")}
                    return {**rest, "$ref": f"{prefix}{kind}"}
        return {key: walk(value) for key, value in node.items()}

    return walk(document())


_UNION_KINDS = {"State", "View", "Move", "Event", "Options"}


def camel(game: str) -> str:
    """A game id as its schemas' prefix (``tatooine-spice-train`` -> ``TatooineSpiceTrain``)."""
    return "".join(part.capitalize() for part in game.split("-"))


@cache
def validator(pointer: str, game: str | None = None) -> Draft202012Validator:
    """A validator of the schema at ``pointer`` in the contract (``/components/schemas/X``),
    narrowed to ``game``'s schemas where the contract takes any game's (``narrowed``)."""
    return Draft202012Validator({"$ref": f"{URI}#{pointer}"}, registry=_registry(game))


def component(name: str) -> Draft202012Validator:
    """A validator of ``#/components/schemas/<name>``."""
    return validator(f"/components/schemas/{name}")


def check(v: Draft202012Validator, instance: Any, what: str) -> None:
    """Fail with every error's path and message when ``instance`` does not fit."""
    errors = sorted(v.iter_errors(instance), key=lambda e: list(e.absolute_path))
    if errors:
        from jsonschema.exceptions import best_match

        best = best_match(errors)
        raise AssertionError(
            f"{what} does not fit the contract at {list(best.absolute_path)}: "
            f"{best.message[:500]}")


@cache
def _operation(path: str) -> tuple[str, str]:
    """The contract's (request, 200 answer) schema pointers of ``POST path``."""
    templated = re.sub(r"^/v1/games/[^/]+/", "/v1/games/{game}/", path)
    paths = document()["paths"]
    key = path if path in paths else templated
    escaped = key.replace("~", "~0").replace("/", "~1")
    base = f"/paths/{escaped}/post"
    return (f"{base}/requestBody/content/application~1json/schema",
            f"{base}/responses/200/content/application~1json/schema")


def exchange(path: str, body: Any, answer: Any) -> None:
    """Check a request body and its 200 answer against the operation ``POST path`` (as the
    game in the path sees the contract: ``narrowed``)."""
    request, response = _operation(path)
    game = re.match(r"^/v1/games/([^/]+)/", path)
    name = game.group(1) if game else None
    check(validator(request, name), body, f"POST {path} request")
    check(validator(response, name), answer, f"POST {path} answer")
