"""Schemas and helpers shared by the blueprints: the problem document, JSON fields, the
blueprint whose request bodies the contract checks."""

from __future__ import annotations

import typing

import flask_smorest
import marshmallow as ma
from flask import Response

from .. import problems
from ..games import schema as games_schema
from ..games.chance import SEED_MAX
from . import boundary


def answer(value: typing.Any) -> Response:
    """``flask.jsonify(value)``'s answer: the body ``problems.encode`` writes (the app's JSON
    provider's ``dumps``) and ``Content-Type: application/json``, without jsonify's trailing
    newline, as every answer has been sent."""
    return Response(problems.encode(value), content_type="application/json")


class Blueprint(flask_smorest.Blueprint):
    """A flask-smorest blueprint whose request bodies the contract checks (``body``)."""

    def body(self, schema: type[ma.Schema]) -> typing.Callable:
        """Document ``schema`` as the operation's JSON request body (flask-smorest's public
        ``doc``) and hand the view the body as sent, once the contract's compiled schema of it
        accepts it (``boundary.checked``): the marshmallow schema documents, it is not run.

        :param schema: the request schema; its ``RELATIONS`` (relations between members, as
            JSON Schema keywords) go into the contract with it (``service.openapi``).
        """
        document = self.doc(
            requestBody={"required": True, "content": {"application/json": {"schema": schema}}}
        )

        def decorator(view: typing.Callable) -> typing.Callable:
            return document(boundary.checked(view))

        return decorator

    def answers(self, schema: type[ma.Schema] | str) -> typing.Callable:
        """Document ``schema`` as the operation's ``200`` answer (flask-smorest's public
        ``doc``), for a view that sends its answer built (``answer``): nothing wraps the
        view to dump it."""
        return self.doc(
            responses={
                "200": {"description": "OK", "content": {"application/json": {"schema": schema}}}
            }
        )


def relation(keywords: dict, sentence: str, field: str) -> dict:
    """One relation between a request's members, for a request schema's ``RELATIONS``: the
    JSON Schema ``keywords`` that state it, the ``sentence`` a body that breaks it is refused
    with, and the member the refusal names (``field``)."""
    return {**keywords, "description": sentence, "x-field": field}


class JsonObject(ma.fields.Dict):
    """Any JSON object (a state, a move), documented as one and sent in answers as it is:
    dumping every key through marshmallow would cost more than the rules engine itself."""

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class Contract(JsonObject):
    """A JSON object sent as it is (see ``JsonObject``), documented in the contract by a JSON
    Schema built from the engines (``service.games.schema``): a game's state, move or event.
    In a request, that schema is what checks it (``boundary``).

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


SEED = ma.fields.Integer(
    validate=[ma.validate.Range(0, SEED_MAX)],
    metadata={"description": "Seed of every chance outcome (0 to 2^53-1)."},
)
