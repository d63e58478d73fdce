"""What every command of the CLI shares: the connection to the service and the output mode."""

from __future__ import annotations

import json
from typing import Any

import click

from .http import Service


class Context:
    """What every command shares: the connection (made on first use) and the output mode."""

    def __init__(self, server: str | None, as_json: bool) -> None:
        self.server = server
        self.as_json = as_json
        self._service: Service | None = None

    @property
    def service(self) -> Service:
        if self._service is None:
            self._service = Service(self.server)
        return self._service

    def emit(self, answer: Any, human) -> None:
        """Print ``answer`` unchanged as JSON with ``--json``, else ``human(answer)``."""
        if self.as_json:
            click.echo(json.dumps(answer, indent=2))
        else:
            human(answer)


pass_ctx = click.make_pass_decorator(Context)
