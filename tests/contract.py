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
def _registry() -> Registry:
    return Registry().with_resource(URI, Resource.from_contents(
        document(), default_specification=DRAFT202012))


@cache
def validator(pointer: str) -> Draft202012Validator:
    """A validator of the schema at ``pointer`` in the contract (``/components/schemas/X``)."""
    return Draft202012Validator({"$ref": f"{URI}#{pointer}"}, registry=_registry())


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
    """The contract's (request, 200 answer) schema pointers of ``POST path``: the game's own
    operation where it has one (``/v1/games/muggins/play``, typed by Muggins' schemas only),
    else the generic one."""
    templated = re.sub(r"^/v1/games/[^/]+/", "/v1/games/{game}/", path)
    paths = document()["paths"]
    key = path if path in paths else templated
    escaped = key.replace("~", "~0").replace("/", "~1")
    base = f"/paths/{escaped}/post"
    return (f"{base}/requestBody/content/application~1json/schema",
            f"{base}/responses/200/content/application~1json/schema")


def exchange(path: str, body: Any, answer: Any) -> None:
    """Check a request body and its 200 answer against the operation ``POST path`` (the
    game's own operation where it has one)."""
    request, response = _operation(path)
    check(validator(request), body, f"POST {path} request")
    check(validator(response), answer, f"POST {path} answer")
