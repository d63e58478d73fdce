"""The contract's request and answer examples, every one a real answer of this service.

``examples.json`` (beside this file) holds, per operation, the request sent and the answer the
app gave; ``apply`` puts them in the OpenAPI document. ``python -m service.api.examples``
records them again from a fresh app (after an API change; a test replays each one against
the app and fails when an answer differs, so the examples can never drift from the service).
"""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

FILE = Path(__file__).with_name("examples.json")

GAME = "corellian-spike"
FLOW = {"players": 2, "seed": 7}
"""The game every interface example follows: a two-seat Corellian Spike deal from seed 7."""


@cache
def recorded() -> list[dict]:
    """The examples: ``{"method", "path", "template", "request", "response"}`` each."""
    return json.loads(FILE.read_text(encoding="utf-8"))


def apply(spec: dict) -> dict:
    """Put each example on its operation of ``spec`` (an OpenAPI document as a dict)."""
    for example in recorded():
        operation = spec["paths"][example["template"]][example["method"]]
        if example["request"] is not None:
            operation["requestBody"]["content"]["application/json"]["example"] = example["request"]
        answer = operation["responses"]["200"]
        answer.setdefault("content", {}).setdefault("application/json", {})["example"] = example[
            "response"
        ]
    return spec


def _exchanges() -> list[tuple[str, str, str, Any]]:
    """``(method, path, template, request)`` of every example, in contract order; the
    interface examples follow one game, each request built from the answer before it."""
    game = "/v1/games/{game}"
    return [
        ("get", "/healthz", "/healthz", None),
        ("get", f"/v1/games/{GAME}", game, None),
        (
            "post",
            f"/v1/games/{GAME}/rank",
            f"{game}/rank",
            {"hands": [[2, 2, 2, -3, -3], ["+1c", 1, -1, -1]]},
        ),
        ("post", f"/v1/games/{GAME}/deal", f"{game}/deal", FLOW),
        ("post", f"/v1/games/{GAME}/legal-moves", f"{game}/legal-moves", "state"),
        ("post", f"/v1/games/{GAME}/play", f"{game}/play", "move"),
        ("post", f"/v1/games/{GAME}/view", f"{game}/view", "view"),
        ("post", f"/v1/games/{GAME}/score", f"{game}/score", "played"),
        ("post", f"/v1/games/{GAME}/suggest", f"{game}/suggest", "played"),
        (
            "post",
            "/v1/games/rummikub/check-table",
            "/v1/games/rummikub/check-table",
            {"table": [["K5", "B5", "Y5"], ["R7", "J", "R9"], ["R12", "R13", "R1"]]},
        ),
        (
            "post",
            "/v1/games/rummikub/solve",
            "/v1/games/rummikub/solve",
            {
                "rack": ["K10", "B10", "Y10", "R2", "R3"],
                "table": [["R4", "R5", "R6"]],
                "time_limit": 5,
            },
        ),
    ]


def record(client) -> list[dict]:
    """Send every example request to ``client`` (a Flask test client) and keep the answers.

    :raises AssertionError: an answer other than 200.
    """
    out: list[dict] = []
    dealt = played = None
    for method, path, template, request in _exchanges():
        if request == "state":
            request = {"state": dealt}
        elif request == "move":
            request = {"state": dealt, "move": out[-1]["response"]["moves"][0]}
        elif request == "view":
            request = {"state": played, "viewer": 0}
        elif request == "played":
            request = {"state": played}
        response = client.get(path) if method == "get" else client.post(path, json=request)
        assert response.status_code == 200, (path, response.json)
        answer = response.json
        if path.endswith("/deal"):
            dealt = answer["state"]
        elif path.endswith("/play"):
            played = answer["state"]
        out.append(
            {
                "method": method,
                "path": path,
                "template": template,
                "request": request,
                "response": answer,
            }
        )
    return out


def main() -> None:
    """Record the examples from a fresh app into examples.json."""
    from ..app import create_app

    FILE.write_text(
        json.dumps(record(create_app().test_client()), indent=1) + "\n", encoding="utf-8"
    )
    sys.stdout.write(f"{FILE}\n")


if __name__ == "__main__":
    main()
