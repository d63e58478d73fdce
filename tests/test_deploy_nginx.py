"""Scaling out, proven: two gunicorn replicas on loopback behind a real nginx (round robin,
deploy/nginx's proxying), whole games whose consecutive moves are served by different
replicas, every answer byte for byte the in-process app's; and nginx's own refusals in
problem+json."""

from __future__ import annotations

import json
import socket
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from bench.soak import attack
from tests.gunicorn_server import free_port, gunicorn
from tests.harness import GOLDEN, play_random_game
from tests.nginx_server import UPSTREAM_HEADER, nginx

pytestmark = pytest.mark.e2e

PROBLEM = "application/problem+json"


@dataclass(frozen=True)
class Answer:
    """The little of a response the harness reads (Flask test-client style)."""

    status_code: int
    json: dict


class Balanced:
    """A harness client (``post(path, json=...)``) that sends every request through nginx and
    checks the answer against the in-process app's: same status, same content type, same
    bytes. Before each ``play`` it makes sure the move goes to the other replica than the
    previous move did (round robin alternates, so at most one ``/healthz`` steers it), then
    checks which replica answered (nginx's ``X-Arbiter-Upstream``)."""

    def __init__(self, proxy: httpx.Client, local) -> None:
        self.proxy, self.local = proxy, local
        self.last: str | None = None
        self.moves_served_by: list[str] = []

    def _get(self, path: str) -> str:
        response = self.proxy.get(path)
        assert response.status_code == 200, response.text
        self.last = response.headers[UPSTREAM_HEADER]
        return self.last

    def post(self, path: str, json: dict) -> Answer:
        is_move = path.endswith("/play")
        if is_move and self.moves_served_by and self.last != self.moves_served_by[-1]:
            self._get("/healthz")  # the next request would go back to the last move's replica
        response = self.proxy.post(path, json=json)
        expected = self.local.post(path, json=json)
        assert response.status_code == expected.status_code, (path, response.text)
        assert response.headers["content-type"] == expected.headers["Content-Type"]
        assert response.content == expected.data, path
        self.last = response.headers[UPSTREAM_HEADER]
        if is_move:
            assert not self.moves_served_by or self.last != self.moves_served_by[-1]
            self.moves_served_by.append(self.last)
        return Answer(response.status_code, response.json())


@pytest.fixture(scope="module")
def replicas():
    """Two gunicorn replicas (one worker each): their "127.0.0.1:PORT" addresses."""
    with gunicorn(workers=1) as first, gunicorn(workers=1) as second:
        yield [first.url.removeprefix("http://"), second.url.removeprefix("http://")]


@pytest.fixture(scope="module")
def proxy(replicas, tmp_path_factory):
    with nginx(replicas, tmp_path_factory.mktemp("nginx")) as running:
        yield running


@pytest.mark.parametrize(
    "golden", ["corellian-spike-4p-seed8", "sabaccino-cross-2p-seed5", "rummikub-2p-seed1"]
)
def test_a_whole_game_moves_between_replicas(app, replicas, proxy, golden):
    """One game per family (Sabacc, Sabaccino, Rummikub), the golden playthrough's deal and
    policy: every request's answer equals the in-process app's, consecutive moves are
    served by different replicas, and the game ends where the golden file says."""
    recorded = json.loads((GOLDEN / f"{golden}.json").read_text())
    deal = recorded["deal"]
    with httpx.Client(base_url=proxy.url, timeout=30) as http:
        client = Balanced(http, app.test_client())
        result = play_random_game(
            client,
            recorded["game"],
            deal["players"],
            deal["seed"],
            options=deal["options"],
            policy_seed=recorded["policy_seed"],
        )
    assert result["final_state"] == recorded["final_state"]
    assert result["score"] == recorded["score"]
    served = client.moves_served_by
    assert len(served) == len(recorded["steps"])
    assert set(served) == set(replicas)


def test_a_replica_that_is_down_is_skipped(app, replicas, tmp_path: Path):
    """One replica's port refuses connections: every request, POST included, is answered by
    the live one (proxy_next_upstream; safe since every endpoint is a pure function)."""
    dead = f"127.0.0.1:{free_port()}"
    body = {"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]}
    expected = app.test_client().post("/v1/games/corellian-spike/rank", json=body).data
    with nginx([dead, replicas[0]], tmp_path) as running:
        for _ in range(4):
            answer = httpx.post(f"{running.url}/v1/games/corellian-spike/rank", json=body)
            assert answer.status_code == 200 and answer.content == expected


def assert_problem(response: httpx.Response, status: int, code: str) -> None:
    assert response.status_code == status
    assert response.headers["content-type"] == PROBLEM
    document = response.json()
    assert document["status"] == status and document["code"] == code
    assert document["type"] == f"urn:arbiter:problem:{code}"


def raw(url: str, request: bytes) -> httpx.Response:
    """Send ``request`` bytes as they are; the parsed answer (for requests httpx refuses to
    write)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(request)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return httpx.Response(int(lines[0].split()[1]), headers=headers, content=body)


def test_nginx_refusals_are_problem_json(proxy):
    """What nginx itself refuses reads like the app's refusals."""
    over = httpx.post(
        f"{proxy.url}/v1/games/corellian-spike/rank",
        content=b"x" * 262_145,
        headers={"content-type": "application/json"},
    )
    assert_problem(over, 413, "payload_too_large")
    assert over.json()["detail"] == "The body is larger than the cap of 262144 bytes."
    assert_problem(httpx.get(f"{proxy.url}/{'x' * 9000}"), 414, "uri_too_long")
    assert_problem(
        raw(proxy.url, b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n"),
        431,
        "request_header_fields_too_large",
    )
    assert_problem(raw(proxy.url, b"NOT HTTP\x01\r\n\r\n"), 400, "bad_request")
    assert_problem(httpx.get(f"{proxy.url}/metrics"), 404, "not_found")
    assert_problem(httpx.get(f"{proxy.url}/_problem/502"), 404, "not_found")


def test_the_apps_own_refusals_pass_through_unchanged(app, proxy):
    body = b'{"hands": [[1]'
    answer = httpx.post(
        f"{proxy.url}/v1/games/corellian-spike/rank",
        content=body,
        headers={"content-type": "application/json"},
    )
    expected = app.test_client().post(
        "/v1/games/corellian-spike/rank", data=body, content_type="application/json"
    )
    assert answer.status_code == 400 and answer.content == expected.data


def test_no_replica_answering_is_a_502_problem(tmp_path: Path):
    with nginx([f"127.0.0.1:{free_port()}", f"127.0.0.1:{free_port()}"], tmp_path) as running:
        answer = httpx.post(f"{running.url}/v1/games/corellian-spike/rank", json={"hands": []})
    assert_problem(answer, 502, "bad_gateway")


def test_nginx_absorbs_slow_clients(proxy):
    """20 connections trickling headers at 3 bytes/s into nginx hold no replica's worker:
    normal requests through the same nginx are all answered meanwhile (bench/soak.py's
    attack, CI-sized)."""
    under_attack = attack(
        proxy.url,
        "/v1/games/corellian-spike/rank",
        {"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]},
        clients=20,
        rate=3,
        seconds=5,
    )
    assert under_attack["requests"] > 0 and under_attack["errors"] == 0, under_attack
