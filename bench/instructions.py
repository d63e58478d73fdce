"""Machine instructions per request, in process, counted by valgrind: a figure load does not move.

Usage: ``.venv/bin/python bench/instructions.py [--match REGEX]`` (needs ``valgrind``:
``apt-get install valgrind``; about a minute and a half per scenario). Prints, for
``/healthz``, ``rank`` with 4 hands and ``play`` on a mid-game state of every game with an
engine (``bench.inprocess.mid_game``, as in ``bench/run.py``), open and sealed (the token
and the mover's seat key, ``bench.sealed.sealed_play``), the instructions the whole
WSGI app executes per request and that count's ratio to healthz's.

``bench/run.py`` measures what the targets name (req/s under gunicorn), but on a shared
2-core machine one run swings by +-30%. This count swings by well under 1% (valgrind's
callgrind, hash seed fixed), so it tells whether a change made a request cheaper. Only
the requests are counted (callgrind collects inside the ``functools.reduce`` that runs
them), twice, 10 and 50 requests after 20 to warm up, and the difference is divided by
40. The cyclic garbage collector is off while counting: when it runs depends on the
heap's history, not on the request. Under gunicorn a request also costs the server's own
work (HTTP parsing, threads, sockets: about as much again as a /healthz request in
process), which is the same for every request.
"""

from __future__ import annotations

import argparse
import functools
import gc
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import mid_game  # noqa: E402
from bench.run import RANK_HANDS  # noqa: E402
from bench.sealed import SETTING, sealed_play  # noqa: E402
from service import sealing  # noqa: E402
from service.app import create_app  # noqa: E402

FEW, MANY, WARM = 10, 50, 20


def scenarios() -> dict[str, tuple[str, dict | None]]:
    """``name -> (path, body)``: healthz, rank with 4 hands, play and sealed play of every
    game with an engine."""
    catalog = create_app().test_client().get("/v1/games").json["games"]
    found: dict[str, tuple[str, dict | None]] = {
        "healthz": ("/healthz", None),
        "rank corellian-spike 4 hands": (
            "/v1/games/corellian-spike/rank",
            {"hands": RANK_HANDS[4]},
        ),
    }
    for entry in catalog:
        if "deal" in entry["endpoints"]:
            game = entry["id"]
            state, move = mid_game(game, min(3, entry["players"]["max"]))
            found[f"play {game}"] = (f"/v1/games/{game}/play", {"state": state, "move": move})
            found[f"play sealed {game}"] = (
                f"/v1/games/{game}/play",
                sealed_play(sealing.Keys.parse(SETTING), game, state, move),
            )
    return found


def serve(name: str, count: int) -> None:
    """The child: answer scenario ``name`` ``count`` times (after ``WARM``), each a 200."""
    path, body = scenarios()[name]
    app = create_app({"SEAL_KEYS": SETTING})
    data = json.dumps(body).encode() if body is not None else b""

    def request() -> None:
        environ = {
            "REQUEST_METHOD": "POST" if body is not None else "GET",
            "PATH_INFO": path,
            "SCRIPT_NAME": "",
            "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8080",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "HTTP_HOST": "127.0.0.1:8080",
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(data),
            "wsgi.errors": sys.stderr,
            "wsgi.input_terminated": True,
            "CONTENT_LENGTH": str(len(data)),
            "CONTENT_TYPE": "application/json",
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
            "REMOTE_ADDR": "127.0.0.1",
        }
        status: list[str] = []
        b"".join(app(environ, lambda line, headers, exc_info=None: status.append(line)))
        if not status[0].startswith("200"):
            raise SystemExit(f"{name}: answered {status[0]}")

    for _ in range(WARM):
        request()
    gc.collect()
    gc.disable()
    functools.reduce(lambda _, __: request(), range(count), None)  # what count() counts


def count(name: str, requests: int) -> int:
    """Instructions valgrind counted for a child answering ``name`` ``requests`` times."""
    out = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--toggle-collect=functools_reduce",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--child",
            name,
            str(requests),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        check=True,
    )
    return int(re.search(r"Collected : (\d+)", out.stderr).group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--match",
        default="",
        help="only the scenarios whose name matches this regular expression "
        "(healthz is always measured)",
    )
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        serve(args.child[0], int(args.child[1]))
        return
    if not shutil.which("valgrind"):
        sys.exit("bench/instructions.py needs valgrind: apt-get install valgrind")
    names = [name for name in scenarios() if name == "healthz" or re.search(args.match, name)]
    print(f"{'scenario':44} {'instructions':>12} {'x healthz':>9}", flush=True)
    base = None
    for name in names:
        per_request = (count(name, MANY) - count(name, FEW)) // (MANY - FEW)
        base = base or per_request
        print(f"{name:44} {per_request:12,} {base / per_request:9.2f}", flush=True)


if __name__ == "__main__":
    main()
