"""Every golden playthrough in tests/golden/ replays move for move, event for event."""

from __future__ import annotations

import json

import pytest

from tests.harness import GOLDEN, replay

FILES = sorted(GOLDEN.glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_playthrough_replays_exactly(client, path):
    """A recorded game gives the same events, final state and score when replayed."""
    replay(client, json.loads(path.read_text()))
