"""Run a real nginx (the Debian package) in front of Arbiter replicas on loopback (tests).

The proxying is deploy/nginx/arbiter-http.conf, arbiter-server.conf and edge.conf (the edge's
limits per client address), included unchanged; only what differs on a test machine is
written here: the upstream (an ``upstream arbiter`` block over loopback ports instead of the
compose network's re-resolved name), a free listen port, TLS on a second port when a
certificate is given, and every path nginx writes (pid, error log, temp dirs) under a
temporary directory. nginx runs in the foreground (no daemon) as the current user and is
stopped after. Each answer carries ``X-Arbiter-Upstream`` (the replica that served it), added
for the tests only.
"""

from __future__ import annotations

import contextlib
import grp
import os
import pwd
import shutil
import signal
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.gunicorn_server import ROOT, free_port, stop, wait_until_answering
from tests.tools import missing

NGINX_DIR = ROOT / "deploy" / "nginx"
UPSTREAM_HEADER = "X-Arbiter-Upstream"


def nginx_binary() -> str:
    """The nginx executable; skips the test when it is missing, but fails it under CI."""
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/sbin")
    if not found:
        missing("nginx is not installed (apt-get install nginx)")
    return found


def upstream_block(addresses: list[str]) -> str:
    """``upstream arbiter {...}`` over ``addresses`` ("127.0.0.1:PORT")."""
    servers = "".join(
        f"    server {address} max_fails=2 fail_timeout=5s;\n" for address in addresses
    )
    return f"upstream arbiter {{\n{servers}    keepalive 32;\n}}\n"


def server_block(listen: str, tls: str = "", limits: bool = False) -> str:
    """A ``server {...}`` as deploy/nginx/nginx.conf's, proxying to ``upstream arbiter``;
    without ``limits``, no limit per client (the tests that play whole games send more
    requests a second than the edge allows one address)."""
    return (
        f"    server {{\n        listen {listen};\n{tls}"
        f"        add_header {UPSTREAM_HEADER} $upstream_addr always;\n"
        "        set $arbiter_upstream arbiter;\n"
        f"        include {NGINX_DIR}/edge.conf;\n"
        + ("" if limits else '        set $arbiter_limit_key "";\n')
        + f"        include {NGINX_DIR}/arbiter-server.conf;\n    }}\n"
    )


def main_config(
    workdir: Path,
    port: int,
    addresses: list[str],
    tls_port: int | None = None,
    limits: bool = False,
) -> str:
    """A whole nginx.conf for a test: paths under ``workdir``, listening on ``port``, and with
    ``tls_port`` on that port with TLS (``workdir``/tls.crt and tls.key); ``limits``: the
    edge's limits per client address, as shipped."""
    user = ""
    if os.geteuid() == 0:  # the master would hand its workers to `nobody` otherwise
        user = f"user {pwd.getpwuid(os.geteuid()).pw_name} {grp.getgrgid(os.getegid()).gr_name};\n"
    temp = "".join(
        f"    {kind}_temp_path {workdir}/{kind};\n"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    return (
        f"{user}daemon off;\nworker_processes 1;\npid {workdir}/nginx.pid;\n"
        f"error_log {workdir}/error.log warn;\n"
        "events {\n    worker_connections 256;\n}\n"
        f"http {{\n{temp}"
        f"    include {NGINX_DIR}/arbiter-http.conf;\n"
        f"    access_log {workdir}/access.log arbiter_json;\n"
        f"{upstream_block(addresses)}"
        f"{server_block(f'127.0.0.1:{port}', limits=limits)}"
        + (
            server_block(
                f"127.0.0.1:{tls_port} ssl",
                f"        ssl_certificate {workdir}/tls.crt;\n"
                f"        ssl_certificate_key {workdir}/tls.key;\n",
                limits,
            )
            if tls_port
            else ""
        )
        + "}\n"
    )


@dataclass(frozen=True)
class Proxy:
    """A running nginx: its base URL, its work directory (logs), the master's pid, and the
    base URL of its TLS server (``""`` without one)."""

    url: str
    workdir: Path
    pid: int
    tls_url: str = ""


@contextlib.contextmanager
def nginx(
    addresses: list[str],
    workdir: Path,
    timeout_s: float = 10.0,
    tls: bool = False,
    limits: bool = False,
) -> Iterator[Proxy]:
    """Run nginx balancing round robin over ``addresses``; yields the ``Proxy``; stops it.

    :param tls: serve TLS too, with the certificate already in ``workdir`` (tls.crt, tls.key).
    :param limits: apply the edge's limits per client address (off by default: see
        ``server_block``).

    :raises RuntimeError: nginx exited, or did not accept connections within ``timeout_s``.
    """
    binary = nginx_binary()
    workdir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    config = workdir / "nginx.conf"
    tls_port = free_port() if tls else None
    config.write_text(main_config(workdir, port, addresses, tls_port, limits))
    log = workdir / "error.log"
    process = subprocess.Popen(
        [binary, "-p", str(workdir), "-c", str(config), "-e", str(log)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_answering(process, f"{url}/_problem/ping", log, timeout_s)
        yield Proxy(url, workdir, process.pid, f"https://127.0.0.1:{tls_port}" if tls_port else "")
    finally:
        stop(process, signal.SIGQUIT)
