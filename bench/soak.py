"""Soak: a real gunicorn under sustained load, a worker killed, then a slow-client attack.

Usage: ``.venv/bin/python bench/soak.py [--seconds 60] [--connections 32] [--game G]``.
Starts gunicorn the shipped way (``service/gunicorn_conf.py``, through
tests/gunicorn_server.py) on a free 127.0.0.1 port, then:

1. load: ``--seconds`` at ``--connections`` connections on ``play`` with a mid-game state of
   ``--game`` (bench/inprocess.py's builder), by wrk when installed, else by a bounded Python
   load generator; every worker's RSS sampled every 5 s;
2. halfway through, ``kill -9`` of one worker: the service keeps answering and the master
   starts a replacement (the time until it is there is printed);
3. the slow-client attack: ``--slow-clients`` connections trickling a request's headers at
   ``--trickle-rate`` bytes/s (reconnecting whenever the server drops them) for
   ``--attack-seconds``, while normal requests are sent one at a time and timed.

Prints req/s, p50/p99 latency, errors, RSS at start and end, and the normal requests'
latency under the attack. All traffic goes to 127.0.0.1, bounded in time and count.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import mid_game  # noqa: E402
from bench.run import wrk  # noqa: E402
from tests.gunicorn_server import Server, gunicorn  # noqa: E402

MAX_REQUESTS_PER_CONNECTION = 200_000
"""The Python load generator's bound on requests per connection (besides the time)."""


def rss_mib(pids: list[int]) -> list[float]:
    """Resident set size of each process in MiB (0 for one that is gone)."""
    sizes = []
    for pid in pids:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except FileNotFoundError:
            sizes.append(0.0)
            continue
        kib = next(
            int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")
        )
        sizes.append(kib / 1024)
    return sizes


def percentile(values: list[float], q: int) -> float:
    """The ``q``-th percentile (1..99) of ``values``; nan when there are fewer than two."""
    if len(values) < 2:
        return float("nan")
    return statistics.quantiles(values, n=100)[q - 1]


@dataclass
class Tally:
    """Requests timed by the Python clients: latencies in ms of the 2xx ones, and errors
    (another status, or no answer)."""

    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    last_answer: float = 0.0
    """When (time.monotonic()) the latest 2xx answer came."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, ms: float | None) -> None:
        with self.lock:
            if ms is None:
                self.errors += 1
            else:
                self.latencies.append(ms)
                self.last_answer = time.monotonic()

    def summary(self, seconds: float) -> dict:
        """``{"rps", "p50", "p99", "max", "requests", "errors", "last_answer"}`` (ms) over
        ``seconds``."""
        with self.lock:
            done = list(self.latencies)
        return {
            "rps": len(done) / seconds,
            "p50": percentile(done, 50),
            "p99": percentile(done, 99),
            "max": max(done, default=float("nan")),
            "requests": len(done) + self.errors,
            "errors": self.errors,
            "last_answer": self.last_answer,
        }


def timed_post(client: httpx.Client, path: str, body: dict, tally: Tally) -> None:
    """POST once; its latency (or an error) into ``tally``."""
    start = time.perf_counter()
    try:
        ok = client.post(path, json=body).status_code == 200
    except httpx.HTTPError:
        ok = False
    tally.add((time.perf_counter() - start) * 1000 if ok else None)


def python_load(
    url: str, path: str, body: dict, connections: int, seconds: float, timeout_s: float = 10.0
) -> dict:
    """``connections`` threads each POSTing ``body`` back to back for ``seconds`` (and at most
    MAX_REQUESTS_PER_CONNECTION each); the ``Tally.summary``."""
    tally = Tally()
    deadline = time.monotonic() + seconds

    def connection() -> None:
        with httpx.Client(base_url=url, timeout=timeout_s) as client:
            for _ in range(MAX_REQUESTS_PER_CONNECTION):
                if time.monotonic() >= deadline:
                    return
                timed_post(client, path, body, tally)

    threads = [threading.Thread(target=connection, daemon=True) for _ in range(connections)]
    start = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(seconds + timeout_s + 5)
    return tally.summary(time.monotonic() - start)


def kill_one_worker(server: Server, timeout_s: float = 30.0) -> tuple[int, float]:
    """``kill -9`` the newest worker and wait until the master has as many workers again.

    :returns: the killed pid and the seconds until its replacement was running.
    :raises RuntimeError: no replacement within ``timeout_s``.
    """
    before = sorted(server.workers())
    victim = before[-1]
    start = time.monotonic()
    os.kill(victim, signal.SIGKILL)
    while time.monotonic() - start < timeout_s:
        now = server.workers()
        if victim not in now and len(now) == len(before):
            return victim, time.monotonic() - start
        time.sleep(0.02)
    raise RuntimeError(f"worker {victim} was not replaced within {timeout_s} s")


class Trickle:
    """``clients`` connections each sending a request's headers at ``rate`` bytes per second,
    never finishing them; a connection the server closes is opened again. A context manager:
    the attack runs in a thread from ``__enter__`` to ``__exit__``."""

    def __init__(self, url: str, clients: int = 20, rate: int = 3) -> None:
        host, port = url.removeprefix("http://").split(":")
        self.address = (host, int(port))
        self.clients, self.rate = clients, rate
        self.request = (
            f"POST /v1/games/corellian-spike/rank HTTP/1.1\r\nHost: {host}\r\n"
            "Content-Type: application/json\r\nX-Slow: "
        ).encode() + b"a" * 65_536
        self.reconnects = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Trickle:
        self._thread.start()
        return self

    def __exit__(self, *_exc) -> None:
        self._stop.set()
        self._thread.join(10)

    def _open(self) -> tuple[socket.socket, int]:
        sock = socket.create_connection(self.address, timeout=5)
        sock.setblocking(False)
        return sock, 0

    def _run(self) -> None:
        slots = [self._open() for _ in range(self.clients)]
        try:
            while not self._stop.wait(1.0):
                for index, (sock, sent) in enumerate(slots):
                    try:
                        if self._answered(sock):
                            raise ConnectionResetError
                        sock.send(self.request[sent : sent + self.rate])
                        slots[index] = (sock, sent + self.rate)
                    except OSError:
                        sock.close()
                        self.reconnects += 1
                        slots[index] = self._open()
        finally:
            for sock, _ in slots:
                sock.close()

    @staticmethod
    def _answered(sock: socket.socket) -> bool:
        """The server closed the connection or answered (a refusal) instead of waiting."""
        try:
            sock.recv(1, socket.MSG_PEEK)
        except BlockingIOError:
            return False
        return True


def attack(url: str, path: str, body: dict, clients: int, rate: int, seconds: float) -> dict:
    """The slow-client attack on ``url`` for ``seconds`` while normal requests are sent one at
    a time; their ``Tally.summary`` plus the attack's ``reconnects``."""
    tally = Tally()
    with Trickle(url, clients, rate) as trickle:
        time.sleep(2)  # every slow connection open and trickling first
        start = time.monotonic()
        with httpx.Client(base_url=url, timeout=10) as client:
            while time.monotonic() - start < seconds:
                timed_post(client, path, body, tally)
                time.sleep(0.05)
        reconnects = trickle.reconnects
    return {**tally.summary(time.monotonic() - start), "reconnects": reconnects}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--game", default="corellian-spike")
    parser.add_argument("--slow-clients", type=int, default=20)
    parser.add_argument("--trickle-rate", type=int, default=3, help="bytes per second")
    parser.add_argument("--attack-seconds", type=float, default=20)
    parser.add_argument(
        "--python-load",
        action="store_true",
        help="use the Python load generator even when wrk is installed",
    )
    args = parser.parse_args()

    state, move = mid_game(args.game, 3)
    path, body = f"/v1/games/{args.game}/play", {"state": state, "move": move}
    use_wrk = shutil.which("wrk") and not args.python_load
    with gunicorn() as server:
        httpx.post(server.url + path, json=body).raise_for_status()
        workers = server.workers()
        rss_start = rss_mib(workers)
        samples: list[tuple[float, float]] = []
        load: dict = {}
        runner = threading.Thread(
            target=lambda: load.update(
                wrk(server.url + path, body, int(args.seconds), args.connections, allow_errors=True)
                if use_wrk
                else python_load(server.url, path, body, args.connections, args.seconds)
            )
        )
        start = time.monotonic()
        runner.start()
        killed = None
        while runner.is_alive():
            elapsed = time.monotonic() - start
            if not samples or elapsed - samples[-1][0] >= 5:
                samples.append((elapsed, sum(rss_mib(server.workers()))))
            if killed is None and elapsed >= args.seconds / 2:
                killed = kill_one_worker(server)
            runner.join(0.1)
        rss_end = rss_mib(server.workers())
        under_attack = attack(
            server.url, path, body, args.slow_clients, args.trickle_rate, args.attack_seconds
        )
    print(
        f"soak: play {args.game} (3 players, mid-game), {args.seconds:g} s at "
        f"{args.connections} connections via {'wrk' if use_wrk else 'Python'}, "
        f"{len(workers)} workers"
    )
    print(
        f"  req/s {load['rps']:.0f}  p50 {load['p50']:.1f} ms  p99 {load['p99']:.1f} ms  "
        f"requests {load['requests']}  errors {load['errors']}"
    )
    print(
        "  worker RSS MiB at start "
        + ", ".join(f"{mib:.1f}" for mib in rss_start)
        + "; at end "
        + ", ".join(f"{mib:.1f}" for mib in rss_end)
    )
    print("  total RSS MiB every 5 s: " + ", ".join(f"{t:.0f}s {mib:.0f}" for t, mib in samples))
    if killed:
        print(
            f"  kill -9 of worker {killed[0]} at {args.seconds / 2:g} s: replaced after "
            f"{killed[1]:.2f} s"
        )
    print(
        f"slow clients: {args.slow_clients} trickling headers at {args.trickle_rate} bytes/s "
        f"for {args.attack_seconds:g} s ({under_attack['reconnects']} dropped by the server "
        "and reopened)"
    )
    print(
        f"  normal requests: {under_attack['requests']}, errors {under_attack['errors']}, "
        f"p50 {under_attack['p50']:.1f} ms  p99 {under_attack['p99']:.1f} ms  "
        f"max {under_attack['max']:.1f} ms"
    )
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
