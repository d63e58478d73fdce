"""Game options (``service.games.options``): an option's type, choices and range are its
``<Game>Options`` schema in the contract, built from its ``OptionSpec`` (``schema.option``)
and checked at the boundary before an engine runs (OptionSpec.check said it in the engine
before); ``OptionSet.resolve`` fills every option the caller left out with its default."""

from __future__ import annotations

from typing import Any

import pytest

from service.games import registry

MUGGINS = registry.GAMES["muggins"].options
"""Muggins' options (service/games/sabaccino/games/muggins.py and rules.py): target 1 to 300
(default 100), open_with_decider and draw booleans, count exposed or edges, cannot_place
choice, pass or draw."""


@pytest.mark.parametrize(
    "options, field, detail",
    [
        ({"target": 1000}, "options.target", "options.target must be between 1 and 300; got 1000."),
        ({"target": 0}, "options.target", "options.target must be between 1 and 300; got 0."),
        ({"target": True}, "options.target", "options.target must be an integer."),
        ({"target": 100.0}, "options.target", "options.target must be an integer; got 100.0."),
        ({"target": "100"}, "options.target", "options.target must be an integer."),
        ({"draw": "yes"}, "options.draw", "options.draw must be a boolean."),
        (
            {"count": "hidden"},
            "options.count",
            "options.count must be one of exposed, edges; got 'hidden'.",
        ),
        ({"trains": 2}, "options", "options has an unknown member 'trains'."),
    ],
)
def test_an_option_outside_its_spec_is_refused_at_the_deal(
    client, options: dict[str, Any], field: str, detail: str
) -> None:
    response = client.post("/v1/games/muggins/deal", json={"players": 2, "options": options})
    assert response.status_code == 422
    problem = response.json
    assert (problem["code"], problem["field"], problem["detail"]) == (
        "invalid_option",
        field,
        detail,
    )


def test_the_contract_states_each_option_by_its_spec() -> None:
    """schema.option: the type, range and choices the engines no longer test."""
    from service.games.schema import components

    members = components()["MugginsOptions"]["properties"]
    assert members["target"] | {"description": ""} == {
        "type": "integer",
        "minimum": 1,
        "maximum": 300,
        "default": 100,
        "description": "",
    }
    assert members["count"]["enum"] == ["exposed", "edges"]
    assert components()["MugginsOptions"]["additionalProperties"] is False


def test_resolve_gives_every_option_in_catalog_order() -> None:
    defaults = {
        "target": 100,
        "open_with_decider": True,
        "draw": False,
        "count": "exposed",
        "cannot_place": "choice",
    }
    assert MUGGINS.resolve(None) == MUGGINS.resolve({}) == defaults
    chosen = MUGGINS.resolve({"cannot_place": "pass", "target": 150})
    assert list(chosen.items()) == [
        ("target", 150),
        ("open_with_decider", True),
        ("draw", False),
        ("count", "exposed"),
        ("cannot_place", "pass"),
    ]


def test_a_deal_names_every_option(client) -> None:
    state = client.post(
        "/v1/games/muggins/deal", json={"players": 2, "seed": 1, "options": {"target": 150}}
    ).json["state"]
    assert state["options"] == {**MUGGINS.resolve(None), "target": 150}
