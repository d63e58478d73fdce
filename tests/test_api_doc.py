"""docs/api.md stays true: its worked example is what the service answers, and its state
tables name every member a real state has and link every game's state schema."""

from __future__ import annotations

import re

import pytest
import yaml

from service.games.registry import GAMES
from tests import api_example

DOC = api_example.DOC.read_text(encoding="utf-8")
AVAILABLE = [game for game in GAMES.values() if game.status == "available"]


def test_worked_example_answers_are_the_real_ones(client):
    """Every answer in the worked example is what the app answers to the same request now.
    On a difference: `python -m tests.api_example` rewrites the block; read its diff."""

    def send(path, body):
        answer = client.post(path, json=body)
        return answer.status_code, answer.mimetype, answer.get_json(force=True)

    answers = api_example.run(send)
    assert [status for _, status, _, _ in answers] == [200, 200, 200, 200, 200, 422]
    assert api_example.current(DOC) == api_example.render(answers), (
        "docs/api.md's worked example is stale: run `python -m tests.api_example`"
    )


def test_layout_is_json():
    """The laid-out answers read back as the same JSON."""
    import json

    value = {"a": list(range(60)), "b": [{"c": "x" * 90}], "d": {}, "e": []}
    assert json.loads(api_example.layout(value)) == value


def schema_name(game_id: str) -> str:
    """``tatooine-spice-train`` -> ``TatooineSpiceTrain`` (the contract's component names)."""
    return "".join(part.title() for part in game_id.split("-"))


def family_section(family: str) -> str:
    """The text of docs/api.md under ``### <Family>`` of the state members section."""
    states = DOC[DOC.index("## State members, by family") :]
    match = re.search(rf"^### {family}\n(.*?)(?=^##)", states, re.S | re.M)
    assert match, family
    return match.group(1)


@pytest.mark.parametrize("game", AVAILABLE, ids=lambda g: g.id)
def test_state_tables_name_every_member(client, game):
    """Each member of a real deal (and of its players) is in the family's table, and the
    family's text links the game's `<Game>State` schema."""
    section = family_section(game.family.title())
    name = f"{schema_name(game.id)}State"
    assert f"[`{name}`](../openapi.yaml#/components/schemas/{name})" in section
    state = client.post(f"/v1/games/{game.id}/deal", json={"players": 2, "seed": 1}).json["state"]
    header = {"game", "version", "options", "seed", "chance_step", "to_move", "terminal"}
    members = set(state) - header
    members |= {key for player in state["players"] for key in player}
    for member in members:
        assert f"`{member}`" in section, f"{game.id}: `{member}` is not in docs/api.md"


def test_linked_state_schemas_exist_once_the_contract_has_them():
    """Once the contract holds per-game state schemas, every one docs/api.md links exists."""
    contract = yaml.safe_load(api_example.ROOT.joinpath("openapi.yaml").read_text())
    components = set(contract["components"]["schemas"])
    linked = set(re.findall(r"#/components/schemas/(\w+State)\)", DOC))
    assert len(linked) == len(AVAILABLE)
    if linked & components:
        assert linked <= components, sorted(linked - components)
