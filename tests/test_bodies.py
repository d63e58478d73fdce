"""Bodies are whole or refused (issue 22 item 2), through a real gunicorn (the shipped
config) and through a real nginx with deploy/nginx's config in front of one: past the cap,
chunked or not, 413 ``payload_too_large``; cut short, 400 ``malformed_body`` (nginx never
passes a cut body on: it closes the connection); an unknown transfer coding, 501 Not
Implemented ``not_implemented``."""

from __future__ import annotations

import json
import socket

import pytest

from service.app import MAX_BODY_BYTES
from tests.gunicorn_server import gunicorn
from tests.nginx_server import nginx

pytestmark = pytest.mark.e2e

RANK = "/v1/games/corellian-spike/rank"
HANDS = {"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]}
"""Seed 001: +2 +2 +2 -3 -3 (a Rhylet, sum 0) beats +1 +1 -1 -1 (a Squadron): hand 1 wins."""


@pytest.fixture(scope="module")
def replica():
    with gunicorn(workers=1) as running:
        yield running


@pytest.fixture(scope="module", params=["gunicorn", "nginx"])
def url(request, replica, tmp_path_factory) -> str:
    """The base URL of the gunicorn replica, or of an nginx in front of it."""
    if request.param == "gunicorn":
        yield replica.url
        return
    with nginx([replica.url.removeprefix("http://")], tmp_path_factory.mktemp("nginx")) as proxy:
        yield proxy.url


def head(framing: str) -> bytes:
    return (
        f"POST {RANK} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\n{framing}\r\n"
    ).encode()


def chunked(body: bytes, size: int = 8192) -> bytes:
    """``body`` in chunks of ``size`` bytes, with the last chunk."""
    parts = [body[at : at + size] for at in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(part), part) for part in parts) + b"0\r\n\r\n"


def send(url: str, data: bytes, end_sending: bool = False) -> tuple[str, dict | None]:
    """Send ``data`` on a new connection (then, with ``end_sending``, end the sending side);
    the status line and the problem document (``None`` when the server answered nothing)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(data)
        if end_sending:
            sock.shutdown(socket.SHUT_WR)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    if not answer:
        return "", None
    status, _, rest = answer.partition(b"\r\n")
    return status.decode(), json.loads(rest.partition(b"\r\n\r\n")[2])


def padded(size: int) -> bytes:
    """``HANDS`` as JSON padded with blanks to exactly ``size`` bytes."""
    body = json.dumps(HANDS).encode()
    return body[:-1] + b" " * (size - len(body)) + b"}"


@pytest.mark.parametrize("framing", ["chunked", "length"])
def test_a_body_of_exactly_the_cap_is_answered(url, framing):
    body = padded(MAX_BODY_BYTES)
    data = (
        head("Transfer-Encoding: chunked\r\n") + chunked(body)
        if framing == "chunked"
        else head(f"Content-Length: {len(body)}\r\n") + body
    )
    status, answer = send(url, data)
    assert status.startswith("HTTP/1.1 200 ") and answer["winners"] == [1]


@pytest.mark.parametrize(
    "body",
    [
        padded(MAX_BODY_BYTES) + b" " * 16 * 1024,  # whole JSON, 16 KiB of blanks past the cap
        padded(MAX_BODY_BYTES) + b"x" * 16 * 1024,  # the first 256 KiB are valid JSON
        b"[" + b"1," * (150 * 1024) + b"1]",  # a 300 KiB array
        padded(MAX_BODY_BYTES + 1),  # one byte over
    ],
    ids=["blanks", "valid-prefix", "array", "one-over"],
)
@pytest.mark.parametrize("framing", ["chunked", "length"])
def test_a_body_past_the_cap_is_413_chunked_or_not(url, body, framing):
    """Issue 22: a 272 KiB chunked body whose first 256 KiB were valid JSON was answered 200,
    and a 300 KiB chunked array 400 ``malformed_json``; with a Content-Length both were 413.
    Now 413 ``payload_too_large`` both ways (the issue's ``body_too_large``: the code stays
    the documented one)."""
    data = (
        head("Transfer-Encoding: chunked\r\n") + chunked(body)
        if framing == "chunked"
        else head(f"Content-Length: {len(body)}\r\n") + body
    )
    status, problem = send(url, data)
    assert status.startswith("HTTP/1.1 413 ")
    assert problem["code"] == "payload_too_large" and problem["status"] == 413
    assert problem["detail"] == f"The body is larger than the cap of {MAX_BODY_BYTES} bytes."


@pytest.mark.parametrize("framing", ["chunked", "length"])
def test_a_body_cut_short_is_400_malformed_body_or_never_passed_on(url, replica, framing):
    """A body whose sender stops half way (chunked: no last chunk; with a Content-Length:
    fewer bytes) and ends its sending side. gunicorn: 400 ``malformed_body`` (issue 22: a cut
    chunked body was 400 ``bad_request``). nginx reads the whole body before it proxies:
    it passes nothing on and closes the connection (the client has gone)."""
    body = json.dumps(HANDS).encode()
    data = (
        head("Transfer-Encoding: chunked\r\n") + chunked(body)[:20]
        if framing == "chunked"
        else head("Content-Length: 100\r\n") + body[:20]
    )
    before = replica.logs.read_text().count(RANK)
    status, problem = send(url, data, end_sending=True)
    if url == replica.url:
        assert status.startswith("HTTP/1.1 400 ")
        assert problem["code"] == "malformed_body"
    else:
        assert (status, problem) == ("", None)
        assert replica.logs.read_text().count(RANK) == before


@pytest.mark.parametrize("coding", ["gzip, chunked", "deflate, chunked", "foo, chunked", "foo"])
def test_an_unknown_transfer_coding_is_501_not_implemented(url, coding):
    """Issue 22: an unknown transfer coding answered ``501 Bad Request``. gunicorn refuses
    codings it does not know; ``gzip``, ``deflate`` and ``compress`` it passes on undecoded,
    and the app refuses them. Every way: ``501 Not Implemented``, ``not_implemented``."""
    status, problem = send(
        url, head(f"Transfer-Encoding: {coding}\r\n") + chunked(json.dumps(HANDS).encode())
    )
    assert status.lower() == "http/1.1 501 not implemented"  # werkzeug's are in capitals
    assert problem["code"] == "not_implemented" and problem["title"] == "Not Implemented"
