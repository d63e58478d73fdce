"""Hand-made Sabaccino positions for the tests (not a test module).

``position`` builds a state from a real deal's header and lays the tiles out as a test says:
the named stocks, the tableau written out in full (its tiles and the open ends worked out by
hand, which the engine must accept), and every other tile in the boneyard, in set order
(so its top, the last item, is the highest tile left), unless the test names the boneyard.
"""

from __future__ import annotations

from typing import Any

from tests.harness import call as ok, play, post, refused, wordless  # noqa: F401  (re-exported)

SET = [f"{a}-{b}" for a in range(7) for b in range(a, 7)]


def invalid(client, game: str, state: dict, field: str | None = None) -> dict:
    """Ask for the legal moves of ``state`` and assert ``invalid_state`` (naming ``field``)."""
    response = post(client, game, "legal-moves", {"state": state})
    assert response.status_code == 422, response.json
    assert response.json["code"] == "invalid_state", response.json
    if field is not None:
        assert response.json["field"] == field, response.json
    return response.json


def legal(client, game: str, state: dict) -> list[dict]:
    """The legal moves of ``state`` (without their words: ``harness.wordless``)."""
    return wordless(ok(client, game, "legal-moves", {"state": state})["moves"])


def tile(name: str, on: int | None = None, end: int | None = None, crosswise: bool = False) -> dict:
    """A tableau entry."""
    return {"tile": name, "on": on, "end": end, "crosswise": crosswise}


def ends(*triples: tuple[int, int, int]) -> list[dict]:
    """Open ends from ``(id, value, tile)`` triples."""
    return [{"id": i, "value": v, "tile": t} for i, v, t in triples]


def position(
    client,
    game: str,
    stocks: list[list[str]],
    tiles: list[dict] = (),
    open_ends: list[dict] = (),
    *,
    options: dict | None = None,
    boneyard: list[str] | None = None,
    scores: list[int] | None = None,
    **fields: Any,
) -> dict:
    """A ``"play"`` state of ``game`` (round 1, dealer 0, player 0 to move unless ``fields``
    say otherwise) with these stocks and this tableau.

    :param boneyard: the boneyard, top last (default: every other tile, in set order).
    :param fields: other state members to set (``to_move``, ``rolls``, ``discards``...);
        ``to_start`` and ``turned`` default to empty, ``turn`` to the player to move having
        drawn nothing.
    """
    state = ok(client, game, "deal", {"players": len(stocks), "seed": 1, "options": options or {}})[
        "state"
    ]
    placed = [entry["tile"] for entry in tiles]
    named = [t for stock in stocks for t in stock] + placed + list(fields.get("discards", []))
    assert len(set(named)) == len(named), named
    state.update(
        phase="play",
        round=1,
        dealer=0,
        to_move=0,
        terminal=False,
        rounds=[],
        tableau={"tiles": list(tiles), "open_ends": list(open_ends)},
    )
    state["players"] = [
        {"stock": list(stock), "score": (scores or [0] * len(stocks))[i]}
        for i, stock in enumerate(stocks)
    ]
    state["boneyard"] = (
        list(boneyard) if boneyard is not None else [t for t in SET if t not in named]
    )
    for member, empty in (("discards", []), ("scoring", [])):
        if member in state:
            state[member] = empty
    if "rolls" in state:
        state["rolls"] = [[6]] + [[1]] * (len(stocks) - 1)
    for member, empty in (("to_start", []), ("turned", [[] for _ in stocks])):
        if member in state:
            state[member] = empty
    state.update(fields)
    if "turn" in state and "turn" not in fields:
        state["turn"] = {"player": state["to_move"], "drew": 0}
    return state
