"""The conformance kit's format and its checks, independent of how requests are sent.

A vector file (``conformance/v1/<game>/<kind>.json``, described in ``conformance/README.md``)
holds cases, each with its rule, seed source and vectors; a vector is a request and the
checks a conforming answer must pass. :func:`run` sends each vector's request through a
``send(method, endpoint, body) -> (status, answer)`` callable (the CLI's HTTP client, or
anything else) and gives one :class:`Result` per vector.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

FORMAT = "arbiter-conformance"
VERSION = 1
VECTORS = Path(__file__).resolve().parent / f"v{VERSION}"
"""The vectors shipped with this copy of Arbiter (package data when pip-installed)."""

TIERS = ("must", "should")

WORDS = frozenset(
    {
        "text",
        "how",
        "why",
        "by",
        "verdict",
        "reason",
        "rule",
        "description",
        "summary",
        "title",
        "source",
        "detail",
    }
)
"""Members that say something in words (a move's ``text``, a standing's ``how``, a
decision's ``rule`` and ``source``): their exact wording is a ``should``, never a ``must``."""

Send = Callable[[str, str, Any], tuple[int, Any]]
"""``send(method, endpoint, body)``: the answer's HTTP status and decoded JSON body."""

MISSING = object()


class Unanswered(Exception):
    """A perft walk met an answer other than 200 (its message says where)."""


@dataclass
class Failure:
    """One check a vector's answer did not pass."""

    tier: str
    check: str
    message: str


@dataclass
class Result:
    """One vector's outcome: its failures (none: it passed)."""

    game: str
    kind: str
    id: str
    tier: str
    rule: str
    source: str
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def failed_must(self) -> bool:
        return any(f.tier == "must" for f in self.failures)

    @property
    def failed_should(self) -> bool:
        return any(f.tier == "should" for f in self.failures)


# -- JSON pointers ---------------------------------------------------------------------


def pointer(at: str, key: str | int) -> str:
    """``at`` extended by one member or index (RFC 6901 escapes)."""
    return f"{at}/{str(key).replace('~', '~0').replace('/', '~1')}"


def resolve(document: Any, path: str) -> Any:
    """The value at JSON pointer ``path`` in ``document``, or :data:`MISSING`."""
    if path == "":
        return document
    node = document
    for raw in path.split("/")[1:]:
        key = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
        else:
            return MISSING
    return node


def without(value: Any, names: frozenset[str]) -> Any:
    """``value`` with every object member named in ``names`` removed, at any depth."""
    if isinstance(value, dict):
        return {k: without(v, names) for k, v in value.items() if k not in names}
    if isinstance(value, list):
        return [without(v, names) for v in value]
    return value


# -- loading ---------------------------------------------------------------------------


@dataclass
class VectorFile:
    """One file of vectors: its game, its kind (``rules``, ``perft``...), the members its
    ``ignore_words`` checks leave out, and its cases."""

    path: Path
    game: str
    kind: str
    words: frozenset[str]
    cases: list[dict]


def load(directory: Path = VECTORS, games: Iterable[str] = ()) -> list[VectorFile]:
    """The vector files under ``directory`` (``<game>/<kind>.json``), of ``games`` only if
    given, in order.

    :raises ValueError: a file that is not a vector file of this format and version, or a
        game in ``games`` with no vectors.
    """
    wanted = set(games)
    files = []
    for path in sorted(Path(directory).glob("*/*.json")):
        if wanted and path.parent.name not in wanted:
            continue
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("format") != FORMAT or doc.get("version") != VERSION:
            raise ValueError(f"{path} is not an {FORMAT} file of version {VERSION}")
        files.append(
            VectorFile(path, doc["game"], doc["kind"], frozenset(doc["words"]), doc["cases"])
        )
    missing = wanted - {f.game for f in files}
    if missing:
        raise ValueError(f"no vectors for {', '.join(sorted(missing))} in {directory}")
    return files


def vectors(files: list[VectorFile], tier: str) -> Iterator[tuple[VectorFile, dict, dict]]:
    """Every (file, case, vector) of ``tier`` or stronger (``should`` runs every vector)."""
    for vfile in files:
        for case in vfile.cases:
            for vector in case["vectors"]:
                if TIERS.index(vector["tier"]) <= TIERS.index(tier):
                    yield vfile, case, vector


# -- checks ----------------------------------------------------------------------------


def brief(value: Any, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def matches(expected: Any, got: Any) -> bool:
    """Whether ``got`` holds ``expected``: an object every expected member (members the API
    added since are allowed), an array exactly the expected items in order, a scalar the
    same value of the same JSON type."""
    if isinstance(expected, dict):
        return isinstance(got, dict) and all(
            k in got and matches(v, got[k]) for k, v in expected.items()
        )
    if isinstance(expected, list):
        return (
            isinstance(got, list)
            and len(got) == len(expected)
            and all(matches(e, g) for e, g in zip(expected, got))
        )
    return (
        expected == got
        and isinstance(expected, bool) == isinstance(got, bool)
        and isinstance(expected, str) == isinstance(got, str)
    )


def first_difference(expected: Any, got: Any, at: str = "") -> str:
    """Where ``got`` first fails to hold ``expected``: ``pointer: expected X, got Y``."""
    if isinstance(expected, dict) and isinstance(got, dict):
        for key in expected:
            if not matches(expected[key], got.get(key, MISSING)):
                return first_difference(expected[key], got.get(key, MISSING), pointer(at, key))
    if isinstance(expected, list) and isinstance(got, list) and len(expected) == len(got):
        for index, (e, g) in enumerate(zip(expected, got)):
            if not matches(e, g):
                return first_difference(e, g, pointer(at, index))
    shown = {id(MISSING): "(missing)"}
    return (
        f"{at or '(the answer)'}: expected {shown.get(id(expected)) or brief(expected)}, "
        f"got {shown.get(id(got)) or brief(got)}"
    )


def check(item: dict, status: int, answer: Any, words: frozenset[str]) -> str | None:
    """Why the answer fails the check ``item``, or ``None`` when it passes.

    Checks: ``status`` (the HTTP status), ``match`` (the value at ``path`` holds ``value``,
    :func:`matches`; with ``ignore_words`` the members named in the file's ``words`` left
    out of ``value``), ``values`` (each JSON pointer of ``value`` holds its value), ``count``
    (the array at ``path`` has ``value`` items).
    """
    kind = item["check"]
    if kind == "status":
        return None if status == item["value"] else f"status {status}, expected {item['value']}"
    if kind == "values":
        for path, value in item["value"].items():
            got = resolve(answer, path)
            if not matches(value, got):
                return first_difference(value, got, path)
        return None
    got = resolve(answer, item["path"])
    if kind == "count":
        if not isinstance(got, list):
            return f"{item['path'] or '(the answer)'}: expected a list of {item['value']}"
        return (
            None
            if len(got) == item["value"]
            else f"{item['path']} count {len(got)}, expected {item['value']}"
        )
    if kind == "match":
        expected = without(item["value"], words) if item.get("ignore_words") else item["value"]
        return None if matches(expected, got) else first_difference(expected, got, item["path"])
    return f"unknown check {kind!r} (vectors newer than this runner: upgrade arbiter)"


def perft(send: Send, spec: dict) -> dict:
    """``{"counts": [...]}``: how many sequences of 1..depth legal moves start where the
    deal ``spec["deal"]`` and the moves ``spec["moves"]`` lead.

    :raises Unanswered: a deal, legal-moves or play answer other than 200.
    """
    walk = levels(send, spec["game"], spec["deal"], spec["moves"], spec.get("leaves", ()))
    return {"counts": list(islice(walk, spec["depth"]))}


def levels(
    send: Send, game: str, deal: dict, moves: list[dict], leaves: Iterable[str] = ()
) -> Iterator[int]:
    """How many sequences of 1, 2, ... legal moves start where ``deal`` and ``moves`` lead
    (each move as legal-moves lists it, played with play), one level at a time: the moves
    of a level are played only when the next level is asked for. A move whose action is in
    ``leaves`` is counted but not played on (Rummikub's ``lay``: legal-moves lists one best
    laying of many, and another server may list another as good).

    :raises Unanswered: a deal, legal-moves or play answer other than 200.
    """
    ends = set(leaves)

    def ok(endpoint: str, body: dict) -> Any:
        status, answer = send("POST", f"/v1/games/{game}/{endpoint}", body)
        if status != 200:
            code = answer.get("code") if isinstance(answer, dict) else None
            raise Unanswered(f"{endpoint} answered {status} {code or ''}".rstrip())
        return answer

    state = ok("deal", deal)["state"]
    for move in moves:
        state = ok("play", {"state": state, "move": move})["state"]
    frontier = [state]
    while True:
        listed = [(node, ok("legal-moves", {"state": node})["moves"]) for node in frontier]
        yield sum(len(moves) for _, moves in listed)
        frontier = [
            ok("play", {"state": node, "move": move})["state"]
            for node, moves in listed
            for move in moves
            if move["action"] not in ends
        ]


def run_vector(send: Send, vfile: VectorFile, case: dict, vector: dict, tier: str) -> Result:
    """Send one vector's request and check the answer: its failures of ``tier`` or stronger.

    A check without its own ``tier`` has the vector's. :raises Exception: whatever ``send``
    raises when the server cannot be reached.
    """
    result = Result(
        vfile.game, vfile.kind, vector["id"], vector["tier"], case["rule"], case["source"]
    )
    checks = [
        c
        for c in vector["expect"]
        if TIERS.index(c.get("tier", vector["tier"])) <= TIERS.index(tier)
    ]
    if "perft" in vector:
        try:
            status, answer = 200, perft(send, vector["perft"])
        except Unanswered as exc:
            result.failures.append(Failure(vector["tier"], "perft", str(exc)))
            return result
        except (KeyError, TypeError, AttributeError) as exc:  # an answer without its members
            result.failures.append(
                Failure(
                    vector["tier"],
                    "perft",
                    f"a 200 answer without what the walk reads ({type(exc).__name__}: {exc})",
                )
            )
            return result
    else:
        request = vector["request"]
        status, answer = send(request["method"], request["endpoint"], request.get("body"))
    for item in checks:
        failed = check(item, status, answer, vfile.words)
        if failed is not None:
            result.failures.append(Failure(item.get("tier", vector["tier"]), item["check"], failed))
            if item["check"] == "status":
                break  # the rest would only repeat it
    return result
