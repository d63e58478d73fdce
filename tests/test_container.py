"""The real image, run every production way CI can (issue 22 item 1, issue 25 item 3): the
image alone as deploy/ runs it, the Kubernetes pod as deploy/kubernetes defines it (`podman
kube play`), and deploy/compose.yaml (the edge nginx and two replicas, with podman-compose).

For each: 1,000 idle, header-trickling or half-body connections from one host leave normal
requests answered within 1 s. Compose also fails over: one replica killed under load, no
request fails; restarted, it gets traffic again.

The image is the one `.ci/container` builds (rootful podman, a base made from Debian's
packages), named by ``ARBITER_TEST_IMAGE``. Marked ``container``: the README's test command
leaves them out (pyproject.toml's addopts) and `.ci/container` runs them; without the image
or podman they skip, and under ``CI=true`` they fail instead.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shutil
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml

from tests.gunicorn_server import ROOT, free_port
from tests.sealed_helpers import KEY_1
from tests.sealed_http import deal, play
from tests.tools import missing

pytestmark = pytest.mark.container

IMAGE = os.environ.get("ARBITER_TEST_IMAGE", "")
DEPLOY = ROOT / "deploy"
HOARD = ROOT / "tests" / "hoard.py"
RANK = ("/v1/games/corellian-spike/rank", {"hands": [[2, 2, 2, -3, -3], [1, 1, -1, -1]]})
HOARDERS = 1000
KINDS = ["idle", "trickle", "half-body"]
BIN = Path(sys.executable).parent


def podman(*args: str, timeout: float = 120, check: bool = True) -> str:
    """``podman ARGS``'s standard output.

    :raises subprocess.CalledProcessError: it failed (with ``check``).
    """
    result = subprocess.run(
        ["podman", *args], capture_output=True, text=True, timeout=timeout, check=False
    )
    if check and result.returncode:
        raise AssertionError(f"podman {' '.join(args)}: {result.stderr[-2000:]}")
    return result.stdout.strip()


@pytest.fixture(scope="module")
def image() -> str:
    """The image under test; skips (fails on CI) when it or rootful podman is missing."""
    if not IMAGE:
        missing("ARBITER_TEST_IMAGE is not set (.ci/container builds the image and sets it)")
    if shutil.which("podman") is None or os.geteuid() != 0:
        missing("the container tests need rootful podman (.ci/container installs it)")
    if subprocess.run(["podman", "image", "exists", IMAGE], check=False).returncode:
        missing(f"no image {IMAGE} in podman's store (.ci/container builds it)")
    return IMAGE


def wait_ready(url: str, timeout_s: float = 60) -> None:
    """Until ``url``/readyz answers 200.

    :raises AssertionError: not within ``timeout_s``.
    """
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/readyz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise AssertionError(f"{url}/readyz never answered 200")


def rank(url: str, timeout_s: float = 10) -> httpx.Response:
    """A normal request: ranking two Corellian Spike hands, on a new connection."""
    return httpx.post(url + RANK[0], json=RANK[1], timeout=timeout_s)


def probed_under_hoard(attacker: list[str], url: str) -> tuple[dict, list[tuple[int, float]]]:
    """Start ``attacker`` (tests/hoard.py, holding 1,000 connections for 5 s); once they are
    held, probe ``url`` with a normal request every 0.25 s, each on a new connection with a
    1 s timeout. Returns the attacker's tallies and ``(status or 0, seconds)`` per probe."""
    attack = subprocess.Popen(attacker, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = json.loads(attack.stdout.readline() or "{}")
        probes = []
        end = time.monotonic() + 4.0
        while first.get("holding") and time.monotonic() < end:
            started = time.monotonic()
            try:
                status = rank(url, timeout_s=1.0).status_code
            except httpx.HTTPError:
                status = 0
            probes.append((status, round(time.monotonic() - started, 3)))
            time.sleep(0.25)
        out, err = attack.communicate(timeout=60)
    finally:
        attack.kill()
    assert first.get("holding") == HOARDERS, (first, err if "err" in locals() else "")
    return json.loads(out.splitlines()[-1]), probes


def assert_unhindered(tally: dict, probes: list[tuple[int, float]]) -> None:
    assert tally["most_open"] == HOARDERS, tally
    assert len(probes) >= 8, probes
    assert all(status == 200 and seconds < 1.0 for status, seconds in probes), probes


def smoke(url: str) -> None:
    """The conformance kit's `must` tier against ``url`` when `arbiter conformance` exists
    (issue 25, being written), else deal, legal moves and plays of an open and a sealed game."""
    arbiter = str(BIN / "arbiter")
    if (
        subprocess.run(
            [arbiter, "conformance", "--help"], capture_output=True, check=False
        ).returncode
        == 0
    ):
        result = subprocess.run(
            [arbiter, "conformance", "--server", url, "--tier", "must"],
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
        return
    state = httpx.post(
        f"{url}/v1/games/corellian-spike/deal", json={"players": 2, "seed": 42}, timeout=10
    ).json()["state"]
    for _ in range(4):
        legal = httpx.post(
            f"{url}/v1/games/corellian-spike/legal-moves", json={"state": state}, timeout=10
        ).json()
        answer = httpx.post(
            f"{url}/v1/games/corellian-spike/play",
            json={"state": state, "move": legal["moves"][0]},
            timeout=10,
        )
        assert answer.status_code == 200, answer.text
        state = answer.json()["state"]
    assert int(play([url], deal(url), 4)["token"].split(".")[3]) == 4


# -- the image alone ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def single(image) -> Iterator[tuple[str, str]]:
    """The image as deploy/ runs it: read-only root, a tmpfs /tmp, uid 10001, 512 MiB, a
    sealing key; published on a loopback port. Yields ``(container name, URL)``."""
    name = f"arbiter-test-{os.getpid()}"
    port = free_port()
    podman("rm", "-f", name, check=False)
    podman(
        "run",
        "-d",
        "--name",
        name,
        "--read-only",
        "--tmpfs",
        "/tmp",
        "--user",
        "10001:10001",
        "--memory",
        "512m",
        "-e",
        f"ARBITER_SEAL_KEYS={KEY_1}",
        "-p",
        f"127.0.0.1:{port}:8080",
        image,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        wait_ready(url)
        yield name, url
    finally:
        podman("rm", "-f", "-t", "5", name, check=False)


def test_the_image_keeps_its_healthcheck_and_runs_non_root(image, single):
    assert podman("image", "inspect", image, "--format", "{{.Config.User}}") == "arbiter"
    check = json.loads(
        podman("image", "inspect", image, "--format", "{{json .Config.Healthcheck}}")
    )
    assert "/readyz" in " ".join(check["Test"])  # kept by --format docker
    name, _url = single
    podman("healthcheck", "run", name)  # nothing runs it on a timer here: once, by hand
    users = podman("top", name, "huser").split()[1:]
    assert users and set(users) == {"10001"}, users
    commands = podman("top", name, "args")
    assert "gunicorn -c python:service.gunicorn_conf" in commands and "nginx: master" in commands


def test_the_container_ends_with_either_process_and_stops_cleanly(image):
    """A gunicorn that cannot start ends the container (exit 1, so its restart policy or
    Kubernetes starts a whole new one); `podman stop` ends it with 0 (nginx, then gunicorn)."""
    name = f"arbiter-test-stop-{os.getpid()}"
    try:
        podman(
            "run",
            "--name",
            name,
            "--read-only",
            "--tmpfs",
            "/tmp",
            "-e",
            "ARBITER_WORKERS=lots",
            image,
            check=False,
            timeout=60,
        )
        assert podman("inspect", name, "--format", "{{.State.ExitCode}}") == "1"
        logs = subprocess.run(["podman", "logs", name], capture_output=True, text=True, check=False)
        assert "ARBITER_WORKERS='lots'" in logs.stdout + logs.stderr
        podman("rm", "-f", name)
        podman("run", "-d", "--name", name, "--read-only", "--tmpfs", "/tmp", image)
        deadline = time.monotonic() + 60
        while subprocess.run(
            ["podman", "healthcheck", "run", name], capture_output=True, check=False
        ).returncode:
            assert time.monotonic() < deadline, "never healthy"
            time.sleep(0.5)
        podman("stop", "-t", "30", name, timeout=60)
        assert podman("inspect", name, "--format", "{{.State.ExitCode}}") == "0"
    finally:
        podman("rm", "-f", name, check=False)


def test_the_image_answers_the_api(single):
    smoke(single[1])
    # metrics are per replica: the image's own nginx passes them on (only the edge refuses)
    metrics = httpx.get(f"{single[1]}/metrics", timeout=10)
    assert metrics.status_code == 200 and "arbiter_http_requests_total" in metrics.text


@pytest.mark.parametrize("kind", KINDS)
def test_the_image_alone_cannot_be_hoarded(single, kind):
    url = single[1]
    port = url.rsplit(":", 1)[1]
    tally, probes = probed_under_hoard(
        [sys.executable, str(HOARD), "127.0.0.1", port, kind, str(HOARDERS), "5"], url
    )
    assert_unhindered(tally, probes)


# -- the Kubernetes pod -----------------------------------------------------------------------

LABEL = "app.kubernetes.io/name=arbiter"


@pytest.fixture(scope="module")
def pod(image, tmp_path_factory) -> Iterator[str]:
    """deploy/kubernetes/deployment.yaml's pod run by `podman kube play` (one replica: what
    podman runs of a Deployment), its image set to the one under test and its port published
    on a free loopback port (podman publishes a containerPort on the host's same port, which
    may be taken), with the Secret of secret/seal-keys.yaml's template given a key. Yields
    the pod's URL."""
    workdir = tmp_path_factory.mktemp("kube")
    secret = yaml.safe_load((DEPLOY / "kubernetes" / "secret" / "seal-keys.yaml").read_text())
    name = secret["metadata"]["name"]
    # podman 4.3 stores a Secret that `kube play` reads as YAML, then cannot read it back: it
    # reads a podman secret as the Secret's `data` in JSON, so the Secret is made that way.
    assert set(secret["stringData"]) == {"ARBITER_SEAL_KEYS"}
    (workdir / "secret.json").write_text(
        json.dumps({"ARBITER_SEAL_KEYS": base64.b64encode(KEY_1.encode()).decode()})
    )
    deployment = yaml.safe_load((DEPLOY / "kubernetes" / "deployment.yaml").read_text())
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    container["image"] = image
    deployment["spec"]["replicas"] = 1  # podman makes a pod per replica, on one host port
    (port,) = container["ports"]
    port.update(hostIP="127.0.0.1", hostPort=free_port())
    manifest = workdir / "deployment.yaml"
    manifest.write_text(yaml.safe_dump(deployment))

    def remove() -> None:  # podman 4.3's `kube down` misses the pod it names arbiter-pod-0
        for left in podman("pod", "ps", "-q", "--filter", f"label={LABEL}").split():
            podman("pod", "rm", "-f", "-t", "5", left, check=False)
        podman("secret", "rm", name, check=False)
        podman("volume", "rm", "-f", "tmp", check=False)  # the emptyDir

    remove()
    podman("secret", "create", name, str(workdir / "secret.json"))
    try:
        podman("kube", "play", str(manifest), timeout=180)
        url = f"http://127.0.0.1:{port['hostPort']}"
        wait_ready(url)
        yield url
    finally:
        remove()


def test_the_pod_serves_sealed_games_with_the_secrets_keys(pod):
    game = play([pod], deal(pod), 2)
    assert game["token"].split(".")[1] == KEY_1.split(":")[0]


@pytest.mark.parametrize("kind", KINDS)
def test_the_kubernetes_pod_cannot_be_hoarded(pod, kind):
    host, port = pod.removeprefix("http://").rsplit(":", 1)
    tally, probes = probed_under_hoard(
        [sys.executable, str(HOARD), host, port, kind, str(HOARDERS), "5"], pod
    )
    assert_unhindered(tally, probes)


# -- deploy/compose.yaml ----------------------------------------------------------------------


class Compose:
    """deploy/compose.yaml brought up with podman-compose from a copy of deploy/ (compose.yaml
    and nginx/ unchanged) with the two files an operator adds (arbiter.env, tls/) and an
    override naming the image under test and loopback host ports."""

    def __init__(self, image: str, workdir: Path) -> None:
        self.project = f"arbitertest{os.getpid()}"
        shutil.copy(DEPLOY / "compose.yaml", workdir)
        shutil.copytree(DEPLOY / "nginx", workdir / "nginx")
        (workdir / "arbiter.env").write_text(f"ARBITER_SEAL_KEYS={KEY_1}\n")
        (workdir / "tls").mkdir()
        subprocess.run(
            [
                "openssl",
                "req",
                "-x509",
                "-newkey",
                "rsa:2048",
                "-nodes",
                "-days",
                "1",
                "-subj",
                "/CN=localhost",
                "-addext",
                "subjectAltName=DNS:localhost,IP:127.0.0.1",
                "-keyout",
                str(workdir / "tls" / "tls.key"),
                "-out",
                str(workdir / "tls" / "tls.crt"),
            ],
            check=True,
            capture_output=True,
        )
        (workdir / "tls" / "tls.key").chmod(0o644)  # the edge runs as uid 10001
        self.certificate = workdir / "tls" / "tls.crt"
        port, tls_port = free_port(), free_port()
        services = {name: {"image": image} for name in ("arbiter-1", "arbiter-2")}
        (workdir / "override.yaml").write_text(
            yaml.safe_dump({"services": services}) + f"  nginx:\n    image: {image}\n"
            f"    ports: !override\n      - '127.0.0.1:{port}:8080'\n"
            f"      - '127.0.0.1:{tls_port}:8443'\n"
        )
        self.command = [
            str(BIN / "podman-compose"),
            "-p",
            self.project,
            "-f",
            str(workdir / "compose.yaml"),
            "-f",
            str(workdir / "override.yaml"),
        ]
        self.url = f"http://127.0.0.1:{port}"
        self.tls_url = f"https://127.0.0.1:{tls_port}"

    def run(self, *args: str) -> None:
        result = subprocess.run(
            [*self.command, *args], capture_output=True, text=True, timeout=180, check=False
        )
        assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]

    def name(self, service: str) -> str:
        """The container of ``service``."""
        return podman(
            "ps",
            "-a",
            "--filter",
            f"label=com.docker.compose.project={self.project}",
            "--filter",
            f"label=com.docker.compose.service={service}",
            "--format",
            "{{.Names}}",
        ).split()[0]

    def healthy(self, service: str, timeout_s: float = 60) -> None:
        """Until ``service``'s HEALTHCHECK passes (nothing runs it on a timer here)."""
        deadline = time.monotonic() + timeout_s
        while subprocess.run(
            ["podman", "healthcheck", "run", self.name(service)], capture_output=True, check=False
        ).returncode:
            assert time.monotonic() < deadline, f"{service} never healthy"
            time.sleep(0.5)

    def up(self) -> None:
        """The replicas, then (once both pass their health check) the edge: podman < 4.6
        cannot wait for `condition: service_healthy`, so podman-compose ignores it."""
        if shutil.which("podman-compose", path=str(BIN)) is None:
            missing("podman-compose is not installed (.ci/container installs it)")
        self.run("up", "-d", "--no-deps", "arbiter-1", "arbiter-2")
        self.healthy("arbiter-1")
        self.healthy("arbiter-2")
        self.run("up", "-d", "--no-deps", "nginx")
        wait_ready(self.url)

    def down(self) -> None:
        subprocess.run(
            [*self.command, "down", "-t", "5"], capture_output=True, timeout=180, check=False
        )


@pytest.fixture(scope="module")
def compose(image, tmp_path_factory) -> Iterator[Compose]:
    running = Compose(image, tmp_path_factory.mktemp("compose"))
    try:
        running.up()
        yield running
    finally:
        running.down()


def served_by(compose: Compose, service: str, since: str) -> int:
    """How many rank requests ``service``'s own access log shows since ``since``."""
    logs = podman("logs", "--since", since, compose.name(service))
    return sum('"path":"/v1/games/corellian-spike/rank"' in line for line in logs.splitlines())


@contextlib.contextmanager
def load(url: str) -> Iterator[list[tuple[int | str, float]]]:
    """Rank requests through the edge, about 15 a second (under its limit of 30 a second per
    address) from one kept-alive client, in a thread while the block runs; yields the list
    it fills with ``(status or error name, seconds)`` per request."""
    answers: list[tuple[int | str, float]] = []
    stop = threading.Event()

    def run() -> None:
        with httpx.Client(timeout=10) as http:
            while not stop.is_set():
                started = time.monotonic()
                try:
                    status: int | str = http.post(url + RANK[0], json=RANK[1]).status_code
                except httpx.HTTPError as error:
                    status = type(error).__name__
                answers.append((status, round(time.monotonic() - started, 3)))
                stop.wait(1 / 15)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        yield answers
    finally:
        stop.set()
        thread.join(30)


def test_compose_balances_over_both_replicas_and_serves_tls(compose):
    since = podman("exec", compose.name("nginx"), "date", "-u", "+%Y-%m-%dT%H:%M:%SZ")
    for _ in range(20):
        assert rank(compose.url).status_code == 200
    assert served_by(compose, "arbiter-1", since) > 0 and served_by(compose, "arbiter-2", since) > 0
    answer = httpx.post(
        compose.tls_url + RANK[0],
        json=RANK[1],
        timeout=10,
        verify=ssl.create_default_context(cafile=str(compose.certificate)),
    )
    assert answer.status_code == 200 and answer.json() == rank(compose.url).json()
    assert answer.headers["strict-transport-security"] == "max-age=31536000"
    assert httpx.get(f"{compose.url}/metrics", timeout=10).status_code == 404
    game = play([compose.url], deal(compose.url), 4)  # the keys from arbiter.env, both replicas
    assert game["token"].split(".")[:2] == ["arb1", KEY_1.split(":")[0]]


def test_compose_fails_over_and_takes_a_restarted_replica_back(compose):
    """One replica killed (SIGKILL) under load: no request fails while it is dead (nginx
    retries on error and on connect timeout, and stops asking once the network's DNS drops
    it). Started again, with a new address: it gets traffic again (re-resolved at request
    time)."""
    victim = compose.name("arbiter-1")
    with load(compose.url) as answers:
        time.sleep(2)
        podman("kill", victim)
        time.sleep(8)
        dead = list(answers)
        podman("start", victim)
        compose.healthy("arbiter-1")
        since = podman("exec", victim, "date", "-u", "+%Y-%m-%dT%H:%M:%SZ")
        time.sleep(5)
    assert len(dead) >= 60, dead
    assert all(status == 200 for status, _ in answers), [
        answer for answer in answers if answer[0] != 200
    ]
    assert served_by(compose, "arbiter-1", since) > 0


@pytest.mark.parametrize("kind", KINDS)
def test_compose_cannot_be_hoarded(image, compose, kind):
    """The attacker runs in a container on the compose network (one host, its own address),
    so the edge's limit per address, which its half-body requests exhaust, is its own; the
    probes come from the host through the published port."""
    network = podman(
        "inspect",
        compose.name("nginx"),
        "--format",
        "{{range $name, $_ := .NetworkSettings.Networks}}{{$name}}{{end}}",
    )
    tally, probes = probed_under_hoard(
        [
            "podman",
            "run",
            "--rm",
            "--network",
            network,
            "-v",
            f"{HOARD}:/hoard.py:ro",
            image,
            "python",
            "/hoard.py",
            "nginx",
            "8080",
            kind,
            str(HOARDERS),
            "5",
        ],
        compose.url,
    )
    assert_unhindered(tally, probes)
