"""Metrics and access logs for every request, in one WSGI middleware.

Prometheus metrics (prometheus-client), per endpoint as its route template
(``/v1/games/{game}/play``, never the raw path) and status:

- ``arbiter_http_requests_total{method, endpoint, status}``: requests answered;
- ``arbiter_http_request_duration_seconds{method, endpoint, status}``: a latency histogram;
- ``arbiter_http_requests_in_progress``: requests being answered now.

Under gunicorn, ``PROMETHEUS_MULTIPROC_DIR`` (set by ``service.gunicorn_conf``) makes every
worker write its figures there and ``GET /metrics`` add them up (prometheus-client's
multiprocess mode). One access line per request (method, path, status, duration in ms,
request id) once ``ACCESS_LOG.open`` named where they go (the gunicorn config does); the
``X-Request-ID`` a caller sends is echoed (cut to ``MAX_REQUEST_ID`` characters of
``[A-Za-z0-9._:@/+=-]``), else one is made.

Access lines are written straight to their file descriptor, one ``os.write`` each, not
through ``logging``: a log record cost more than 10% of a play request.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Iterable
from typing import Any

import orjson
from flask import Flask, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

MAX_REQUEST_ID = 64
"""Longest request id kept from a caller's ``X-Request-ID``, in characters."""
ENDPOINT_KEY = "arbiter.endpoint"
"""The WSGI environ key where the app leaves the matched route template."""
UNMATCHED = "unmatched"
"""The endpoint label of a request no route matched (a 404)."""
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Method labels kept as they are; any other is counted as ``other`` (bounded labels)."""
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
"""Latency bucket bounds in seconds: a ranking is ~1 ms, a solve up to its 30 s limit."""

LABELS = ("method", "endpoint", "status")
REQUESTS = Counter("arbiter_http_requests", "HTTP requests answered.", LABELS)
LATENCY = Histogram(
    "arbiter_http_request_duration_seconds",
    "Time from the request reaching the app to its answer, in seconds.",
    LABELS,
    buckets=BUCKETS,
)
IN_PROGRESS = Gauge(
    "arbiter_http_requests_in_progress",
    "HTTP requests being answered now.",
    multiprocess_mode="livesum",
)

_UNSAFE = re.compile(r"[^A-Za-z0-9._:@/+=-]")


def request_id(given: str | None) -> str:
    """The id of a request: the caller's ``X-Request-ID`` sanitised (characters outside
    ``[A-Za-z0-9._:@/+=-]`` removed, at most ``MAX_REQUEST_ID`` kept), or 32 new random hex
    digits (128 bits) when that leaves nothing."""
    if given:
        kept = _UNSAFE.sub("", given[: 4 * MAX_REQUEST_ID])[:MAX_REQUEST_ID]
        if kept:
            return kept
    return os.urandom(16).hex()


def instrument(app: Flask) -> None:
    """Wrap ``app``'s WSGI callable with metrics and access logs (call before any other
    ``before_request`` is registered, so the route is known even when one refuses)."""
    templates: dict[str, str] = {}

    def mark_endpoint() -> None:
        rule = request.url_rule
        if rule is not None:
            label = templates.get(rule.rule)
            if label is None:
                label = templates[rule.rule] = re.sub(
                    r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule
                )
            request.environ[ENDPOINT_KEY] = label

    app.before_request(mark_endpoint)
    # Flask's documented way to add WSGI middleware (Flask.wsgi_app), which mypy refuses as
    # assigning to a method
    app.wsgi_app = Instrumented(app.wsgi_app)  # type: ignore[method-assign]


class Instrumented:
    """A WSGI middleware: times the request, counts it, logs one access line, and adds
    ``X-Request-ID`` to the answer. Answers here are built whole before they are returned,
    so the time until the app returns is the time to answer."""

    def __init__(self, app: Callable) -> None:
        self.app = app
        self.children: dict[tuple[str, str, str], tuple[Any, Any]] = {}

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        started = time.perf_counter()
        rid = request_id(environ.get("HTTP_X_REQUEST_ID"))
        status = ["500"]

        def start(line: str, headers: list, exc_info=None):
            status[0] = line[:3]
            headers.append(("X-Request-ID", rid))
            return start_response(line, headers, exc_info)

        IN_PROGRESS.inc()
        try:
            return self.app(environ, start)
        finally:
            IN_PROGRESS.dec()
            self.record(environ, status[0], rid, time.perf_counter() - started)

    def record(self, environ: dict, status: str, rid: str, seconds: float) -> None:
        """Count and log one answered request."""
        method = environ.get("REQUEST_METHOD", "")
        key = (
            method if method in METHODS else "other",
            environ.get(ENDPOINT_KEY, UNMATCHED),
            status,
        )
        children = self.children.get(key)
        if children is None:
            children = self.children[key] = (REQUESTS.labels(*key), LATENCY.labels(*key))
        children[0].inc()
        children[1].observe(seconds)
        ACCESS_LOG.write(method, environ.get("PATH_INFO", ""), status, seconds, rid)


class AccessLog:
    """Where access lines go: nowhere until ``open`` is called (in process, in tests)."""

    MAX_PATH = 1000
    """Longest path written, in characters (a line stays one atomic write)."""

    def __init__(self) -> None:
        self.fd: int | None = None
        self.json = True
        self.second = (-1, "")

    def open(self, fd: int, log_format: str) -> None:
        """Write access lines to the file descriptor ``fd`` as ``"json"`` or ``"text"``."""
        self.fd, self.json = fd, log_format == "json"

    def write(self, method: str, path: str, status: str, seconds: float, rid: str) -> None:
        """One access line: time (UTC), method, path, status, duration in ms, request id;
        nothing until ``open`` was called."""
        fd = self.fd
        if fd is None:
            return
        now = time.time()
        whole = int(now)
        if self.second[0] != whole:  # one strftime a second, not one a line
            self.second = (whole, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole)))
        stamp = f"{self.second[1]}.{int((now - whole) * 1000):03d}Z"
        path = path if len(path) <= self.MAX_PATH else path[: self.MAX_PATH] + "..."
        if self.json:
            line = (
                orjson.dumps(
                    {
                        "time": stamp,
                        "level": "info",
                        "logger": "arbiter.access",
                        "method": method,
                        "path": path,
                        "status": int(status),
                        "duration_ms": round(seconds * 1000, 3),
                        "request_id": rid,
                    },
                    default=str,
                )
                + b"\n"
            )
        else:
            line = (
                f"{stamp} INFO arbiter.access {method} {path!r} {status} "
                f"{seconds * 1000:.2f}ms {rid}\n"
            ).encode("utf-8", "backslashreplace")
        try:
            os.write(fd, line)
        except OSError:  # a closed or full stdout must not fail the request
            pass


ACCESS_LOG = AccessLog()


def exposition() -> tuple[bytes, str]:
    """``(the metrics in Prometheus text format, its content type)``: every worker's figures
    added up under gunicorn (multiprocess mode), this process's otherwise."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        registry = REGISTRY
    return generate_latest(registry), CONTENT_TYPE_LATEST


class JsonFormatter(logging.Formatter):
    """One JSON object a line, like the access lines: ``time``, ``level``, ``logger``,
    ``message`` (and ``exception`` for a bug's traceback, which client errors never have)."""

    def format(self, record: logging.LogRecord) -> str:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
        line: dict[str, Any] = {
            "time": f"{stamp}.{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
        }
        line["message"] = record.getMessage()
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return orjson.dumps(line, default=str).decode()


class ReadTimeoutLine(logging.Filter):
    """gunicorn's "Socket error processing request." with the traceback of a read that timed
    out (a client silent past ``SO_RCVTIMEO`` mid-request, see service/gunicorn_conf.py) as
    one warning line, no traceback: a client error, not a bug. Other records pass as they
    are."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, BlockingIOError):
            record.exc_info, record.exc_text, record.args = None, None, ()
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.msg = "Closed a connection silent mid-request past the read timeout."
        return True
