"""A sealed game played over HTTP against one or more real servers, moves alternating between
them (tests/test_key_rotation.py, tests/test_container.py)."""

from __future__ import annotations

import httpx

GAME = "corellian-spike"


class Refused(AssertionError):
    """A server refused a request of the game: ``status`` and the problem document."""

    def __init__(self, url: str, path: str, status: int, problem: dict) -> None:
        super().__init__(f"{url}{path} answered {status}: {problem}")
        self.status = status
        self.problem = problem


def _post(url: str, path: str, body: dict) -> dict:
    response = httpx.post(f"{url}{path}", json=body, timeout=10)
    if response.status_code != 200:
        raise Refused(url, path, response.status_code, response.json())
    return response.json()


def deal(url: str, seed: int = 7) -> dict:
    """A sealed two-player deal at ``url``: ``{"token", "seat_keys", "view"}``."""
    return _post(url, f"/v1/games/{GAME}/deal", {"players": 2, "seed": seed, "sealed": True})


def play(urls: list[str], game: dict, moves: int) -> dict:
    """Play ``moves`` moves of ``game`` (as ``deal`` answers it), the i-th asked of
    ``urls[i % len(urls)]`` (legal moves and the move itself, each of the seat to move, with
    its key; a chance step without one); returns ``game`` with the latest token.

    :raises Refused: a server refused the token or a move.
    """
    token = game["token"]
    for number in range(moves):
        url = urls[number % len(urls)]
        asked = {"token": token}
        seat = _post(url, f"/v1/games/{GAME}/legal-moves", asked)["to_move"]
        if seat is None:  # the game is over
            break
        if seat != "chance":
            asked["seat_key"] = game["seat_keys"][seat]
        legal = _post(url, f"/v1/games/{GAME}/legal-moves", asked)
        token = _post(url, f"/v1/games/{GAME}/play", {**asked, "move": legal["moves"][0]})["token"]
    return {**game, "token": token}


def key_id(token: str) -> str:
    """The id of the key that sealed ``token`` (its readable header)."""
    return token.split(".")[1]
