"""How the CLI reaches the service: a remote server over HTTP, or the app in process.

With ``--server URL`` (or the environment variable ``ARBITER_URL``) requests go to that
server; with neither, the Flask app is built in this process and served through httpx's
WSGI transport, so the CLI works with no server running.
"""

from __future__ import annotations

import os
from typing import Any

import httpx

IN_PROCESS = "http://arbiter.in-process"
TIMEOUT_S = 30.0


class Refused(Exception):
    """The service answered with a problem document (4xx, or a 5xx bug)."""

    def __init__(self, status: int, problem: dict, path: str = "") -> None:
        super().__init__(problem.get("detail", f"HTTP {status}"))
        self.status = status
        self.problem = problem
        self.path = path


class Unreachable(Exception):
    """No answer from the server (refused connection, DNS, timeout, a URL no request can
    be sent to)."""


class Misconfigured(Exception):
    """The embedded server cannot start: a setting it reads (``ARBITER_SEAL_KEYS``) is
    malformed; the message names the setting and never a key."""


class Service:
    """A connection to Arbiter.

    :param server: base URL such as ``http://127.0.0.1:8080``; ``None`` uses
        ``ARBITER_URL`` if set, else the in-process app.
    :raises Unreachable: a server URL no request can be sent to.
    """

    def __init__(self, server: str | None = None) -> None:
        server = server or os.environ.get("ARBITER_URL") or None
        self.ephemeral = False  # whether sealed tokens die with this process
        if server:
            self.where = server
            try:
                self._client = httpx.Client(base_url=server.rstrip("/"), timeout=TIMEOUT_S)
            except httpx.InvalidURL as exc:  # "http://[::1": no server can be reached there
                raise Unreachable(f"cannot reach {server}: {exc}") from None
        else:  # the service is imported only here: a CLI talking to a server never loads it
            from service.app import create_app
            from service.sealing import KEYS_ENV, Keys

            self.where = "in-process"
            # sealed games need a key: without ARBITER_SEAL_KEYS, one that dies with us
            self.ephemeral = not os.environ.get(KEYS_ENV, "").strip()
            config = {"SEAL_KEYS": Keys.new_setting()} if self.ephemeral else None
            try:
                app = create_app(config)
            except ValueError as exc:  # a malformed ARBITER_SEAL_KEYS (service.sealing)
                raise Misconfigured(str(exc)) from None
            self._client = httpx.Client(
                transport=httpx.WSGITransport(app=app), base_url=IN_PROCESS, timeout=TIMEOUT_S
            )

    def get(self, path: str) -> Any:
        """GET ``path``; the decoded JSON answer.

        :raises Refused: a problem answer. :raises Unreachable: no answer.
        """
        return self._send("GET", path, None)

    def post(self, path: str, body: Any) -> Any:
        """POST ``body`` as JSON to ``path``; the decoded JSON answer.

        :raises Refused: a problem answer. :raises Unreachable: no answer.
        """
        return self._send("POST", path, body)

    def game(self, game: str, endpoint: str, body: Any) -> Any:
        """POST to ``/v1/games/{game}/{endpoint}``."""
        return self._send("POST", f"/v1/games/{game}/{endpoint}", body)

    def exchange(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """Send ``body`` (``None``: no body) to ``path``; the answer's status, whatever it
        is, and its decoded JSON (``{"detail": text}`` when it is not JSON).

        :raises Unreachable: no answer.
        """
        try:
            response = self._client.request(method, path, json=body)
        except (httpx.TransportError, httpx.InvalidURL) as exc:
            raise Unreachable(f"cannot reach {self.where}: {exc}") from exc
        try:
            return response.status_code, response.json()
        except ValueError:
            return response.status_code, {"detail": response.text[:500] or response.reason_phrase}

    def _send(self, method: str, path: str, body: Any) -> Any:
        status, payload = self.exchange(method, path, body)
        if status >= 400:
            if not isinstance(payload, dict):
                payload = {"detail": str(payload)}
            raise Refused(status, payload, path)
        return payload
