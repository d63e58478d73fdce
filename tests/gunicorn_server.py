"""Start and stop a real gunicorn serving the app on a free loopback port (tests and bench).

It runs the shipped configuration, ``service.gunicorn_conf`` (what ``arbiter serve`` and the
Dockerfile run), with its ``ARBITER_*`` settings given as ``env``.
"""

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
    """A running gunicorn: its base URL, the master's process id, and where its output goes
    (``logs``: stdout, the access lines; ``errors``: stderr, gunicorn's own lines)."""

    url: str
    pid: int
    logs: Path
    errors: Path

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by the workers (the master's children)."""
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0
        for child in self.workers():
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
        return total / ticks

    def workers(self) -> list[int]:
        """The process ids of the workers now running."""
        return [
            int(child)
            for task in Path(f"/proc/{self.pid}/task").iterdir()
            for child in (task / "children").read_text().split()
        ]


@contextlib.contextmanager
def gunicorn(
    workers: int = 2,
    timeout_s: float = 30.0,
    env: dict[str, str] | None = None,
    log_level: str = "info",
) -> Iterator[Server]:
    """Run ``gunicorn -c python:service.gunicorn_conf 'service.app:create_app()'``; yields the
    ``Server``; stops it after.

    :param env: more ``ARBITER_*`` settings (``ARBITER_BIND`` and ``ARBITER_WORKERS`` are set).
    :raises RuntimeError: it did not answer ``/healthz`` within ``timeout_s`` seconds.
    """
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"arbiter-gunicorn-{port}"
    logs, errors = out.with_suffix(".out"), out.with_suffix(".err")
    settings = {
        "ARBITER_BIND": f"127.0.0.1:{port}",
        "ARBITER_WORKERS": str(workers),
        "ARBITER_LOG_LEVEL": log_level,
        **(env or {}),
    }
    environ = {key: value for key, value in os.environ.items() if key != "PROMETHEUS_MULTIPROC_DIR"}
    with logs.open("wb") as stdout, errors.open("wb") as stderr:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "-c",
                "python:service.gunicorn_conf",
                "service.app:create_app()",
            ],
            cwd=ROOT,
            env={**environ, "PYTHONPATH": str(ROOT), **settings},
            stdout=stdout,
            stderr=stderr,
        )
    try:
        wait_until_answering(process, f"{url}/healthz", errors, timeout_s)
        yield Server(url, process.pid, logs, errors)
    finally:
        stop(process, signal.SIGTERM)
        logs.unlink(missing_ok=True)
        errors.unlink(missing_ok=True)


def wait_until_answering(process: subprocess.Popen, url: str, log: Path, timeout_s: float) -> None:
    """Wait until a GET of ``url`` gets any HTTP answer from the server ``process`` started.

    :raises RuntimeError: the process exited (with the end of ``log``), or no answer came
        within ``timeout_s`` seconds.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args[0]} exited: {log.read_text()[-2000:]}")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.TransportError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{process.args[0]} did not answer {url} in time")
        time.sleep(0.1)


def stop(process: subprocess.Popen, graceful: signal.Signals) -> None:
    """Send ``graceful`` (the server's graceful stop signal); kill it after 10 s."""
    process.send_signal(graceful)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
