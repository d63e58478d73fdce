"""Hypothesis helpers for fuzzing the game endpoints with damaged *valid* states (not a test
module; used by tests/sabacc/test_fuzz.py and tests/rummikub/test_fuzz.py).

A fuzz test takes a real state (dealt, mid-game, at a chance step, over) and changes one
member: deletes it, gives it a value of another type or a number out of range, duplicates or
drops a list item, or puts a card or tile of the game where another was. Then it checks the
service's promises (docs/architecture.md, Errors; issue 3, "The game interface"):

* every endpoint answers 200 or a problem document with a stable code, never a 500;
* a state that ``play`` answers with loads again (``legal-moves`` accepts it);
* the engine never changes the state (or move) it was given, whether it answers or refuses
  (a state that fits the contract: the engines are given no other, service/api/boundary.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import strategies as st

from service.api.boundary import contract
from service.games.errors import ArbiterError
from service.games.schema import camel

CODES = {
    "invalid_state",
    "invalid_move",
    "illegal_move",
    "invalid_card",
    "invalid_request",
    "invalid_option",
    "invalid_profile",
    "validation_error",
}
"""The problem codes a damaged state, move or viewer may get (docs/architecture.md)."""

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 9),
    st.integers(-(2**63), 2**63),
    st.sampled_from([2**53 - 1, 2**53, 10**9, 10**6, 0.5, -1.0]),
    st.sampled_from(
        [
            "",
            "x",
            "chance",
            "turn",
            "dice",
            "sudden_demise",
            "over",
            "spectator",
            "gain",
            "swap",
            "stand",
            "draw",
            "lay",
            "penalty",
            "R9",
            "J",
            "+3c",
            "0a",
            "+15f",
            "3C",
            "R9\n",
            "\u00b2",
        ]
    ),
)
"""Values a member may be given instead of its own: other types, edges, words of the games."""


def values(codes: list[str]) -> st.SearchStrategy:
    """A replacement value: a scalar, a card/tile code of the game, or a small list or object
    of those (a list of codes looks like a hand, a rack or a meld)."""
    leaf = st.one_of(SCALARS, st.sampled_from(codes))
    return st.one_of(
        leaf,
        st.lists(leaf, max_size=4),
        st.dictionaries(st.sampled_from(["player", "card", "hand", "rack", "x"]), leaf, max_size=2),
    )


def paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every path into a JSON value, the value itself first."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*path, index))


@st.composite
def damaged(draw, value: Any, codes: list[str]) -> tuple[Any, str]:
    """``(copy of value with one member changed, what was changed)``."""
    path = draw(st.sampled_from(list(paths(value))[1:]))
    out = copy.deepcopy(value)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    key, old = path[-1], parent[path[-1]]
    ops = ["replace", "delete", "code"]
    if isinstance(parent, list):
        ops.append("duplicate")
    if isinstance(old, int) and not isinstance(old, bool):
        ops.append("nudge")
    op = draw(st.sampled_from(ops))
    if op == "delete":
        del parent[key]
    elif op == "duplicate":
        parent.insert(key, copy.deepcopy(old))
    elif op == "nudge":
        parent[key] = old + draw(st.sampled_from([-1, 1, -100, 100]))
    elif op == "code":
        parent[key] = draw(st.sampled_from(codes))
    else:
        parent[key] = draw(values(codes))
    return out, f"{op} at {list(path)}"


def check_answer(response, where: str) -> dict | None:
    """The answer's JSON when it is a 200; else assert a 4xx problem with a known code."""
    body = response.get_json(force=True, silent=True)
    assert response.status_code < 500, (where, response.status_code, body)
    if response.status_code == 200:
        return body
    assert response.mimetype == "application/problem+json", (where, response.mimetype)
    assert body["code"] in CODES, (where, body)
    return None


def leaves_input_alone(call, *args: Any) -> None:
    """Call an engine method; whether it answers or refuses (``ArbiterError``), the
    arguments are as they were (issue 3: "The input state is never changed")."""
    before = copy.deepcopy(args)
    try:
        call(*args)
    except ArbiterError:
        pass
    assert args == before, f"{call.__name__} changed its input"


def fits(app: Any, game: str, state: Any) -> bool:
    """Whether ``state`` fits ``app``'s contract, its ``<Game>State``: the engines are given
    no other (a misfit is refused at the boundary, service/api/boundary.py)."""
    return contract(app).validator(f"{camel(game)}State", True).is_valid(state)


def probe(
    client,
    engine,
    game: str,
    state: Any,
    move: Any,
    viewer: Any,
    where: str,
    check: Callable[[dict], None],
) -> None:
    """Every table endpoint on ``state`` (and ``move``): never a 500; a state the service
    accepts (the one sent, or the one ``play`` answers with) holds the game's invariants
    (``check``: every card or tile in exactly one place...) and loads again; and the engine
    leaves its input alone (given a state that fits the contract's ``<Game>State``)."""
    accepted = check_answer(
        client.post(f"/v1/games/{game}/legal-moves", json={"state": state}),
        f"legal-moves after {where}",
    )
    if accepted is not None:
        check(state)  # it loaded, so it must be a state the rules allow
    for endpoint, body in (
        ("score", {"state": state}),
        ("view", {"state": state, "viewer": viewer}),
    ):
        check_answer(
            client.post(f"/v1/games/{game}/{endpoint}", json=body), f"{endpoint} after {where}"
        )
    answer = check_answer(
        client.post(f"/v1/games/{game}/play", json={"state": state, "move": move}),
        f"play after {where}",
    )
    if answer is not None:
        check(answer["state"])
        again = client.post(f"/v1/games/{game}/legal-moves", json={"state": answer["state"]})
        assert again.status_code == 200, (where, move, again.get_json())
    if fits(client.application, game, state):
        leaves_input_alone(engine.play, state, move)
        leaves_input_alone(engine.score, state)
        leaves_input_alone(engine.view, state, viewer)
