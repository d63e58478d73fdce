"""The one gunicorn configuration: ``gunicorn -c python:service.gunicorn_conf
'service.app:create_app()'`` (what ``arbiter serve``, the Dockerfile and deploy/ run).

Settings come from ``ARBITER_*`` variables (``service.ops.settings``; a bad value stops the
start with a message naming it). Why these choices (docs/operations.md):

- ``gthread`` workers: each worker process serves ``ARBITER_THREADS`` requests at once, so a
  few slow clients trickling a request in cannot hold every worker (a ``sync`` worker is
  held by one); idle kept-alive connections wait in the worker's poller, using no thread.
  Threads suit this CPU-bound app where greenlets (gevent) would not: the HiGHS solver
  releases the GIL, and a thread that computes is pre-empted, so one long solve (up to
  30 s) never stalls the other requests of its worker.
- A new connection reaches gunicorn only once it has sent something (``TCP_DEFER_ACCEPT``,
  ``DEFER_ACCEPT_S``): gthread gives each accepted connection a thread for up to 5 s to
  send its first bytes, so 80 silent connections re-opened every 4 s held every thread of 2
  workers; now 1,000 hold none. A read waits at most ``READ_TIMEOUT_S`` (``SO_RCVTIMEO``),
  so a client silent after part of a request lets go of its thread (one line logged, no
  traceback: ``ReadTimeoutLine``). What still holds a thread: a client trickling its
  request, for as long as it trickles (gunicorn has no deadline for a whole request): in
  front of the internet a buffering proxy takes those (docs/operations.md).
- ``timeout`` (and ``graceful_timeout``) above the longest solve time limit, with margin.
- gunicorn's own refusals (bad request line, 414, 431, bad chunked encoding, ...) are
  written as ``application/problem+json`` by ``write_problem`` instead of text/html.
- Prometheus multiprocess mode: a fresh ``PROMETHEUS_MULTIPROC_DIR`` (or the one given,
  emptied) for the workers' figures; a dead worker's gauges are dropped (``child_exit``).
- Logs: gunicorn's and the app's to stderr, access lines (written by the app, one
  ``os.write`` each) to stdout, as JSON lines or text (``ARBITER_LOG_FORMAT``); gunicorn's
  own access log is off (no double lines), and ``AppAccessLogger`` skips the work gunicorn
  would still do for it on every request (a logging config makes gunicorn build every
  access line, then drop it).
"""

from __future__ import annotations

import os
import shutil
import socket
import struct
import sys
import tempfile
from pathlib import Path

from gunicorn import glogging, util

from service.ops.settings import SettingError, Settings

try:
    _settings = Settings.from_env()
except SettingError as error:
    raise SystemExit(f"arbiter: {error}") from None

bind = [_settings.bind]
workers = _settings.workers
worker_class = "gthread"
threads = _settings.threads
worker_connections = 1000
timeout = int(_settings.timeout)
graceful_timeout = int(_settings.timeout)
keepalive = 5
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190
loglevel = _settings.log_level
accesslog = None
errorlog = "-"


class AppAccessLogger(glogging.Logger):
    """gunicorn's logger without its access line: the app writes access lines itself
    (``service.ops.observability``)."""

    def access(self, resp, req, environ, request_time) -> None:
        """Nothing: the app's middleware logs each request."""


logger_class = AppAccessLogger
proc_name = "arbiter"
control_socket_disable = True  # gunicorn 25's control socket: one fixed path in $HOME

_FORMATTER = (
    {"()": "service.ops.observability.JsonFormatter"}
    if _settings.log_format == "json"
    else {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}
)
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"arbiter": _FORMATTER},
    "filters": {"read_timeout": {"()": "service.ops.observability.ReadTimeoutLine"}},
    "handlers": {
        "stderr": {
            "class": "logging.StreamHandler",
            "formatter": "arbiter",
            "stream": "ext://sys.stderr",
        },
    },
    "loggers": {
        "gunicorn.error": {
            "level": loglevel.upper(),
            "handlers": ["stderr"],
            "filters": ["read_timeout"],
            "propagate": False,
        },
        "gunicorn.access": {"level": "CRITICAL", "handlers": [], "propagate": False},
        "arbiter": {"level": loglevel.upper(), "handlers": ["stderr"], "propagate": False},
    },
    "root": {"level": "WARNING", "handlers": ["stderr"]},
}

_GIVEN_DIR = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
_METRICS_DIR = Path(_GIVEN_DIR or tempfile.mkdtemp(prefix="arbiter-metrics-"))
os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(_METRICS_DIR)  # before prometheus_client loads


def on_starting(server) -> None:
    """Start with no figures left from an earlier run in the metrics directory."""
    _METRICS_DIR.mkdir(parents=True, exist_ok=True)
    for stale in _METRICS_DIR.glob("*.db"):
        stale.unlink()


def child_exit(server, worker) -> None:
    """Drop the gauges of a worker that ended (its counters stay in the totals)."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid, str(_METRICS_DIR))


def on_exit(server) -> None:
    """Remove the metrics directory this config made (a given one is left in place)."""
    if not _GIVEN_DIR:
        shutil.rmtree(_METRICS_DIR, ignore_errors=True)


DEFER_ACCEPT_S = 10
"""Seconds the kernel holds a new TCP connection that has sent nothing before handing it to
gunicorn (Linux ``TCP_DEFER_ACCEPT``): one that connects and stays silent never holds a
worker thread (gthread gives every accepted connection a thread for up to 5 s first)."""


READ_TIMEOUT_S = 10
"""Seconds a worker thread waits for the next bytes of a request it is reading (the socket's
``SO_RCVTIMEO``): a client silent that long after part of its headers is disconnected, and
after part of its body answered 400 ``malformed_body``, freeing the thread (nginx's
``client_header_timeout`` and ``client_body_timeout`` in deploy/nginx are 10 s too). It
bounds each wait, not the whole request: a client trickling a byte every few seconds keeps
its thread."""


def post_worker_init(worker) -> None:
    """Listening TCP sockets hand over only connections that sent something
    (``DEFER_ACCEPT_S``), and every connection's reads wait at most ``READ_TIMEOUT_S``; access
    lines to stdout, unless the log level is above ``info``."""
    for listener in worker.sockets:
        if listener.family in (socket.AF_INET, socket.AF_INET6) and hasattr(
            socket, "TCP_DEFER_ACCEPT"
        ):
            listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_DEFER_ACCEPT, DEFER_ACCEPT_S)
        # every accepted connection inherits it (the kernel copies the listener's)
        listener.setsockopt(
            socket.SOL_SOCKET, socket.SO_RCVTIMEO, struct.pack("ll", READ_TIMEOUT_S, 0)
        )
    if loglevel in ("debug", "info"):
        from service.ops.observability import ACCESS_LOG

        ACCESS_LOG.open(sys.stdout.fileno(), _settings.log_format)


def write_problem(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's refusal of a request it could not parse, as problem+json.

    Takes the place of ``gunicorn.util.write_error`` (same arguments: the client socket, the
    status, its reason phrase and gunicorn's message), which writes text/html.
    """
    from http import HTTPStatus

    from service.problems import MAX_TEXT, encode

    try:  # gunicorn gives "Bad Request" for other statuses too (its 501, unknown codings)
        reason = HTTPStatus(status_int).phrase
    except ValueError:
        pass
    code = {
        400: "bad_request",
        403: "forbidden",
        414: "uri_too_long",
        417: "expectation_failed",
        431: "request_header_fields_too_large",
        501: "not_implemented",
    }.get(status_int, "bad_request" if status_int < 500 else "internal_error")
    body = encode(
        {
            "type": f"urn:arbiter:problem:{code}",
            "title": reason,
            "status": status_int,
            "detail": (mesg[:MAX_TEXT] or reason) + " (refused by the HTTP server)",
            "code": code,
        }
    )
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + body)


util.write_error = write_problem
