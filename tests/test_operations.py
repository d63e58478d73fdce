"""Running the service the shipped way (``service.gunicorn_conf``): slow clients, gunicorn's
own refusals, metrics across workers, logs, settings (issue 9, docs/operations.md)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time

import httpx
import pytest

from service.ops.settings import SettingError, Settings
from tests.gunicorn_server import ROOT, gunicorn

RANK = "/v1/games/corellian-spike/rank"
HANDS = {"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]}


def address(url: str) -> tuple[str, int]:
    host, port = url.split("//")[1].split(":")
    return host, int(port)


def exchange(url: str, data: bytes, wait: float = 5.0, close_write: bool = False) -> bytes:
    """Send raw bytes on a new connection (then, with ``close_write``, end the sending
    side); everything the server answers until it closes."""
    with socket.create_connection(address(url), timeout=wait) as sock:
        sock.sendall(data)
        if close_write:
            sock.shutdown(socket.SHUT_WR)
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except TimeoutError:
            pass
    return answer


def head_and_body(answer: bytes) -> tuple[str, dict]:
    head, _, body = answer.partition(b"\r\n\r\n")
    return head.decode("latin-1"), json.loads(body)


# -- slow clients -----------------------------------------------------------------------------


@pytest.mark.e2e
def test_twenty_clients_trickling_headers_do_not_stop_the_service():
    """Issue 9: "two slow clients trickling headers at 3 bytes/s stop the whole service (2 sync
    workers) for 30 s". With the shipped config (2 gthread workers) 20 such clients hold 20
    threads at most, and every ordinary request meanwhile is answered within 2 s (the
    client's own timeout; each would wait 30 s behind a held sync worker)."""
    with gunicorn(workers=2) as server:
        slow = [socket.create_connection(address(server.url)) for _ in range(20)]
        header = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"a" * 1000
        stop = threading.Event()

        def trickle() -> None:  # 3 bytes a second on each connection
            sent = 0
            while not stop.wait(1 / 3):
                for sock in slow:
                    sock.send(header[sent : sent + 1])
                sent += 1

        trickler = threading.Thread(target=trickle)
        trickler.start()
        try:
            time.sleep(2)  # every slow client has sent its first bytes: a thread reads each
            with httpx.Client(base_url=server.url, timeout=2.0) as client:
                for _ in range(3):
                    answered = [client.post(RANK, json=HANDS) for _ in range(5)]
                    assert all(a.status_code == 200 for a in answered)
                    assert answered[0].json()["winners"] == [1]
                    time.sleep(1)
            assert trickler.is_alive()  # the attack went on all along
        finally:
            stop.set()
            trickler.join()
            for sock in slow:
                sock.close()


@pytest.mark.e2e
def test_a_thousand_idle_connections_do_not_stop_the_service():
    """Issue 22: connections that connect and send nothing, re-opened every 4 s, stopped the
    service (80 of them failed 10 of 12 probes): a gthread worker gives every accepted
    connection a thread for up to 5 s to send its first bytes. With ``TCP_DEFER_ACCEPT``
    (``gunicorn_conf.DEFER_ACCEPT_S``) the kernel hands gunicorn only connections that sent
    something: 1,000 silent ones held for 7 s (past gthread's 5 s wait) leave every normal
    request answered within 1 s."""
    with gunicorn(workers=2) as server:
        idle = []
        try:
            for _ in range(1000):
                idle.append(socket.create_connection(address(server.url), timeout=5))
            with httpx.Client(base_url=server.url, timeout=1.0) as client:
                for _ in range(7):
                    started = time.monotonic()
                    answer = client.post(RANK, json=HANDS, headers={"Connection": "close"})
                    assert answer.status_code == 200 and answer.json()["winners"] == [1]
                    assert time.monotonic() - started < 1.0
                    time.sleep(1)
        finally:
            for sock in idle:
                sock.close()


@pytest.mark.e2e
def test_a_client_silent_mid_request_lets_go_of_its_thread():
    """Issue 22: full headers and half a body, then silence, held a thread for good (64 such
    clients failed 14 of 20 probes). Reads wait at most ``gunicorn_conf.READ_TIMEOUT_S``
    (10 s): half a body is answered 400 ``malformed_body``, half the headers closed, each
    with one warning line and no traceback."""
    read_timeout_s = 10  # gunicorn_conf.READ_TIMEOUT_S (importing the config would run it)
    with gunicorn(workers=1) as server:
        half_body = socket.create_connection(address(server.url), timeout=read_timeout_s + 5)
        half_body.sendall(
            b"POST " + RANK.encode() + b" HTTP/1.1\r\nHost: x\r\n"
            b"Connection: close\r\n"
            b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n"
            b'{"hands": '
        )
        half_head = socket.create_connection(address(server.url), timeout=read_timeout_s + 5)
        half_head.sendall(b"POST " + RANK.encode() + b" HTTP/1.1\r\nHost: x\r\n")
        started = time.monotonic()
        with half_body, half_head:
            answer = b""
            while chunk := half_body.recv(65536):
                answer += chunk
            head, problem = head_and_body(answer)
            assert head.startswith("HTTP/1.1 400 ") and problem["code"] == "malformed_body"
            assert half_head.recv(65536) == b""
        assert read_timeout_s - 1 < time.monotonic() - started < read_timeout_s + 4
        time.sleep(0.2)
        errors = server.errors.read_text()
        assert errors.count("silent mid-request past the read timeout") == 1
        assert "Traceback" not in errors


# -- gunicorn's own refusals, bodies it cannot read, logs -------------------------------------


@pytest.fixture(scope="module")
def server():
    with gunicorn(workers=2, log_level="info") as running:
        yield running


CHUNKED = (
    b"POST /v1/games/corellian-spike/rank HTTP/1.1\r\nHost: x\r\n"
    b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
)


@pytest.mark.e2e
@pytest.mark.parametrize(
    "request_bytes, status, code",
    [
        (b"GARBAGE\r\n\r\n", 400, "bad_request"),
        (b"GET /healthz HTTP/9.1\r\nHost: x\r\n\r\n", 400, "bad_request"),
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400, "bad_request"),
        (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "uri_too_long"),
        (
            b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n",
            431,
            "request_header_fields_too_large",
        ),
    ],
)
def test_gunicorns_own_refusals_are_problem_json(server, request_bytes, status, code):
    """Issue 9: gunicorn's refusals of what it cannot parse (bad request line, 414, 431)
    answered text/html. The shipped config writes them as problem documents, and logs one
    warning line each, no traceback."""
    before = server.errors.read_text().count("Invalid request from")
    head, problem = head_and_body(exchange(server.url, request_bytes))
    assert head.startswith(f"HTTP/1.1 {status} ")
    assert "Content-Type: application/problem+json" in head
    assert problem["status"] == status and problem["code"] == code
    assert problem["type"] == f"urn:arbiter:problem:{code}"
    time.sleep(0.2)
    errors = server.errors.read_text()
    assert errors.count("Invalid request from") == before + 1
    assert "Traceback" not in errors


@pytest.mark.e2e
@pytest.mark.parametrize(
    "body, why",
    [
        (b"zz\r\n{}\r\n0\r\n\r\n", "InvalidChunkSize"),
        (b"2\r\n{}XX0\r\n\r\n", "ChunkMissingTerminator"),
    ],
)
def test_malformed_chunked_encoding_is_400_not_500(server, body, why):
    """Issue 9: "malformed chunked encoding gives a 500" (gunicorn raises while the app reads
    the body). Now 400 ``malformed_body`` naming what was wrong, logged as one access line."""
    head, problem = head_and_body(exchange(server.url, CHUNKED + body, wait=2))
    assert head.startswith("HTTP/1.1 400 ")
    assert problem["code"] == "malformed_body" and why in problem["detail"]
    time.sleep(0.2)
    assert "Traceback" not in server.errors.read_text()


@pytest.mark.e2e
def test_a_body_shorter_than_its_content_length_is_400_not_500(server):
    """A client that says ``Content-Length: 100``, sends 20 bytes and stops sending: the
    app reads the body at once (``app.read_body``) and answers 400 ``malformed_body``
    naming how much arrived."""
    body = b'{"hands": [[1, -1]]}'
    head, problem = head_and_body(
        exchange(
            server.url,
            b"POST /v1/games/corellian-spike/rank HTTP/1.1\r\nHost: x\r\n"
            b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n" + body,
            close_write=True,
        )
    )
    assert head.startswith("HTTP/1.1 400 ")
    assert problem["code"] == "malformed_body"
    assert f"ended after {len(body)} of 100 bytes" in problem["detail"]
    time.sleep(0.2)
    assert "Traceback" not in server.errors.read_text()


@pytest.mark.e2e
def test_options_answers_204_with_allow(server):
    """OPTIONS answered 200 text/html with an empty body; now 204 with Allow, no body."""
    answer = httpx.options(f"{server.url}/v1/games/rummikub/play")
    assert answer.status_code == 204 and answer.content == b""
    assert set(answer.headers["allow"].split(", ")) == {"POST", "OPTIONS"}
    assert "content-type" not in answer.headers


@pytest.mark.e2e
def test_access_lines_are_json_with_the_request_id(server):
    """One JSON line per request on stdout: method, path, status, duration, request id; the
    caller's X-Request-ID echoed (sanitised), or one made."""
    given = httpx.post(
        f"{server.url}{RANK}", json={"hands": [[1]]}, headers={"X-Request-ID": "abc-123 <script>"}
    )
    assert given.status_code == 422 and given.headers["x-request-id"] == "abc-123script"
    made = httpx.get(f"{server.url}/healthz").headers["x-request-id"]
    assert len(made) == 32
    time.sleep(0.2)
    lines = [json.loads(line) for line in server.logs.read_text().splitlines()]
    mine = [line for line in lines if line["request_id"] in ("abc-123script", made)]
    assert [(m["method"], m["path"], m["status"]) for m in mine] == [
        ("POST", RANK, 422),
        ("GET", "/healthz", 200),
    ]
    assert all(m["duration_ms"] > 0 and m["logger"] == "arbiter.access" for m in mine)


def metric(text: str, name: str, **labels: str) -> float:
    """The value of one sample in Prometheus text."""
    wanted = ",".join(f'{key}="{value}"' for key, value in sorted(labels.items()))
    for line in text.splitlines():
        if line.startswith(f"{name}{{{wanted}}} ") or (not labels and line.startswith(f"{name} ")):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


@pytest.mark.e2e
def test_metrics_add_up_every_workers_requests(server):
    """GET /metrics sums both workers' figures (prometheus-client multiprocess mode): 40
    requests over fresh connections land on both workers, and all 40 are counted, by route
    template, with their latency histogram; a worker killed is replaced and its figures
    kept (child_exit drops only its live gauge)."""
    labels = {"endpoint": "/v1/games/{game}/rank", "method": "POST", "status": "200"}
    before = metric(
        httpx.get(f"{server.url}/metrics").text, "arbiter_http_requests_total", **labels
    )
    for _ in range(40):
        assert httpx.post(f"{server.url}{RANK}", json=HANDS).status_code == 200
    text = httpx.get(f"{server.url}/metrics").text
    assert metric(text, "arbiter_http_requests_total", **labels) == before + 40
    assert metric(text, "arbiter_http_request_duration_seconds_count", **labels) == before + 40
    assert (
        metric(text, "arbiter_http_request_duration_seconds_bucket", le="+Inf", **labels)
        == before + 40
    )
    assert metric(text, "arbiter_http_requests_in_progress") == 1  # the /metrics request
    worker = server.workers()[0]
    subprocess.run(["kill", "-9", str(worker)], check=True)
    deadline = time.monotonic() + 20
    while len([w for w in server.workers() if w != worker]) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    text = httpx.get(f"{server.url}/metrics").text
    assert metric(text, "arbiter_http_requests_total", **labels) == before + 40
    assert metric(text, "arbiter_http_requests_in_progress") == 1


@pytest.mark.e2e
def test_readyz_and_healthz(server):
    assert httpx.get(f"{server.url}/readyz").json() == {
        "status": "ready",
        "version": "1.0.0",
        "games": 15,
    }
    assert httpx.get(f"{server.url}/healthz").json()["status"] == "ok"


# -- settings ---------------------------------------------------------------------------------


def test_settings_defaults_and_environment():
    assert Settings.from_env({}) == Settings("127.0.0.1:8080", 2, 32, 60.0, "info", "json")
    assert Settings.from_env(
        {
            "ARBITER_BIND": "0.0.0.0:9000",
            "ARBITER_WORKERS": "4",
            "ARBITER_THREADS": "8",
            "ARBITER_TIMEOUT": "45",
            "ARBITER_LOG_LEVEL": "WARNING",
            "ARBITER_LOG_FORMAT": "text",
        }
    ) == (Settings("0.0.0.0:9000", 4, 8, 45.0, "warning", "text"))


@pytest.mark.parametrize(
    "name, value, says",
    [
        ("BIND", "8080", "HOST:PORT"),
        ("BIND", "127.0.0.1:70000", "port 1-65535"),
        ("WORKERS", "two", "an integer from 1 to 64"),
        ("WORKERS", "0", "an integer from 1 to 64"),
        ("THREADS", "1000", "an integer from 1 to 256"),
        ("TIMEOUT", "30", "longest solve time limit (30 s)"),
        ("TIMEOUT", "nan", "a number"),
        ("LOG_LEVEL", "loud", "debug, info, warning, error, critical"),
        ("LOG_FORMAT", "xml", "json, text"),
    ],
)
def test_bad_settings_are_refused_naming_the_variable(name, value, says):
    with pytest.raises(SettingError) as refused:
        Settings.from_env({f"ARBITER_{name}": value})
    assert f"ARBITER_{name}={value!r}" in str(refused.value) and says in str(refused.value)


def test_gunicorn_refuses_to_start_with_a_bad_setting():
    """The shipped config stops gunicorn at once with the message, not a traceback; so does
    `arbiter serve` (a usage error, exit 2)."""
    env = {"ARBITER_WORKERS": "lots", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    started = subprocess.run(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            "python:service.gunicorn_conf",
            "service.app:create_app()",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert started.returncode != 0
    assert "arbiter: ARBITER_WORKERS='lots' is not an integer" in started.stderr
    assert "Traceback" not in started.stderr
    served = subprocess.run(
        [sys.executable, "-m", "client", "serve"],
        cwd=ROOT,
        env={**env, "ARBITER_WORKERS": "2", "ARBITER_THREADS": "0"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert served.returncode == 2 and "ARBITER_THREADS='0' is not an integer" in served.stderr
