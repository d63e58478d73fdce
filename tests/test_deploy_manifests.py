"""deploy/: the Kubernetes manifests against the Kubernetes schemas, the compose file's
structure, and the nginx configurations (the edge's and the image's own) through `nginx -t`.
The image itself is built and run by tests/test_container.py."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from tests.gunicorn_server import ROOT
from tests.nginx_server import NGINX_DIR, nginx_binary

DEPLOY = ROOT / "deploy"
MANIFESTS = sorted((DEPLOY / "kubernetes").glob("*.yaml"))
SECRET_TEMPLATE = DEPLOY / "kubernetes" / "secret" / "seal-keys.yaml"
COMPOSE = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
DOCKERFILE = (ROOT / "Dockerfile").read_text()
SERVE = json.loads(re.search(r"^CMD (\[.*\])$", DOCKERFILE, flags=re.MULTILINE).group(1))
"""The Dockerfile's command: compose and Kubernetes run the image the same way."""
SUPERVISOR = (DEPLOY / "image" / "supervise.py").read_text()

OLDEST_KUBERNETES = "1.27"
"""The oldest Kubernetes the manifests are checked against (autoscaling/v2 and policy/v1
PodDisruptionBudget are GA well before it)."""


def documents() -> dict[str, dict]:
    """Every manifest document by kind."""
    found = {}
    for path in MANIFESTS:
        for document in yaml.safe_load_all(path.read_text()):
            if document:
                found[document["kind"]] = document
    return found


@pytest.mark.parametrize("version", [OLDEST_KUBERNETES, kubernetes_validate.latest_version()])
@pytest.mark.parametrize(
    "path", [*MANIFESTS, SECRET_TEMPLATE], ids=[path.name for path in [*MANIFESTS, SECRET_TEMPLATE]]
)
def test_every_manifest_fits_the_kubernetes_schema(path: Path, version: str):
    """Strict: an unknown or misspelled member fails too."""
    for document in yaml.safe_load_all(path.read_text()):
        kubernetes_validate.validate(document, version, strict=True)


def test_the_image_runs_nginx_in_front_of_the_one_gunicorn_config():
    """The supervisor starts gunicorn (the one config) on a unix socket and nginx with the
    image's config, which the Dockerfile copies with the shared proxying files."""
    assert SERVE == ["arbiter-supervise"]
    assert "COPY deploy/image/supervise.py /usr/local/bin/arbiter-supervise" in DOCKERFILE
    assert (
        '["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]'
        in SUPERVISOR
    )
    assert '"ARBITER_BIND": f"unix:{SOCKET_DIR}/gunicorn.sock"' in SUPERVISOR
    copied = (
        re.search(
            r"^COPY (deploy/nginx/\S+ deploy/nginx/\S+ deploy/image/nginx.conf) "
            r"/etc/arbiter/nginx/$",
            DOCKERFILE,
            flags=re.MULTILINE,
        )
        .group(1)
        .split()
    )
    image_conf = (DEPLOY / "image" / "nginx.conf").read_text()
    included = re.findall(r"^\s*include (\S+);", image_conf, flags=re.MULTILINE)
    assert sorted(f"deploy/nginx/{name}" for name in included) == sorted(copied[:-1])
    assert "server unix:/tmp/arbiter/gunicorn.sock" in image_conf
    assert re.search(r"^\s*listen 8080;", image_conf, flags=re.MULTILINE)
    assert re.search(r"^ARG BASE=python:3\.11-slim$", DOCKERFILE, flags=re.MULTILINE)
    assert re.findall(r"^FROM (.*)$", DOCKERFILE, flags=re.MULTILINE) == [
        "${BASE} AS requirements",
        "${BASE}",
    ]


def test_the_manifests_are_the_four_the_issue_names():
    kinds = {kind: document["apiVersion"] for kind, document in documents().items()}
    assert kinds == {
        "Deployment": "apps/v1",
        "Service": "v1",
        "HorizontalPodAutoscaler": "autoscaling/v2",
        "PodDisruptionBudget": "policy/v1",
    }


def test_the_deployment_probes_limits_and_security():
    pod = documents()["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert "command" not in container and "args" not in container  # the image's own
    port = container["ports"][0]
    assert port["name"] == "http" and port["containerPort"] == 8080
    env = {item["name"]: item for item in container["env"]}
    assert "ARBITER_BIND" not in env  # the supervisor binds gunicorn to its socket
    assert container["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "http"}
    assert container["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "http"}
    assert set(container["resources"]) == {"requests", "limits"}
    for kind in ("requests", "limits"):
        assert set(container["resources"][kind]) == {"cpu", "memory"}
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] == 10001  # the Dockerfile's user
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert container["securityContext"]["allowPrivilegeEscalation"] is False
    (mount,) = container["volumeMounts"]
    (volume,) = pod["volumes"]
    assert mount == {"name": volume["name"], "mountPath": "/tmp"} and "emptyDir" in volume


def test_the_seal_keys_come_from_a_secret_whose_template_holds_no_key():
    pod = documents()["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    (keys,) = [item for item in container["env"] if item["name"] == "ARBITER_SEAL_KEYS"]
    template = yaml.safe_load(SECRET_TEMPLATE.read_text())
    assert keys["valueFrom"]["secretKeyRef"] == {
        "name": template["metadata"]["name"],
        "key": "ARBITER_SEAL_KEYS",
    }
    assert template["kind"] == "Secret" and template["stringData"] == {"ARBITER_SEAL_KEYS": ""}
    assert "data" not in template
    assert "kubectl create secret generic arbiter-seal-keys" in SECRET_TEMPLATE.read_text()


def test_service_hpa_and_budget_select_the_deployments_pods():
    found = documents()
    deployment = found["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert found["Service"]["spec"]["selector"].items() <= labels.items()
    assert found["Service"]["spec"]["ports"][0]["targetPort"] == "http"
    assert found["PodDisruptionBudget"]["spec"]["selector"]["matchLabels"].items() <= labels.items()
    hpa = found["HorizontalPodAutoscaler"]["spec"]
    assert hpa["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": deployment["metadata"]["name"],
    }
    (metric,) = hpa["metrics"]
    assert metric["resource"]["name"] == "cpu"
    # The budget can always be met while the autoscaler keeps its floor.
    assert found["PodDisruptionBudget"]["spec"]["minAvailable"] < hpa["minReplicas"]


def test_compose_runs_nginx_in_front_of_two_replicas():
    services = COMPOSE["services"]
    assert set(services) == {"nginx", "arbiter-1", "arbiter-2"}
    replicas = [services["arbiter-1"], services["arbiter-2"]]
    for replica in replicas:
        assert replica["image"] == replicas[0]["image"]
        assert replica["build"]["context"] == ".."
        assert (DEPLOY / replica["build"]["context"] / "Dockerfile").is_file()
        assert "command" not in replica  # the image's own: nginx in front of gunicorn
        assert "ARBITER_BIND" not in replica["environment"]
        assert "ARBITER_SEAL_KEYS" not in replica["environment"]  # from the env file only
        assert replica["env_file"] == ["arbiter.env"]
        assert replica["networks"]["default"]["aliases"] == ["arbiter"]
        assert replica["read_only"] is True and replica["tmpfs"] == ["/tmp"]
        assert "/readyz" in " ".join(replica["healthcheck"]["test"])
    ignored = (ROOT / ".gitignore").read_text().split()
    assert "deploy/arbiter.env" in ignored and "deploy/tls/" in ignored
    proxy = services["nginx"]
    assert proxy["image"] == replicas[0]["image"]  # the image's nginx, with deploy/nginx
    assert set(proxy["depends_on"]) == {"arbiter-1", "arbiter-2"}
    assert proxy["ports"] == ["8080:8080", "8443:8443"]
    assert proxy["read_only"] is True and proxy["tmpfs"] == ["/tmp"]
    config, tls = proxy["volumes"]
    source, target, _mode = config.split(":")
    assert (DEPLOY / source).resolve() == NGINX_DIR
    assert proxy["command"] == ["/bin/sh", f"{target}/start.sh"]
    start = (NGINX_DIR / "start.sh").read_text()
    assert f"-c {target}/nginx.conf" in start
    tls_source, tls_target, _mode = tls.split(":")
    assert tls_source == "./tls" and tls_target == "/etc/nginx/tls"


def test_nginx_resolves_the_replicas_alias_and_listens_where_compose_publishes():
    """The replicas' alias is resolved at request time (a restarted replica's new address is
    used), through the resolver start.sh writes; both servers limit and proxy alike."""
    main = (NGINX_DIR / "nginx.conf").read_text()
    assert re.findall(r"^\s*set \$arbiter_upstream (\S+);", main, flags=re.MULTILINE) == [
        "arbiter:8080",
        "arbiter:8080",
    ]
    assert not re.search(r"^\s*upstream ", main, flags=re.MULTILINE)  # resolved once, at start
    assert re.findall(r"^\s*listen (\S+(?: ssl)?);", main, flags=re.MULTILINE) == [
        "8080",
        "8443 ssl",
    ]
    assert main.count("include edge.conf;") == 2 and main.count("include arbiter-server.conf;") == 2
    assert re.search(r"^\s*include /tmp/arbiter-resolver\.conf;", main, flags=re.MULTILINE)
    start = (NGINX_DIR / "start.sh").read_text()
    assert "> /tmp/arbiter-resolver.conf" in start and "valid=2s" in start
    http = (NGINX_DIR / "arbiter-http.conf").read_text()
    retry = re.search(r"^proxy_next_upstream (.*);", http, flags=re.MULTILINE).group(1).split()
    assert {"error", "timeout", "non_idempotent"} <= set(retry)
    assert re.search(r"^proxy_connect_timeout 1s;", http, flags=re.MULTILINE)


def test_nginx_body_cap_is_the_apps():
    from service.app import MAX_BODY_BYTES

    http = (NGINX_DIR / "arbiter-http.conf").read_text()
    size = re.search(r"^client_max_body_size\s+(\d+)k;", http, flags=re.MULTILINE)
    assert int(size.group(1)) * 1024 == MAX_BODY_BYTES
    problem = re.search(r"return 413 '(.*)';", (NGINX_DIR / "arbiter-server.conf").read_text())
    assert f"cap of {MAX_BODY_BYTES} bytes" in json.loads(problem.group(1))["detail"]


def nginx_accepts(config: Path, prefix: Path) -> None:
    """`nginx -t` of ``config`` passes."""
    result = subprocess.run(
        [
            nginx_binary(),
            "-t",
            "-p",
            f"{prefix}/",
            "-c",
            str(config),
            "-e",
            str(prefix / "error.log"),
        ],
        check=False,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    assert "test is successful" in result.stderr


def test_nginx_accepts_the_shipped_edge_configuration(tmp_path: Path):
    """`nginx -t` on deploy/nginx as compose runs it; only the paths that exist inside the
    container alone (the resolver line start.sh writes, the certificate) point elsewhere."""
    shutil.copytree(NGINX_DIR, tmp_path / "nginx")
    main = tmp_path / "nginx" / "nginx.conf"
    (tmp_path / "resolver.conf").write_text("resolver 127.0.0.1 valid=2s ipv6=off;\n")
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
            "-keyout",
            str(tmp_path / "tls.key"),
            "-out",
            str(tmp_path / "tls.crt"),
        ],
        check=True,
        capture_output=True,
    )
    main.write_text(
        main.read_text()
        .replace("/tmp/arbiter-resolver.conf", str(tmp_path / "resolver.conf"))
        .replace("/etc/nginx/tls/", f"{tmp_path}/")
    )
    nginx_accepts(main, tmp_path)


def test_nginx_accepts_the_images_configuration(tmp_path: Path):
    """`nginx -t` on the image's nginx config with the files the Dockerfile copies beside it."""
    conf = tmp_path / "conf"
    conf.mkdir()
    for name in ("arbiter-http.conf", "arbiter-server.conf"):
        shutil.copy(NGINX_DIR / name, conf)
    shutil.copy(DEPLOY / "image" / "nginx.conf", conf)
    nginx_accepts(conf / "nginx.conf", tmp_path)
