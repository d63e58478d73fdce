"""Sealed games (issue 10): a front end holds a game it can neither read nor forge.

A sealed deal answers a ``token`` instead of a state, and one ``seat key`` per seat. The
token is the whole state, the moves played so far and the game's random id, compressed
(zlib) and then encrypted and authenticated with AES-256-GCM (``cryptography``); its header
is authenticated too, as associated data, and readable, so that a relay can read the move
counter without any key::

    arb1.<key id>.<game>.<move counter>.<base64url(12-byte AEAD nonce | ciphertext | tag)>

A seat key is HMAC-SHA-256, under a key derived from the server key that dealt the game,
of the game's id and the seat: it proves the seat without naming it. Whoever holds the token
and a seat's key sees what that seat may see (``Game.view``, ``conceal_event``,
``visible_standings``) and moves only for that seat; at a chance step anyone holding the
token may ask for the draw, and only the draw (``{"action": "chance"}``): the outcome
comes from the state's secret ``nonce`` (``chance.secret``), never from the caller.

Server keys come from ``ARBITER_SEAL_KEYS`` (``id:key,...``, each key 32 bytes in URL-safe
base64): the first seals, every one opens, so keys rotate without breaking live games. The
threat model and the relay's use of the move counter are in docs/security.md.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import re
import secrets
import zlib
from dataclasses import dataclass
from typing import Any

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from .games.chance import fresh_nonce
from .games.errors import ArbiterError, IllegalMove
from .games.interface import Game, without

KEYS_ENV = "ARBITER_SEAL_KEYS"
VERSION = "arb1"
KEY_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
"""A key id: 1 to 32 letters, digits, ``_`` or ``-`` (it travels in the token header)."""
COUNTER = re.compile(r"0|[1-9][0-9]{0,8}")
AEAD_NONCE = 12
GAME_ID_BYTES = 16
COMPRESSION = 1
"""zlib level: 1 compresses a state about 3.5 to 1; level 6 makes tokens some 10-15% smaller
at two to three times the time (bench/sealed.py), which sealing every answer cannot spare."""


class InvalidToken(ArbiterError):
    """A token this service did not seal for this game: altered, cut, made with a key it
    does not hold, or another game's. The reason is always the same sentence."""

    code = "invalid_token"
    title = "The token is not valid"
    status = 422

    def __init__(self) -> None:
        super().__init__(
            "The token was not sealed by this service for this game, or it was "
            "altered or cut; nothing in it can be read.",
            field="token",
        )


class ForbiddenSeat(ArbiterError):
    """A move by a seat whose key was not sent, or a seat key that is not this game's."""

    code = "forbidden_seat"
    title = "Not this seat's move"
    status = 403


class SealingUnavailable(ArbiterError):
    """A sealed request to a server that holds no keys."""

    code = "sealing_unavailable"
    title = "Sealed games are not available"
    status = 501

    def __init__(self) -> None:
        super().__init__(
            f"This server holds no sealing keys, so it cannot deal or open "
            f"sealed games; its operator sets {KEYS_ENV} (see docs/security.md)."
        )


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    """The bytes of unpadded URL-safe base64, in its one canonical spelling only.

    :raises ValueError: not that spelling (so no two tokens open to the same bytes).
    """
    raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if _b64(raw) != text:
        raise ValueError("not canonical base64")
    return raw


@dataclass(frozen=True)
class _Key:
    aead: AESGCM
    seats: bytes  # the root of the seat keys of the games this key dealt


class Keys:
    """The server's sealing keys, by id, in order: the first seals, every one opens.

    :param keys: ``[(id, 32-byte key), ...]``, at least one.
    :raises ValueError: no key, a bad id, a key that is not 32 bytes, an id twice.
    """

    def __init__(self, keys: list[tuple[str, bytes]]) -> None:
        if not keys:
            raise ValueError(f"{KEYS_ENV} lists no key.")
        self._keys: dict[str, _Key] = {}
        for number, (key_id, key) in enumerate(keys, 1):
            # errors name the entry by its place, never by its text: a key written where
            # the id goes (or without "id:") would otherwise be printed in the log
            if not KEY_ID.fullmatch(key_id):
                raise ValueError(
                    f"{KEYS_ENV}: entry {number}'s key id must be 1 to 32 "
                    "letters, digits, '_' or '-'."
                )
            if len(key) != 32:
                raise ValueError(
                    f"{KEYS_ENV}: entry {number}'s key must be 32 bytes; it is {len(key)}."
                )
            if key_id in self._keys:
                raise ValueError(f"{KEYS_ENV}: entry {number}'s key id appears before it.")
            # one key, two purposes: derive a key for each (HMAC-SHA-256 as a PRF)
            self._keys[key_id] = _Key(
                AESGCM(hmac.digest(key, b"arbiter seal aead", "sha256")),
                hmac.digest(key, b"arbiter seat keys", "sha256"),
            )
        self.sealing = keys[0][0]

    @classmethod
    def parse(cls, text: str) -> Keys:
        """Keys from ``ARBITER_SEAL_KEYS``'s form: ``id:key,id:key`` (URL-safe base64).

        :raises ValueError: a malformed entry, named by its place (entry 2), never its text.
        """
        keys = []
        for number, entry in enumerate(text.split(","), 1):
            key_id, sep, encoded = entry.strip().partition(":")
            try:
                key = _unb64(encoded.strip().rstrip("="))
            except (ValueError, binascii.Error):
                key = b""
            if not sep or not key:
                raise ValueError(
                    f"{KEYS_ENV}: entry {number} must be id:key with the key 32 "
                    "bytes in URL-safe base64."
                )
            keys.append((key_id, key))
        return cls(keys)

    @classmethod
    def from_environment(cls, environ: Any = os.environ) -> Keys | None:
        """The keys ``ARBITER_SEAL_KEYS`` names, or ``None`` when it is unset or empty."""
        text = environ.get(KEYS_ENV, "").strip()
        return cls.parse(text) if text else None

    @staticmethod
    def new_setting(key_id: str = "ephemeral") -> str:
        """A fresh ``ARBITER_SEAL_KEYS`` entry ``id:key`` (a random 32-byte key): the CLI's
        embedded server's key when none is set (its tokens die with it), or an operator's."""
        return f"{key_id}:{_b64(secrets.token_bytes(32))}"

    # -- tokens ------------------------------------------------------------------------------

    def seal(self, game: str, payload: dict) -> str:
        """The token of ``payload`` (``{"id", "key", "state", "moves"}``) for ``game``,
        sealed with the first key; its move counter is ``len(payload["moves"])``."""
        header = f"{VERSION}.{self.sealing}.{game}.{len(payload['moves'])}"
        nonce = secrets.token_bytes(AEAD_NONCE)
        body = zlib.compress(orjson.dumps(payload), COMPRESSION)
        sealed = self._keys[self.sealing].aead.encrypt(nonce, body, header.encode())
        return f"{header}.{_b64(nonce + sealed)}"

    def open(self, token: Any, game: str) -> dict:
        """The payload of ``token``, checked to be sealed by one of these keys for ``game``.

        :raises InvalidToken: anything else, saying nothing of what failed.
        """
        try:
            version, key_id, named, counter, sealed = token.split(".")
            key = self._keys[key_id]
            if version != VERSION or named != game or not COUNTER.fullmatch(counter):
                raise ValueError
            raw = _unb64(sealed)
            header = f"{version}.{key_id}.{named}.{counter}".encode()
            body = key.aead.decrypt(raw[:AEAD_NONCE], raw[AEAD_NONCE:], header)
            payload = orjson.loads(zlib.decompress(body))
        except (
            AttributeError,
            ValueError,
            KeyError,
            TypeError,
            binascii.Error,
            InvalidTag,
            zlib.error,
            orjson.JSONDecodeError,
        ):
            raise InvalidToken() from None
        if len(payload["moves"]) != int(counter) or payload["key"] not in self._keys:
            raise InvalidToken()  # sealed by us, so only a retired dealing key gets here
        return payload

    # -- seats -------------------------------------------------------------------------------

    def seat_keys(self, payload: dict) -> list[str]:
        """Every seat's key of the game ``payload`` holds, by seat."""
        root = self._keys[payload["key"]].seats
        seats = len(payload["state"]["players"])
        return [
            _b64(hmac.digest(root, f"{payload['id']}:{seat}".encode(), "sha256"))
            for seat in range(seats)
        ]

    def seat_of(self, payload: dict, seat_key: Any) -> int | str:
        """The seat ``seat_key`` belongs to, or ``"spectator"`` without one.

        :raises ForbiddenSeat: a key that is no seat's key of this game.
        """
        if seat_key is None:
            return "spectator"
        given = hashlib.sha256(str(seat_key).encode()).digest()
        found = None
        for seat, key in enumerate(self.seat_keys(payload)):
            if hmac.compare_digest(given, hashlib.sha256(key.encode()).digest()):
                found = seat
        if found is None:
            raise ForbiddenSeat("The seat key is not a seat key of this game.", field="seat_key")
        return found


# -- the sealed game interface ------------------------------------------------------------------


@dataclass
class Opened:
    """A sealed game opened for one request: its payload and the viewer its seat key names."""

    payload: dict
    viewer: int | str

    @property
    def state(self) -> dict:
        return self.payload["state"]


def deal(
    keys: Keys | None, engine: Game, players: Any, seed: Any = None, options: Any = None
) -> dict:
    """A sealed deal: ``{"token", "seat_keys", "view"}`` (the view a spectator's).

    A fresh 128-bit nonce is sealed in the state and mixed into every chance draw with
    ``seed`` (a fresh seed when ``None``), so a low-entropy seed predicts nothing.

    :raises SealingUnavailable: no keys. :raises: as ``Game.deal``.
    """
    if keys is None:
        raise SealingUnavailable()
    state = engine.deal(players, seed, options, nonce=fresh_nonce())
    payload = {
        "id": secrets.token_hex(GAME_ID_BYTES),
        "key": keys.sealing,
        "state": state,
        "moves": [],
    }
    return {
        "token": keys.seal(engine.info.id, payload),
        "seat_keys": keys.seat_keys(payload),
        "view": engine.view(state, "spectator"),
    }


def open_game(keys: Keys | None, engine: Game, token: Any, seat_key: Any) -> Opened:
    """Open ``token`` for ``engine``'s game and name the viewer by ``seat_key``.

    :raises SealingUnavailable: no keys. :raises InvalidToken: see ``Keys.open``.
    :raises ForbiddenSeat: a seat key that is not this game's.
    """
    if keys is None:
        raise SealingUnavailable()
    payload = keys.open(token, engine.info.id)
    return Opened(payload, keys.seat_of(payload, seat_key))


def legal_moves(engine: Game, game: Opened) -> dict:
    """``legal-moves`` for the viewer (moves only to the seat to move; chance: only the
    draw), with the viewer's ``view`` (and the ``record`` once the game is over)."""
    answer = engine.legal_moves(game.state, game.viewer)
    answer["moves"] = [m for m in answer["moves"] if not engine.names_outcome(m)]
    return finish(engine, game, answer)


def score(engine: Game, game: Opened) -> dict:
    """``score`` for the viewer, with its ``view`` (and ``record`` once over)."""
    return finish(engine, game, engine.score(game.state, game.viewer))


def view(engine: Game, game: Opened) -> dict:
    """``{"view"}`` (and ``record`` once over)."""
    return finish(engine, game, {})


def play(keys: Keys, engine: Game, game: Opened, move: Any) -> dict:
    """Play ``move`` for the viewer: ``{"token", "view", "events"}`` (and ``record`` once
    the game is over). ``token`` holds the next state and counts one move more.

    :raises ForbiddenSeat: a seat is to move and the seat key is not theirs.
    :raises IllegalMove: a move naming a chance outcome (a sealed game draws every one).
    :raises: as ``Game.play``.
    """
    to_move = game.state["to_move"]
    if isinstance(to_move, int) and to_move != game.viewer:
        raise ForbiddenSeat(
            f"It is player {to_move}'s turn; a move for that seat needs that seat's key"
            + (" (this key is another seat's)." if game.viewer != "spectator" else "."),
            field="seat_key",
        )
    if engine.names_outcome(move):
        raise IllegalMove(
            "In a sealed game the service draws every chance outcome from the "
            'sealed secret; send {"action": "chance"} (or the move without '
            "the outcome it names).",
            rule="A sealed game's chance is drawn by the service, never chosen by a player",
            source="docs/security.md",
        )
    after, seen, events = engine.step(game.state, move, game.viewer)
    kept = without(move, "text")  # words are no rule input (TEAM.md): the record keeps none
    payload = {**game.payload, "state": after, "moves": [*game.payload["moves"], kept]}
    opened = Opened(payload, game.viewer)
    return finish(
        engine, opened, {"token": keys.seal(engine.info.id, payload), "events": events}, seen
    )


def finish(engine: Game, game: Opened, answer: dict, seen: dict | None = None) -> dict:
    """``answer`` with the viewer's ``view`` and, once the game is over, its ``record``."""
    answer["view"] = seen if seen is not None else engine.view(game.state, game.viewer)
    if game.state["terminal"]:
        answer["record"] = record(game.payload)
    return answer


def record(payload: dict) -> dict:
    """The finished game's record in the records format (docs/records.md): ``game``,
    ``version``, ``players``, ``seed``, ``options``, ``moves`` and the ``nonce`` that makes
    its chance reproducible. Given only once the game is over: then nothing is secret."""
    state = payload["state"]
    return {
        "game": state["game"],
        "version": state["version"],
        "players": len(state["players"]),
        "seed": state["seed"],
        "options": state["options"],
        "moves": payload["moves"],
        "nonce": state["nonce"],
    }
