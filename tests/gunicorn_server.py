"""Start and stop a real gunicorn serving the app on a free loopback port (tests and bench)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass(frozen=True)
class Server:
    """A running gunicorn: its base URL and the master's process id."""

    url: str
    pid: int

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by the workers (the master's children)."""
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0
        for task in Path(f"/proc/{self.pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
                total += int(fields[11]) + int(fields[12])  # utime, stime
        return total / ticks


@contextlib.contextmanager
def gunicorn(workers: int = 2, timeout_s: float = 30.0) -> Iterator[Server]:
    """Run ``gunicorn 'service.app:create_app()'``; yields the ``Server``; stops it after.

    :raises RuntimeError: it did not answer ``/healthz`` within ``timeout_s`` seconds.
    """
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--workers",
         str(workers), "--log-level", "warning", "service.app:create_app()"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {process.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("gunicorn did not answer /healthz in time")
            time.sleep(0.1)
        yield Server(url, process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
