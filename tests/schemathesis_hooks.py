"""Schemathesis hooks (schemathesis.toml's ``hooks``): the game in the URL is the game of the
state or record in the body.

A request body's state is any game's (``oneOf`` told apart by ``game``), but the path names
the game too, and no OpenAPI schema can tie the two. Left alone, schemathesis sends every
game's state to the first game's URL, so nearly every case stops at the service's "this
state is another game's" refusal and no other game's state is ever read. This hook sends
each case whose body names a game of the path's ``enum`` to that game's URL, so every
game's state is checked by its own engine. A case about the path itself (a game the path
does not list, or a body naming none) is left as it is.
"""

from __future__ import annotations

from typing import Any

import schemathesis


def _path_games(operation: Any) -> set[str]:
    """The games the operation's ``{game}`` lists (its schema's ``enum``, or that of the
    ``GameId`` component it names); none without one."""
    for parameter in operation.path_parameters:
        if parameter.name == "game":
            schema = parameter.definition.get("schema", {})
            name = schema.get("$ref", "").rsplit("/", 1)[-1]
            if name:
                schema = operation.schema.raw_schema["components"]["schemas"][name]
            return set(schema.get("enum", ()))
    return set()


@schemathesis.hook
def map_case(context: Any, case: Any) -> Any:
    """``case`` sent to the URL of the game its body's ``state`` or ``record`` names."""
    body, path = case.body, case.path_parameters or {}
    if not isinstance(body, dict) or "game" not in path:
        return case
    sent = body.get("state", body.get("record"))
    named = sent.get("game") if isinstance(sent, dict) else None
    games = _path_games(case.operation)
    if (
        isinstance(named, str)
        and named in games
        and isinstance(path["game"], str)
        and (path["game"] in games)
    ):
        case.path_parameters = {**path, "game": named}
    return case
