"""Benchmark: Arbiter's Rummikub solver against the published ``rummikub-solver`` package.

Both solve the same positions in one run, from easy to hard: openings, positions taken from
seeded games (the solver's own turns against each other) with up to 60+ tiles and jokers on
the table, and big tables: seeded late-game positions with 60-90 tiles on the table and
14-25 on the rack, with and without jokers (``--big`` of each), made through the engine by
two seats laying the melds their racks make (one seat at most three a turn, so that the table
grows while the other's rack fills). For each position it prints the tiles each laid,
whether each answer is legal under the Sabra rules of seed 004 (checked by
``service.games.rummikub.turn``), and the time each took (the best of ``--repeat`` runs, CPU
time of the process by default: load from other work on the machine moves it far less than
the wall clock, ``--clock wall``). The summary gives per class the median and the 95th
percentile of both and their ratio, and how the median grows with the table's size; it
fails (exit 1) if the other solver ever lays more tiles legally, or ours is not 3x faster at
the median of every class and 10x over all positions, or its 95th percentile on big tables
is 100 ms or more.

``--limits 1,5,30`` then solves the big tables again under each time limit with
``--workers`` processes solving at once (every core busy), and prints per limit how many
answers were proven, how many laid as many tiles as the exact answer, the tiles short, and
the worst time past the limit (wall clock).

Run:  .venv/bin/pip install rummikub-solver   (the ``bench`` extra; optional)
      .venv/bin/python -m bench.rummikub_solve [--repeat 3] [--games 8] [--big 24]
          [--limits 1,5,30 --workers 4]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import permutations

from service.games.rummikub import actions, melds, solver, turn
from service.games.rummikub.engine import Rummikub
from service.games.rummikub.tiles import JOKER, colour_of, number_of, tile

try:
    import rummikub_solver as rs
except ImportError:  # pragma: no cover - an optional benchmark dependency
    sys.exit("rummikub-solver is not installed: .venv/bin/pip install rummikub-solver")

OPENINGS = [
    ("opening K10 B10 Y10", "K10 B10 Y10 R1 B4 Y7 K2 R13 B12 Y2 K6 R6 B8 Y11"),
    ("opening 29 (draw)", "K9 B9 Y9 R1 R2 B4 Y7 K12 R13 B12 Y2 K6 R6 B8"),
    ("opening with a joker", "J R12 R13 K1 B4 Y7 K2 B11 Y2 K6 R6 B8 Y11 K9"),
    ("opening, two runs", "R1 R2 R3 R4 R5 B3 B4 B5 B6 K9 Y11 Y12 K13 J"),
    ("opening, 14 tiles out", "K1 K2 K3 R4 R5 R6 B7 B8 B9 Y10 Y11 Y12 K13 R13"),
]

# rummikub-solver numbers colours BLACK, BLUE, ORANGE, RED; ours are K, R, B, Y.
_THEIR_COLOUR = {0: 0, 1: 3, 2: 1, 3: 2}
_OUR_COLOUR = {v: k for k, v in _THEIR_COLOUR.items()}


def theirs(t: int) -> int:
    """Our tile index as rummikub-solver's tile number (jokers are 53)."""
    return 53 if t == JOKER else _THEIR_COLOUR[colour_of(t)] * 13 + number_of(t)


def ours(n: int) -> int:
    """rummikub-solver's tile number as our tile index."""
    return JOKER if n == 53 else tile(_OUR_COLOUR[(n - 1) // 13], (n - 1) % 13 + 1)


def parse(text: str) -> list[int]:
    from service.games.reader import Reader
    from service.games.rummikub.tiles import parse as one

    return [one(Reader(code, "bench")) for code in text.split()]


def positions(games: int) -> list[tuple[str, list[int], list[list[int]], bool]]:
    """Openings, then positions from seeded 3-player games where each seat plays the best
    turn (or draws), picked to spread over table sizes."""
    out = [(name, parse(rack), [], False) for name, rack in OPENINGS]
    engine = Rummikub()
    seen: list[tuple[str, list[int], list[list[int]], bool]] = []
    for seed in range(games):
        model = engine.load(engine.deal(3, seed, {"tile_set": "standard-106"}))
        actions.do_chance(model, None, None)
        step = 0
        while not model.terminal and step < 200:
            seat = model.to_move
            table_tiles = sum(map(len, model.table))
            seen.append(
                (
                    f"game {seed} step {step}: {table_tiles} on table"
                    + (", joker" if any(JOKER in m for m in model.table) else ""),
                    list(model.racks[seat]),
                    [list(m) for m in model.table],
                    model.opened[seat],
                )
            )
            best = solver.solve(
                model.racks[seat],
                model.table,
                initial_meld_done=model.opened[seat],
                **model.rules(),
            )
            if best.laid:
                laying = actions.verify_lay(model, best.table, best.laid)
                actions.do_lay(model, best.table, laying)
            else:
                actions.do_draw(model, None)
            step += 1
    seen.sort(key=lambda p: sum(map(len, p[2])))
    wanted = 40
    stride = max(1, len(seen) // wanted)
    return out + seen[::stride][:wanted]


BIG = (60, 90)
"""Tiles on the table of a big position."""
BIG_RACK = (14, 25)


def _rack_melds(rack: list[int], jokers: bool, most: int) -> list[list[int]]:
    """Up to ``most`` melds made of ``rack`` alone, greedily, the longest first."""
    cat = solver.catalogue()
    left = solver._counts(rack)
    if not jokers:
        left[JOKER] = 0
    out: list[list[int]] = []
    while len(out) < most and len(fits := solver._fits(left)):
        s = max(fits, key=lambda s: (len(cat.written[s]), -cat.counts[s, JOKER], cat.values[s], -s))
        out.append(list(cat.written[s]))
        left = left - cat.counts[s]
    return out


def big_tables(count: int) -> list[tuple[str, list[int], list[list[int]], bool]]:
    """``count`` big positions with a joker (on the table or the rack) and ``count`` with
    none, one per seeded 2-player game at most: seat 0 lays up to three melds of its rack a
    turn (while it holds more than 4 tiles), seat 1 every meld of its rack, jokers only in
    games of even seed (seat 1 always); each draws when it lays nothing. Seat 1's turns that
    fit ``BIG`` and ``BIG_RACK`` are the candidates; one is picked by the game's seed."""
    engine = Rummikub()
    found: dict[bool, list[tuple[str, list[int], list[list[int]], bool]]] = {True: [], False: []}
    seed = 0
    while min(map(len, found.values())) < count:
        rng = random.Random(seed)
        model = engine.load(engine.deal(2, seed, {"tile_set": "standard-106"}))
        actions.do_chance(model, None, None)
        candidates: dict[bool, list[tuple[list[int], list[list[int]]]]] = {True: [], False: []}
        while not model.terminal and sum(map(len, model.table)) <= BIG[1]:
            seat, rack = model.mover, model.racks[model.mover]
            size = sum(map(len, model.table))
            if (
                seat == 1
                and model.opened[1]
                and BIG[0] <= size
                and BIG_RACK[0] <= len(rack) <= BIG_RACK[1]
            ):
                joker = JOKER in rack or any(JOKER in m for m in model.table)
                candidates[joker].append((list(rack), [list(m) for m in model.table]))
            most = 99 if seat == 1 else 3 if len(rack) > 4 else 0
            laying = _rack_melds(rack, seed % 2 == 0 or seat == 1, most)
            if laying and (model.opened[seat] or sum(map(melds.value, laying)) >= 30):
                table = [list(m) for m in model.table] + laying
                actions.do_lay(
                    model, table, actions.verify_lay(model, table, [t for m in laying for t in m])
                )
            else:
                actions.do_draw(model, None)
        for joker, seen in candidates.items():
            if seen and len(found[joker]) < count:
                rack, table = seen[rng.randrange(len(seen))]
                found[joker].append(
                    (
                        f"big {seed}: {sum(map(len, table))} on table, "
                        f"{len(rack)} on rack" + (", joker" if joker else ""),
                        rack,
                        table,
                        True,
                    )
                )
        seed += 1
    return found[True] + found[False]


def classify(table: list[list[int]], rack: list[int], done: bool) -> str:
    """The class a position is reported in."""
    size = sum(map(len, table))
    joker = any(JOKER in m for m in table)
    if not done:
        return "opening"
    if size >= BIG[0] and len(rack) >= BIG_RACK[0]:
        return "big, joker" if joker or JOKER in rack else "big, no joker"
    return (
        "table < 30 tiles"
        if size < 30
        else "30+ tiles with jokers"
        if joker
        else "30+ tiles, no joker"
    )


GROWTH = ((0, 0), (1, 29), (30, 44), (45, 59), (60, 69), (70, 79), (80, 90))
"""Table sizes (tiles) the growth of the median is shown over."""


def written(tiles: tuple) -> list[int] | None:
    """A valid way to lay a set from rummikub-solver, or None."""
    for order in set(permutations(ours(int(t)) for t in tiles)):
        if melds.is_valid(order):
            return list(order)
    return None


def legal(before, rack, done, after, laid) -> str:
    """'legal' or the first Sabra rule the answer breaks."""
    try:
        turn.check(before, after, rack, laid, initial_meld_done=done)
    except turn.TurnRefused as exc:
        return "illegal: " + exc.violations[0].reason
    return "legal"


def timed(fn, repeat: int, clock=time.process_time):
    best, answer = float("inf"), None
    for _ in range(repeat):
        start = clock()
        answer = fn()
        best = min(best, clock() - start)
    return answer, best


def p95(times: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(times)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)]


def _limited(job: tuple[list[int], list[list[int]], float]) -> tuple[int, bool, float]:
    rack, table, limit = job
    start = time.monotonic()
    found = solver.solve(rack, table, initial_meld_done=True, time_limit=limit)
    return len(found.laid), found.proven, time.monotonic() - start


def limits(big: list, exact: dict[str, int], limits_s: list[float], workers: int) -> None:
    """Solve ``big`` under each limit, ``workers`` solves at once; print the quality."""
    print(
        f"\nbig tables under a time limit, {workers} solves at once on "
        f"{os.cpu_count()} cores (load average before: "
        f"{open('/proc/loadavg').read().split()[0]})"
    )
    print(
        f"{'limit s':>8} {'answers':>7} {'proven':>6} {'exact':>5} {'tiles short':>11} "
        f"{'worst past limit ms':>19} {'median s':>8}"
    )
    with ProcessPoolExecutor(workers, initializer=solver.catalogue) as pool:
        for limit in limits_s:
            jobs = [(rack, table, limit) for _, rack, table, _ in big]
            answers = list(pool.map(_limited, jobs))
            short = [exact[name] - laid for (name, *_), (laid, _, _) in zip(big, answers)]
            print(
                f"{limit:8g} {len(answers):7d} {sum(p for _, p, _ in answers):6d} "
                f"{sum(1 for s in short if s == 0):5d} {sum(short):11d} "
                f"{max(t - limit for _, _, t in answers) * 1000:19.1f} "
                f"{statistics.median(t for _, _, t in answers):8.3f}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument(
        "--big", type=int, default=24, help="big positions with a joker, and as many without"
    )
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    parser.add_argument(
        "--limits",
        default="",
        help="time limits (s, comma-separated) to solve the big tables under",
    )
    parser.add_argument("--workers", type=int, default=4)
    args = parser.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    ruleset = rs.RuleSet(
        numbers=13, repeats=2, colours=4, jokers=2, min_len=3, min_initial_value=30
    )
    ruleset.solve(ruleset.new_game())  # build its models once, outside the timing
    solver.catalogue()
    rows, worse, groups, growth = [], [], {}, {}
    big = big_tables(args.big)
    exact: dict[str, int] = {}
    for name, rack, table, done in positions(args.games) + big:
        size = sum(map(len, table))
        mine, t_mine = timed(
            lambda: solver.solve(rack, table, initial_meld_done=done, time_limit=60.0),
            args.repeat,
            clock,
        )
        assert mine.proven
        exact[name] = len(mine.laid)
        mine_verdict = legal(table, rack, done, mine.table, mine.laid) if mine.laid else "draw"

        def other():
            state = ruleset.new_game()
            state.add_rack(*map(theirs, rack))
            if table:
                state.add_table(*(theirs(t) for m in table for t in m))
            state.initial = not done
            return ruleset.solve(state)

        answer, t_other = timed(other, args.repeat, clock)
        if answer is None or not answer.tiles:
            their_laid, verdict = [], "draw"
        else:
            their_laid = [ours(int(t)) for t in answer.tiles]
            after = [written(s) for s in answer.sets]
            if any(m is None for m in after) or answer.free_jokers:
                verdict = "illegal: a set is not a meld, or a joker left free"
            else:
                verdict = legal(table, rack, done, after, their_laid)
        if verdict == "legal" and len(their_laid) > len(mine.laid):
            worse.append(name)
        groups.setdefault(classify(table, rack, done), []).append((t_mine, t_other))
        span = next(span for span in GROWTH if span[0] <= size <= span[1])
        growth.setdefault(span, []).append((t_mine, t_other))
        rows.append(
            (
                name,
                len(mine.laid),
                mine_verdict,
                len(their_laid),
                verdict,
                t_mine * 1000,
                t_other * 1000,
            )
        )
    print(
        f"{'position':44} {'ours':>5} {'theirs':>6} {'ours ms':>8} {'theirs ms':>9}  their answer"
    )
    for name, n_mine, v_mine, n_other, verdict, ms_mine, ms_other in rows:
        print(f"{name:44} {n_mine:5d} {n_other:6d} {ms_mine:8.1f} {ms_other:9.1f}  {verdict[:90]}")
        assert v_mine in ("legal", "draw"), (name, v_mine)
    same = sum(1 for r in rows if r[1] == r[3] and r[4] in ("legal", "draw"))
    better = sum(1 for r in rows if r[1] > r[3] or r[4].startswith("illegal"))
    print(
        f"\n{len(rows)} positions: same answer {same}, ours better {better} "
        f"(more tiles, or theirs breaks a Sabra rule), theirs better {len(worse)}"
    )
    print(
        f"times in ms ({args.clock} clock, best of {args.repeat}; load average "
        f"{open('/proc/loadavg').read().split()[0]})"
    )
    print(
        f"{'class':24} {'n':>3} {'ours med':>8} {'theirs med':>10} {'x':>5} "
        f"{'ours p95':>8} {'theirs p95':>10} {'x':>5}"
    )
    ok = not worse
    for group, times in [*groups.items(), ("all", [t for ts in groups.values() for t in ts])]:
        mine_m, other_m = (statistics.median(t[i] for t in times) for i in (0, 1))
        mine_p, other_p = (p95([t[i] for t in times]) for i in (0, 1))
        print(
            f"{group:24} {len(times):3d} {mine_m * 1000:8.2f} {other_m * 1000:10.2f} "
            f"{other_m / mine_m:5.1f} {mine_p * 1000:8.2f} {other_p * 1000:10.2f} "
            f"{other_p / mine_p:5.1f}"
        )
        ok &= other_m >= (10 if group == "all" else 3) * mine_m
        ok &= not group.startswith("big") or mine_p < 0.1
    print(f"\nmedian by tiles on the table\n{'tiles':>7} {'n':>3} {'ours ms':>8} {'theirs ms':>9}")
    for (low, high), times in sorted(growth.items()):
        print(
            f"{low:3d}-{high:<3d} {len(times):3d} "
            f"{statistics.median(t for t, _ in times) * 1000:8.2f} "
            f"{statistics.median(t for _, t in times) * 1000:9.2f}"
        )
    print("PASS" if ok else f"FAIL {worse}")
    if args.limits:
        limits(big, exact, [float(x) for x in args.limits.split(",")], args.workers)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
