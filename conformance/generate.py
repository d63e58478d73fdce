"""Write the conformance vectors (``conformance/v1/<game>/*.json``) from the project's own
rule tests and golden playthroughs: ``python -m conformance.generate`` (``--check``: exit 1
when the files on disk differ from what it would write; tests/test_conformance.py runs it).

Everything goes through the public interface, the HTTP app in process: the rule tests'
requests and answers are recorded as they run (:mod:`conformance.capture`), and the golden
playthroughs of ``tests/golden/`` are dealt, replayed and walked here through the same app.
The format is described in ``conformance/README.md``. Run it from the repository's root.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from conformance.kit import FORMAT, VECTORS, WORDS, levels, pointer

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
FAMILY_TESTS = ("tests/sabacc", "tests/sabaccino", "tests/rummikub")
LEFT_OUT = re.compile(r"fuzz|random|fast|propert|exhaustive|cli")
"""Test modules whose requests are not rules at hand-made positions: fuzzing, random play,
the checks of fast paths against their definitions, properties, exhaustive sweeps, the CLI."""

SOLVE_VALUE = ("/action", "/objective", "/tiles", "/value", "/opening_value", "/proven")
"""What a solve vector asserts: the best turn's value, not its melds (another optimal turn
is as right)."""

PERFT_NODES = 400
"""The most moves a perft vector's deepest level may count (the depth stops below it)."""

PERFT_DEPTH = 6

CHOSEN = ("lay",)
"""Actions an incomplete legal-moves answer lists as the engine's choice among many
(Rummikub's best laying): a perft walk counts them and does not play on from them."""

POSITIONS_PER_GOLDEN = 6


class Api:
    """The app in process, through Flask's test client."""

    def __init__(self) -> None:
        from service.app import create_app

        self._client = create_app().test_client()

    def send(self, method: str, endpoint: str, body: Any = None) -> tuple[int, Any]:
        """A :data:`conformance.kit.Send`. :raises RuntimeError: a 5xx (a bug: no vector)."""
        response = self._client.open(endpoint, method=method, json=body)
        if response.status_code >= 500:
            raise RuntimeError(
                f"{method} {endpoint} answered {response.status_code}: "
                f"{response.get_data(as_text=True)[:500]}"
            )
        return response.status_code, response.get_json()

    def ok(self, game: str, endpoint: str, body: Any) -> Any:
        """POST to ``/v1/games/{game}/{endpoint}``; the answer. :raises RuntimeError: not 200."""
        status, answer = self.send("POST", f"/v1/games/{game}/{endpoint}", body)
        if status != 200:
            raise RuntimeError(f"{game} {endpoint}: {status} {answer}")
        return answer


# -- expectations --------------------------------------------------------------------------


def words_of(answer: Any, at: str = "") -> Iterator[tuple[str, Any]]:
    """Every member of ``answer`` named in :data:`WORDS`, as (JSON pointer, value)."""
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key in WORDS:
                yield pointer(at, key), value
            else:
                yield from words_of(value, pointer(at, key))
    elif isinstance(answer, list):
        for index, value in enumerate(answer):
            yield from words_of(value, pointer(at, index))


CATALOG_ENTRY = re.compile(r"/v1/games/[a-z-]+")


def expectations(method: str, endpoint: str, status: int, answer: Any) -> list[dict]:
    """What a conforming answer must (and should) hold, given the project's own answer.

    A refusal: its status and ``code`` (must), the whole problem document (should). A
    solve: its value (must). A catalog entry: its id, family and players (must), the rest
    (should: options and endpoints may grow within v1). Any other answer: every member but
    the words (must), and the words (should).
    """
    checks: list[dict] = [{"check": "status", "value": status}]
    if status >= 400:
        checks.append({"check": "values", "value": {"/code": answer.get("code")}})
        checks.append({"check": "match", "path": "", "value": answer, "tier": "should"})
        return checks
    if method == "GET" and CATALOG_ENTRY.fullmatch(endpoint):
        checks.append(
            {
                "check": "values",
                "value": {
                    "/id": answer["id"],
                    "/family": answer["family"],
                    "/players": answer["players"],
                },
            }
        )
        checks.append({"check": "match", "path": "", "value": answer, "tier": "should"})
        return checks
    if endpoint.endswith("/solve"):
        checks.append({"check": "values", "value": {p: answer[p[1:]] for p in SOLVE_VALUE}})
        return checks
    if endpoint.endswith("/legal-moves"):
        checks.append({"check": "count", "path": "/moves", "value": len(answer["moves"])})
        if answer.get("complete") is False:
            return checks + chosen_moves(answer)
    checks.append({"check": "match", "path": "", "value": answer, "ignore_words": True})
    words = dict(words_of(answer))
    if words:
        checks.append({"check": "values", "value": words, "tier": "should"})
    return checks


def chosen_moves(answer: dict) -> list[dict]:
    """The checks of a legal-moves answer that does not list every move (``complete``
    false: Rummikub lists a draw and the solver's best laying, docs/rules/rummikub.md): who
    is to move, each move's action and how many tiles a laying takes from the rack (must);
    the moves themselves (should: another laying of as many tiles is as right)."""
    moves = answer["moves"]
    checks = [
        {
            "check": "values",
            "value": {
                "/to_move": answer["to_move"],
                "/complete": False,
                **{f"/moves/{i}/action": move["action"] for i, move in enumerate(moves)},
            },
        }
    ]
    checks += [
        {"check": "count", "path": f"/moves/{i}/from_rack", "value": len(move["from_rack"])}
        for i, move in enumerate(moves)
        if "from_rack" in move
    ]
    checks.append({"check": "match", "path": "", "value": answer, "tier": "should"})
    return checks


def vector(vid: str, method: str, endpoint: str, body: Any, status: int, answer: Any) -> dict:
    """A vector of the request ``method endpoint body`` whose answer was ``status answer``."""
    request: dict[str, Any] = {"method": method, "endpoint": endpoint}
    if body is not None:
        request["body"] = body
    return {
        "id": vid,
        "tier": "must",
        "request": request,
        "expect": expectations(method, endpoint, status, answer),
    }


def asked(api: Api, vid: str, game: str, endpoint: str, body: Any) -> dict:
    """A vector of POST ``/v1/games/{game}/{endpoint}`` with the app's answer as expected."""
    path = f"/v1/games/{game}/{endpoint}"
    status, answer = api.send("POST", path, body)
    return vector(vid, "POST", path, body, status, answer)


def case(
    description: str, rule: str, source: str, reading: str, origin: str, vectors: list[dict]
) -> dict:
    """A case: one rule, where it is written and read, where its vectors come from."""
    return {
        "description": description,
        "rule": rule,
        "source": source,
        "reading": reading,
        "from": origin,
        "vectors": vectors,
    }


def document(game: str, kind: str, description: str, cases: list[dict]) -> dict:
    """A vector file of ``game`` (``conformance/v1/<game>/<kind>.json``)."""
    return {
        "format": FORMAT,
        "version": 1,
        "game": game,
        "kind": kind,
        "description": description,
        "words": sorted(WORDS),
        "cases": cases,
    }


def wordless(move: dict) -> dict:
    """``move`` without its ``text``."""
    return {k: v for k, v in move.items() if k != "text"}


# -- rule tests --------------------------------------------------------------------------


def rule_test_modules() -> list[str]:
    """The family test modules whose requests are rules at hand-made positions."""
    return [
        str(p.relative_to(ROOT))
        for family in FAMILY_TESTS
        for p in sorted((ROOT / family).rglob("test_*.py"))
        if not LEFT_OUT.search(p.stem)
    ]


def capture() -> list[dict]:
    """Run the rule tests with :mod:`conformance.capture`; every exchange they made."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "capture.jsonl"
        env = {**os.environ, "ARBITER_CAPTURE": str(out), "PYTHONHASHSEED": "0"}
        env.pop("ARBITER_URL", None)
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "conformance.capture",
                "-p",
                "no:cacheprovider",
                "-p",
                "no:xdist",
                "-p",
                "no:randomly",
                *rule_test_modules(),
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if run.returncode != 0:
            raise RuntimeError(
                "the rule tests failed; vectors come only from passing tests:\n"
                + run.stdout[-3000:]
            )
        return [json.loads(line) for line in out.read_text().splitlines()]


def kept(row: dict) -> bool:
    """Whether a recorded exchange makes a vector: not a sealed game's (its token is new at
    every run), not an unseeded deal's, not a solve that ran out of time (its best turn
    depends on the machine)."""
    body, answer, path = row["body"], row["answer"], row["path"]
    text = json.dumps([body, answer])
    if '"token"' in text or '"seat_keys"' in text or '"sealed": true' in text:
        return False
    if path.endswith("/deal") and row["status"] == 200 and "seed" not in (body or {}):
        return False
    return not (path.endswith("/solve") and row["status"] == 200 and not answer["proven"])


def game_of(path: str, games: dict) -> str | None:
    """The catalog game a ``/v1/games/{game}...`` path names, else ``None``."""
    parts = path.split("/")
    return (
        parts[3]
        if len(parts) > 3 and parts[:3] == ["", "v1", "games"] and parts[3] in games
        else None
    )


def slug(test: str) -> str:
    """``tests/x/test_y.py::test_a_rule[p-1]`` -> ``a-rule-p-1``."""
    name = test.rsplit("::", 1)[-1].removeprefix("test_")
    return re.sub(r"[^A-Za-z0-9.+-]+", "-", name).strip("-").lower()


def unique(name: str, cases: dict) -> str:
    """``name``, or ``name-2``, ``name-3``... when a case of the game already has it."""
    taken = {c["name"] for c in cases.values()}
    return next(
        n for n in (name, *(f"{name}-{i}" for i in range(2, len(taken) + 2))) if n not in taken
    )


def rules_cases(rows: list[dict], games: dict) -> dict[str, list[dict]]:
    """The rule tests' exchanges as cases, by game: one case per test and game."""
    seen: set[str] = set()
    cases: dict[str, dict[str, dict]] = {}
    for row in rows:
        game = game_of(row["path"], games)
        key = json.dumps([row["method"], row["path"], row["body"]], sort_keys=True)
        if game is None or key in seen or not kept(row):
            continue
        seen.add(key)
        test = row["test"]
        by_test = cases.setdefault(game, {})
        if test not in by_test:
            by_test[test] = {
                "name": unique(slug(test), by_test),
                "doc": row["doc"] or row["module_doc"],
                "sources": [],
                "vectors": [],
            }
        entry = by_test[test]
        entry["sources"] += [
            v for k, v in words_of(row["answer"]) if k.endswith("/source") and isinstance(v, str)
        ]
        vid = f"{game}/rules/{entry['name']}/{len(entry['vectors']) + 1}"
        entry["vectors"].append(
            vector(vid, row["method"], row["path"], row["body"], row["status"], row["answer"])
        )
    return {
        game: [
            case(
                first_line(e["doc"]),
                e["doc"],
                e["sources"][0] if e["sources"] else games[game]["source"],
                reading(game),
                test,
                e["vectors"],
            )
            for test, e in by_test.items()
        ]
        for game, by_test in cases.items()
    }


def first_line(doc: str) -> str:
    """The first sentence of a docstring, on one line, at most 160 characters."""
    sentence = re.split(r"(?<=[.:;])\s", " ".join(doc.split()), maxsplit=1)[0]
    return sentence if len(sentence) <= 160 else sentence[:157] + "..."


def reading(game: str) -> str:
    """The page that reads ``game``'s seed lines."""
    return f"docs/rules/{game}.md"


# -- deals, the catalog ------------------------------------------------------------------


def catalog_cases(api: Api, game: str) -> list[dict]:
    endpoint = f"/v1/games/{game}"
    status, answer = api.send("GET", endpoint)
    entry = vector(f"{game}/catalog/entry", "GET", endpoint, None, status, answer)
    return [
        case(
            f"The catalog entry of {game}: its players, options and endpoints.",
            "Every game in the seeds is listed with its options as data.",
            answer["source"],
            reading(game),
            "service/games/registry.py",
            [entry],
        )
    ]


def deal_bodies(info: dict, goldens: list[dict]) -> list[dict]:
    """Deals at the fewest and most players, seeds 1 and 2, then the golden games' deals."""
    low, high = info["players"]["min"], info["players"]["max"]
    bodies = [
        {"players": players, "seed": seed, "options": {}}
        for players in sorted({low, high})
        for seed in (1, 2)
    ]
    bodies += [g["deal"] for g in goldens if g["deal"] not in bodies]
    return bodies


def deal_cases(api: Api, game: str, info: dict, goldens: list[dict]) -> list[dict]:
    vectors = [
        asked(
            api,
            f"{game}/deals/{b['players']}p-seed{b['seed']}"
            + (f"-{slug_options(b['options'])}" if b["options"] else ""),
            game,
            "deal",
            b,
        )
        for b in deal_bodies(info, goldens)
    ]
    return [
        case(
            f"Deals of {game} from seeds: every hand, pile and stock in order.",
            "Chance comes from the seed: the same players, seed and options deal the "
            "same state (service/games/chance.py names the generator).",
            info["source"],
            reading(game),
            "tests/golden/ and the catalog's player counts",
            vectors,
        )
    ]


def slug_options(options: dict) -> str:
    """``{"target": 50}`` -> ``target=50`` (for a vector id)."""
    return "-".join(f"{k}={v}" for k, v in sorted(options.items()))


# -- golden playthroughs: records, positions, perft --------------------------------------


def goldens_by_game() -> dict[str, list[tuple[str, dict]]]:
    """The golden playthroughs of ``tests/golden/`` by game: (file stem, playthrough)."""
    out: dict[str, list[tuple[str, dict]]] = {}
    for path in sorted(GOLDEN.glob("*.json")):
        golden = json.loads(path.read_text())
        out.setdefault(golden["game"], []).append((path.stem, golden))
    return out


def record_of(golden: dict, state: dict, moves: list[dict]) -> dict:
    """The game record (docs/records.md) of a golden game dealt as ``state``."""
    return {
        "game": golden["game"],
        "version": state["version"],
        "players": golden["deal"]["players"],
        "seed": golden["deal"]["seed"],
        "options": state["options"],
        "moves": [wordless(m) for m in moves],
    }


def record_cases(api: Api, game: str, info: dict, goldens: list[tuple[str, dict]]) -> list[dict]:
    """Each golden game as a record, replayed to its final state and score; and the same
    record with a move from later in the game put in the middle (the first move refused)."""
    cases = []
    for name, golden in goldens:
        state = api.ok(game, "deal", golden["deal"])["state"]
        moves = [step["move"] for step in golden["steps"]]
        record = record_of(golden, state, moves)
        whole = asked(api, f"{game}/records/{name}", game, "replay", {"record": record})
        cut, refused = refusal_in(api, game, state, moves)
        altered = {
            **record,
            "moves": [*record["moves"][:cut], refused, *record["moves"][cut + 1 :]],
        }
        wrong = asked(
            api, f"{game}/records/{name}-move-{cut}-refused", game, "replay", {"record": altered}
        )
        cases.append(
            case(
                f"The golden game tests/golden/{name}.json replayed: {len(moves)} moves to its "
                "final score; then with a refused move at index "
                f"{cut}.",
                "A game record replays move by move through the rules to the same final "
                "state and score; the first move refused is named with its index and code "
                "(docs/records.md).",
                info["source"],
                reading(game),
                f"tests/golden/{name}.json",
                [whole, wrong],
            )
        )
    return cases


def refusal_in(api: Api, game: str, state: dict, moves: list[dict]) -> tuple[int, dict]:
    """The first index from the middle of the game on where a move played later in the game
    is refused, and that move."""
    middle = len(moves) // 2
    state = replay_to(api, game, state, moves[:middle])
    for index in range(middle, len(moves)):
        refused = refused_move(api, game, state, moves[index + 1 :])
        if refused is not None:
            return index, refused
        state = api.ok(game, "play", {"state": state, "move": moves[index]})["state"]
    raise RuntimeError(f"{game}: no move of the game's second half is ever refused")


def refused_move(api: Api, game: str, state: dict, candidates: list[dict]) -> dict | None:
    """The first of ``candidates`` (without its words) that ``play`` refuses at ``state``."""
    for move in candidates:
        status, _ = api.send(
            "POST", f"/v1/games/{game}/play", {"state": state, "move": wordless(move)}
        )
        if status == 422:
            return wordless(move)
    return None


def replay_to(api: Api, game: str, state: dict, moves: list[dict]) -> dict:
    """The state after playing ``moves`` from ``state``."""
    for move in moves:
        state = api.ok(game, "play", {"state": state, "move": move})["state"]
    return state


def position_cases(api: Api, game: str, info: dict, goldens: list[tuple[str, dict]]) -> list[dict]:
    """At positions spread over each golden game: the legal moves, the score so far, and a
    move played later in the game refused here."""
    cases = []
    for name, golden in goldens:
        moves = [step["move"] for step in golden["steps"]]
        state = api.ok(game, "deal", golden["deal"])["state"]
        marks = sorted(
            {len(moves) * k // POSITIONS_PER_GOLDEN for k in range(1, POSITIONS_PER_GOLDEN)}
        )
        done = 0
        for mark in marks:
            state = replay_to(api, game, state, moves[done:mark])
            done = mark
            vid = f"{game}/positions/{name}@{mark}"
            seat = marks.index(mark) % (len(state["players"]) + 1)
            viewer = seat if seat < len(state["players"]) else "spectator"
            vectors = [
                asked(api, f"{vid}/legal-moves", game, "legal-moves", {"state": state}),
                asked(api, f"{vid}/score", game, "score", {"state": state}),
                asked(
                    api, f"{vid}/view-{viewer}", game, "view", {"state": state, "viewer": viewer}
                ),
            ]
            later = refused_move(api, game, state, moves[mark + 1 :])
            if later is not None:
                vectors.append(
                    asked(api, f"{vid}/refused", game, "play", {"state": state, "move": later})
                )
            cases.append(
                case(
                    f"tests/golden/{name}.json after {mark} moves: the legal moves, the score, "
                    "what one seat (or a spectator) may see, and a move from later in the game "
                    "refused here.",
                    "Who is to move and every move the rules allow them, the standings so far, the "
                    "state as one viewer may see it (every card or tile hidden from them left "
                    "out), and the refusal (status and code) of a move the rules forbid here.",
                    info["source"],
                    reading(game),
                    f"tests/golden/{name}.json",
                    vectors,
                )
            )
    return cases


def perft_spec(api: Api, game: str, deal: dict, moves: list[dict]) -> tuple[dict, list[int]]:
    """The perft of the position ``deal`` and ``moves`` reach, to the deepest depth (at most
    :data:`PERFT_DEPTH`) whose count stays within :data:`PERFT_NODES`; and its counts."""
    picked: set[str] = set()

    def send(method: str, endpoint: str, body: Any) -> tuple[int, Any]:
        status, answer = api.send(method, endpoint, body)
        if endpoint.endswith("/legal-moves") and status == 200:
            picked.update(m["action"] for m in answer["moves"] if m["action"] in CHOSEN)
        return status, answer

    counts: list[int] = []
    for count in levels(send, game, deal, moves, CHOSEN):
        if counts and (count > PERFT_NODES or count == 0) or len(counts) == PERFT_DEPTH:
            break
        counts.append(count)
    spec = {"game": game, "deal": deal, "moves": moves, "depth": len(counts)}
    return ({**spec, "leaves": sorted(picked)} if picked else spec), counts


def perft_cases(api: Api, game: str, info: dict, goldens: list[tuple[str, dict]]) -> list[dict]:
    """Perft counts from seeded deals and from positions a third into each golden game."""
    starts = [(f"{b['players']}p-seed{b['seed']}", b, []) for b in deal_bodies(info, [])[::3]]
    for name, golden in goldens:
        moves = [wordless(step["move"]) for step in golden["steps"]]
        starts.append((f"{name}@{len(moves) // 3}", golden["deal"], moves[: len(moves) // 3]))
    vectors = []
    for name, deal, moves in starts:
        spec, counts = perft_spec(api, game, deal, moves)
        vectors.append(
            {
                "id": f"{game}/perft/{name}",
                "tier": "must",
                "perft": spec,
                "expect": [{"check": "match", "path": "/counts", "value": counts}],
            }
        )
    return [
        case(
            f"Perft counts of {game}: sequences of legal moves to a small depth.",
            "From the state the deal and the moves reach, the number of sequences of "
            "1, 2, ... depth legal moves (each as legal-moves lists it, played with "
            "play): a fingerprint of every rule that lists or applies a move.",
            info["source"],
            reading(game),
            "seeded deals and tests/golden/",
            vectors,
        )
    ]


# -- all together ----------------------------------------------------------------------


def build() -> dict[str, dict]:
    """Every vector file, by its path under ``conformance/v1/``."""
    api = Api()
    games = {g["id"]: g for g in api.send("GET", "/v1/games")[1]["games"]}
    rules = rules_cases(capture(), games)
    if set(rules) != set(games):
        raise RuntimeError(
            f"the rule tests recorded nothing for {', '.join(sorted(set(games) - set(rules)))}: "
            "do their requests still go through flask.testing.FlaskClient (conformance/"
            "capture.py)?"
        )
    goldens = goldens_by_game()
    files: dict[str, dict] = {}
    for game, info in games.items():
        mine = goldens.get(game, [])
        parts = {
            "catalog": ("The game's catalog entry.", catalog_cases(api, game)),
            "deals": ("Deals from seeds.", deal_cases(api, game, info, [g for _, g in mine])),
            "rules": (
                "The requests of the project's rule tests (hand-made positions for each "
                "rule, refusals with their codes, scores; Sabacc ranking and profiles, "
                "Rummikub check-table and solve) and their answers.",
                rules.get(game, []),
            ),
            "positions": (
                "Legal moves, scores and refusals at positions of golden games.",
                position_cases(api, game, info, mine),
            ),
            "records": (
                "Whole golden games as records, replayed to their final score.",
                record_cases(api, game, info, mine),
            ),
            "perft": (
                "Counts of legal-move sequences to a small depth.",
                perft_cases(api, game, info, mine),
            ),
        }
        for kind, (description, cases) in parts.items():
            if cases:
                files[f"{game}/{kind}.json"] = document(game, kind, description, cases)
    return files


def text_of(doc: dict) -> str:
    """A vector file's text: its header and cases indented, each vector on one line (so a
    change shows as the vectors it changes, and the files stay small)."""

    def compact(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    head = "".join(
        f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},\n"
        for k, v in doc.items()
        if k != "cases"
    )
    cases = []
    for entry in doc["cases"]:
        about = json.dumps({k: v for k, v in entry.items() if k != "vectors"}, ensure_ascii=False)
        lines = ",\n   ".join(compact(v) for v in entry["vectors"])
        cases.append(f'  {about[:-1]}, "vectors": [\n   {lines}\n  ]}}')
    return "{\n" + head + ' "cases": [\n' + ",\n".join(cases) + "\n ]\n}\n"


def main(argv: list[str] | None = None) -> int:
    """Write the vectors (or with ``--check`` compare them); the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance.generate", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 when the files differ from what would be written",
    )
    args = parser.parse_args(argv)
    files = {path: text_of(doc) for path, doc in build().items()}
    on_disk = {str(p.relative_to(VECTORS)): p.read_text() for p in sorted(VECTORS.glob("*/*.json"))}
    if args.check:
        stale = sorted(p for p in files.keys() | on_disk.keys() if files.get(p) != on_disk.get(p))
        for path in stale:
            print(f"stale: conformance/v1/{path}", file=sys.stderr)
        return 1 if stale else 0
    for path in on_disk.keys() - files.keys():
        (VECTORS / path).unlink()
    for path, text in files.items():
        (VECTORS / path).parent.mkdir(parents=True, exist_ok=True)
        (VECTORS / path).write_text(text)
    print(f"wrote {len(files)} files, {sum(len(t) for t in files.values())} bytes, to {VECTORS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
