"""The trust boundary: every request body is checked against the contract before a view reads it.

The contract is openapi.yaml's own document, as the app serves it (``service.openapi.spec_dict``):
each operation's request body schema, a game's operations (``/v1/games/muggins/play``) with the
game's ``<Game>State``, ``<Game>Options`` and ``<Game>Record`` components built from the engines'
data (``service.games.schema``). Each schema is compiled once by jsonschema-rs (JSON Schema
2020-12, in Rust): a valid play body is accepted in a few microseconds, without a Python walk
over it and without loading it through marshmallow (whose schemas document the bodies and are
not run). What a schema says (types, ranges, required and unknown members, card codes, the
relations between members a request schema states in ``RELATIONS``) is said there once.

Moves are the engines' to check: at the boundary a move (a ``<Game>Move`` component) is any
JSON object, and a record's ``moves`` any JSON values (a move that is not an object is the
replay's ``first_illegal``, ``invalid_move``, as docs/records.md says). The Move schemas list
each action's canonical form, and the engines also take looser spellings (card codes in any
case) and refuse some well-formed moves by a named rule (a die showing 7 is
``illegal_move``). Likewise a record's ``signature`` holds any strings: ``signing.verify``
says whether it holds.

The contract decides; a refusal keeps the code the same input always had. A misfit of the
request's own (a member missing, unknown or of the wrong JSON type, a value out of its range,
a relation between members broken) is 422 ``validation_error`` with ``errors``, the offending
members by path, as before. A misfit inside a member an engine reads (``ENGINE``: ``state``,
``options``, ``record``, an inline ``profile``; a Rummikub tile) is refused with that engine's
code (``invalid_state``...), in the contract's words, naming the JSON path of the first value
that does not fit (a state of another game or version says that first). The engines are
never given such a body: they read a state, options, a record or a profile as the contract
shapes it and check only what a schema cannot say (the rules: where each card is, whose turn
it is, what a score adds up to), so the shape of each is stated once, in its schema.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import jsonschema_rs
from flask import Flask, current_app, request
from werkzeug.exceptions import UnprocessableEntity

from ..app import read_body
from ..games import registry
from ..games.errors import (
    ArbiterError,
    InvalidCard,
    InvalidOption,
    InvalidProfile,
    InvalidRecord,
    InvalidState,
)
from ..games.schema import SIGNATURE, camel
from ..openapi import spec_dict

URI = "urn:arbiter:contract"
"""The base URI of the contract document the validators resolve ``$ref`` against."""

COMPONENTS = "#/components/schemas/"

ENGINE: dict[str, type[ArbiterError]] = {
    "state": InvalidState,
    "options": InvalidOption,
    "record": InvalidRecord,
    "profile": InvalidProfile,
}
"""The members an engine reads, and its refusal of a value of them that does not fit (when the
value is at least a JSON object: a member of the wrong JSON type is a ``validation_error``)."""

CARDS = ("table", "rack")
"""Members holding Rummikub tiles: a tile that does not read as one is ``invalid_card``."""

_ARTICLES = {
    "object": "an object",
    "array": "an array",
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "a boolean",
    "null": "null",
}

_TYPE = "Not a valid {}."

WHOLE = "x-whole"
"""The keyword the compiled copy of a request body's own integer members carries (``Whole``)."""
_UNIONS = (jsonschema_rs.ValidationErrorKind.OneOfNotValid, jsonschema_rs.ValidationErrorKind.AnyOf)


_TYPES = {
    "object": "mapping type",
    "array": "list",
    "string": "string",
    "integer": "integer",
    "number": "number",
    "boolean": "boolean",
    "null": "null",
}


class Whole:
    """jsonschema-rs keyword ``x-whole``: an integer written as one. JSON Schema counts 2.0 as
    an integer; no integer of a request ever took a number written with a fraction or an
    exponent: not a request's own (a seat count, a seed, a viewer, a card's value: a 422
    ``validation_error``, as marshmallow's strict Integer refused it), nor one inside a
    state (the engine's code: ``to_move`` of 1.0 is no seat). orjson reads an integer
    literal past 64 bits as a float (``app.parse_json``): no member takes one so large
    (marshmallow's strict Integer refused it so too), and an engine would be given a float.

    :param parent: the schema node holding the keyword (its ``type`` words the refusal).
    """

    def __init__(self, parent: dict[str, Any], value: Any, schema_path: Any) -> None:
        types: list[str] = parent["type"] if isinstance(parent["type"], list) else [parent["type"]]
        self.message = _TYPE.format(" or ".join(_TYPES.get(t, t) for t in types))

    def validate(self, instance: Any) -> None:
        """:raises ValueError: ``instance`` is a float."""
        if isinstance(instance, float):
            raise ValueError(self.message)


def _whole(schema: Any) -> Any:
    """A copy of ``schema`` (the contract's components) with ``x-whole`` beside each ``type``
    that takes an integer and no other number."""
    if isinstance(schema, list):
        return [_whole(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    copy = {key: _whole(value) for key, value in schema.items()}
    types = schema.get("type")
    types = types if isinstance(types, list) else [types]
    if "integer" in types and "number" not in types:
        copy[WHOLE] = True
    return copy


OWN = "Own"
"""The suffix of a request body component's copy that checks the request's own members only:
a member an engine reads (``ENGINE``) for its JSON type, not inside (``_own``)."""


def _own(component: dict[str, Any], schemas: dict[str, Any]) -> dict[str, Any]:
    """``component`` (a request body's) with each member an engine reads checked for its JSON
    types only. jsonschema-rs reports every misfit of a body as a Python object before the
    first is read (about 15 us each: a 120 KB state of 60,000 non-tiles took 2 s); inside an
    engine's member the first misfit is all a refusal needs (``Contract.refusal``)."""
    members = component.get("properties", {})
    shallow = {
        member: {"type": _types(schema, schemas)} if member in ENGINE else schema
        for member, schema in members.items()
    }
    return {**component, "properties": shallow}


def _types(schema: dict[str, Any], schemas: dict[str, Any]) -> list[str]:
    """The JSON types ``schema`` takes at its top (through ``$ref``, ``oneOf``, ``anyOf``), in
    the order it names them (so a refusal words them as before)."""
    target = schema.get("$ref", "")
    if target.startswith(COMPONENTS):
        return _types(schemas[target.removeprefix(COMPONENTS)], schemas)
    if "type" in schema:
        found = schema["type"]
        return list(found) if isinstance(found, list) else [found]
    types: list[str] = []
    for branch in schema.get("oneOf", schema.get("anyOf", [])):
        types += [t for t in _types(branch, schemas) if t not in types]
    return types or ["object"]


class Misfit(UnprocessableEntity):
    """422 ``validation_error``: the request's own misfits, by member, in ``data`` as webargs
    gave them (``problems.from_http_exception`` writes the problem document)."""

    def __init__(self, errors: dict[str, Any]) -> None:
        super().__init__()
        self.data = {"messages": {"json": errors}}


class Contract:
    """The compiled request body schemas of one app's contract.

    :param spec: the OpenAPI document as a dict (``service.openapi.spec_dict``).
    """

    def __init__(self, spec: dict[str, Any]) -> None:
        schemas = dict(spec["components"]["schemas"])
        for name, schema in schemas.items():
            if name.endswith("Move"):  # the engines' to check (see the module docstring)
                schemas[name] = {"type": "object"}
            elif name.endswith("Record"):  # each move the replay's to judge, object or not
                members = schema["properties"]
                moves = {**members["moves"], "items": {}}
                schemas[name] = {**schema, "properties": {**members, "moves": moves}}
        # a signature's strings are signing.verify's to judge: one the service never writes
        # is a signature that does not hold ("invalid"), not a record refused whole
        members = schemas[SIGNATURE]["properties"]
        strings = {member: {"type": "string"} for member in members}
        schemas[SIGNATURE] = {**schemas[SIGNATURE], "properties": strings}
        self.bodies: dict[str, str] = {}
        for path, item in spec["paths"].items():
            body = item.get("post", {}).get("requestBody")
            if body is not None:
                ref = body["content"]["application/json"]["schema"]["$ref"]
                self.bodies[path] = ref.removeprefix(COMPONENTS)
        for name in set(self.bodies.values()):
            schemas[name + OWN] = _own(schemas[name], schemas)
        self.schemas = schemas
        self.registries = {
            fractions: jsonschema_rs.Registry(
                [(URI, {"components": {"schemas": _whole(schemas) if fractions else schemas}})]
            )
            for fractions in (False, True)
        }
        self.validators: dict[tuple[str, bool], jsonschema_rs.Validator] = {}

    def validator(self, name: str, fractions: bool) -> jsonschema_rs.Validator:
        """The compiled schema of component ``name`` (compiled when first asked for), for a
        body that may write a number with a fraction (``fractions``, ``app.Body``): with
        ``x-whole`` beside every integer (``Whole``); a body that writes none has no number
        the keyword could refuse, and is checked without it."""
        found = self.validators.get((name, fractions))
        if found is None:
            found = jsonschema_rs.validator_for(
                {
                    "$schema": "https://json-schema.org/draft/2020-12/schema",
                    "$ref": f"{URI}{COMPONENTS}{name}",
                },
                registry=self.registries[fractions],
                keywords={WHOLE: Whole},
            )
            self.validators[name, fractions] = found
        return found

    def refusal(self, path: str, body: Any, fractions: bool) -> Exception | None:
        """``None`` when ``body`` fits the request body schema of ``POST path``, else its
        refusal: an ``UnprocessableEntity`` (422 ``validation_error``, ``data["messages"]``
        the misfits by member, rendered by ``problems.from_http_exception``) or, for a misfit
        inside a member an engine reads, that engine's kind of refusal (``ENGINE``).

        :param path: the operation's path in the contract (``/v1/games/muggins/play``).
        :param fractions: whether the body's text may write a number with a fraction or an
            exponent (``app.Body``).
        """
        name = self.bodies[path]
        validator = self.validator(name, fractions)
        if validator.is_valid(body):
            return None
        own = self.validator(name + OWN, fractions)
        if not own.is_valid(body):  # every misfit of the request's own, named
            return self._refusal(name, own, body)
        try:  # the misfits are inside members an engine reads: the first says the code
            validator.validate(body)
        except jsonschema_rs.ValidationError as first:
            if _inside_engine(_innermost(first), body):
                return self._engine(first, body)
        return self._refusal(name, validator, body)

    def _refusal(self, name: str, validator: jsonschema_rs.Validator, body: Any) -> Exception:
        """The refusal of ``body``, which does not fit component ``name``: the request's own
        misfits first, else the engine's code for the first misfit inside a member it reads."""
        errors: dict[str, Any] = {}
        engine: ArbiterError | None = None
        for found in validator.iter_errors(body):  # as many as the body holds: at most 256 KiB
            error = _innermost(found)
            if _inside_engine(error, body):
                engine = engine or self._engine(found, body)
                continue
            steps = list(error.instance_path)
            member = steps[0] if steps else ""
            steps, message = self._explain(error)
            if member in CARDS and isinstance(
                error.kind, jsonschema_rs.ValidationErrorKind.Pattern
            ):
                engine = engine or InvalidCard(
                    f"{_path(steps)}: {error.instance!r} is no tile: write a colour K, R, B "
                    "or Y and a number 1-13 (R9, K13), or J for a joker.",
                    field=_path(steps),
                )
            else:
                _add(errors, [str(step) for step in steps], message)
        if errors or engine is None:
            return Misfit(errors)
        return engine

    def _explain(self, error: jsonschema_rs.ValidationError) -> tuple[list, str]:
        """A misfit of the request's own: its path in the body (members and indexes) and its
        sentence, in marshmallow's words where it had some (as refusals have read)."""
        steps = list(error.instance_path)
        kind = error.kind
        relation = self._relation(error)
        if relation is not None:
            return [relation["x-field"]], relation["description"]
        if isinstance(kind, jsonschema_rs.ValidationErrorKind.Required):
            return [*steps, kind.property], "Missing data for required field."
        if isinstance(kind, jsonschema_rs.ValidationErrorKind.AdditionalProperties):
            return [*steps, kind.unexpected[0]], "Unknown field."
        if isinstance(kind, jsonschema_rs.ValidationErrorKind.Type):
            wanted = " or ".join(_TYPES.get(t, t) for t in kind.types)
            return steps, _TYPE.format(wanted)
        if isinstance(kind, jsonschema_rs.ValidationErrorKind.Custom):  # Whole's
            return steps, error.message
        if isinstance(kind, _UNIONS):  # a value of none of the JSON types taken (_innermost)
            types = _types(self._node(error), self.schemas)
            return steps, _TYPE.format(" or ".join(_TYPES.get(t, t) for t in types))
        return steps, self._bounds(error) or _reason(error).removeprefix("is refused: ")

    def _node(self, error: jsonschema_rs.ValidationError) -> dict[str, Any]:
        """The schema holding the keyword ``error`` names (``{"minItems": 1, ...}``)."""
        node: Any = {"components": {"schemas": self.schemas}}
        for step in list(error.schema_path)[:-1]:
            if isinstance(node, dict):
                node = node.get(step, {})
            elif isinstance(node, list) and isinstance(step, int) and step < len(node):
                node = node[step]
            else:
                return {}
        return node if isinstance(node, dict) else {}

    def _bounds(self, error: jsonschema_rs.ValidationError) -> str | None:
        """A length, range or choice refused, in marshmallow's words (``Length must be
        between 1 and 8.``), both bounds read from the schema; else ``None``."""
        node = self._node(error)
        keyword = list(error.schema_path)[-1]
        if keyword in ("minItems", "maxItems", "minLength", "maxLength"):
            unit = "Items" if keyword.endswith("Items") else "Length"
            low, high = node.get(f"min{unit}"), node.get(f"max{unit}")
            if low is not None and high is not None:
                return f"Length must be between {low} and {high}."
            if high is not None:
                return f"Longer than maximum length {high}."
            return f"Shorter than minimum length {low}."
        if keyword in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            parts = []
            for word, inclusive, exclusive in (
                ("greater", "minimum", "exclusiveMinimum"),
                ("less", "maximum", "exclusiveMaximum"),
            ):
                if exclusive in node:
                    parts.append(f"{word} than {node[exclusive]}")
                elif inclusive in node:
                    parts.append(f"{word} than or equal to {node[inclusive]}")
            return f"Must be {' and '.join(parts)}."
        if keyword == "enum":
            return f"Must be one of: {', '.join(map(str, node['enum']))}."
        return None

    def _relation(self, error: jsonschema_rs.ValidationError) -> dict | None:
        """The relation between a request's members (``RELATIONS``, in its component's
        ``allOf``) that ``error`` broke, or ``None``: its keywords, its sentence
        (``description``) and the member it names (``x-field``)."""
        path = list(error.schema_path)
        if len(path) < 5 or path[:2] != ["components", "schemas"] or path[3] != "allOf":
            return None
        relation = self.schemas[path[2]]["allOf"][path[4]]
        return relation if "x-field" in relation else None

    def _engine(self, error: jsonschema_rs.ValidationError, body: dict) -> ArbiterError:
        """The engine's refusal of ``error`` (as reported: ``_innermost`` finds the misfit a
        union hides, in the branch of the value's own JSON type), a misfit inside a member an
        engine reads (``_inside_engine``), a state of another game or version named as that
        first."""
        error = _innermost(error, typed=True)
        steps = list(error.instance_path)
        member = str(steps[0])  # a member name (``_inside_engine``)
        value = body[member]
        for key in ("game", "version"):
            wanted = self._fixed(member, key)
            if wanted is not None and key in value and value[key] != wanted:
                where = f"{member}.{key}"
                return ENGINE[member](
                    f"{where} is {_short(value[key])}: a {member} of another {key}, "
                    f"not of {wanted!r}.",
                    field=where,
                )
        where = _path(steps)
        reason = self._limits(error) or _reason(error)
        return ENGINE[member](f"{where} {reason}"[:1000], field=where)

    def _limits(self, error: jsonschema_rs.ValidationError) -> str | None:
        """A range, length or choice an engine's member broke, in the words the engines' readers
        used (``must be between 0 and 3; got 5.``), the bounds read from the schema; else
        ``None``."""
        node = self._node(error)
        keyword = list(error.schema_path)[-1]
        value = error.instance
        if keyword in ("minimum", "maximum") and "minimum" in node and "maximum" in node:
            return f"must be between {node['minimum']} and {node['maximum']}; got {_short(value)}."
        if keyword == "minimum":
            return f"must be at least {node['minimum']}; got {_short(value)}."
        if keyword == "maximum":
            return f"must be at most {node['maximum']}; got {_short(value)}."
        if keyword == "maxItems" and isinstance(value, list):
            return f"has {len(value)} items; at most {node['maxItems']} are possible."
        if keyword == "minItems" and isinstance(value, list):
            return f"has {len(value)} items; at least {node['minItems']} are needed."
        if keyword == WHOLE and isinstance(value, float) and abs(value) >= 2**63:  # past 64 bits
            return "must be an integer of at most 64 bits."
        if keyword == WHOLE or isinstance(error.kind, _UNIONS):  # of no JSON type it takes
            types = _types(node, self.schemas)
            return (
                f"must be {' or '.join(_ARTICLES.get(t, t) for t in types)}; got {_short(value)}."
            )
        if keyword == "not" and "description" in node["not"]:  # schema.neither_or_both
            return str(node["not"]["description"])
        if keyword == "enum" and len(node["enum"]) <= 20:
            choices = ", ".join(map(str, node["enum"]))
            return f"must be one of {choices}; got {_short(value)}."
        return None

    def sealed_refusal(self, game: str, state: Any) -> InvalidState | None:
        """``None`` when ``state``, the state of a sealed token this service does not trust
        (``sealing.Opened.trusted`` false: sealed in an older format, with a key that no
        longer seals, or of an older state version), fits ``<Game>State`` of ``game`` and
        holds its ``nonce`` (optional in an open state; a sealed game's chance and record
        need it); else
        its refusal, naming the JSON path of the first misfit (a state of another version
        says that first). No request body held that state, so the contract never checked it.
        The refusal does not quote the value: a sealed state holds what its reader may not
        see (other seats' tiles).
        """
        name = f"{camel(game)}State"
        validator = self.validator(name, True)  # (every integer written as one)
        if validator.is_valid(state):
            if "nonce" in state:
                return None
            return InvalidState(  # every sealed game draws its chance from its nonce
                "state is missing the member 'nonce': this sealed game's state cannot be read.",
                field="state.nonce",
            )
        wanted = self.schemas[name]["properties"]["version"]["const"]
        if isinstance(state, dict) and state.get("version") != wanted:
            return InvalidState(
                f"state.version is {_short(state.get('version'))}: a state of another "
                f"version, not of {wanted!r}.",
                field="state.version",
            )
        try:
            validator.validate(state)
        except jsonschema_rs.ValidationError as error:
            where = _path(["state", *_innermost(error, typed=True).instance_path])
            return InvalidState(
                f"{where} does not fit {name}: this sealed game's state cannot be read.",
                field=where,
            )
        return None  # pragma: no cover - is_valid and validate agree

    def _fixed(self, member: str, key: str) -> Any:
        """The one value ``key`` takes in the current request's ``member`` component."""
        game = (request.view_args or {}).get("game")
        if game is None or member not in ("state", "record"):
            return None
        schema = self.schemas.get(f"{camel(game)}{member.title()}", {})
        return schema.get("properties", {}).get(key, {}).get("const")


def _inside_engine(error: jsonschema_rs.ValidationError, body: Any) -> bool:
    """Whether ``error`` lies inside a member an engine reads (``ENGINE``) whose value is an
    object (else it is a misfit of the request's own)."""
    inside = list(error.instance_path)
    return (
        bool(inside)
        and inside[0] in ENGINE
        and isinstance(body, dict)
        and isinstance(body.get(inside[0]), dict)
    )


def _add(errors: dict[str, Any], steps: list[str], message: str) -> None:
    """Put ``message`` in the tree of misfits by member (marshmallow's form: a member's own
    messages in a list, under ``_schema`` where its members or items have some too)."""
    node = errors
    for step in steps[:-1]:
        child = node.setdefault(step, {})
        if isinstance(child, list):
            child = node[step] = {"_schema": child}
        node = child
    last = steps[-1] if steps else "_schema"
    found = node.setdefault(last, [])
    (found.setdefault("_schema", []) if isinstance(found, dict) else found).append(message)


def _innermost(
    error: jsonschema_rs.ValidationError, typed: bool = False
) -> jsonschema_rs.ValidationError:
    """For a value that fits none of a ``oneOf`` or ``anyOf``'s schemas (a profile given by
    name or inline, an inline profile of either game), the first misfit inside the value
    (deeper than the value itself) in the branch it fits best (the fewest misfits: the schema
    of its own JSON type, the game it is nearest), through nested unions; any other misfit
    as it is. ``typed``: in the branch of the value's own JSON type (the branch without a
    type misfit of the value itself), a misfit of the value itself counts too (a seat of 9
    or of 1.0 where a seat, ``"chance"`` or null is taken: the seat's range, the integer
    written whole); a value of none of the types taken stays the union's misfit. A request's
    own members keep marshmallow's one sentence for a union instead (``Contract._explain``)."""
    while isinstance(error.kind, _UNIONS):
        depth = len(list(error.instance_path))
        best: tuple[jsonschema_rs.ValidationError, int] | None = None
        for branch in error.kind.context:
            own = typed and not any(
                isinstance(sub.kind, jsonschema_rs.ValidationErrorKind.Type)
                and len(list(sub.instance_path)) == depth
                for sub in branch
            )  # the branch of the value's own JSON type
            inside = [
                sub
                for sub in branch
                if own or len(list(sub.instance_path)) > depth or isinstance(sub.kind, _UNIONS)
            ]
            if inside and (best is None or len(branch) < best[1]):
                best = inside[0], len(branch)
        if best is None:
            break
        error = best[0]
    return error


def _reason(error: jsonschema_rs.ValidationError) -> str:
    """A misfit inside a member an engine reads, in words following its path: a member
    missing or unknown, a value of another JSON type, else jsonschema-rs' sentence."""
    kind = error.kind
    if isinstance(kind, jsonschema_rs.ValidationErrorKind.Required):
        return f"is missing the member {kind.property!r}."
    if isinstance(kind, jsonschema_rs.ValidationErrorKind.AdditionalProperties):
        return f"has an unknown member {kind.unexpected[0]!r}."
    if isinstance(kind, jsonschema_rs.ValidationErrorKind.Type):
        return f"must be {' or '.join(_ARTICLES.get(t, t) for t in kind.types)}."
    text = error.message
    if len(text) > 200:  # jsonschema-rs' sentence quotes the value, which may be long
        text = f"{text[:200]}..."
    return f"is refused: {text.rstrip('.')}."


def _path(steps: list) -> str:
    """``["state", "players", 2, "hand"]`` -> ``"state.players[2].hand"``."""
    out = str(steps[0]) if steps else ""
    for step in steps[1:]:
        out += f"[{step}]" if isinstance(step, int) else f".{step}"
    return out


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:57]}..."


CONTRACT = "arbiter.contract"
"""``app.extensions`` entry: the app's ``Contract``, made when a body is first checked."""


def contract(app: Flask) -> Contract:
    """The app's compiled contract (built from its OpenAPI document when first asked for)."""
    found = app.extensions.get(CONTRACT)
    if found is None:
        found = app.extensions[CONTRACT] = Contract(spec_dict(app))
    return found


def checked(view: Callable[..., Any]) -> Callable[..., Any]:
    """``view`` given the request body as sent, once it fits the contract: the body of the
    operation's path in the contract (the game's own, ``/v1/games/muggins/play``, where the
    URL names a game that has one; else the rule's, ``/v1/games/{game}/rank``).

    A ``{game}`` that is not a game, or a game without this endpoint, is refused first (404
    ``unknown_game``, ``unsupported_endpoint``), whatever the body.
    """

    @functools.wraps(view)
    def check(**view_args: Any) -> Any:
        rule = request.url_rule
        template = rule.rule.replace("<string:game>", "{game}") if rule else ""
        game = view_args.get("game")
        app = current_app
        body = read_body(request, app.config)
        found = contract(app)
        path = template
        if game is not None:
            registry.supports(game, template.rsplit("/", 1)[-1])
            own = template.replace("{game}", game)
            path = own if own in found.bodies else template
        refusal = found.refusal(path, body.value, body.fractions)
        if refusal is not None:
            raise refusal
        return view(body.value, **view_args)

    return check
