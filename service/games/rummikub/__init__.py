"""The rummikub family. ``CATALOG`` and ``ENGINES`` feed the registry."""

CATALOG: list = []
ENGINES: dict = {}
