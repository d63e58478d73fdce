"""Worker RSS under load: a real gunicorn (the shipped config, 2 workers) answering every
game's ``play`` and Rummikub's ``legal-moves`` (the solver, highspy) at once.

Usage: ``.venv/bin/python bench/rss.py [--seconds 40] [--connections 32] [--threads N]``.
Each of ``--connections`` client threads POSTs its own request back to back (the 15 games'
mid-game plays and Rummikub's legal-moves, round robin over the threads) for ``--seconds``;
every worker's RSS is sampled each second. Prints the RSS at start, the highest seen and at
the end, per worker, and the requests answered. All traffic goes to 127.0.0.1, bounded in
time. The figure docs/operations.md states comes from here.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import mid_game  # noqa: E402
from bench.soak import python_load, rss_mib  # noqa: E402
from service.games import registry  # noqa: E402
from tests.gunicorn_server import gunicorn  # noqa: E402


def requests() -> list[tuple[str, dict]]:
    """Every available game's mid-game play, and Rummikub's legal-moves."""
    out = []
    for game, entry in registry.GAMES.items():
        if "play" in entry.endpoints:
            state, move = mid_game(game, 3)
            out.append((f"/v1/games/{game}/play", {"state": state, "move": move}))
            if game == "rummikub":
                out.append((f"/v1/games/{game}/legal-moves", {"state": state}))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument(
        "--threads",
        type=int,
        default=None,
        help="ARBITER_THREADS (the shipped default when not given)",
    )
    args = parser.parse_args()
    mix = requests()
    env = {"ARBITER_THREADS": str(args.threads)} if args.threads else {}
    with gunicorn(workers=2, env=env, log_level="warning") as server:
        workers = server.workers()
        start_rss, peak = rss_mib(workers), rss_mib(workers)
        results: list[dict] = []
        runners = [
            threading.Thread(
                target=lambda path=path, body=body: results.append(
                    python_load(server.url, path, body, 1, args.seconds)
                )
            )
            for path, body in (mix[i % len(mix)] for i in range(args.connections))
        ]
        for runner in runners:
            runner.start()
        while any(runner.is_alive() for runner in runners):
            peak = [max(a, b) for a, b in zip(peak, rss_mib(workers))]
            time.sleep(1)
        end_rss = rss_mib(workers)
    answered = sum(r["requests"] - r["errors"] for r in results)
    errors = sum(r["errors"] for r in results)
    print(
        f"rss: 2 workers, {args.connections} connections over {len(mix)} requests "
        f"(every game's play, Rummikub's legal-moves), {args.seconds:g} s"
    )
    for name, sizes in (("start", start_rss), ("peak", peak), ("end", end_rss)):
        print(f"  worker RSS MiB at {name}: " + ", ".join(f"{mib:.1f}" for mib in sizes))
    print(f"  answered {answered}, errors {errors}")


if __name__ == "__main__":
    main()
