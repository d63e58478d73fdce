"""openapi.yaml is the single contract: it matches what the app serves, and the app keeps it.

schemathesis generates requests from the contract (valid and invalid) against the app in
process and checks every answer: no 5xx, status codes, content types and bodies as the
contract says.
"""

from __future__ import annotations

from pathlib import Path

import hypothesis
import schemathesis
import yaml
from schemathesis.checks import positive_data_acceptance

from service.app import create_app
from service.openapi import render

CONTRACT = Path(__file__).resolve().parent.parent / "openapi.yaml"


def test_checked_in_contract_is_what_the_app_serves(client):
    """A stale openapi.yaml fails here: regenerate with
    `python -m service.openapi > openapi.yaml`."""
    served = client.get("/openapi.yaml")
    assert served.status_code == 200
    assert served.mimetype == "application/yaml"
    assert served.get_data(as_text=True) == CONTRACT.read_text(encoding="utf-8"), (
        "openapi.yaml is stale: run `python -m service.openapi > openapi.yaml`")


def test_contract_documents_every_route(app):
    """Every route the app answers (but Flask's static files) is a path in the contract."""
    spec = yaml.safe_load(render(app))
    documented = {(path, method.upper()) for path, ops in spec["paths"].items() for method in ops}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = rule.rule.replace("<string:", "{").replace("<", "{").replace(">", "}")
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert (path, method) in documented, f"{method} {path} is not in openapi.yaml"


def test_errors_are_documented_as_problem_json(app):
    """The default error response of every operation is application/problem+json."""
    spec = yaml.safe_load(render(app))
    default = spec["components"]["responses"]["DEFAULT_ERROR"]
    assert list(default["content"]) == ["application/problem+json"]


schema = schemathesis.openapi.from_wsgi("/openapi.yaml", create_app())


@schema.parametrize()
@hypothesis.settings(max_examples=40, deadline=None,
                     suppress_health_check=list(hypothesis.HealthCheck))
def test_api_conforms_to_contract(case):
    """No 5xx and no answer outside the contract, for valid and invalid requests alike.

    ``positive_data_acceptance`` is left out on purpose: the contract types a game state and a
    move as JSON objects and a game id as a string, and the rules engines then refuse most
    schema-valid ones (a random object is no legal state: 422 ``invalid_state``; a random id
    is no game: 404 ``unknown_game``). Those refusals are still checked for status, content
    type and body by every other check.
    """
    case.call_and_validate(excluded_checks=[positive_data_acceptance])
