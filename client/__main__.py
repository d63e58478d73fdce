"""``python -m client``: the same as the ``arbiter`` command."""

from .cli import main

main(prog_name="arbiter")
