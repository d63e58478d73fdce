"""The conformance kit (conformance/, `arbiter conformance`): the vectors hold for this
service in process, cover every game, are what the generator writes today, and the runner
fails a server that answers one vector wrongly, naming it."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from werkzeug.serving import WSGIRequestHandler, make_server

from conformance import kit
from service.app import create_app
from service.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
FILES = kit.load()
KINDS = ("catalog", "deals", "rules", "positions", "records", "perft")


def every_vector(game: str | None = None):
    return [(f, v) for f, _, v in kit.vectors(FILES, "should") if game in (None, f.game)]


def sent(vector: dict) -> tuple[str, str | None]:
    """The endpoint and the status check of a vector (``None`` for perft)."""
    request = vector.get("request", {})
    status = next((c["value"] for c in vector["expect"] if c["check"] == "status"), None)
    return request.get("endpoint", ""), status


def test_the_kit_passes_in_process_with_well_formed_reports(run, tmp_path):
    """Every vector, must and should, holds for this service run in process; the JSON and
    JUnit reports count them all, one result (test case) per vector."""
    result = run(
        "conformance",
        "--report",
        "json",
        str(tmp_path / "r.json"),
        "--report",
        "junit",
        str(tmp_path / "r.xml"),
    )
    assert result.exit_code == 0, result.output[-3000:]
    assert "PASSED" in result.output and "muggins" in result.output
    total = len(every_vector())
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["passed"] is True and report["tier"] == "should"
    assert len(report["results"]) == total
    assert {r["outcome"] for r in report["results"]} == {"passed"}
    assert set(report["summary"]) == set(GAMES)
    assert sum(g["vectors"] for g in report["summary"].values()) == total
    root = ET.parse(tmp_path / "r.xml").getroot()
    assert root.tag == "testsuites" and root.get("tests") == str(total)
    assert root.get("failures") == "0"
    suites = root.findall("testsuite")
    assert sorted(s.get("name") for s in suites) == sorted(GAMES)
    cases = root.findall("testsuite/testcase")
    assert len(cases) == total == len({c.get("name") for c in cases})
    assert not root.findall(".//failure")


def test_every_game_has_deals_rules_positions_records_and_perft():
    """Each of the 15 games has vectors of every kind, a refused move with its code
    (422 illegal_move) and a score; Sabacc ranks and lists profiles; Rummikub checks tables
    and solves (asserting the best value, never the melds)."""
    assert {f.game for f in FILES} == set(GAMES) and len(GAMES) == 15
    for game in GAMES:
        assert {f.kind for f in FILES if f.game == game} == set(KINDS), game
        mine = every_vector(game)
        refusals = [
            v
            for _, v in mine
            if sent(v) == (f"/v1/games/{game}/play", 422)
            and {"check": "values", "value": {"/code": "illegal_move"}} in v["expect"]
        ]
        assert refusals, f"{game}: no refused move"
        assert any(sent(v) == (f"/v1/games/{game}/score", 200) for _, v in mine), game
        assert any("perft" in v and v["perft"]["depth"] >= 2 for _, v in mine), game
    for game in ("corellian-spike", "traditional-sabacc"):
        endpoints = {sent(v)[0].rsplit("/", 1)[-1] for _, v in every_vector(game)}
        assert {"rank", "profiles"} <= endpoints, game
    solves = [
        v for _, v in every_vector("rummikub") if sent(v) == ("/v1/games/rummikub/solve", 200)
    ]
    assert solves and any(sent(v)[0].endswith("/check-table") for _, v in every_vector("rummikub"))
    for vector in solves:
        (values,) = [c["value"] for c in vector["expect"] if c["check"] == "values"]
        assert set(values) == {
            "/action",
            "/objective",
            "/tiles",
            "/value",
            "/opening_value",
            "/proven",
        }, vector["id"]
        assert [c["check"] for c in vector["expect"]] == ["status", "values"]


def test_words_are_asserted_only_at_the_should_tier():
    """A `text` (and every other member in words) is never part of a must check: must
    checks of whole answers leave the words out, and word values are should checks."""
    for vfile, vector in every_vector():
        for item in vector["expect"]:
            if item.get("tier", vector["tier"]) != "must":
                continue
            if item["check"] == "match" and isinstance(item["value"], dict | list):
                assert item.get("ignore_words") or item["path"] == "/counts", vector["id"]
            if item["check"] == "values":
                assert not any(p.rsplit("/", 1)[-1] in vfile.words for p in item["value"]), vector[
                    "id"
                ]


class Altering:
    """A WSGI app wrapping Arbiter that changes its answer to one request (``endpoint`` with
    ``body``) by ``alter``: a server that is wrong in exactly one place."""

    def __init__(self, endpoint: str, body, alter) -> None:
        self.inner, self.endpoint, self.body, self.alter = create_app(), endpoint, body, alter
        self.altered = 0

    def __call__(self, environ, start_response):
        raw = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
        environ["wsgi.input"] = io.BytesIO(raw)
        started = {}

        def keep(status, headers, exc_info=None):
            started.update(status=status, headers=headers)

        answer = b"".join(self.inner(environ, keep))
        headers = started["headers"]
        if environ["PATH_INFO"] == self.endpoint and raw and json.loads(raw) == self.body:
            self.altered += 1
            answer = json.dumps(self.alter(json.loads(answer))).encode()
            headers = [(k, v) for k, v in headers if k.lower() != "content-length"]
            headers.append(("Content-Length", str(len(answer))))
        start_response(started["status"], headers)
        return [answer]


class Quiet(WSGIRequestHandler):
    def log_request(self, *args) -> None:
        """No line per request in the test's log."""


@pytest.fixture()
def serve():
    """``serve(wsgi_app)``: its base URL over real HTTP on 127.0.0.1 (a werkzeug server in
    a thread, stopped after the test)."""
    servers = []

    def _serve(app) -> str:
        server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=Quiet)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_port}"

    yield _serve
    for server in servers:
        server.shutdown()


TARGET = next(v for f, v in every_vector("muggins") if f.kind == "positions")


def altered_run(run, serve, tmp_path, alter, *extra: str):
    app = Altering(TARGET["request"]["endpoint"], TARGET["request"]["body"], alter)
    result = run(
        "conformance",
        "--server",
        serve(app),
        "--game",
        "muggins",
        "--report",
        "json",
        str(tmp_path / "r.json"),
        "--report",
        "junit",
        str(tmp_path / "r.xml"),
        *extra,
    )
    assert app.altered == 1
    return result, json.loads((tmp_path / "r.json").read_text())


def test_one_wrong_answer_fails_its_vector_by_name_and_exits_1(run, serve, tmp_path):
    """A server that leaves one legal move out of one answer fails that vector (a must
    check), named on the terminal, in the report and with its rule; the exit is 1."""
    result, report = altered_run(
        run, serve, tmp_path, lambda answer: {**answer, "moves": answer["moves"][:-1]}
    )
    assert result.exit_code == 1, result.output
    assert TARGET["id"] in result.output and "FAILED" in result.output
    failed = [r for r in report["results"] if r["outcome"] != "passed"]
    assert [r["id"] for r in failed] == [TARGET["id"]] and report["passed"] is False
    assert {(f["tier"], f["check"]) for f in failed[0]["failures"]} == {
        ("must", "count"),
        ("must", "match"),
        ("should", "values"),
    }  # the last move's words
    assert failed[0]["source"].startswith("seed 000")
    root = ET.parse(tmp_path / "r.xml").getroot()
    assert root.get("failures") == "1"
    (failure,) = root.findall("testsuite/testcase/failure")
    assert failure.get("type") == "must" and failure.get("message").startswith("count: ")
    assert root.find(f"testsuite/testcase[@name='{TARGET['id']}']/failure") is failure
    assert report["server"].startswith("http://127.0.0.1:")


def test_changed_words_are_a_should_failure_that_exits_0(run, serve, tmp_path):
    """A server whose move says other words fails only a should check: reported, exit 0;
    at --tier must the words are not checked at all."""

    def reworded(answer):
        first = {**answer["moves"][0], "text": "Something else"}
        return {**answer, "moves": [first, *answer["moves"][1:]]}

    result, report = altered_run(run, serve, tmp_path, reworded)
    assert result.exit_code == 0, result.output
    (failed,) = [r for r in report["results"] if r["outcome"] != "passed"]
    assert failed["id"] == TARGET["id"] and failed["outcome"] == "failed-should"
    root = ET.parse(tmp_path / "r.xml").getroot()
    assert root.get("failures") == "0" and not root.findall(".//failure")
    (said,) = root.findall("testsuite/testcase/system-out")
    assert said.text.startswith("should: values: /moves/0/text: expected")
    assert failed["failures"] == [
        {
            "tier": "should",
            "check": "values",
            "message": (
                '/moves/0/text: expected "'
                + TARGET["expect"][-1]["value"]["/moves/0/text"]
                + '", got "Something else"'
            ),
        }
    ]
    result, report = altered_run(run, serve, tmp_path, reworded, "--tier", "must")
    assert result.exit_code == 0 and {r["outcome"] for r in report["results"]} == {"passed"}


def test_an_unreachable_server_exits_4_and_an_unknown_game_2(run, tmp_path):
    """Exit codes as every arbiter command's: 4 unreachable, 2 usage."""
    result = run("conformance", "--server", "http://127.0.0.1:9", "--game", "muggins")
    assert result.exit_code == 4 and "unreachable" in result.output
    result = run("conformance", "--game", "no-such-game")
    assert result.exit_code == 2 and "no vectors for no-such-game" in result.output
    result = run("conformance", "--vectors", str(tmp_path / "none"))
    assert result.exit_code == 2
    result = run(
        "conformance", "--game", "muggins", "--report", "json", str(tmp_path / "no-dir" / "r.json")
    )
    assert result.exit_code == 2 and "no directory to write" in result.output
    (tmp_path / "muggins").mkdir()
    (tmp_path / "muggins" / "rules.json").write_text('{"format": "other"}')
    result = run("conformance", "--vectors", str(tmp_path))
    assert result.exit_code == 2 and "is not an arbiter-conformance file" in result.output


def test_checks_fail_on_what_they_check():
    """Each kind of check passes on the right answer and names what differs otherwise."""
    words = frozenset({"text"})
    answer = {"moves": [{"action": "gain", "text": "Gain"}], "to_move": 1}
    assert kit.check({"check": "status", "value": 200}, 200, answer, words) is None
    assert (
        kit.check({"check": "status", "value": 200}, 422, answer, words)
        == "status 422, expected 200"
    )
    assert (
        kit.check({"check": "count", "path": "/moves", "value": 2}, 200, answer, words)
        == "/moves count 1, expected 2"
    )
    same = {
        "check": "match",
        "path": "",
        "ignore_words": True,
        "value": {"moves": [{"action": "gain", "text": "other"}], "to_move": 1},
    }
    assert kit.check(same, 200, answer, words) is None
    assert (
        kit.check({**same, "ignore_words": False}, 200, answer, words)
        == '/moves/0/text: expected "other", got "Gain"'
    )
    assert (
        kit.check(
            {**same, "value": {"moves": [{"action": "stand"}], "to_move": 1}}, 200, answer, words
        )
        == '/moves/0/action: expected "stand", got "gain"'
    )
    assert (
        kit.check({"check": "values", "value": {"/winners": []}}, 200, answer, words)
        == "/winners: expected [], got (missing)"
    )
    # members the API adds within v1 are allowed; items of an array are not, nor a new type
    assert (
        kit.check(
            {"check": "values", "value": {"/moves/0": {"action": "gain"}}}, 200, answer, words
        )
        is None
    )
    assert (
        kit.check({**same, "value": {"moves": []}}, 200, answer, words)
        == '/moves: expected [], got [{"action": "gain", "text": "Gain"}]'
    )
    assert (
        kit.check({"check": "values", "value": {"/to_move": True}}, 200, answer, words)
        == "/to_move: expected true, got 1"
    )


def test_a_perft_walk_fails_on_any_answer_it_cannot_walk():
    """A perft vector fails (never crashes the runner) on a refusal, a proxy's 502 or a
    200 answer without the state it walks."""
    (vfile, case, vector) = next(
        x for x in kit.vectors(kit.load(games=["muggins"]), "must") if "perft" in x[2]
    )
    for answer, said in (
        ((502, {"detail": "bad gateway"}), "deal answered 502"),
        ((422, {"code": "invalid_request"}), "deal answered 422 invalid_request"),
        ((200, {"nope": 1}), "a 200 answer without what the walk reads (KeyError: 'state')"),
    ):
        result = kit.run_vector(
            lambda method, endpoint, body, a=answer: a, vfile, case, vector, "must"
        )
        assert [(f.tier, f.check, f.message) for f in result.failures] == [("must", "perft", said)]


def test_the_vectors_are_package_data():
    """pyproject.toml ships every vector file with the package (arbiter conformance finds
    them when pip-installed)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "conformance*" in config["packages"]["find"]["include"]
    shipped = {
        p
        for pattern in config["package-data"]["conformance"]
        for p in (ROOT / "conformance").glob(pattern)
    }
    assert set(kit.VECTORS.rglob("*.json")) <= shipped
    assert (ROOT / "conformance" / "README.md") in shipped


def test_regenerating_the_vectors_gives_the_same_files():
    """The vectors are what conformance/generate.py writes from today's rule tests and golden
    games: a change of the rules, the tests or the answers shows here until they are
    regenerated (`python -m conformance.generate`)."""
    run = subprocess.run(
        [sys.executable, "-m", "conformance.generate", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
