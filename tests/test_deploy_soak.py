"""bench/soak.py's kill check, CI-sized (the full soak stays in bench/): a worker killed with
kill -9 under load is replaced while the service keeps answering. (The slow-client attack,
CI-sized: on the shipped gunicorn in tests/test_operations.py, through deploy/'s nginx in
tests/test_deploy_nginx.py.)"""

from __future__ import annotations

import time
from threading import Thread

import httpx
import pytest

from bench.inprocess import mid_game
from bench.soak import kill_one_worker, python_load
from tests.gunicorn_server import gunicorn

pytestmark = pytest.mark.e2e

GAME = "corellian-spike"
PATH = f"/v1/games/{GAME}/play"
CONNECTIONS = 4


@pytest.fixture(scope="module")
def play_body():
    state, move = mid_game(GAME, 3)
    return {"state": state, "move": move}


@pytest.fixture(scope="module")
def server():
    with gunicorn(workers=2) as running:
        yield running


def test_a_killed_worker_is_replaced_and_the_service_keeps_answering(app, server, play_body):
    expected = app.test_client().post(PATH, json=play_body).data
    load: dict = {}
    runner = Thread(
        target=lambda: load.update(python_load(server.url, PATH, play_body, CONNECTIONS, seconds=5))
    )
    runner.start()
    time.sleep(1.5)
    before = server.workers()
    killed, _seconds = kill_one_worker(server)  # raises when no replacement comes
    killed_at = time.monotonic()
    runner.join()
    after = server.workers()
    assert killed in before and killed not in after and len(after) == len(before)
    # At most the requests in flight on the killed worker fail; the rest are answered,
    # some after the kill.
    assert load["errors"] <= CONNECTIONS
    assert load["requests"] > load["errors"] and load["last_answer"] > killed_at
    assert httpx.post(f"{server.url}{PATH}", json=play_body).content == expected
