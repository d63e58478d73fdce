"""deploy/: the Kubernetes manifests against the Kubernetes schemas, the compose file's
structure, and the nginx configuration through `nginx -t`."""

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
from tests.nginx_server import NGINX_DIR, nginx_binary, upstream_block

DEPLOY = ROOT / "deploy"
MANIFESTS = sorted((DEPLOY / "kubernetes").glob("*.yaml"))
COMPOSE = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
SERVE = json.loads(re.search(r"^CMD (\[.*\])$", (ROOT / "Dockerfile").read_text(),
                             flags=re.MULTILINE).group(1))
"""The Dockerfile's command: compose and Kubernetes run the image the same way."""

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
@pytest.mark.parametrize("path", MANIFESTS, ids=[path.name for path in MANIFESTS])
def test_every_manifest_fits_the_kubernetes_schema(path: Path, version: str):
    """Strict: an unknown or misspelled member fails too."""
    for document in yaml.safe_load_all(path.read_text()):
        kubernetes_validate.validate(document, version, strict=True)


def test_the_image_runs_the_one_gunicorn_config():
    assert SERVE == ["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]


def test_the_manifests_are_the_four_the_issue_names():
    kinds = {kind: document["apiVersion"] for kind, document in documents().items()}
    assert kinds == {"Deployment": "apps/v1", "Service": "v1",
                     "HorizontalPodAutoscaler": "autoscaling/v2",
                     "PodDisruptionBudget": "policy/v1"}


def test_the_deployment_probes_limits_and_security():
    pod = documents()["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert container["command"] == SERVE
    port = container["ports"][0]
    assert port["name"] == "http" and port["containerPort"] == 8080
    env = {item["name"]: item["value"] for item in container["env"]}
    assert env["ARBITER_BIND"] == "0.0.0.0:8080"
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


def test_service_hpa_and_budget_select_the_deployments_pods():
    found = documents()
    deployment = found["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert found["Service"]["spec"]["selector"].items() <= labels.items()
    assert found["Service"]["spec"]["ports"][0]["targetPort"] == "http"
    assert found["PodDisruptionBudget"]["spec"]["selector"]["matchLabels"].items() \
        <= labels.items()
    hpa = found["HorizontalPodAutoscaler"]["spec"]
    assert hpa["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                     "name": deployment["metadata"]["name"]}
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
        assert replica["command"] == SERVE
        assert replica["environment"]["ARBITER_BIND"] == "0.0.0.0:8080"
        assert replica["read_only"] is True and replica["tmpfs"] == ["/tmp"]
        assert "/readyz" in " ".join(replica["healthcheck"]["test"])
    proxy = services["nginx"]
    assert set(proxy["depends_on"]) == {"arbiter-1", "arbiter-2"}
    assert proxy["ports"] == ["8080:8080"]
    (volume,) = proxy["volumes"]
    source, target, _mode = volume.split(":")
    assert (DEPLOY / source).resolve() == NGINX_DIR
    config = proxy["command"][proxy["command"].index("-c") + 1]
    assert config == f"{target}/nginx.conf"


def test_nginx_names_both_replicas_and_listens_where_compose_publishes():
    upstream = (NGINX_DIR / "upstream.conf").read_text()
    servers = re.findall(r"^\s*server\s+(\S+)", upstream, flags=re.MULTILINE)
    assert servers == ["arbiter-1:8080", "arbiter-2:8080"]
    assert re.search(r"^\s*upstream arbiter \{", upstream, flags=re.MULTILINE)
    # round robin: nginx's default, so no other balancing method is named
    assert not re.search(r"^\s*(least_conn|ip_hash|hash|random)\b", upstream, re.MULTILINE)
    main = (NGINX_DIR / "nginx.conf").read_text()
    assert re.search(r"^\s*listen 8080;", main, flags=re.MULTILINE)


def test_nginx_body_cap_is_the_apps():
    from service.app import MAX_BODY_BYTES

    http = (NGINX_DIR / "arbiter-http.conf").read_text()
    size = re.search(r"^client_max_body_size\s+(\d+)k;", http, flags=re.MULTILINE)
    assert int(size.group(1)) * 1024 == MAX_BODY_BYTES
    problem = re.search(r"return 413 '(.*)';", (NGINX_DIR / "arbiter-server.conf").read_text())
    assert f"cap of {MAX_BODY_BYTES} bytes" in json.loads(problem.group(1))["detail"]


def test_nginx_accepts_the_shipped_configuration(tmp_path: Path):
    """`nginx -t` on deploy/nginx as compose runs it; only the upstream's host names, which
    resolve inside compose alone, are swapped for loopback addresses."""
    binary = nginx_binary()
    shutil.copytree(NGINX_DIR, tmp_path / "nginx")
    (tmp_path / "nginx" / "upstream.conf").write_text(
        upstream_block(["127.0.0.1:8081", "127.0.0.1:8082"]))
    result = subprocess.run([binary, "-t", "-p", str(tmp_path), "-c",
                             str(tmp_path / "nginx" / "nginx.conf"), "-e",
                             str(tmp_path / "error.log")],
                            check=False, capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert "test is successful" in result.stderr
