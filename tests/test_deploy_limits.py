"""The edge's limits per client address and its TLS (issue 22), through a real nginx running
deploy/nginx's files in front of a real gunicorn: past the limits a 429 problem document with
Retry-After, stricter on `solve`, other addresses unaffected; TLS with a self-signed
certificate this test makes (``cryptography``)."""

from __future__ import annotations

import datetime
import ipaddress
import json
import ssl
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from tests.gunicorn_server import gunicorn
from tests.nginx_server import NGINX_DIR, nginx

pytestmark = pytest.mark.e2e

RANK = ("/v1/games/corellian-spike/rank", {"hands": [[1, 1, -1, -1], [2, 2, 2, -3, -3]]})
SOLVE = (
    "/v1/games/rummikub/solve",
    {"rack": ["K10", "B10", "Y10", "R2", "R3"], "table": [["R4", "R5", "R6"]], "time_limit": 1},
)


def self_signed(workdir: Path) -> Path:
    """A certificate for ``localhost`` and 127.0.0.1 and its key, as ``workdir``/tls.crt and
    tls.key (what nginx serves); returns the certificate's path (what the client trusts)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    (workdir / "tls.key").write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    (workdir / "tls.crt").write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    return workdir / "tls.crt"


@pytest.fixture(scope="module")
def edge(tmp_path_factory):
    """nginx with the edge's limits and TLS in front of one gunicorn."""
    workdir = tmp_path_factory.mktemp("edge")
    self_signed(workdir)
    with (
        gunicorn(workers=1) as replica,
        nginx([replica.url.removeprefix("http://")], workdir, tls=True, limits=True) as proxy,
    ):
        yield proxy


def client(source: str = "127.0.0.1", verify: ssl.SSLContext | bool = True) -> httpx.Client:
    """A client connecting from ``source`` (another loopback address is another client)."""
    return httpx.Client(
        transport=httpx.HTTPTransport(local_address=source, verify=verify), timeout=30
    )


def flood(url: str, request: tuple[str, dict], count: int) -> list[httpx.Response]:
    """``count`` requests from 127.0.0.1, 8 at a time: the answers."""
    with client() as http, ThreadPoolExecutor(8) as pool:
        return list(pool.map(lambda _: http.post(url + request[0], json=request[1]), range(count)))


def assert_too_many(answers: list[httpx.Response]) -> None:
    refused = [answer for answer in answers if answer.status_code == 429]
    assert refused, [answer.status_code for answer in answers]
    for answer in refused:
        assert answer.headers["content-type"] == "application/problem+json"
        assert answer.headers["retry-after"] == "1"
        document = answer.json()
        assert (document["status"], document["code"]) == (429, "too_many_requests")
        assert document["type"] == "urn:arbiter:problem:too_many_requests"
    assert {answer.status_code for answer in answers} <= {200, 429}


def test_one_address_past_its_rate_gets_429_and_others_do_not(edge):
    """30 requests a second with bursts of 60 (arbiter-http.conf): 240 at once from one
    address are not all served; the first 61 are (the burst, nodelay); another address is
    served meanwhile; the limited one again a second later."""
    answers = flood(edge.url, RANK, 240)
    assert sum(answer.status_code == 200 for answer in answers) >= 61
    assert_too_many(answers)
    with client("127.0.0.2") as other:
        assert other.post(edge.url + RANK[0], json=RANK[1]).status_code == 200
    log = [json.loads(line) for line in (edge.workdir / "access.log").read_text().splitlines()]
    assert {entry["remote"] for entry in log if entry["status"] == 429} == {"127.0.0.1"}


def test_solve_is_limited_more_strictly(edge):
    """1 solve a second with bursts of 3: of 8 in a row, the first 4 are served, some of the
    rest refused, while other requests from the same address still are."""
    time.sleep(2.5)  # the address's general bucket refills after the test before
    with client() as http:
        answers = [http.post(edge.url + SOLVE[0], json=SOLVE[1]) for _ in range(8)]
        assert [answer.status_code for answer in answers[:4]] == [200] * 4
        assert_too_many(answers)
        assert http.post(edge.url + RANK[0], json=RANK[1]).status_code == 200


def test_tls_serves_the_api_with_the_given_certificate(edge):
    trusted = ssl.create_default_context(cafile=str(edge.workdir / "tls.crt"))
    with client("127.0.0.3", trusted) as https, client("127.0.0.3") as http:
        answer = https.post(edge.tls_url + RANK[0], json=RANK[1])
        plain = http.post(edge.url + RANK[0], json=RANK[1])
    assert answer.status_code == 200 and answer.json() == plain.json()
    assert answer.http_version == "HTTP/1.1" and answer.url.scheme == "https"
    with pytest.raises(httpx.ConnectError):  # a client that trusts only the usual CAs
        httpx.get(f"{edge.tls_url}/healthz", timeout=10)


def test_the_shipped_edge_serves_tls_on_8443_with_modern_protocols():
    main = (NGINX_DIR / "nginx.conf").read_text()
    assert "listen 8443 ssl;" in main
    assert "ssl_protocols TLSv1.2 TLSv1.3;" in main
    assert "ssl_certificate     /etc/nginx/tls/tls.crt;" in main
