"""Each game's own operations in the contract (issue 24 item 1).

The generic operations (``POST /v1/games/{game}/play``, ``playMove``) take any game's state
and move. Beside them the contract names each game's own paths (``/v1/games/muggins/play``,
``mugginsPlay``), served by the very same routes, whose bodies and answers hold that game's
``<Game>State``, ``View``, ``Move``, ``Event``, ``Options`` and ``Record`` only (its family's
``<Family>Standing``), so that a generated client types each game exactly and a move of
another game does not type-check.

They are made by rule from the generic operations, here and nowhere else: each request and
answer component that (through its members) takes ``AnyGame<kind>`` gets a game's copy,
``<Game><name>`` (``MugginsPlayRequest``), in which every ``AnyGame<kind>`` is the game's
``<Game><kind>``; a component that takes none is referenced as it is. The game schemas
themselves are referenced, never copied. Each game's operations carry the game's id as
their tag.
"""

from __future__ import annotations

import copy
from typing import Any

from .games import registry
from .games.schema import ANY, camel, games

ENDPOINTS = ("deal", "legal-moves", "play", "score", "view", "replay", "suggest")
"""The generic operations each game gets its own of (those whose bodies hold game types)."""

REF = "#/components/schemas/"


def operation_id(game: str, endpoint: str) -> str:
    """``("tatooine-spice-train", "legal-moves")`` -> ``"tatooineSpiceTrainLegalMoves"``."""
    name = camel(game) + camel(endpoint)
    return name[0].lower() + name[1:]


def add(spec: dict[str, Any]) -> dict[str, Any]:
    """Put each available game's own operations (``ENDPOINTS`` it offers) and their
    components in ``spec`` (an OpenAPI document as a dict, with the generic operations)."""
    from .api import examples

    schemas = spec["components"]["schemas"]
    generic = {
        endpoint: spec["paths"][f"/v1/games/{{game}}/{endpoint}"]["post"] for endpoint in ENDPOINTS
    }
    endpoint_of = {op["operationId"]: endpoint for endpoint, op in generic.items()}
    tags = spec.setdefault("tags", [])
    for game in games():
        info = registry.GAMES[game]
        kinds = _Specializer(schemas, game, info.family)
        for endpoint in ENDPOINTS:
            if endpoint not in info.endpoints:
                continue
            op = copy.deepcopy(generic[endpoint])
            op["operationId"] = operation_id(game, endpoint)
            op["tags"] = [game]
            for body in [op.get("requestBody", {}), op["responses"]["200"]]:
                content = body.get("content", {}).get("application/json")
                if content is None:
                    continue
                content["schema"] = kinds.ref(content["schema"])
                if game != examples.GAME:  # the examples are a game of examples.GAME
                    content.pop("example", None)
            links = op["responses"]["200"].pop("links", None)
            if links:  # to the game's own operations, the game in their paths
                op["responses"]["200"]["links"] = {
                    operation_id(game, endpoint_of[target]): {
                        "operationId": operation_id(game, endpoint_of[target]),
                        "requestBody": link["requestBody"],
                    }
                    for target, link in links.items()
                }
            spec["paths"][f"/v1/games/{game}/{endpoint}"] = {"post": op}
        if not any(tag["name"] == game for tag in tags):  # rummikub has its own already
            tags.append(
                {
                    "name": game,
                    "description": (
                        f"{info.name}: the game's own operations, typed by its {camel(game)}State, "
                        "View, Move and Event schemas; the same routes as the generic operations."
                    ),
                }
            )
    return spec


class _Specializer:
    """The components of one game's operations: ``<Game><name>`` for each component that
    takes any game's schemas (``AnyGame<kind>``), made once."""

    def __init__(self, schemas: dict[str, Any], game: str, family: str) -> None:
        self.schemas, self.prefix = schemas, camel(game)
        self.kinds = {
            f"{ANY}{kind}": f"{self.prefix}{kind}"
            for kind in ("State", "View", "Move", "Event", "Options", "Record")
        }
        self.kinds[f"{ANY}Standing"] = f"{camel(family)}Standing"

    def ref(self, schema: dict[str, Any]) -> dict[str, Any]:
        """``schema`` (a ``$ref`` or an inline schema) with the game's schemas in it."""
        return self._walk(schema)

    def _walk(self, node: Any) -> Any:
        if isinstance(node, list):
            return [self._walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        out = {key: self._walk(value) for key, value in node.items()}
        target = node.get("$ref", "")
        if target.startswith(REF):
            out["$ref"] = REF + self._component(target[len(REF) :])
        return out

    def _component(self, name: str) -> str:
        """The game's component in place of ``name``: its own kind, its copy, or ``name``."""
        if name in self.kinds:
            return self.kinds[name]
        if not self._takes_any(self.schemas[name], set()):
            return name
        own = f"{self.prefix}{name}"
        if own in self.schemas:
            return own
        self.schemas[own] = {}  # claimed first: a component that refers to itself
        self.schemas[own] = self._walk(self.schemas[name])
        return own

    def _takes_any(self, node: Any, seen: set[str]) -> bool:
        if isinstance(node, list):
            return any(self._takes_any(item, seen) for item in node)
        if not isinstance(node, dict):
            return False
        target = node.get("$ref", "")
        if target.startswith(REF):
            name = target[len(REF) :]
            if name in self.kinds:
                return True
            if name not in seen and not name.startswith(ANY):
                seen.add(name)
                if self._takes_any(self.schemas.get(name, {}), seen):
                    return True
        return any(self._takes_any(value, seen) for value in node.values())
