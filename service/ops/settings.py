"""The service's settings, read from ``ARBITER_*`` environment variables and checked.

Every variable is optional; a bad value is refused at start with a message naming the
variable, the value and what is accepted (docs/operations.md lists them all).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..games.rummikub.endpoints import MAX_TIME_LIMIT

LOG_LEVELS = ("debug", "info", "warning", "error", "critical")
LOG_FORMATS = ("json", "text")
TIMEOUT_MARGIN = 10.0
"""Seconds the worker timeout must exceed the longest solve by (``MAX_TIME_LIMIT``)."""

_BIND = re.compile(r"^(unix:/\S+|(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5})$")


class SettingError(ValueError):
    """An ``ARBITER_*`` variable holds a value the service cannot run with."""


@dataclass(frozen=True)
class Settings:
    """How gunicorn runs the service.

    :param bind: ``host:port`` (or ``unix:/path``) to listen on.
    :param workers: worker processes (each a Python interpreter: one per core).
    :param threads: threads per worker (gthread): requests, or slow clients, one worker
        serves at once.
    :param timeout: seconds a worker may go silent before it is replaced; above the
        longest solve time limit by at least ``TIMEOUT_MARGIN``.
    :param log_level: ``debug`` ... ``critical``; access lines are ``info``.
    :param log_format: ``json`` (one JSON object a line) or ``text``.
    :param public_url: where callers reach the service (``ARBITER_PUBLIC_URL``, see
        ``public_url``): the contract's ``servers``.
    """

    bind: str = "127.0.0.1:8080"
    workers: int = 2
    threads: int = 32
    timeout: float = 60.0
    log_level: str = "info"
    log_format: str = "json"
    public_url: str = "/"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings the environment gives (defaults for the variables not set).

        :raises SettingError: a variable set to a value outside what is listed above.
        """
        env = os.environ if environ is None else environ
        defaults = cls()

        def get(name: str) -> str | None:
            value = env.get(f"ARBITER_{name}")
            return None if value is None or value.strip() == "" else value.strip()

        bind = get("BIND") or defaults.bind
        if not _BIND.match(bind) or (
            ":" in bind
            and not bind.startswith("unix:")
            and not 0 < int(bind.rsplit(":", 1)[1]) < 65536
        ):
            raise SettingError(
                f"ARBITER_BIND={bind!r} is not HOST:PORT (port 1-65535) or unix:/PATH."
            )
        timeout = _number(
            "TIMEOUT",
            get("TIMEOUT"),
            defaults.timeout,
            float,
            MAX_TIME_LIMIT + TIMEOUT_MARGIN,
            3600,
        )
        return cls(
            bind=bind,
            workers=_number("WORKERS", get("WORKERS"), defaults.workers, int, 1, 64),
            threads=_number("THREADS", get("THREADS"), defaults.threads, int, 1, 256),
            timeout=timeout,
            log_level=_choice("LOG_LEVEL", get("LOG_LEVEL"), defaults.log_level, LOG_LEVELS),
            log_format=_choice("LOG_FORMAT", get("LOG_FORMAT"), defaults.log_format, LOG_FORMATS),
            public_url=public_url(env),
        )


PUBLIC_URL_ENV = "ARBITER_PUBLIC_URL"
_PUBLIC_URL = re.compile(r"^(https?://[^/?#\s]+)?/[^?#\s]*$|^https?://[^/?#\s]+$")


def public_url(environ: Mapping[str, str] | None = None) -> str:
    """The contract's ``servers`` URL: ``ARBITER_PUBLIC_URL`` (where callers reach the
    service, such as ``https://arbiter.example.org`` or ``/arbiter``), or ``/`` when it is
    unset: relative, so /docs' "Try it out" goes to the host that served the page.

    :raises SettingError: a value that is not an ``http(s)://host[/path]`` URL or an
        absolute path (no query, fragment or blank).
    """
    env = os.environ if environ is None else environ
    value = env.get(PUBLIC_URL_ENV, "").strip()
    if not value:
        return "/"
    if not _PUBLIC_URL.match(value):
        raise SettingError(
            f"{PUBLIC_URL_ENV}={value!r} is not an http(s)://HOST[/PATH] URL or a /PATH."
        )
    return value


def _number(name: str, text: str | None, default, kind: type, low: float, high: float):
    if text is None:
        return default
    try:
        value = kind(text)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:  # NaN is in no range
        why = (
            f"; it must exceed the longest solve time limit ({MAX_TIME_LIMIT:g} s) by "
            f"{TIMEOUT_MARGIN:g} s"
            if name == "TIMEOUT"
            else ""
        )
        what = "an integer" if kind is int else "a number"
        raise SettingError(f"ARBITER_{name}={text!r} is not {what} from {low:g} to {high:g}{why}.")
    return value


def _choice(name: str, text: str | None, default: str, choices: tuple[str, ...]) -> str:
    if text is None:
        return default
    if text.lower() not in choices:
        raise SettingError(f"ARBITER_{name}={text!r} is not one of {', '.join(choices)}.")
    return text.lower()
