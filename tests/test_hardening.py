"""Regressions from the adversarial review: inputs that hung the service, crashed the CLI,
or were silently rewritten instead of refused. Each test names the input that showed it."""

from __future__ import annotations

import copy
import json
import re

import pytest
from click.testing import CliRunner
from flask import jsonify
from hypothesis import HealthCheck, given, settings, strategies as st

from client.cli import main
from service.api.schemas import answer
from service.app import _STRING, MAX_DEPTH, nesting, parse_json
from service.games.rummikub import ENGINES as RUMMIKUB
from service.problems import ApiProblem
from tests.rummikub.helpers import state as rummikub_state

PROBLEM = "application/problem+json"


# -- the service: "never a hang" (docs/architecture.md, Errors) -------------------------------


def test_the_depth_scan_reads_an_unterminated_string_in_one_match():
    """Found: 65 '[' then '"' and '\\"' repeated: every escaped quote restarted a string match
    that ran to the end of the body, a scan quadratic in the body (16 s for 64 KiB, minutes
    at the 256 KiB cap). Now an unterminated string, or one ending in a lone backslash, is
    one match to the end, so each byte is read once."""
    body = b'"' + b'\\"' * 1000
    assert [m.span() for m in _STRING.finditer(body)] == [(0, len(body))]
    for tail in (b'"abc\\', b'"\\\n\\'):
        assert [m.span() for m in _STRING.finditer(tail)] == [(0, len(tail))]
    # valid JSON is scanned as before: strings (escapes included) hide their brackets
    assert nesting(b'[{"a\\"[": ["]\\\\", {}]}]') == 4
    assert nesting(b'["[[[[", "]]]]"]') == 1 and nesting(b"") == 0
    assert nesting(b"[" * 70 + b'"' + b"]" * 70) == 70  # the string runs to the end


def _nesting_token_by_token(raw: bytes) -> int:
    """The depth scan as it was: string and bracket tokens, read one by one in Python."""
    depth = deepest = 0
    for match in re.finditer(rb'"(?:[^"\\]|\\[\s\S]?)*"?|[\[\]{}]', raw):
        token = match.group()
        if token in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in (b"]", b"}"):
            depth -= 1
    return deepest


@given(
    st.lists(
        st.sampled_from([b"[", b"]", b"{", b"}", b'"', b"\\", b"a", b":", b","]), max_size=80
    ).map(b"".join)
)
@settings(max_examples=1500, deadline=None)
def test_the_depth_scan_agrees_with_reading_token_by_token(raw):
    """``nesting`` (one pass in C) gives the depth the token-by-token scan gave, for any
    bytes: unbalanced, unterminated strings, escapes."""
    assert nesting(raw) == _nesting_token_by_token(raw)


@pytest.mark.parametrize("pattern", [b'\\"', b'"\\', b'"'])
def test_a_body_of_escaped_quotes_at_the_cap_is_refused_as_too_deep(client, pattern):
    """The body of the hang, near the 256 KiB cap: a 400 problem (it nests 65 deep)."""
    body = b"[" * (MAX_DEPTH + 1) + b'"' + pattern * (250_000 // len(pattern))
    response = client.post(
        "/v1/games/corellian-spike/rank", data=body, content_type="application/json"
    )
    assert response.status_code == 400 and response.mimetype == PROBLEM
    assert response.get_json(force=True)["code"] == "too_deep"


# -- notation: "Nothing the caller sent is silently changed" ----------------------------------


def test_a_tile_with_a_trailing_newline_is_not_a_tile(client):
    """Found: a state holding "K10\\n" in a rack loaded and came back as "K10" (the tile
    pattern ended in '$', which matches before a final newline). Seed 004 writes tiles as
    "R9, K13, B1, Y5 and J" (issue 5): "K10\\n" is refused, in a state and in check-table."""
    state = rummikub_state(["K10 B10 Y10 R1", "R2 R3"], "K7 K8 K9")
    state["players"][0]["rack"][0] = "K10\n"
    response = client.post(
        "/v1/games/rummikub/play", json={"state": state, "move": {"action": "draw"}}
    )
    assert response.status_code == 422 and response.json["code"] == "invalid_state"
    assert response.json["field"] == "state.players[0].rack[0]"
    response = client.post(
        "/v1/games/rummikub/check-table", json={"table": [["R9\n", "R10", "R11"]]}
    )
    assert response.status_code == 422 and response.json["code"] == "invalid_card"


@pytest.mark.parametrize("card", ["+3c\n", "+\u0663c"])
def test_a_card_code_is_ascii_and_nothing_after_it(client, card):
    """Found: "+3c\\n" and "+٣c" (an Arabic-Indic three) were ranked as +3c and echoed as
    given. The card codes of docs/rules/corellian-spike.md (issue 2 §3: "define the codes")
    are a sign, ASCII digits and a stave letter: anything else is refused, naming the card."""
    response = client.post(
        "/v1/games/corellian-spike/rank", json={"hands": [[card, "-3t"], ["+2s", "-2c"]]}
    )
    assert response.status_code == 422 and response.json["code"] == "invalid_card"
    assert response.json["field"] == "hands[0][0]"


def test_an_inline_profile_id_ends_where_it_ends(client):
    """Found: the inline profile id "mine\\n" passed the id pattern (1-48 of a-z, 0-9, '-')."""
    profile = client.get("/v1/games/corellian-spike/profiles").json["profiles"][0]
    profile = {**profile, "id": "mine\n"}
    del profile["game"]
    response = client.post(
        "/v1/games/corellian-spike/rank", json={"hands": [[1, -1]], "profile": profile}
    )
    assert response.status_code == 422 and response.json["code"] == "invalid_profile"
    assert response.json["field"] == "profile.id"


def test_a_player_out_without_an_initial_meld_is_a_contradiction(client):
    """Found: a finished state whose winner had laid every tile with initial_meld_done
    false was scored (+5). Seed 004 The play: "To meld, each player must have at least 30
    points in one or more combinations" — a player's first laying is the initial meld, so
    one who went out ("The first player who manages to play all their tiles wins") has made
    it. Refused as invalid_state; the same state with the flag set is scored."""
    over = rummikub_state(
        ["", "R2 R3"], "K7 K8 K9", to_move=None, terminal=True, opened=[False, True]
    )
    response = client.post("/v1/games/rummikub/score", json={"state": over})
    assert response.status_code == 422 and response.json["code"] == "invalid_state"
    assert response.json["field"] == "state.players[0].initial_meld_done"
    over["players"][0]["initial_meld_done"] = True
    score = client.post("/v1/games/rummikub/score", json={"state": over}).json
    assert score["winners"] == [0] and [s["score"] for s in score["standings"]] == [5, -5]


def test_a_played_rummikub_state_shares_nothing_with_the_state_given():
    """Found: the state play answered with held the very options object of the state it was
    given, so changing one changed the other (issue 3: "The input state is never
    changed"; a caller in process keeps both)."""
    given = rummikub_state(["K10 B10 Y10 R1", "R2 R3"], "K7 K8 K9")
    kept = copy.deepcopy(given)
    after, _ = RUMMIKUB["rummikub"].play(given, {"action": "draw"})
    after["options"]["initial_meld"] = 99
    assert given == kept


# -- the CLI: exit codes 2 (usage), 3 (refused), 4 (unreachable), never a traceback ----------


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture()
def dealt(tmp_path, monkeypatch):
    """A Corellian Spike state file (seed 1, two players)."""
    monkeypatch.delenv("ARBITER_URL", raising=False)
    path = tmp_path / "state.json"
    assert (
        invoke("deal", "corellian-spike", "-p", "2", "--seed", "1", "-o", str(path)).exit_code == 0
    )
    return path


def test_a_superscript_digit_is_not_a_move_number_or_a_seat(dealt):
    """Found: `play STATE ²` and `view STATE --viewer ²` crashed: "²".isdigit() is true but
    int("²") fails. A move number or seat is ASCII digits; "²" is read as JSON (play: a
    usage error) or sent as it is (view: the service refuses the viewer, exit 3)."""
    played = invoke("play", str(dealt), "²")
    assert played.exit_code == 2 and "no legal move is '²'" in played.output
    viewed = invoke("view", str(dealt), "--viewer", "²")
    assert viewed.exit_code == 3 and "invalid_request" in viewed.stderr
    assert invoke("view", str(dealt), "--viewer", "1").exit_code == 0


def test_a_state_file_that_is_not_utf8_is_a_usage_error(tmp_path):
    """Found: a state file starting with bytes ff fe crashed with UnicodeDecodeError."""
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe{}")
    result = invoke("moves", str(path))
    assert result.exit_code == 2 and "not UTF-8" in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("play", "STATE", '{"action": NaN}'),
        ("deal", "corellian-spike", "-p", "2", "--option", "dealer=Infinity"),
        ("rummikub", "solve", "--rack", "R1 R2 R3", "--time-limit", "nan"),
    ],
)
def test_nan_and_infinity_never_reach_the_wire(dealt, args):
    """Found: NaN or Infinity in a move, an option or --time-limit crashed httpx ("Out of
    range float values are not JSON compliant"). Now a usage error (exit 2), or an option
    sent as the text it is and refused by the service (exit 3)."""
    result = invoke(*[str(dealt) if a == "STATE" else a for a in args])
    assert result.exit_code in (2, 3), result.output
    assert not isinstance(result.exception, ValueError)


def test_an_output_path_that_cannot_be_written_is_a_usage_error(dealt, tmp_path):
    """Found: `-o /no/such/dir/x.json` crashed with FileNotFoundError."""
    target = str(tmp_path / "no" / "such" / "x.json")
    result = invoke("play", str(dealt), '{"action": "stand"}', "-o", target)
    assert result.exit_code == 2 and "cannot write the state" in result.output


def test_a_server_url_no_request_can_go_to_is_unreachable():
    """Found: `--server http://[::1` crashed with httpx.InvalidURL; now exit 4 like any
    server that cannot be reached."""
    result = invoke("--server", "http://[::1", "games")
    assert result.exit_code == 4 and "unreachable" in result.stderr


def test_the_usual_inputs_still_work(dealt):
    """The same commands with ordinary input: a move number, JSON numbers, a time limit."""
    assert invoke("play", str(dealt), "1").exit_code == 0
    answer = invoke("--json", "deal", "corellian-spike", "-p", "2", "--option", "dealer=1")
    assert json.loads(answer.output)["state"]["dealer"] == 1
    assert (
        invoke("rummikub", "solve", "--rack", "R1 R2 R3", "--opened", "--time-limit", "2").exit_code
        == 0
    )


def test_answers_orjson_cannot_encode_fall_back_to_the_standard_library(app):
    """An integer wider than 64 bits or a lone surrogate still encodes (never a 500)."""
    with app.app_context():
        assert (
            app.json.dumps({"a": 10**30, "b": "\ud800"})
            == '{"a":1000000000000000000000000000000,"b":"\\ud800"}'
        )
        assert (
            app.json.dumps({"hand": [1, -2], "name": "Sabacc"}) == '{"hand":[1,-2],"name":"Sabacc"}'
        )


# -- fuzzing the decoder and every POST endpoint: never a 500 (issue 9) -----------------------

ANY_TEXT = st.text(st.characters(codec=None, categories=None), max_size=12)
"""Any code points, lone surrogates included (json.dumps writes them as \\ud800 escapes)."""
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | ANY_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ANY_TEXT, inner, max_size=4),
    max_leaves=12,
)
POSTS = [
    "/v1/games/corellian-spike/rank",
    "/v1/games/traditional-sabacc/rank",
    "/v1/games/sabaccinos/deal",
    "/v1/games/corellian-spike/play",
    "/v1/games/muggins/legal-moves",
    "/v1/games/rummikub/score",
    "/v1/games/sleemo/view",
    "/v1/games/rummikub/check-table",
    "/v1/games/rummikub/solve",
    "/v1/games/rummikub/play",
]


@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
@settings(max_examples=300, deadline=None)
def test_the_decoder_answers_every_body_with_a_value_or_a_400(raw):
    try:
        parse_json(raw)
    except ApiProblem as refused:
        assert refused.status == 400 and refused.code in ("malformed_json", "too_deep")


def _reference(raw: bytes):
    """What RFC 8259 makes of ``raw``, read by the standard library with every check spelled
    out (the test's oracle): a value, or "refused". An integer past 64 bits reads as the
    nearest double, as ``parse_json`` documents."""

    def unique(pairs):
        assert len({key for key, _ in pairs}) == len(pairs)
        return dict(pairs)

    def constant(name):
        raise ValueError(name)

    try:
        value = json.loads(
            raw,
            object_pairs_hook=unique,
            parse_constant=constant,
            parse_int=lambda text: int(text) if abs(int(text)) < 2**64 else float(text),
        )
        json.dumps(value, allow_nan=False, ensure_ascii=False).encode("utf-8")  # no surrogate
    except (ValueError, AssertionError, UnicodeError, RecursionError):
        return "refused"
    return ("value", value)


def _either(raw: bytes):
    try:
        return ("value", parse_json(raw))
    except ApiProblem as refused:
        return ("refused", refused.detail)


SPACE = st.sampled_from(["", " ", "\n", "\t ", "\r\n"])


@st.composite
def spelled_json(draw) -> bytes:
    """A JSON text of ``JSON_VALUES`` as a client might write it: any spacing, escapes
    ASCII-only or not, sometimes a member written twice or a tricky string spliced in."""
    value = draw(JSON_VALUES)
    text = json.dumps(
        value,
        ensure_ascii=draw(st.booleans()),
        separators=(draw(SPACE) + "," + draw(SPACE), draw(SPACE) + ":" + draw(SPACE)),
    )
    if draw(st.booleans()):  # a member twice, a name ending in an escaped quote, wide numbers
        twice = draw(
            st.sampled_from(
                [
                    '"a": 1, "a": 2',
                    '"a\\"": 1, "a\\"" : 2',
                    '"x": "\\" :", "x": 0',
                    '"k": 12345678901234567890',
                    '"k": -9223372036854775808',
                    '"k": 1e400',
                    '"q\\u0022": 1, "q\\"": 2',
                ]
            )
        )
        text = "{" + twice + ', "v": ' + text + "}"
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate: bytes that are not UTF-8


@given(spelled_json())
@settings(max_examples=1500, deadline=None)
def test_the_decoder_reads_what_the_standard_reads(raw):
    """``parse_json`` (orjson, and the check that no member was dropped) gives the value RFC
    8259's reading gives, or refuses what it refuses: a member twice, a lone surrogate, a
    number past the double range, bytes that are not UTF-8."""
    reference, got = _reference(raw), _either(raw)
    if reference == "refused":
        assert got[0] == "refused"
    else:
        assert got == reference


@pytest.mark.parametrize(
    "raw",
    [
        b'{"a": 1, "a": 2}',
        b'{"a" :1,"b":{"a":1, "a" : 2}}',
        b'{"a\\"": 1, "a\\"": 2}',
        b'{"s": "\\" :", "s": 1}',
    ],
)
def test_a_member_twice_is_refused_naming_it(raw):
    refused = _either(raw)
    assert refused[0] == "refused" and "appears twice" in refused[1]


def test_an_answer_is_what_jsonify_sends(app):
    """``schemas.answer`` builds the answer ``jsonify`` would, byte for byte."""
    for value in (
        {"state": {"b": [1, 2.5]}, "events": []},
        [None, "\u00e9", True],
        {"wide": 2**70},
        {1: "a non-string key"},
    ):
        with app.app_context():
            ours, flasks = answer(value), jsonify(value)
        assert ours.status == flasks.status and ours.get_data() == flasks.get_data()
        assert list(ours.headers) == list(flasks.headers)


@given(
    path=st.sampled_from(POSTS),
    body=JSON_VALUES,
    extra=st.dictionaries(ANY_TEXT, JSON_VALUES, max_size=2),
)
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_post_endpoint_answers_any_json_without_a_500(app, path, body, extra):
    """Found: a lone surrogate in a member name (``{"players": 2, "\\ud800": 1}``) gave a
    500 on every POST endpoint (the schema's "Unknown field." echoed it into a problem the
    encoder refused). Any JSON value, alone or as the members around a plausible body, gets
    an answer below 500 in JSON."""
    if isinstance(body, dict):
        body = {**body, **extra}
    raw = json.dumps(body).encode()
    response = app.test_client().post(path, data=raw, content_type="application/json")
    assert response.status_code < 500, response.get_data(as_text=True)
    json.loads(response.get_data())


@pytest.mark.parametrize("path", POSTS)
@pytest.mark.parametrize(
    "raw, where",
    [
        (b'{"players": 2, "\\ud800": 1}', "body, member name '\\ud800',"),
        (b'{"hands": [["\\udfff"]]}', "body.hands[0][0]"),
    ],
)
def test_a_lone_surrogate_is_malformed_json_on_every_post(client, path, raw, where):
    """Issue 9's body, and a lone surrogate as a value: 400 malformed_json naming where it
    is (RFC 8259 §8.2: no Unicode character); a paired escape (U+1F600) is a character."""
    response = client.post(path, data=raw, content_type="application/json")
    assert response.status_code == 400 and response.json["code"] == "malformed_json"
    assert where in response.json["detail"]
    paired = client.post(path, data=b'{"\\ud83d\\ude00": 1}', content_type="application/json")
    assert paired.status_code == 422


def test_a_rank_body_of_87000_empty_hands_answers_a_bounded_problem(client):
    """Issue 9: "a 254 KiB rank body of 87,000 empty hands answers a 4 MB validation error".
    The problem lists the first 50 misfits and says how many more there were: 87,001 (each
    empty hand, and the list of hands longer than any table)."""
    response = client.post("/v1/games/corellian-spike/rank", json={"hands": [[]] * 87_000})
    assert response.status_code == 422 and len(response.data) < 64 * 1024
    problem = response.json
    assert problem["code"] == "validation_error" and problem["errors_cut"] == 86_951
    assert len(problem["errors"]["hands"]) == 50
    assert "(86951 more not listed.)" in problem["detail"]


def test_a_huge_string_in_a_refusal_is_cut():
    """A 200,000-character member name or message is cut to 1,000 characters, saying how
    many were cut; 50 errors of such long names and messages (over 64 KiB) leave only the
    count."""
    from service.problems import bounded, encode

    cut = bounded({"detail": "x" * 200_000, "errors": {"y" * 5000: ["Unknown field."]}})
    assert cut["detail"] == "x" * 1000 + "... (199000 more characters)"
    assert list(cut["errors"]) == ["y" * 1000 + "... (4000 more characters)"]
    many = bounded(
        {"detail": "d", "errors": {f"{i:05d}" + "z" * 1400: ["m" * 1400] for i in range(60)}}
    )
    assert "errors" not in many and many["errors_cut"] == 60
    assert len(encode(many)) < 64 * 1024


def test_options_is_204_with_allow_and_no_body(client):
    """OPTIONS answered 200 text/html with an empty body: now 204 and Allow (flask-cors, if
    added, decorates the same answer)."""
    response = client.options("/v1/games/corellian-spike/rank")
    assert response.status_code == 204 and response.data == b""
    assert set(response.headers["Allow"].split(", ")) == {"POST", "OPTIONS"}
    assert "Content-Type" not in response.headers
