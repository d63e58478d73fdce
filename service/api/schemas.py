"""Schemas and helpers shared by the blueprints: the problem document, JSON fields, parser."""

from __future__ import annotations

import functools
import inspect
import typing

import flask_smorest
import marshmallow as ma
from flask import Response, request
from webargs import core
from webargs.flaskparser import FlaskParser

from .. import problems
from ..app import JSON_BODY
from ..games import schema as games_schema
from ..games.chance import SEED_MAX


class _BodyParser(FlaskParser):
    """Reads the body ``app._check_body`` already decoded strictly (one decode per request).

    A JSON body checked by a schema instance takes a short path, ``schema.load`` on the
    decoded body, with webargs' own error handling; webargs' generic machinery around it
    cost more than the rules engine on a typical request. (The usual body of a ``QuickLoad``
    schema does not come here: see ``Blueprint.arguments``.)
    """

    def _raw_load_json(self, req) -> typing.Any:
        return req.environ.get(JSON_BODY, core.missing)

    def parse(
        self,
        argmap,
        req=None,
        *,
        location=None,
        validate=None,
        error_status_code=None,
        error_headers=None,
        **kwargs,
    ):
        req = req or self.get_default_request()
        body = req.environ.get(JSON_BODY, core.missing)
        if (
            location != "json"
            or validate
            or not isinstance(argmap, ma.Schema)
            or (body is core.missing)
        ):
            return super().parse(
                argmap,
                req,
                location=location,
                validate=validate,
                error_status_code=error_status_code,
                error_headers=error_headers,
                **kwargs,
            )
        try:
            return argmap.load(body)
        except ma.ValidationError as error:
            self._on_validation_error(
                error,
                req,
                argmap,
                location,
                error_status_code=error_status_code,
                error_headers=error_headers,
            )
            raise  # pragma: no cover - _on_validation_error always raises


def answer(value: typing.Any) -> Response:
    """``flask.jsonify(value)``, the same answer byte for byte: the body ``problems.encode``
    writes and ``Content-Type: application/json``, as ``app._FastJSON.response`` builds it
    (``flask.Response`` is the app's response class). Built at once, without jsonify's
    lookups of the app, its JSON provider and the content type (a fiftieth of a play request).
    """
    return Response(problems.encode(value), content_type="application/json")


def of(*kinds: type) -> typing.Callable[[typing.Any], bool]:
    """A ``QuickLoad`` test: the value's JSON type is one of ``kinds`` (``bool`` is not ``int``)."""
    return lambda value: type(value) in kinds


class QuickLoad(ma.Schema):
    """A request schema whose usual body is loaded by plain tests, not marshmallow.

    ``QUICK`` names each member of the usual body and a test its value passes there
    (``{"state": of(dict), "viewer": of(int, str)}``); ``QUICK_REQUIRED`` the members it
    always has. A body that has only those members, each passing its test, is what ``load``
    would give back (the fields pass such values through unchanged and the schema's own
    checks accept it: tests/test_hardening.py compares the two on random bodies). Any other
    body goes through ``load``, which refuses it with its exact messages. Loading a play
    request through marshmallow cost more than a tenth of the request.
    """

    QUICK: typing.ClassVar[dict[str, typing.Callable[[typing.Any], bool]]] = {}
    QUICK_REQUIRED: typing.ClassVar[frozenset[str]] = frozenset()

    def quick(self, body: typing.Any) -> dict | None:
        """``body`` loaded when it is the usual body (a new dict, as ``load`` gives), else
        ``None``: then ``load`` decides."""
        if type(body) is not dict or not self.QUICK_REQUIRED <= body.keys():
            return None
        tests = self.QUICK
        for key, value in body.items():
            test = tests.get(key)
            if test is None or not test(value):
                return None
        return dict(body)


class Blueprint(flask_smorest.Blueprint):
    """A flask-smorest blueprint whose JSON arguments come from the strict decoder."""

    ARGUMENTS_PARSER = _BodyParser()

    def arguments(self, schema, **kwargs):
        """flask-smorest's ``arguments`` (the same contract, the same checked path), with the
        usual body of a ``QuickLoad`` schema given no options handed to the view at once.

        The view then gets what the checked path would give it: ``schema.quick``'s body is
        what ``schema.load`` gives (see ``QuickLoad``), webargs would add it after the view's
        positional arguments, and flask-smorest's ``ensure_sync`` hands a plain function back
        as it is (the views are plain functions). Any other body takes the checked path.
        webargs' and flask-smorest's wrappers around a quick load cost a twentieth of a play
        request.
        """
        document = super().arguments(schema, **kwargs)
        if kwargs or not isinstance(schema, QuickLoad):
            return document

        def decorator(func):
            checked = document(func)

            @functools.wraps(checked)
            def quick(*args, **view_args):
                body = schema.quick(request._get_current_object().environ.get(JSON_BODY))
                if body is None:
                    return checked(*args, **view_args)
                return func(*args, body, **view_args)

            return quick

        return decorator

    def response(self, status_code, schema=None, **kwargs):
        """flask-smorest's ``response`` (the same contract), with an answer the view already
        made a ``Response`` sent as it is, without flask-smorest's wrapper.

        That wrapper sends such an answer untouched too (a ``Response`` is neither unpacked
        as a tuple nor given a status or headers); any other return value (a dict, a tuple)
        goes through it, as before, by a wrapper around a function handing that value back.
        The views are plain functions, which flask-smorest's ``ensure_sync`` hands back as
        they are; a coroutine function keeps flask-smorest's wrapper. The wrapper cost about
        12k instructions a request.
        """
        document = super().response(status_code, schema, **kwargs)

        def decorator(func):
            documented = document(func)
            if inspect.iscoroutinefunction(func):
                return documented
            dump = document(_given)

            @functools.wraps(documented)
            def respond(*args, **view_args):
                result = func(*args, **view_args)
                return result if isinstance(result, Response) else dump(result)

            return respond

        return decorator


def _given(result: typing.Any) -> typing.Any:
    """The value a view returned, handed to flask-smorest's response wrapper to send."""
    return result


class ViolationSchema(ma.Schema):
    """One rule a refused Rummikub laying broke (``games.rummikub.turn.Violation``)."""

    rule = ma.fields.String(required=True, metadata={"description": "The rule, in words."})
    reason = ma.fields.String(
        required=True, metadata={"description": "What in the move broke it, in words."}
    )
    source = ma.fields.String(
        required=True, metadata={"description": "Seed file and section of the rule."}
    )
    field = ma.fields.String(
        metadata={"description": "JSON path of the offending part of the move, when one part is."}
    )


class ProblemSchema(ma.Schema):
    """RFC 9457 problem document (``application/problem+json``)."""

    class Meta:
        unknown = ma.INCLUDE

    type = ma.fields.String(required=True, metadata={"description": "urn:arbiter:problem:<code>"})
    title = ma.fields.String(required=True)
    status = ma.fields.Integer(required=True)
    detail = ma.fields.String(required=True, metadata={"description": "What is wrong, in words."})
    code = ma.fields.String(
        required=True,
        metadata={"description": "Stable machine code; see docs/architecture.md for the list."},
    )
    rule = ma.fields.String(metadata={"description": "The rule that decided, in words."})
    source = ma.fields.String(metadata={"description": "Seed file and section of the rule."})
    field = ma.fields.String(metadata={"description": "JSON path of the offending input."})
    errors = ma.fields.Raw(metadata={"description": "Schema errors by field."})
    violations = ma.fields.List(
        ma.fields.Nested(ViolationSchema),
        metadata={"description": "Rummikub: every rule a refused laying broke, one entry each."},
    )
    errors_cut = ma.fields.Integer(
        metadata={
            "description": "How many schema errors were left out of `errors` (at most 50 listed)."
        }
    )
    violations_cut = ma.fields.Integer(
        metadata={"description": "How many violations were left out of `violations` (at most 50)."}
    )


class Strict:
    """Field factories that refuse JSON booleans where integers are expected."""

    @staticmethod
    def integer(**kwargs) -> ma.fields.Integer:
        """An integer field: strict (no floats, no strings) and never a boolean."""
        validate = list(kwargs.pop("validate", []))
        validate.append(_not_bool)
        return ma.fields.Integer(strict=True, validate=validate, **kwargs)

    @staticmethod
    def boolean(**kwargs) -> ma.fields.Boolean:
        """A boolean field taking JSON ``true`` and ``false`` only (not ``0``, ``1``, ``"yes"``)."""
        return _JsonBoolean(**kwargs)


class _JsonBoolean(ma.fields.Boolean):
    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not bool:
            raise self.make_error("invalid", input=value)
        return value


def _not_bool(value: typing.Any) -> None:
    if isinstance(value, bool):
        raise ma.ValidationError("Not a valid integer.")


class StrictBoolean(ma.fields.Boolean):
    """Only JSON ``true`` or ``false`` (not 1, 0 or "yes")."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise ma.ValidationError("Not a boolean: write true or false.")
        return value


class JsonObject(ma.fields.Dict):
    """Any JSON object, checked by the engine rather than the schema (a state, a move).

    Passed through as it is, in both directions: the body decoder already guarantees plain
    JSON (string keys, no duplicates), and walking every key through marshmallow would cost
    more than the rules engine itself on every request.
    """

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, dict):
            raise ma.ValidationError("Not a valid mapping type.")
        return value

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class Contract(JsonObject):
    """A JSON object passed through as it is (see ``JsonObject``), documented in the contract
    by a JSON Schema built from the engines (``service.games.schema``): a game's state, move
    or event. Nothing is checked against that schema at request time; the engine checks.

    :param schema: a function of no arguments returning the JSON Schema (called when the
        contract is built).
    """

    def __init__(self, schema: typing.Callable[[], dict], **kwargs) -> None:
        super().__init__(**kwargs)
        self.contract = schema


def document(api: flask_smorest.Api) -> None:
    """Put every game's schemas in the contract's components, and document each ``Contract``
    field by its schema (in place of the plain object its base class would give)."""
    for name, schema in games_schema.components().items():
        api.spec.components.schema(name, schema)

    def contract(converter, field, ret, **kwargs) -> dict:
        if not isinstance(field, Contract):
            return {}
        ret.pop("type", None)
        ret.pop("additionalProperties", None)
        return field.contract()

    api.ma_plugin.converter.add_attribute_function(contract)


class IntOrString(ma.fields.Field):
    """A JSON integer or string (a card given by value or code, a viewer index or keyword)."""

    def __init__(self, **kwargs) -> None:
        metadata = kwargs.pop("metadata", {})
        metadata.setdefault("type", ["integer", "string"])  # apispec adds "null" to allow_none
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise ma.ValidationError("Must be an integer or a string.")
        return value


SEED = Strict.integer(
    validate=[ma.validate.Range(0, SEED_MAX)],
    metadata={"description": "Seed of every chance outcome (0 to 2^53-1)."},
)
