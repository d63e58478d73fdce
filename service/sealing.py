"""Sealed games (issue 10): a front end holds a game it can neither read nor forge.

A sealed deal answers a ``token`` instead of a state, and one ``seat key`` per seat. The
token's current part is the whole state, the moves played since the last history segment
and the game's random id, as JSON, encrypted and authenticated with AES-256-GCM
(``cryptography``; tokens made before 2026-12 compressed it with zlib first, and still
open); its header is authenticated too, as associated data, and readable, so that a relay
can read the move counter without any key. The moves before
those ride behind it in history segments of ``SEGMENT`` moves, each sealed once, when it
fills, and passed on unopened by every later request until the game's record is given::

    arb1.<key id>.<game>.<move counter>.<base64url(12-byte AEAD nonce | ciphertext | tag)>
        [~<segment 0>~<segment 1>...]

So a request opens and seals only the current part, whatever the game's length (issue 21
item 3). Each segment is sealed under the key that dealt the game, its associated data
naming the game, its id, its place and the SHA-256 of the segment before it; the current
part names the last segment's SHA-256. A token of ``FORMAT`` sealed with the sealing key holds a
state this service made, which the engine then reads without checking (``Game.parse``'s
``trusted``); any other token (an older format: every move in one part, before issue 21;
an older key) is checked in full.

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

import binascii
import hashlib
import hmac
import os
import re
import secrets
import zlib
from dataclasses import dataclass
from typing import Any, NamedTuple

import orjson
import pybase64
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.hashes import SHA256
from cryptography.hazmat.primitives.hmac import HMAC

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
SEGMENT = 64
"""Moves per history segment: the current part holds fewer, so what a request opens and
seals stays bounded; a segment's 28 bytes of nonce and tag (and its ``~``) stay small
beside its compressed moves."""
FORMAT = 2
"""The payload's ``format``: 2 since issue 21 (history segments; a state the engine
trusts). A payload without it is of format 1 (every move in it), checked in full. Raise it
when an engine comes to refuse states it made before, so that older tokens are checked."""
SEPARATOR = "~"
"""Before each history segment: not in the base64url alphabet, nor a ``.`` of the header."""
SEGMENT_COMPRESSION = 9
"""zlib level of a history segment, compressed once: 64 Muggins moves in 6.8 bytes each at
level 9 against 8.0 at level 1, for 20 us against 7 once every 64 moves."""


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


def b64url(raw: bytes) -> str:
    """``raw`` in unpadded URL-safe base64 (tokens, seat keys, record signatures)."""
    return pybase64.b64encode(raw, altchars=b"-_").rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    """The bytes of unpadded URL-safe base64, in its one canonical spelling only: every
    character of its alphabet (``+`` and ``/``, which a URL-safe decoder also takes, and
    ``=`` refused), and a last character without set bits past the bytes it ends (which a
    decoder drops: ``QR`` would read as ``QQ``).

    :raises ValueError: not that spelling (so no two tokens open to the same bytes).
    """
    if "+" in text or "/" in text or "=" in text:
        raise ValueError("not URL-safe base64")
    raw = pybase64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    tail = len(raw) % 3  # the bytes of the last, short group of four characters
    if tail and b64url(raw[-tail:]) != text[-tail - 1 :]:
        raise ValueError("not canonical base64")
    return raw


def _segment(game: str, payload: dict[str, Any], index: int, last: str) -> bytes:
    """The associated data of history segment ``index`` of ``payload``'s game, chained to
    the segment before it by ``last``, that one's ``_digest`` (empty for the first)."""
    return f"{VERSION}.{game}.{payload['id']}.history.{index}.{last}".encode()


def _digest(segment: str) -> str:
    """A history segment's SHA-256, in base64url: what the next segment and the current
    part name it by."""
    return b64url(hashlib.sha256(segment.encode()).digest())


class Token(NamedTuple):
    """An opened token: ``payload`` its current part (``{"id", "key", "state", "moves"}``,
    format 2 adding ``format`` and ``last``), ``history`` its segments as sent (``""``
    when none), and ``current``: of ``FORMAT`` and sealed with the sealing key."""

    payload: dict[str, Any]
    history: str
    current: bool


class _Key(NamedTuple):
    aead: AESGCM
    seats: HMAC  # HMAC-SHA-256 keyed with the root of the seat keys of its games


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
                HMAC(hmac.digest(key, b"arbiter seat keys", "sha256"), SHA256()),
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
                key = unb64url(encoded.strip().rstrip("="))
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
        return f"{key_id}:{b64url(secrets.token_bytes(32))}"

    # -- tokens ------------------------------------------------------------------------------

    def seal(self, game: str, payload: dict[str, Any], history: str = "") -> str:
        """The token of ``payload`` (``{"id", "key", "state", "moves", "format"}``, and
        ``last`` once a segment is sealed) for ``game``, sealed with the first key, followed
        by ``history`` (its segments, as the last token had them); its move counter counts
        the segments' moves and ``payload["moves"]``."""
        counter = SEGMENT * history.count(SEPARATOR) + len(payload["moves"])
        header = f"{VERSION}.{self.sealing}.{game}.{counter}"
        nonce = os.urandom(AEAD_NONCE)
        body = orjson.dumps(payload)
        sealed = self._keys[self.sealing].aead.encrypt(nonce, body, header.encode())
        return f"{header}.{b64url(nonce + sealed)}{history}"

    def open(self, token: Any, game: str) -> Token:
        """The token ``token``, checked to be sealed by one of these keys for ``game``: its
        current part opened, its history segments counted and the last one's digest checked
        (they are opened only for the record: ``moves``).

        :raises InvalidToken: anything else, saying nothing of what failed.
        """
        try:
            # a "." past the header's four stays in the base64, refused as any altered character
            version, key_id, named, counter, sealed = token.split(".", 4)
            key = self._keys[key_id]
            if version != VERSION or named != game or not COUNTER.fullmatch(counter):
                raise ValueError
            current, separator, rest = sealed.partition(SEPARATOR)
            raw = unb64url(current)
            header = f"{version}.{key_id}.{named}.{counter}".encode()
            body = key.aead.decrypt(raw[:AEAD_NONCE], raw[AEAD_NONCE:], header)
            payload = orjson.loads(body if body[:1] == b"{" else zlib.decompress(body))
            history = separator + rest
            segments = history.count(SEPARATOR)
            moves = len(payload["moves"])
            if payload.get("format") == FORMAT:
                last = _digest(history[history.rfind(SEPARATOR) + 1 :]) if segments else ""
                fits = moves < SEGMENT and last == payload.get("last", "")
            else:  # format 1 (before issue 21): every move in the payload, no segment
                fits = not segments
            if not fits or SEGMENT * segments + moves != int(counter):
                raise ValueError
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
        if payload["key"] not in self._keys:
            raise InvalidToken()  # sealed by us, so only a retired dealing key gets here
        return Token(payload, history, payload.get("format") == FORMAT and key_id == self.sealing)

    def advance(self, game: str, token: Token, state: dict[str, Any], move: dict[str, Any]) -> str:
        """The token after ``move`` (as played, without ``text``) took ``token``'s game to
        ``state``: the moves since the last segment, and ``move``, become a new segment when
        they fill one (a format-1 token's moves all at once, in as many segments as they
        fill); the history is passed on unopened."""
        payload = token.payload
        moves, history = [*payload["moves"], move], token.history
        last = payload.get("last", "")
        aead = self._keys[payload["key"]].aead
        while len(moves) >= SEGMENT:
            nonce = os.urandom(AEAD_NONCE)
            body = zlib.compress(orjson.dumps(moves[:SEGMENT]), SEGMENT_COMPRESSION)
            segment = b64url(
                nonce
                + aead.encrypt(nonce, body, _segment(game, payload, history.count(SEPARATOR), last))
            )
            history, last, moves = history + SEPARATOR + segment, _digest(segment), moves[SEGMENT:]
        after = {
            "id": payload["id"],
            "key": payload["key"],
            "state": state,
            "moves": moves,
            "format": FORMAT,
        }
        if last:
            after["last"] = last
        return self.seal(game, after, history)

    def moves(self, game: str, token: Token) -> list[dict[str, Any]]:
        """Every move of ``token``'s game: its history segments opened in order, each
        checked against the one before, then the current part's.

        :raises InvalidToken: a segment that is not this game's, in this place.
        """
        payload, moves, last = token.payload, [], ""
        aead = self._keys[payload["key"]].aead
        try:
            for index, text in enumerate(token.history.split(SEPARATOR)[1:]):
                raw = unb64url(text)
                body = aead.decrypt(
                    raw[:AEAD_NONCE], raw[AEAD_NONCE:], _segment(game, payload, index, last)
                )
                moves += orjson.loads(zlib.decompress(body))
                last = _digest(text)
        except (ValueError, binascii.Error, InvalidTag, zlib.error, orjson.JSONDecodeError):
            raise InvalidToken() from None
        return [*moves, *payload["moves"]]

    # -- seats -------------------------------------------------------------------------------

    def seat_keys(self, payload: dict[str, Any]) -> list[str]:
        """Every seat's key of the game ``payload`` holds, by seat."""
        return [self._seat_key(payload, seat) for seat in range(len(payload["state"]["players"]))]

    def _seat_key(self, payload: dict[str, Any], seat: int) -> str:
        """Seat ``seat``'s key of the game ``payload`` holds: the HMAC-SHA-256 of
        ``"<game id>:<seat>"`` under the root of the dealing key, in unpadded URL-safe base64."""
        mac = self._keys[payload["key"]].seats.copy()  # keyed once, in __init__
        mac.update(f"{payload['id']}:{seat}".encode())
        return b64url(mac.finalize())

    def seat_of(self, payload: dict[str, Any], seat_key: str | None) -> int | str:
        """The seat ``seat_key`` belongs to, or ``"spectator"`` without one. The key is
        compared with each seat's, as spelled (so only its one canonical spelling is any seat's),
        in constant time, the seat to move's first (the seat a play is for), until one matches:
        a key that matches none is compared with every seat's, and only its holder learns from
        the time taken which seat it is, which the deal told them.

        :param seat_key: a request's ``seat_key``, a string as the contract shapes it.
        :raises ForbiddenSeat: a key that is no seat's key of this game.
        """
        if seat_key is None:
            return "spectator"
        given = seat_key.encode()
        state = payload["state"]
        seats = list(range(len(state["players"])))
        to_move = state["to_move"]
        if to_move in seats:
            seats.insert(0, seats.pop(to_move))
        for seat in seats:
            if hmac.compare_digest(given, self._seat_key(payload, seat).encode()):
                return seat
        raise ForbiddenSeat("The seat key is not a seat key of this game.", field="seat_key")


# -- the sealed game interface ------------------------------------------------------------------


@dataclass
class Opened:
    """A sealed game opened for one request: its keys, its token, the viewer its seat key
    names, and whether the engine may take its state as made by this service (``trusted``:
    a current token, ``Token.current``, holding a state of the engine's current version)."""

    keys: Keys
    token: Token
    viewer: int | str
    trusted: bool

    @property
    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.token.payload["state"]
        return state


def deal(
    keys: Keys | None, engine: Game[Any], players: Any, seed: Any = None, options: Any = None
) -> dict[str, Any]:
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
        "format": FORMAT,
    }
    return {
        "token": keys.seal(engine.info.id, payload),
        "seat_keys": keys.seat_keys(payload),
        "view": engine.view(state, "spectator"),
    }


def open_game(keys: Keys | None, engine: Game[Any], token: Any, seat_key: Any) -> Opened:
    """Open ``token`` for ``engine``'s game and name the viewer by ``seat_key``.

    :raises SealingUnavailable: no keys. :raises InvalidToken: see ``Keys.open``.
    :raises ForbiddenSeat: a seat key that is not this game's.
    """
    if keys is None:
        raise SealingUnavailable()
    opened = keys.open(token, engine.info.id)
    payload = opened.payload
    trusted = opened.current and payload["state"]["version"] == engine.version
    return Opened(keys, opened, keys.seat_of(payload, seat_key), trusted)


def legal_moves(engine: Game[Any], game: Opened) -> dict[str, Any]:
    """``legal-moves`` for the viewer (moves only to the seat to move; chance: only the
    draw), with the viewer's ``view`` (and the ``record`` once the game is over)."""
    answer = engine.legal_moves(game.state, game.viewer, trusted=game.trusted)
    answer["moves"] = [m for m in answer["moves"] if not engine.names_outcome(m)]
    return finish(engine, game, answer)


def score(engine: Game[Any], game: Opened) -> dict[str, Any]:
    """``score`` for the viewer, with its ``view`` (and ``record`` once over)."""
    return finish(engine, game, engine.score(game.state, game.viewer, trusted=game.trusted))


def view(engine: Game[Any], game: Opened) -> dict[str, Any]:
    """``{"view"}`` (and ``record`` once over)."""
    return finish(engine, game, {})


def play(engine: Game[Any], game: Opened, move: Any) -> dict[str, Any]:
    """Play ``move`` for the viewer: ``{"token", "view", "events"}`` (and ``record`` once
    the game is over). ``token`` holds the next state and counts one move more.

    :raises ForbiddenSeat: a seat is to move and the seat key is not theirs.
    :raises IllegalMove: a move naming a chance outcome (a sealed game draws every one).
    :raises: as ``Game.play``.
    """
    to_move = game.state["to_move"]
    if isinstance(to_move, int) and to_move != game.viewer:
        raise ForbiddenSeat(
            f"It is seat {to_move + 1}'s turn; a move for that seat needs that seat's key"
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
    after, seen, events = engine.step(game.state, move, game.viewer, trusted=game.trusted)
    kept = without(move, "text")  # words are no rule input (TEAM.md): the record keeps none
    token = game.keys.advance(engine.info.id, game.token, after, kept)
    answer: dict[str, Any] = {"token": token, "events": events, "view": seen}
    if after["terminal"]:
        answer["record"] = record(after, [*game.keys.moves(engine.info.id, game.token), kept])
    return answer


def finish(engine: Game[Any], game: Opened, answer: dict[str, Any]) -> dict[str, Any]:
    """``answer`` with the viewer's ``view`` and, once the game is over, its ``record``."""
    answer["view"] = engine.view(game.state, game.viewer, trusted=game.trusted)
    if game.state["terminal"]:
        answer["record"] = record(game.state, game.keys.moves(engine.info.id, game.token))
    return answer


def record(state: dict[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The record of the finished game whose last state is ``state`` and moves ``moves``,
    in the records format (docs/records.md): ``game``, ``version``, ``players``, ``seed``,
    ``options``, ``moves`` and the ``nonce`` that makes its chance reproducible. Given only
    once the game is over: then nothing is secret."""
    return {
        "game": state["game"],
        "version": state["version"],
        "players": len(state["players"]),
        "seed": state["seed"],
        "options": state["options"],
        "moves": moves,
        "nonce": state["nonce"],
    }
