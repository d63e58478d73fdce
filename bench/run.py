"""HTTP throughput of Arbiter under a real gunicorn (2 workers), measured with wrk.

Usage: ``.venv/bin/python bench/run.py [--seconds 5] [--connections 8]``
(needs ``wrk``: ``apt-get install wrk``). Prints req/s and p50/p99 latency for
``/healthz``, for ``rank`` with 2, 4 and 8 hands, and for ``legal-moves`` and ``play`` on a
mid-game state of every game that has an engine, each with its ratio to ``/healthz`` on the
same server, and ``play`` of a sealed game (token and seat key) beside it. Targets (issues
2-4): rank with 4 hands >= 0.6x healthz; play and legal-moves >= 0.5x healthz; (issue 10)
sealed play >= 0.5x play.

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
    8: [[2, 2, 2, -3, -3], [1, 1, -1, -1], [3, -2], [0, 7, -7], [4, 4, -8], [9, -1],
        [5, 5, -10], [6, -6]],
}


def wrk(url: str, body: dict | None, seconds: int, connections: int, *,
        allow_errors: bool = False) -> dict:
    """Run wrk against ``url`` (POST ``body`` when given) with ``--latency``.

    :returns: ``{"rps", "p50", "p99", "requests", "errors"}``: req/s, latencies in ms, the
        requests completed, and the errors (non-2xx answers plus socket errors).
    :raises RuntimeError: an error answer, unless ``allow_errors``.
    """
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        if body is not None:
            script.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                         f"wrk.body = {json.dumps(json.dumps(body))}\n")
    out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency",
                          "-s", script.name, url], capture_output=True, text=True, check=True)
    text = out.stdout
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    if non2xx and not allow_errors:
        raise RuntimeError(f"{url}: {non2xx.group(1)} error answers\n{text}")
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)",
                        text)
    errors = (int(non2xx.group(1)) if non2xx else 0) + (
        sum(int(n) for n in sockets.groups()) if sockets else 0)

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
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("bench/run.py needs wrk: apt-get install wrk")

    catalog = create_app().test_client().get("/v1/games").json["games"]
    os.environ.setdefault(sealing.KEYS_ENV, SETTING)  # the workers seal with it too
    keys = sealing.Keys.parse(os.environ[sealing.KEYS_ENV])
    scenarios: list[tuple[str, str, dict | None]] = [("healthz", "/healthz", None)]
    for n, hands in RANK_HANDS.items():
        scenarios.append((f"rank corellian-spike {n} hands", "/v1/games/corellian-spike/rank",
                          {"hands": hands}))
    for entry in catalog:
        if "deal" not in entry["endpoints"]:
            continue
        game = entry["id"]
        state, move = mid_game(game, min(3, entry["players"]["max"]))
        scenarios.append((f"legal-moves {game}", f"/v1/games/{game}/legal-moves",
                          {"state": state}))
        scenarios.append((f"play {game}", f"/v1/games/{game}/play",
                          {"state": state, "move": move}))
        scenarios.append((f"play sealed {game}", f"/v1/games/{game}/play",
                          sealed_play(keys, game, state, move)))

    with gunicorn(workers=2) as server:
        wrk(server.url + "/healthz", None, 1, args.connections)  # warm up
        results = []
        for name, path, body in scenarios:
            cpu = server.cpu_seconds()
            result = wrk(server.url + path, body, args.seconds, args.connections)
            result["cpu_us"] = (server.cpu_seconds() - cpu) / (result["rps"] * args.seconds) * 1e6
            results.append((name, result))
    base, base_cpu = results[0][1]["rps"], results[0][1]["cpu_us"]
    print(f"{'scenario':44} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'x healthz':>9} "
          f"{'cpu us':>7} {'cpu x':>6}")
    for name, r in results:
        print(f"{name:44} {r['rps']:7.0f} {r['p50']:7.2f} {r['p99']:7.2f} {r['rps'] / base:9.2f} "
              f"{r['cpu_us']:7.0f} {base_cpu / r['cpu_us']:6.2f}")


if __name__ == "__main__":
    main()
