"""Running the service the shipped way (``service.gunicorn_conf``): slow clients, gunicorn's
own refusals, metrics across workers, logs, settings (issue 9, docs/operations.md)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time

import httpx
import pytest

from service.ops.settings import SettingError, Settings
from tests.gunicorn_server import ROOT, gunicorn

RANK = "/v1/games/corellian-spike/rank"
HANDS = {"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]}


def address(url: str) -> tuple[str, int]:
    host, port = url.split("//")[1].split(":")
    return host, int(port)


def exchange(url: str, data: bytes, wait: float = 5.0) -> bytes:
    """Send raw bytes on a new connection; everything the server answers until it closes."""
    with socket.create_connection(address(url), timeout=wait) as sock:
        sock.sendall(data)
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except socket.timeout:
            pass
    return answer


def head_and_body(answer: bytes) -> tuple[str, dict]:
    head, _, body = answer.partition(b"\r\n\r\n")
    return head.decode("latin-1"), json.loads(body)


# -- slow clients -----------------------------------------------------------------------------

@pytest.mark.e2e
def test_twenty_clients_trickling_headers_do_not_stop_the_service():
    """Issue 9: "two slow clients trickling headers at 3 bytes/s stop the whole service (2 sync
    workers) for 30 s". With the shipped config (2 gthread workers) 20 such clients hold 20
    threads at most, and every ordinary request meanwhile is answered within 2 s (the
    client's own timeout; each would wait 30 s behind a held sync worker)."""
    with gunicorn(workers=2) as server:
        slow = [socket.create_connection(address(server.url)) for _ in range(20)]
        header = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"a" * 1000
        stop = threading.Event()

        def trickle() -> None:  # 3 bytes a second on each connection
            sent = 0
            while not stop.wait(1 / 3):
                for sock in slow:
                    sock.send(header[sent:sent + 1])
                sent += 1

        trickler = threading.Thread(target=trickle)
        trickler.start()
        try:
            time.sleep(2)  # every slow client has sent its first bytes: a thread reads each
            with httpx.Client(base_url=server.url, timeout=2.0) as client:
                for _ in range(3):
                    answered = [client.post(RANK, json=HANDS) for _ in range(5)]
                    assert all(a.status_code == 200 for a in answered)
                    assert answered[0].json()["winners"] == [1]
                    time.sleep(1)
            assert trickler.is_alive()  # the attack went on all along
        finally:
            stop.set()
            trickler.join()
            for sock in slow:
                sock.close()
