"""The OpenAPI contract as YAML, generated from the app's own schemas.

``python -m service.openapi > openapi.yaml`` rewrites the checked-in contract; a test fails
when the file and the app differ.
"""

from __future__ import annotations

import sys

import yaml
from flask import Flask


def render(app: Flask) -> str:
    """The app's OpenAPI document as YAML (keys in the order the app builds them), with the
    examples recorded from real answers (``api.examples``)."""
    from .api import examples

    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    spec = examples.apply(api.spec.to_dict())
    return yaml.safe_dump(spec, sort_keys=False, allow_unicode=True, width=100)


def main() -> None:
    """Print the contract of a fresh app to stdout."""
    from .app import create_app

    sys.stdout.write(render(create_app()))


if __name__ == "__main__":
    main()
