"""HTTP throughput of Arbiter under a real gunicorn (2 workers), measured with wrk.

Usage: ``.venv/bin/python bench/run.py [--seconds 5] [--connections 8] [--rounds 1]
[--match REGEX]`` (needs ``wrk``: ``apt-get install wrk``). Prints req/s and p50/p99 latency
for ``rank`` with 2, 4 and 8 hands, and for ``legal-moves`` and ``play`` on a
mid-game state of every game that has an engine, and ``play`` of a sealed game (token and
seat key) beside it; each with its ratio to a ``/healthz`` run just before it on the same
server (the ``healthz`` line gives the median of those runs). ``--rounds`` measures it all
that many times and prints medians. Targets: (issues 2-4) play and legal-moves >= 0.5x
healthz; (issue 10) sealed play >= 0.5x play; (issue 11) rank and play >= 0.7x healthz.

Two ratios are printed. ``x healthz`` divides the measured req/s, which is what the targets
name, but on a shared 2-core machine wrk and any other load compete with the workers for
the same cores. ``cpu x`` divides the workers' CPU time per request (read from /proc), which
other load does not change: it is the throughput ratio the server reaches when it has the
cores to itself.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import mid_game  # noqa: E402
from bench.sealed import SETTING, sealed_play  # noqa: E402
from service import sealing  # noqa: E402
from service.app import create_app  # noqa: E402
from tests.gunicorn_server import gunicorn  # noqa: E402

RANK_HANDS = {
    2: [[2, 2, 2, -3, -3], [1, 1, -1, -1]],
    4: [[2, 2, 2, -3, -3], [1, 1, -1, -1], [3, -2], [0, 7, -7]],
    8: [
        [2, 2, 2, -3, -3],
        [1, 1, -1, -1],
        [3, -2],
        [0, 7, -7],
        [4, 4, -8],
        [9, -1],
        [5, 5, -10],
        [6, -6],
    ],
}


def wrk(
    url: str, body: dict | None, seconds: int, connections: int, *, allow_errors: bool = False
) -> dict:
    """Run wrk against ``url`` (POST ``body`` when given) with ``--latency``.

    :returns: ``{"rps", "p50", "p99", "requests", "errors"}``: req/s, latencies in ms, the
        requests completed, and the errors (non-2xx answers plus socket errors).
    :raises RuntimeError: an error answer, unless ``allow_errors``.
    """
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        if body is not None:
            script.write(
                'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                f"wrk.body = {json.dumps(json.dumps(body))}\n"
            )
    out = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", script.name, url],
        capture_output=True,
        text=True,
        check=True,
    )
    text = out.stdout
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    if non2xx and not allow_errors:
        raise RuntimeError(f"{url}: {non2xx.group(1)} error answers\n{text}")
    sockets = re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text
    )
    errors = (int(non2xx.group(1)) if non2xx else 0) + (
        sum(int(n) for n in sockets.groups()) if sockets else 0
    )

    def ms(label: str) -> float:
        value, unit = re.search(rf"{label}%\s+([\d.]+)(us|ms|s)", text).groups()
        return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]

    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    requests = int(re.search(r"(\d+) requests in", text).group(1))
    return {"rps": rps, "p50": ms("50"), "p99": ms("99"), "requests": requests, "errors": errors}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="measure every scenario this many times; medians are printed",
    )
    parser.add_argument(
        "--match", default="", help="only the scenarios whose name matches this regular expression"
    )
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("bench/run.py needs wrk: apt-get install wrk")

    scenarios = [scenario for scenario in build_scenarios() if re.search(args.match, scenario[0])]
    with gunicorn(workers=2) as server:
        wrk(server.url + "/healthz", None, 1, args.connections)  # warm up
        rounds = [
            measure_round(server, scenarios, args.seconds, args.connections)
            for _ in range(args.rounds)
        ]
    print(
        f"{'scenario':44} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'x healthz':>9} "
        f"{'cpu us':>7} {'cpu x':>6}"
    )
    bases = [run["healthz"] for measured in rounds for run in measured]
    print(
        f"{'healthz':44} {statistics.median(b['rps'] for b in bases):7.0f} "
        f"{statistics.median(b['p50'] for b in bases):7.2f} "
        f"{statistics.median(b['p99'] for b in bases):7.2f} {1:9.2f} "
        f"{statistics.median(b['cpu_us'] for b in bases):7.0f} {1:6.2f}"
    )
    for index, (name, _, _) in enumerate(scenarios):
        runs = [measured[index] for measured in rounds]

        def median(key: str) -> float:
            return statistics.median(run[key] for run in runs)

        print(
            f"{name:44} {median('rps'):7.0f} {median('p50'):7.2f} {median('p99'):7.2f} "
            f"{median('x'):9.2f} {median('cpu_us'):7.0f} {median('cpu_x'):6.2f}"
        )


def build_scenarios() -> list[tuple[str, str, dict | None]]:
    """``(name, path, body)`` of every scenario: rank with 2, 4 and 8 hands, then legal-moves,
    play and sealed play on a mid-game state of every game with an engine."""
    catalog = create_app().test_client().get("/v1/games").json["games"]
    os.environ.setdefault(sealing.KEYS_ENV, SETTING)  # the workers seal with it too
    keys = sealing.Keys.parse(os.environ[sealing.KEYS_ENV])
    scenarios: list[tuple[str, str, dict | None]] = []
    for n, hands in RANK_HANDS.items():
        scenarios.append(
            (f"rank corellian-spike {n} hands", "/v1/games/corellian-spike/rank", {"hands": hands})
        )
    for entry in catalog:
        if "deal" not in entry["endpoints"]:
            continue
        game = entry["id"]
        state, move = mid_game(game, min(3, entry["players"]["max"]))
        scenarios.append((f"legal-moves {game}", f"/v1/games/{game}/legal-moves", {"state": state}))
        scenarios.append((f"play {game}", f"/v1/games/{game}/play", {"state": state, "move": move}))
        scenarios.append(
            (f"play sealed {game}", f"/v1/games/{game}/play", sealed_play(keys, game, state, move))
        )
    return scenarios


def measure_round(
    server, scenarios: list[tuple[str, str, dict | None]], seconds: int, connections: int
) -> list[dict]:
    """One measurement of every scenario, each paired with a ``/healthz`` run just before
    it on the same server, so that its ratios compare two runs a few seconds apart (a
    shared machine's load drifts over a whole round).

    :returns: per scenario, ``wrk``'s figures plus ``cpu_us`` (the workers' CPU time per
        request, microseconds), ``x`` (req/s over the paired healthz req/s) and ``cpu_x``
        (the paired healthz CPU time per request over this one's), and ``healthz`` (the
        paired run's figures).
    """

    def run(path: str, body: dict | None) -> dict:
        cpu = server.cpu_seconds()
        result = wrk(server.url + path, body, seconds, connections)
        result["cpu_us"] = (server.cpu_seconds() - cpu) / (result["rps"] * seconds) * 1e6
        return result

    measured = []
    for _, path, body in scenarios:
        base = run("/healthz", None)
        result = run(path, body)
        result["x"] = result["rps"] / base["rps"]
        result["cpu_x"] = base["cpu_us"] / result["cpu_us"]
        result["healthz"] = base
        measured.append(result)
    return measured


if __name__ == "__main__":
    main()
