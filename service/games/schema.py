"""JSON Schemas of every game's state, view, moves and events, built from the engines' own data.

The contract (openapi.yaml) names four schemas per game, ``<Game>State``, ``<Game>View``,
``<Game>Move`` and ``<Game>Event`` (``<Game>`` the id in CamelCase). Each family's ``schema``
module builds them from what its engines already hold (the deck's card codes, the tile set,
the option specs, the state members a game's rules call for, the move actions it reads), so a
new option, card or member shows up in the contract by itself. A game's moves are told apart
by ``action`` and its events by ``event`` (a discriminator, ``hoist``). This module holds the
builders they share, each game's ``<Game>Record`` (``record``), the generic operations'
schemas (``generic()``: ``GameId``, ``AnyGameState``...), and ``components()``, the whole
set.

The schemas are JSON Schema 2020-12 (as OpenAPI 3.1 uses it). They check every request
before an engine reads it (``service.api.boundary``): the engines read a state, options and
a record as these schemas shape them and check only what a schema cannot say (the rules).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from . import chance
from .chance import CHANCE_STEP_MAX, SEED_MAX
from .interface import Game
from .options import OptionSet, OptionSpec

Schema = dict[str, Any]

KINDS = ("State", "View", "Move", "Event")
"""The four schemas each game has, in the order they are listed."""

TEXT = {
    "type": "string",
    "description": "The move or event in words (plain English); not a "
    "rule input: a listed move sent back with its text is accepted.",
}
"""The optional ``text`` of every move and event."""

NONCE = {
    "type": "string",
    "pattern": f"^{chance.NONCE.pattern}$",
    "description": (
        "Sealed games: the secret (128 to 512 bits, in lowercase hex) mixed into every chance "
        "draw. Never in a view or an answer to a player."
    ),
}

CHANCE = {"type": "string", "enum": ["chance"]}
"""``to_move`` at a chance step. A one-value enum rather than ``const``: openapi-python-client
0.29 parses a ``const`` inside a union without trying the union's other members."""

SEAT = {"type": "integer", "minimum": 0, "maximum": 7, "description": "A seat (player index)."}


def camel(game_id: str) -> str:
    """``"tatooine-spice-train"`` -> ``"TatooineSpiceTrain"``: a game's component prefix."""
    return "".join(part.capitalize() for part in game_id.split("-"))


def ref(name: str) -> Schema:
    """A reference to the component ``name``."""
    return {"$ref": f"#/components/schemas/{name}"}


def obj(
    properties: dict[str, Schema],
    optional: Iterable[str] = (),
    *,
    description: str | None = None,
    title: str | None = None,
) -> Schema:
    """A closed object: every member in ``properties`` is required but those in ``optional``;
    no other member is allowed."""
    skip = set(optional)
    out: Schema = {}
    if title:
        out["title"] = title
    out["type"] = "object"
    if description:
        out["description"] = description
    out["additionalProperties"] = False
    required = [name for name in properties if name not in skip]
    if required:
        out["required"] = required
    out["properties"] = properties
    return out


def integer(minimum: int | None = 0, maximum: int | None = None, description: str = "") -> Schema:
    """An integer from ``minimum`` to ``maximum`` (either end open when ``None``)."""
    out: Schema = {"type": "integer"}
    if minimum is not None:
        out["minimum"] = minimum
    if maximum is not None:
        out["maximum"] = maximum
    if description:
        out["description"] = description
    return out


def array(
    items: Schema, max_items: int | None = None, min_items: int = 0, description: str = ""
) -> Schema:
    """An array of ``items``, of ``min_items`` to ``max_items`` items."""
    out: Schema = {"type": "array", "items": items}
    if min_items:
        out["minItems"] = min_items
    if max_items is not None:
        out["maxItems"] = max_items
    if description:
        out["description"] = description
    return out


def enum(values: Iterable[Any], description: str = "") -> Schema:
    """One of ``values`` (a string enum: card codes, tiles, phases)."""
    out: Schema = {"type": "string", "enum": list(values)}
    if description:
        out["description"] = description
    return out


def nullable(schema: Schema) -> Schema:
    """``schema`` or JSON null."""
    return {"oneOf": [schema, {"type": "null"}]}


def option(spec: OptionSpec) -> Schema:
    """One option of the catalog as a schema: its type, choices or range, default, words."""
    out: Schema = {"type": spec.type}
    if spec.choices:
        out["enum"] = list(spec.choices)
    if spec.minimum is not None:
        out["minimum"] = spec.minimum
    if spec.maximum is not None:
        out["maximum"] = spec.maximum
    out["default"] = spec.default
    out["description"] = spec.description
    return out


def options(option_set: OptionSet, *, in_state: bool) -> Schema:
    """The ``options`` object of a game: each option by its spec, none other.

    :param in_state: a state names every option; one saved before an option existed lacks it
        and loads with its default, so no option is required either way.
    """
    return obj(
        {spec.name: option(spec) for spec in option_set.specs},
        optional=[spec.name for spec in option_set.specs],
        description=(
            "Every option of the game (see the catalog); a state saved "
            "before an option existed lacks it and loads with its default."
            if in_state
            else "Options by name; a missing one takes its default."
        ),
    )


def to_move(players: int) -> Schema:
    """``to_move``: a seat, ``"chance"``, or null once the game is over."""
    return {
        "oneOf": [integer(0, players - 1), CHANCE, {"type": "null"}],
        "description": 'The seat to move, "chance" at a chance step, or null once the '
        "game is over.",
    }


def header(engine: Game[Any]) -> dict[str, Schema]:
    """The members every state has (``interface.Game.header`` checks them)."""
    info = engine.info
    return {
        "game": {"type": "string", "const": info.id},
        "version": {
            "type": "integer",
            "const": engine.version,
            "description": "State format version.",
        },
        "options": options(info.options, in_state=True),
        "seed": integer(0, SEED_MAX, "Seed of every chance outcome."),
        "chance_step": integer(0, CHANCE_STEP_MAX, "How many chance outcomes were drawn."),
        "to_move": to_move(info.max_players),
        "terminal": {"type": "boolean", "description": "Whether the game is over."},
    }


def state(engine: Game[Any], members: dict[str, Schema], rules: str) -> Schema:
    """A game's state: the header, the game's own ``members``, an optional sealed ``nonce``.

    :param rules: what the rules demand that no schema can say (conservation of cards...).
    """
    properties = {**header(engine), **members, "nonce": NONCE}
    return obj(
        properties,
        optional=["nonce"],
        title=f"{camel(engine.info.id)}State",
        description=f"A whole {engine.info.name} state as the service writes it. {rules}",
    )


def count(description: str) -> Schema:
    """The ``<name>_count`` a view puts in place of a hidden list."""
    return integer(0, None, f"How many {description} there are (the list itself is hidden).")


def conceal(schema: Schema, key: str, what: str, always: bool) -> None:
    """Put in ``schema`` (a closed object) the view's form of its hidden list ``key``:
    ``<key>_count`` instead (``interface.conceal``), or, where the viewer may see it
    (``always`` false: their own hand, hands once shown), either of the two."""
    props = schema["properties"]
    counted = f"{key}_count"
    props[counted] = count(what)
    schema["required"].remove(key)
    if always:
        del props[key]
        schema["required"].append(counted)
    else:
        schema["not"] = neither_or_both(key, counted)


def neither_or_both(first: str, second: str) -> Schema:
    """What ``"not"`` refuses so that an object holds exactly one of two members: both, or
    neither. (A ``oneOf`` of two ``required`` would say the same, but generated clients then
    type the whole object as untyped data: openapi-python-client 0.29 makes it ``Any``.)"""
    return {
        "description": f"holds either its {first} or its {second}, not both nor neither.",
        "anyOf": [
            {"required": [first, second]},
            {"not": {"anyOf": [{"required": [first]}, {"required": [second]}]}},
        ],
    }


def view(state_schema: Schema, viewer_rules: str) -> Schema:
    """A view, from the state's schema: no ``seed`` nor ``nonce``, ``viewer`` added; the
    caller then conceals the hidden lists (``conceal``)."""
    import copy

    out = copy.deepcopy(state_schema)
    out["title"] = out["title"].removesuffix("State") + "View"
    out["description"] = (
        f"The state as one seat or a spectator may see it: {viewer_rules} The seed is left out."
    )
    props = out["properties"]
    del props["seed"], props["nonce"]
    out["required"].remove("seed")
    props["viewer"] = {
        "oneOf": [SEAT, {"type": "string", "enum": ["spectator"]}],
        "description": 'Whose view this is: a seat, or "spectator".',
    }
    out["required"].append("viewer")
    return out


def move(
    title: str,
    action: str,
    members: dict[str, Schema] | None = None,
    optional: Iterable[str] = (),
    description: str = "",
) -> Schema:
    """One action's move ``{"action": action, ...members}`` (+ optional ``text``)."""
    props = {"action": {"type": "string", "const": action}, **(members or {}), "text": TEXT}
    return obj(props, [*optional, "text"], title=title, description=description or None)


def event(
    title: str,
    kind: str,
    members: dict[str, Schema] | None = None,
    optional: Iterable[str] = (),
    description: str = "",
) -> Schema:
    """One kind of event ``{"event": kind, ...members}`` (+ optional ``text``)."""
    props = {"event": {"type": "string", "const": kind}, **(members or {}), "text": TEXT}
    return obj(props, [*optional, "text"], title=title, description=description or None)


def one_of(title: str, choices: list[Schema], description: str) -> Schema:
    """Exactly one of ``choices`` (the actions of one game, told apart by ``action``)."""
    return {"title": title, "description": description, "oneOf": choices}


def game_options(game_id: str) -> Schema:
    """``<Game>Options``: the options a request may give for ``game_id`` (a deal's, Rummikub's
    check-table and solve), each by its spec in the catalog, none other."""
    from . import registry

    title = f"{camel(game_id)}Options"
    return {"title": title, **options(registry.GAMES[game_id].options, in_state=False)}


def any_options() -> Schema:
    """A deal's ``options``: the ``<Game>Options`` of the game in the URL."""
    return union("Options")


ANY = "AnyGame"
"""The prefix of the schemas that take any game's (``AnyGameState``...): the generic
operations' (``/v1/games/{game}/play``); each game's own operations (``mugginsPlay``) take
``<Game>State``... in their place (``service.game_operations``)."""

GAME_ID = "GameId"

SIGNATURE = "RecordSignature"

MOVE_MEMBERS = (
    "Moves and events carry no `game` member (the URL names it) and one may fit "
    "several games' schemas, so the generic operations type them as an open "
    "object that keeps every member; each game's own operations (mugginsPlay...) "
    "type them exactly."
)


def union(kind: str) -> Schema:
    """A reference to ``AnyGame<kind>``: any game's State, View, Move, Event, Options,
    Record or Standing (``generic()`` builds them)."""
    return ref(f"{ANY}{kind}")


def generic() -> dict[str, Schema]:
    """The schemas of the generic operations: ``GameId`` (every game id, the one enum every
    operation uses), ``AnyGame<kind>``, ``AnyGameRecord`` and ``RecordSignature``.

    States and views carry ``game``: ``oneOf`` every game's, with ``game`` as discriminator.
    Moves and events are open objects (``MOVE_MEMBERS``), options ``anyOf`` every game's.
    """
    from . import registry

    ids = games()
    out: dict[str, Schema] = {
        GAME_ID: enum(
            registry.GAMES,
            (
                "A game's id, as the catalog lists it (GET /v1/games). An operation a game does "
                "not offer answers 404 `unsupported_endpoint`."
            ),
        )
        | {"title": GAME_ID}
    }
    for kind in ("State", "View"):
        out[f"{ANY}{kind}"] = {
            "title": f"{ANY}{kind}",
            "oneOf": [ref(f"{camel(g)}{kind}") for g in ids],
            "discriminator": {
                "propertyName": "game",
                "mapping": {g: f"#/components/schemas/{camel(g)}{kind}" for g in ids},
            },
        }
    for kind, tag in (("Move", "action"), ("Event", "event")):
        out[f"{ANY}{kind}"] = {
            "title": f"{ANY}{kind}",
            "type": "object",
            "description": f"A {kind.lower()} of the game in the URL: exactly one of that "
            f"game's <Game>{kind} schemas. {MOVE_MEMBERS}",
            "required": [tag],
            "properties": {tag: {"type": "string"}, "text": TEXT},
            "additionalProperties": True,
        }
    out[f"{ANY}Options"] = {
        "title": f"{ANY}Options",
        "anyOf": [ref(f"{camel(g)}Options") for g in ids],
        "description": (
            "Options by name for the game in the URL: its <Game>Options schema (see also the "
            "catalog); a missing one takes its default. Options carry no `game` member, so this is "
            "anyOf every game's, not a discriminated oneOf; an option the game in the URL does not "
            "have is refused (422 `invalid_option`)."
        ),
    }
    out[f"{ANY}Standing"] = {
        "title": f"{ANY}Standing",
        "anyOf": [ref(f"{camel(family)}Standing") for family in FAMILIES],
        "description": (
            "One seat's score, in the form of the game's family (each game's own operations "
            "name its family's)."
        ),
    }
    out[f"{ANY}Record"] = record(None)
    out[SIGNATURE] = obj(
        {
            "key": {
                "type": "string",
                "pattern": "^[A-Za-z0-9_-]{1,32}$",
                "description": (
                    "The id of the sealing key that signed (ARBITER_SEAL_KEYS; docs/security.md)."
                ),
            },
            "origin": enum(
                ("sealed", "checked"),
                (
                    '"sealed": the service dealt the game sealed and recorded every move as it '
                    'played it; "checked": the service replayed a record it was sent and found '
                    "every move legal (it did not see the game played)."
                ),
            ),
            "mac": {
                "type": "string",
                "pattern": "^[A-Za-z0-9_-]{43}$",
                "description": (
                    "HMAC-SHA-256 of the record (all but `signature` and `tags`), URL-safe base64 "
                    "without padding."
                ),
            },
        },
        title=SIGNATURE,
        description=(
            "The service's signature of a record it wrote (docs/records.md says what it proves "
            "and what it does not); replay says whether it holds (`signed`)."
        ),
    )
    return out


FAMILIES = ("sabacc", "sabaccino", "rummikub")


def record(game_id: str | None) -> Schema:
    """``<Game>Record`` (``AnyGameRecord`` for ``None``): a game record (docs/records.md,
    ``records.first_state`` reads it): its seed or its start, never both."""
    from . import records, registry

    if game_id is None:
        name, game, version = f"{ANY}Record", ref(GAME_ID), integer(1)
        players = integer(1, max(g.max_players for g in registry.GAMES.values()))
    else:
        info = registry.GAMES[game_id]
        name, game = f"{camel(game_id)}Record", {"type": "string", "const": game_id}
        version = {"type": "integer", "const": registry.engine(game_id, "deal").version}
        players = integer(info.min_players, info.max_players)
    kind = union if game_id is None else (lambda k: ref(f"{camel(game_id)}{k}"))
    out = obj(
        {
            "game": game,
            "version": version | {"description": "The state format version."},
            "players": players | {"description": "The number of seats."},
            "seed": integer(0, SEED_MAX, "The deal's seed (or `start`)."),
            "start": kind("State")
            | {"description": "A whole first state instead of the seed (physical cards or tiles)."},
            "nonce": NONCE,
            "options": kind("Options"),
            "moves": array(
                kind("Move"),
                records.MAX_MOVES,
                description=("Every move in order, as sent to play, chance steps included."),
            ),
            "tags": {
                "type": "object",
                "maxProperties": records.MAX_TAGS,
                "propertyNames": {"maxLength": records.MAX_TAG_CHARS},
                "additionalProperties": {"type": "string", "maxLength": records.MAX_TAG_CHARS},
                "description": "Strings by name for people (names, place, date); no rule "
                "reads them, and no signature covers them.",
            },
            "signature": ref(SIGNATURE),
        },
        ("seed", "start", "nonce", "tags", "signature"),
        title=name,
        description=(
            "A game record (docs/records.md): the start (a seed or a whole state) and every move."
        ),
    )
    out["not"] = neither_or_both("seed", "start")
    return out


@cache
def components() -> dict[str, Schema]:
    """Every game's ``<Game>State``, ``<Game>View``, ``<Game>Move``, ``<Game>Event`` and
    ``<Game>Options`` (and its own parts, ``<Game>Card``), then each family's shared schemas,
    by component name (built once)."""
    from . import registry
    from .rummikub import schema as rummikub
    from .sabacc import schema as sabacc
    from .sabaccino import schema as sabaccino

    families = {"sabacc": sabacc, "sabaccino": sabaccino, "rummikub": rummikub}
    out: dict[str, Schema] = {}
    for game_id, info in registry.GAMES.items():
        if info.status != "available":
            continue
        built = families[info.family].schemas(registry.engine(game_id, "deal"))
        assert all(f"{camel(game_id)}{kind}" in built for kind in KINDS), game_id
        out.update(built)
        out[f"{camel(game_id)}Options"] = game_options(game_id)
        out[f"{camel(game_id)}Record"] = record(game_id)
    for family in families.values():
        out.update(family.shared())
    out.update(generic())
    return {name: hoisted for name, schema in out.items() for name, hoisted in hoist(name, schema)}


def hoist(name: str, schema: Schema) -> list[tuple[str, Schema]]:
    """``schema`` with each titled choice of its ``oneOf`` (an action's move, a kind of
    event) made a component of that title and referenced, and the choices told apart by
    their ``action`` (or ``event``) in a discriminator: the components, ``name``'s last.
    (openapi-python-client 0.29 builds an inline titled choice twice and drops it as a
    duplicate; a referenced one it builds once.)"""
    choices = schema.get("oneOf", [])
    if not any("title" in choice for choice in choices):
        return [(name, schema)]
    out = [(choice["title"], choice) for choice in choices if "title" in choice]
    schema = {
        **schema,
        "oneOf": [ref(choice["title"]) if "title" in choice else choice for choice in choices],
    }
    tag = next(
        (key for key in ("action", "event") if key in choices[0].get("properties", {})), None
    )
    if tag is None:
        return out + [(name, schema)]
    mapping = {
        choice["properties"][tag]["const"]: ref(choice["title"])["$ref"] for choice in choices
    }
    assert len(mapping) == len(choices), f"{name}: two choices share one {tag}"
    schema["discriminator"] = {"propertyName": tag, "mapping": mapping}
    return out + [(name, schema)]


def games() -> list[str]:
    """The ids of the games with schemas, in catalog order."""
    from . import registry

    return [game for game, info in registry.GAMES.items() if info.status == "available"]
