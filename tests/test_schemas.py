"""The per-game schemas of the contract against real answers (issue 11 items 1-2).

Every state, view, move and event of the random-play and golden tests is checked against
openapi.yaml by tests/harness.py (``contract.exchange`` on every call); here: each game has
its four schemas, the examples in the contract are this service's real answers, the family
endpoints' answers fit, and states saved before an option or the sealed nonce existed still fit.
"""

from __future__ import annotations

import copy

import pytest

from service.api import examples
from service.games import registry
from service.games.schema import camel
from tests import contract
from tests.harness import call

GAMES = [g for g, info in registry.GAMES.items() if info.status == "available"]


def test_every_game_has_its_four_schemas():
    """<Game>State, View, Move and Event for each of the 15 games (issue 11 item 1)."""
    schemas = contract.document()["components"]["schemas"]
    assert len(GAMES) == 15
    for game in GAMES:
        for kind in ("State", "View", "Move", "Event"):
            assert f"{camel(game)}{kind}" in schemas, (game, kind)
    assert "CorellianSpikeState" in schemas and "TatooineSpiceTrainMove" in schemas


@pytest.mark.parametrize("example", examples.recorded(), ids=lambda e: e["path"])
def test_contract_examples_are_real_answers(client, example):
    """Each request example, sent to the app, gets the answer example back exactly, and
    both fit the contract (re-record with `python -m service.api.examples`)."""
    if example["method"] == "get":
        response = client.get(example["path"])
    else:
        response = client.post(example["path"], json=example["request"])
    assert response.status_code == 200, response.json
    assert response.json == example["response"], "stale example: re-record it"
    if example["method"] == "post":
        contract.exchange(example["path"], example["request"], response.json)
    spec = contract.document()["paths"][example["template"]][example["method"]]
    assert spec["responses"]["200"]["content"]["application/json"]["example"] == response.json


@pytest.mark.parametrize("game", ["corellian-spike", "traditional-sabacc"])
def test_profiles_and_inline_profile_fit_the_contract(client, game):
    """GET profiles answers SabaccProfile objects; one sent back inline ranks (a request
    that fits RankRequest)."""
    answer = client.get(f"/v1/games/{game}/profiles").json
    check = contract.validator(
        "/paths/~1v1~1games~1{game}~1profiles/get/responses/200/content/application~1json/schema"
    )
    contract.check(check, answer, "profiles")
    body = {"hands": [[1, 2], [2, 3]], "profile": answer["profiles"][-1]}
    call(client, game, "rank", body)  # checks the request and the answer against the contract


def test_rummikub_endpoints_fit_the_contract(client):
    """check-table (options included) and solve, request and answer."""
    call(
        client,
        "rummikub",
        "check-table",
        {"table": [["R7", "J", "R9"], ["K1", "K2"]], "options": {"tile_set": "standard-106"}},
    )
    answer = call(
        client,
        "rummikub",
        "solve",
        {"rack": ["K10", "B10", "Y10", "R10"], "options": {"initial_meld": 30}},
    )
    assert answer["move"]["action"] == "lay"


@pytest.mark.parametrize("game", GAMES)
def test_a_state_saved_before_an_option_or_the_nonce_still_fits(client, game):
    """A state whose options lack one (it was saved before the option existed) and that has
    no nonce fits its State schema; one with a sealed nonce fits too; an unknown member does
    not (additionalProperties false)."""
    state = call(client, game, "deal", {"players": 2, "seed": 3})["state"]
    state_schema = contract.component(f"{camel(game)}State")
    older = copy.deepcopy(state)
    if older["options"]:
        older["options"].pop(next(iter(older["options"])))
    contract.check(state_schema, older, f"{game} state without an option")
    contract.check(state_schema, {**state, "nonce": "ab" * 16}, f"{game} sealed state")
    assert not state_schema.is_valid({**state, "stray": 1})
    assert not state_schema.is_valid({**state, "game": "sabacc"})
