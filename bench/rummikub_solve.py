"""Benchmark: Arbiter's Rummikub solver against the published ``rummikub-solver`` package.

Both solve the same positions in one run, from easy to hard: openings, and positions taken
from seeded games (the solver's own turns against each other) with up to 60+ tiles and
jokers on the table. For each position it prints the tiles each laid, whether each answer is
legal under the Sabra rules of seed 004 (checked by ``service.games.rummikub.turn``), and
the time each took (the best of ``--repeat`` runs). The summary gives the median times and
their ratio; it fails (exit 1) if the other solver ever lays more tiles legally, or ours is
not at least 6x faster at the median.

Run:  .venv/bin/pip install rummikub-solver   (the ``bench`` extra; optional)
      .venv/bin/python -m bench.rummikub_solve [--repeat 3] [--games 8]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from itertools import permutations

from service.games.rummikub import actions, melds, solver, turn
from service.games.rummikub.game import Rummikub
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
            seen.append((f"game {seed} step {step}: {table_tiles} on table"
                         + (", joker" if any(JOKER in m for m in model.table) else ""),
                         list(model.racks[seat]), [list(m) for m in model.table],
                         model.opened[seat]))
            best = solver.solve(model.racks[seat], model.table,
                                initial_meld_done=model.opened[seat], **model.rules())
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


def timed(fn, repeat: int):
    best, answer = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        answer = fn()
        best = min(best, time.perf_counter() - start)
    return answer, best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=8)
    args = parser.parse_args(argv)
    ruleset = rs.RuleSet(numbers=13, repeats=2, colours=4, jokers=2, min_len=3,
                         min_initial_value=30)
    ruleset.solve(ruleset.new_game())  # build its models once, outside the timing
    solver.catalogue()
    rows, ours_t, theirs_t, worse, groups = [], [], [], [], {}
    for name, rack, table, done in positions(args.games):
        size = sum(map(len, table))
        group = ("opening" if not done else "table < 30 tiles" if size < 30
                 else "30+ tiles with jokers" if any(JOKER in m for m in table)
                 else "30+ tiles, no joker")
        mine, t_mine = timed(lambda: solver.solve(rack, table, initial_meld_done=done,
                                                  time_limit=60.0), args.repeat)
        assert mine.proven
        mine_verdict = legal(table, rack, done, mine.table, mine.laid) if mine.laid else "draw"

        def other():
            state = ruleset.new_game()
            state.add_rack(*map(theirs, rack))
            if table:
                state.add_table(*(theirs(t) for m in table for t in m))
            state.initial = not done
            return ruleset.solve(state)

        answer, t_other = timed(other, args.repeat)
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
        ours_t.append(t_mine)
        theirs_t.append(t_other)
        groups.setdefault(group, []).append((t_mine, t_other))
        rows.append((name, len(mine.laid), mine_verdict, len(their_laid), verdict,
                     t_mine * 1000, t_other * 1000))
    print(f"{'position':44} {'ours':>5} {'theirs':>6} {'ours ms':>8} {'theirs ms':>9}  "
          f"their answer")
    for name, n_mine, v_mine, n_other, verdict, ms_mine, ms_other in rows:
        print(f"{name:44} {n_mine:5d} {n_other:6d} {ms_mine:8.1f} {ms_other:9.1f}  "
              f"{verdict[:90]}")
        assert v_mine in ("legal", "draw"), (name, v_mine)
    med_ours, med_theirs = statistics.median(ours_t), statistics.median(theirs_t)
    same = sum(1 for r in rows if r[1] == r[3] and r[4] in ("legal", "draw"))
    better = sum(1 for r in rows if r[1] > r[3] or r[4].startswith("illegal"))
    print(f"\n{len(rows)} positions: same answer {same}, ours better {better} "
          f"(more tiles, or theirs breaks a Sabra rule), theirs better {len(worse)}")
    for group, times in groups.items():
        mine_m = statistics.median(t for t, _ in times)
        other_m = statistics.median(t for _, t in times)
        print(f"  {group:24} {len(times):3d} positions: ours {mine_m * 1000:6.2f} ms, "
              f"theirs {other_m * 1000:6.2f} ms ({other_m / mine_m:.1f}x)")
    print(f"median time: ours {med_ours * 1000:.2f} ms, rummikub-solver "
          f"{med_theirs * 1000:.2f} ms: {med_theirs / med_ours:.1f}x")
    ok = not worse and med_theirs >= 6 * med_ours
    print("PASS" if ok else f"FAIL {worse}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
