"""Connections that try to hoard a server (issue 22): many from one host, each holding a
connection as cheaply as it can. Standard library only, so it also runs inside a container
(tests/test_container.py runs it there to attack compose's edge from another address).

    python tests/hoard.py HOST PORT KIND COUNT SECONDS

Kinds: ``idle`` connects and sends nothing; ``trickle`` sends a request's headers one byte a
second and never finishes them; ``half-body`` sends whole headers announcing a 2,000-byte body,
then 1,000 bytes of it, then nothing. It opens ``COUNT`` connections, prints
``{"holding": COUNT}`` once they are all open (so that the caller can start its own requests),
keeps them for ``SECONDS`` more, opening a new one whenever the server closes one, then prints
one JSON line: ``opened`` (in all), ``closed_by_server`` (connections the server ended; its
timeouts at work) and ``most_open`` (the most held at one time). If they are not all open
within 10 s it holds what it has for ``SECONDS`` from then.
"""

from __future__ import annotations

import json
import resource
import selectors
import socket
import sys
import time

HEADERS = (
    b"POST /v1/games/corellian-spike/rank HTTP/1.1\r\nHost: arbiter\r\n"
    b"Content-Type: application/json\r\nContent-Length: 2000\r\n\r\n"
)
HALF_BODY = b'{"hands": [' + b" " * 989


def hoard(host: str, port: int, kind: str, count: int, seconds: float) -> dict[str, int]:
    """Hold ``count`` connections of ``kind`` to ``host:port`` for ``seconds``; the tallies.

    :raises ValueError: an unknown kind.
    """
    if kind not in ("idle", "trickle", "half-body"):
        raise ValueError(f"unknown kind {kind!r}")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, count + 256)), hard))
    selector = selectors.DefaultSelector()
    sent: dict[socket.socket, int] = {}
    tally = {"opened": 0, "closed_by_server": 0, "most_open": 0}

    def open_one() -> None:
        sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
        sock.setblocking(False)
        sock.connect_ex((host, port))
        selector.register(sock, selectors.EVENT_READ)
        sent[sock] = 0
        tally["opened"] += 1

    def close(sock: socket.socket) -> None:
        selector.unregister(sock)
        sent.pop(sock)
        sock.close()

    end = time.monotonic() + 10 + seconds
    next_byte = time.monotonic()
    holding = False
    while time.monotonic() < end:
        opening = 0
        while len(sent) < count and opening < 100:  # at most 100 new ones per round
            open_one()
            opening += 1
        tally["most_open"] = max(tally["most_open"], len(sent))
        if not holding and len(sent) == count:
            holding = True
            end = min(end, time.monotonic() + seconds)
            print(json.dumps({"holding": count}), flush=True)
        for key, _events in selector.select(timeout=0.05):
            try:
                data = key.fileobj.recv(4096)
            except (ConnectionError, BlockingIOError, OSError):
                data = b""
            if not data:  # closed (or answered and closed): the server let it go
                tally["closed_by_server"] += 1
                close(key.fileobj)
        now = time.monotonic()
        if now >= next_byte:  # once a second: each connection sends what its kind sends
            next_byte = now + 1.0
            for sock in list(sent):
                done = sent[sock]
                chunk = (
                    b""
                    if kind == "idle"
                    else HEADERS[done : done + 1]
                    if kind == "trickle"
                    else (HEADERS + HALF_BODY)[done:]
                    if done == 0
                    else b""
                )
                if kind == "trickle" and done >= len(HEADERS) - 4:
                    chunk = b""  # never the blank line that ends the headers
                if not chunk:
                    continue
                try:
                    sent[sock] += sock.send(chunk)
                except (BlockingIOError, InterruptedError):
                    pass  # still connecting: next second
                except OSError:
                    tally["closed_by_server"] += 1
                    close(sock)
    for sock in list(sent):
        close(sock)
    return tally


if __name__ == "__main__":
    host, port, kind, count, seconds = sys.argv[1:6]
    print(json.dumps(hoard(host, int(port), kind, int(count), float(seconds))), flush=True)
