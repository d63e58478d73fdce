"""Game records: a whole game as its start and its moves, replayed through the rules
(after python-chess's PGN: tags, a starting position or the standard one, the moves).

A record (docs/records.md)::

    {"game": "muggins", "version": 1, "players": 3, "seed": 6,
     "options": {"target": 50, ...}, "moves": [{"action": "chance"}, ...]}

``seed`` gives the deal and every chance outcome the moves leave to the seed, so the record
reproduces every state of the game. Physical cards or tiles: ``start`` (a whole state of
the game, laid out as the table found it, like PGN's ``FEN`` tag) takes the place of
``seed``, and the chance steps are moves naming the outcome as it fell. ``tags`` (strings by
name: players' names, place, date) are kept for people and read by no rule. Sealed games add
``nonce`` (docs/records.md); a move may keep the ``text`` legal-moves gave it. A record the
service wrote carries its ``signature`` (checked by ``service.signing``, read by no rule).

The caller builds the record as it plays (:func:`begin` from the first state, then each
move it sent): the state itself keeps no history, so it stays as small as it is.
"""

from __future__ import annotations

from typing import Any

import orjson

from . import chance
from .errors import ArbiterError, InvalidRecord
from .interface import Game, untold

MAX_MOVES = 5000
"""Most moves a record may hold: ten times the longest real game (a two-player Sleemo
match, about 500 moves); a record past it is refused (422 invalid_record)."""

MAX_STEPS_MOVES = 1000
"""Most moves a replay with ``steps`` may give every state of (twice the longest real game),
so that answer stays a few megabytes and a few seconds at most."""

MAX_STEPS_BYTES = 8 * 1024 * 1024
"""Most bytes of JSON the states of a replay with ``steps`` may add up to (the first state
and one per move). The move cap alone does not bound the answer: a record whose ``start``
is a long match's state (60 KB) followed by 1000 small moves would answer 1001 copies of a
growing state (60 MB, half a minute of CPU) for a 100 KB request."""

MAX_TAGS = 32
"""Most tags a record may hold (the contract's ``<Game>Record`` says so)."""
MAX_TAG_CHARS = 200
"""Most characters of a tag's name or value."""


def begin(state: dict[str, Any]) -> dict[str, Any]:
    """The record of a game whose first state is ``state`` (a ``deal`` answer), no moves yet.

    :param state: a dealt state (any game): ``game``, ``version``, ``players``, ``seed``
        and ``options`` are read.
    """
    return {
        "game": state["game"],
        "version": state["version"],
        "players": len(state["players"]),
        "seed": state["seed"],
        "options": dict[str, Any](state["options"]),
        "moves": [],
    }


def first_state(engine: Game[Any], record: dict[str, Any]) -> tuple[dict[str, Any], list[Any]]:
    """The record's first state (dealt from ``seed``, or its ``start``) and its moves.

    :param record: a record as the contract's ``<Game>Record`` shapes it (``schema.record``:
        this game and version, its members, a player count in the game's range, a seed or a
        start but not both, a start of this game's state, tags, a signature's strings, at
        most ``MAX_MOVES`` moves; each move any value, which the replay judges).
    :raises InvalidRecord: options the rules refuse together (said of the record), a nonce
        with a start, a start whose options or player count are not the record's.
    :raises InvalidState: a ``start`` that the rules refuse.
    """
    players, options, moves = record["players"], record["options"], record["moves"]
    nonce = record.get("nonce")  # a revealed sealed game's
    if "seed" in record:
        try:
            return engine.deal(players, record["seed"], options, nonce=nonce), moves
        except ArbiterError as exc:  # options the rules refuse together, said of the record
            raise InvalidRecord(f"record: {exc.reason}", field="record") from exc
    if nonce is not None:
        raise InvalidRecord(
            "A nonce goes with the seed of a sealed deal, not with a start "
            "(a start state carries its own nonce).",
            field="record.nonce",
        )
    start: dict[str, Any] = record["start"]
    engine.load(start)  # the start must be a valid state of the game (InvalidState)
    if start["options"] != options:
        raise InvalidRecord(
            "record.start.options differs from record.options.", field="record.start.options"
        )
    if len(start["players"]) != players:
        raise InvalidRecord(
            f"record.start has {len(start['players'])} players, not {players}.",
            field="record.players",
        )
    return start, moves


def replay(engine: Game[Any], record: dict[str, Any], steps: bool = False) -> dict[str, Any]:
    """Play every move of ``record`` through the rules of ``engine``'s game.

    :returns: ``{"state", "score", "moves", "first_illegal"}``: the state after the last
        move accepted, its score, how many moves were accepted, and ``None`` or the first
        move refused, ``{"index", "move", "code", "reason", "rule", "source"}`` (``index``
        0-based in ``record.moves``; ``code`` ``illegal_move``, or ``invalid_move`` or
        ``invalid_card`` for a malformed move, ``limit_reached`` past a counter's ceiling;
        ``state`` is then the state before it). With
        ``steps`` also ``start`` (the first state) and ``steps``, one ``{"index", "move", "state",
        "events"}`` per move accepted (the state after it).
    :param record: as ``first_state`` takes it.
    :raises InvalidRecord: as ``first_state``; ``steps`` past ``MAX_STEPS_MOVES``.
    :raises InvalidState: a ``start`` that the rules refuse.
    """
    state, moves = first_state(engine, record)
    if steps and len(moves) > MAX_STEPS_MOVES:
        raise InvalidRecord(
            f"A replay with steps gives every state of at most "
            f"{MAX_STEPS_MOVES} moves; this record holds {len(moves)}. "
            f"Replay it without steps, or a shorter part of it.",
            field="record.moves",
        )
    if not steps and "nonce" not in state:  # a sealed game's chance needs its secret
        return _verdict(engine, state, moves)
    if steps and _size(state) * (len(moves) + 1) > MAX_STEPS_BYTES:  # states never shrink
        raise _steps_too_big(len(moves))
    return replay_moves(engine, state, moves, steps=steps)


def _size(state: dict[str, Any]) -> int:
    """Bytes of ``state`` as compact JSON."""
    return len(orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS))


def _snapshot(value: Any) -> tuple[Any, int]:
    """A copy of ``value`` (JSON) that shares nothing with it, and its bytes as JSON: what a
    model dumped gives shares lists with the model, which the next move changes."""
    encoded = orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    return orjson.loads(encoded), len(encoded)


def _steps_too_big(moves: int) -> InvalidRecord:
    return InvalidRecord(
        f"A replay with steps gives states of at most {MAX_STEPS_BYTES} bytes "
        f"of JSON in all; the states of this record's {moves} moves would "
        f"pass it. Replay it without steps, or a shorter part of it.",
        field="record.moves",
    )


def replay_moves(
    engine: Game[Any], start: dict[str, Any], moves: list[Any], steps: bool = False
) -> dict[str, Any]:
    """The replay answer, the moves applied to one model with its state written and its
    counters checked after each (what ``play`` does, without reading the state back: that
    read was nine tenths of the cost, 1.8 s of CPU for 1000 steps of a long Bergamor
    match); with ``steps``, every state and its events too. A refused move may leave the
    model half changed; the state written before it is the answer's.

    :raises InvalidRecord: with ``steps``, states past ``MAX_STEPS_BYTES`` in all.
    """
    model, nonce = engine.parse(start)  # a revealed sealed game's nonce, or None
    state, played, first_illegal = start, 0, None
    trail: list[dict[str, Any]] = []
    budget = MAX_STEPS_BYTES - (_size(start) if steps else 0)
    for index, move in enumerate(moves):
        try:
            with chance.secret(nonce):
                events = engine.apply(model, untold(move))
            after, size = _snapshot(engine.sealed_dump(model, nonce))
            engine.check_counters(after)
        except ArbiterError as refusal:
            first_illegal = _refused(index, move, refusal)
            break
        state, played = after, played + 1
        if steps:
            budget -= size
            if budget < 0:
                raise _steps_too_big(len(moves))
            trail.append(
                {
                    "index": index,
                    "move": move,
                    "state": state,
                    "events": _snapshot(engine.told(events, "event"))[0],
                }
            )
    answer = {
        "state": state,
        "score": engine.score(state),
        "moves": played,
        "first_illegal": first_illegal,
    }
    if steps:
        answer.update(start=start, steps=trail)
    return answer


def _refused(index: int, move: Any, refusal: ArbiterError) -> dict[str, Any]:
    return {
        "index": index,
        "move": move,
        "code": refusal.code,
        "reason": refusal.reason,
        "rule": refusal.rule,
        "source": refusal.source,
    }


def _verdict(engine: Game[Any], start: dict[str, Any], moves: list[Any]) -> dict[str, Any]:
    """The replay answer without steps: the moves applied to one model, with no state
    written between them (a thirtieth of the cost of ``play`` per move on a long match,
    whose state grows with its rounds). A refused move may have left that model half
    changed, so the state before it is made again from ``start`` the same way."""
    model = engine.load(start)
    for index, move in enumerate(moves):
        try:
            engine.apply(model, untold(move))
        except ArbiterError:
            model = engine.load(start)
            for earlier in moves[:index]:
                engine.apply(model, untold(earlier))
            state = engine.dump(model)
            try:
                engine.play(state, move)
            except ArbiterError as refusal:
                return {
                    "state": state,
                    "score": engine.score(state),
                    "moves": index,
                    "first_illegal": _refused(index, move, refusal),
                }
            raise AssertionError(  # a bug: apply and play must agree
                "a move refused on a model was accepted from its state"
            ) from None
    state = engine.dump(model)
    try:
        engine.check_counters(state)  # counters only grow: the last state passes, all pass
    except ArbiterError:  # some move took a counter past its ceiling: find it move by move
        return replay_moves(engine, start, moves)
    return {
        "state": state,
        "score": engine.score(state),
        "moves": len(moves),
        "first_illegal": None,
    }
