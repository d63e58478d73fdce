#!/usr/bin/env python3
"""The image's command: nginx in front of gunicorn in one container, as one service.

Starts gunicorn (the one config, ``service.gunicorn_conf``) on a unix socket that only this
container can reach, and nginx (``/etc/arbiter/nginx/nginx.conf``) on port 8080 in front of
it; nginx reads each request whole, under header and body timeouts, before gunicorn sees it
(docs/operations.md, "How it is served"). Everything they write is under ``/tmp`` (a tmpfs:
the root file system is read-only).

- If either process ends, the other is stopped and this one exits 1, so the container ends
  and its restart policy (or Kubernetes) starts a whole new one: never half a service.
- On SIGTERM or SIGINT (``docker stop``, a pod's termination) it stops nginx gracefully first
  (SIGQUIT: it stops accepting and lets requests in flight finish, which still need gunicorn),
  then gunicorn (SIGTERM, graceful within ``ARBITER_TIMEOUT``), and exits 0.
- As process 1 it also reaps any orphan that ends in the container.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

SOCKET_DIR = "/tmp/arbiter"
NGINX_PREFIX = "/tmp/nginx/"
NGINX_CONFIG = "/etc/arbiter/nginx/nginx.conf"
POLL_S = 0.2

stop_requested: list[int] = []


def request_stop(signum: int, _frame) -> None:
    """Signal handler: remember the stop; the main loop acts on it."""
    stop_requested.append(signum)


def reap(exited: dict[int, int]) -> None:
    """Collect every child that has ended (ours and orphans): ``exited[pid] = status``."""
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        exited[pid] = status


def stop(pid: int, signum: int, exited: dict[int, int], timeout_s: float) -> None:
    """Send ``signum`` to ``pid`` and wait up to ``timeout_s`` for it to end, then SIGKILL."""
    if pid in exited:
        return
    os.kill(pid, signum)
    deadline = time.monotonic() + timeout_s
    while pid not in exited and time.monotonic() < deadline:
        time.sleep(POLL_S)
        reap(exited)
    if pid not in exited:
        os.kill(pid, signal.SIGKILL)
        while pid not in exited:
            time.sleep(POLL_S)
            reap(exited)


def main() -> int:
    """Run both until one ends or a stop is asked; returns the exit status."""
    signal.signal(signal.SIGTERM, request_stop)
    signal.signal(signal.SIGINT, request_stop)
    os.makedirs(SOCKET_DIR, mode=0o700, exist_ok=True)
    os.makedirs(NGINX_PREFIX, mode=0o700, exist_ok=True)
    grace_s = float(os.environ.get("ARBITER_TIMEOUT", "60")) + 5
    socket_path = os.path.join(SOCKET_DIR, "gunicorn.sock")
    with contextlib.suppress(FileNotFoundError):  # a restart in a pod keeps its emptyDir
        os.unlink(socket_path)
    gunicorn = subprocess.Popen(
        ["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"],
        env={**os.environ, "ARBITER_BIND": f"unix:{SOCKET_DIR}/gunicorn.sock"},
    ).pid
    exited: dict[int, int] = {}
    # nginx starts once gunicorn listens: before, it would answer 502 to the first probes.
    while not os.path.exists(socket_path) and gunicorn not in exited and not stop_requested:
        time.sleep(POLL_S / 4)
        reap(exited)
    if gunicorn in exited or stop_requested:  # it could not start, or a stop came first
        stop(gunicorn, signal.SIGTERM, exited, grace_s)
        return 0 if stop_requested else 1
    nginx = subprocess.Popen(
        ["nginx", "-p", NGINX_PREFIX, "-c", NGINX_CONFIG, "-e", "stderr", "-g", "daemon off;"]
    ).pid
    while not stop_requested and gunicorn not in exited and nginx not in exited:
        time.sleep(POLL_S)
        reap(exited)
    for name, pid in (("nginx", nginx), ("gunicorn", gunicorn)):
        if pid in exited and not stop_requested:
            print(
                f"arbiter-supervise: {name} ended (wait status {exited[pid]}); stopping the "
                "container",
                file=sys.stderr,
                flush=True,
            )
    stop(nginx, signal.SIGQUIT, exited, grace_s)
    stop(gunicorn, signal.SIGTERM, exited, grace_s)
    return 0 if stop_requested else 1


if __name__ == "__main__":
    sys.exit(main())
