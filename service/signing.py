"""Records the referee signs (issue 24 item 4; docs/records.md, Signatures).

A record the service writes carries ``signature``: ``{"key", "origin", "mac"}``, the id of
the sealing key that signed, how the service came to know the game (``"sealed"``: it dealt
the game sealed and recorded every move as played; ``"checked"``: it replayed a record it
was sent and found every move legal), and an HMAC-SHA-256 (``cryptography``) of the record.

The MAC covers every member but ``signature`` and ``tags`` (names people add afterwards),
as JSON with sorted keys and no spaces, after a line naming the format and the origin; so
any change to the game, its start, options, nonce or any move (its ``text`` included) makes
it fail. Its key is derived from the sealing key named ``key`` through ``sealing.Keys``'
public seat-key derivation, under an id no game can have (a game's id is hex), so it is
none of the sealing, AEAD or seat keys, rotates with them (``ARBITER_SEAL_KEYS``: the first
key signs, every listed key verifies), and a retired key's signatures no longer verify.
"""

from __future__ import annotations

import binascii
from typing import Any, Literal

import orjson
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, hmac

from .sealing import Keys, SealingUnavailable, b64url, unb64url

PURPOSE = "record-signatures"
"""The game id the signing key is derived under: not hex, so never a real game's."""

FORMAT = b"arbiter record signature 1\n"

ORIGINS = ("sealed", "checked")

Verdict = Literal["valid", "invalid", "absent"]


def _key(keys: Keys, key_id: str) -> bytes:
    """The signing key of sealing key ``key_id``. :raises KeyError: a key ``keys`` lacks."""
    return keys.seat_keys({"key": key_id, "id": PURPOSE, "state": {"players": [None]}})[0].encode()


def _mac(key: bytes, record: dict[str, Any], origin: str) -> hmac.HMAC:
    """An HMAC-SHA-256 under ``key`` fed with what the signature covers."""
    covered = {name: value for name, value in record.items() if name not in ("signature", "tags")}
    mac = hmac.HMAC(key, hashes.SHA256())
    mac.update(
        FORMAT + origin.encode() + b"\n" + orjson.dumps(covered, option=orjson.OPT_SORT_KEYS)
    )
    return mac


def sign(keys: Keys | None, record: dict[str, Any], origin: str) -> dict[str, Any]:
    """``record`` (docs/records.md) with the service's ``signature``, made with the first
    sealing key; any signature it had is replaced.

    :param origin: ``"sealed"`` or ``"checked"`` (see the module docstring).
    :raises SealingUnavailable: a server without sealing keys.
    """
    if keys is None:
        raise SealingUnavailable()
    assert origin in ORIGINS, origin
    mac = _mac(_key(keys, keys.sealing), record, origin).finalize()
    return {**record, "signature": {"key": keys.sealing, "origin": origin, "mac": b64url(mac)}}


def verify(keys: Keys | None, record: dict[str, Any]) -> Verdict:
    """Whether ``record``'s signature holds: ``"absent"`` (none), ``"valid"`` (made by this
    service with one of its keys, of this very record), else ``"invalid"`` (altered, made
    with a key this server does not hold, or a server without keys)."""
    signature = record.get("signature")
    if signature is None:
        return "absent"
    if keys is None:
        return "invalid"
    try:
        mac = _mac(_key(keys, signature["key"]), record, signature["origin"])
        mac.verify(unb64url(signature["mac"]))  # one spelling only: no two signatures of one record
    except (AttributeError, KeyError, TypeError, ValueError, binascii.Error, InvalidSignature):
        return "invalid"
    return "valid" if signature["origin"] in ORIGINS else "invalid"


def signed_answer(keys: Keys | None, answer: dict[str, Any]) -> dict[str, Any]:
    """A sealed game's answer with its ``record`` (given once the game is over) signed as
    ``"sealed"``: the service dealt it and recorded every move."""
    if "record" in answer:
        answer["record"] = sign(keys, answer["record"], "sealed")
    return answer
