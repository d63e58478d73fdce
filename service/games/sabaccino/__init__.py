"""The sabaccino family. ``CATALOG`` and ``ENGINES`` feed the registry."""

CATALOG: list = []
ENGINES: dict = {}
