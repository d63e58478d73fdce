"""Rotating ARBITER_SEAL_KEYS across replicas without closing a live game (issue 22,
docs/security.md "Rotating keys"): real gunicorns, each with the key set one replica has at a
moment of the rotation, and sealed games whose moves alternate between two of them, as a load
balancer sends them during a rolling update.

The key sets, in the order a replica goes through them: ``old`` alone; ``old,new`` (step 1:
the new key added second, so it opens but does not seal); ``new,old`` (step 2: promoted, it
seals); ``new`` (step 3: the old key retired). During a rollout two neighbours run together.
"""

from __future__ import annotations

import contextlib

import pytest

from tests.gunicorn_server import gunicorn
from tests.sealed_helpers import KEY_1 as OLD, KEY_2 as NEW
from tests.sealed_http import Refused, deal, key_id, play

pytestmark = pytest.mark.e2e

SETS = {"old": OLD, "old,new": f"{OLD},{NEW}", "new,old": f"{NEW},{OLD}", "new": NEW}


@pytest.fixture(scope="module")
def replicas():
    """One real gunicorn (1 worker) per key set: ``{name: url}``."""
    with contextlib.ExitStack() as stack:
        yield {
            name: stack.enter_context(gunicorn(workers=1, env={"ARBITER_SEAL_KEYS": keys})).url
            for name, keys in SETS.items()
        }


def test_the_three_steps_keep_every_live_game_open(replicas):
    before = deal(replicas["old"])  # a game that is live when the rotation starts
    assert key_id(before["token"]) == "k1"

    # Step 1, mid-rollout: one replica has the new key as its second, one not yet.
    pair = [replicas["old"], replicas["old,new"]]
    before = play(pair, before, 4)
    added = play(pair[::-1], deal(replicas["old,new"]), 4)
    assert key_id(before["token"]) == key_id(added["token"]) == "k1"  # the old key still seals

    # Step 2, mid-rollout: one replica seals with the new key, the other still with the old;
    # each opens the other's tokens, whichever key sealed them.
    pair = [replicas["old,new"], replicas["new,old"]]
    promoted = deal(replicas["new,old"])
    assert key_id(promoted["token"]) == "k2"
    promoted = play(pair, promoted, 4)
    before = play(pair, before, 4)
    added = play(pair, added, 4)
    assert key_id(play(pair[1:], before, 1)["token"]) == "k2"  # resealed with the new key

    # Step 3, after the longest game dealt under the old key has ended: retire it. Games
    # dealt under the new key go on across the rollout.
    pair = [replicas["new,old"], replicas["new"]]
    promoted = play(pair, promoted, 4)
    assert key_id(promoted["token"]) == "k2"


def test_a_game_dealt_under_the_old_key_needs_it_to_its_end(replicas):
    """Why step 3 waits: a game's seat keys come from the key that dealt it, so once the old
    key is gone its games are refused, even resealed under the new key."""
    live = play([replicas["new,old"]], deal(replicas["old,new"]), 2)
    assert key_id(live["token"]) == "k2"
    with pytest.raises(Refused) as refused:
        play([replicas["new"]], live, 1)
    assert (refused.value.status, refused.value.problem["code"]) == (422, "invalid_token")


def test_promoting_before_every_replica_has_the_key_breaks_live_games(replicas):
    """The wrong order (the new key first on one replica while another lacks it): a token the
    first seals is refused by the second, so a rolling update would break games."""
    game = play([replicas["new,old"]], deal(replicas["new,old"]), 1)
    with pytest.raises(Refused) as refused:
        play([replicas["old"]], game, 1)
    assert (refused.value.status, refused.value.problem["code"]) == (422, "invalid_token")
