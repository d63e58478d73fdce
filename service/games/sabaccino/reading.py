"""Reading a Sabaccino state: every member checked, the tiles' places, the tableau replayed,
this round's scoring lays checked by the game's scoring rule, the finished rounds' figures
and the scores (the model and its members: model.py; the checks that need the rules of
play: checks.py).

Each reader takes the usual value by plain tests and, where one fails, reads the same value
through a ``Reader``, which names the path of the first thing wrong.
"""

from __future__ import annotations

from typing import Any

from ..errors import InvalidState
from ..reader import Reader, choice, integer, integers, within
from .checks import check
from .model import (
    DOUBLES_PIPS,
    ENDINGS,
    MAX_ROLLS,
    MAX_ROUNDS,
    MAX_SCORE,
    PHASES,
    SET_PIPS,
    Model,
    members,
)
from .rules import MAX_PLAYERS, MIN_PLAYERS, LayScore, Rules
from .scoring import award, blocked_winner, lay_points
from .tableau import Tableau
from .tiles import CANONICAL, HIGHEST, TILES, Tile, read, read_all


def read_state(rules: Rules, r: Reader, trusted: bool = False) -> Model:
    """Parse and check a state whose header ``Game.header`` has checked (its ``seed`` and
    ``chance_step`` among it), ending with ``checks.check``. A ``trusted`` state (one this
    service made: ``Game.parse``) is read without the checks: its tableau is replayed
    without scoring each lay, its finished rounds are taken as they are (the model holds
    them in their JSON form), and nothing it holds is compared with anything else.

    :raises InvalidState: naming the path: an unknown or missing member, a wrong type, an
        index out of range, a tile in two places or in none, a tableau whose open ends do
        not follow from its tiles, a scoring lay the game's scoring rule does not give, a
        finished round whose figures do not add up, scores that are not the sum of the
        rounds, and whatever ``checks.check`` refuses.
    """
    names, state = members(rules), r.value
    if state.keys() != names:
        r.obj(names)
        for name in sorted(names - set(state)):
            raise r.fail(f"is missing the member {name!r}.")
    options, players = state["options"], state["players"]
    if type(players) is not list or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise r["players"].fail(f"must be an array of {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    seats = len(players)
    stocks, scores = _players(r, players)
    phase = choice(r, "phase", PHASES)
    number, dealer = integer(r, "round", 1, MAX_ROUNDS), integer(r, "dealer", 0, seats - 1)
    lay_score, entries, watch = rules.lay_score, [], None
    scored: dict[str, tuple[int, list[Any]] | None] = {}
    if lay_score is not None:
        entries = _entries(lay_score, state, "state", seats)
        if entries and phase in _LIVE and not trusted:

            def score(tableau: Tableau) -> None:
                scored[tableau.placed[-1].tile.name] = lay_score.score(tableau, options)

            watch = {CANONICAL[entry["tile"]]: score for entry in entries}
    model = Model(
        rules=rules,
        options=options,
        seed=state["seed"],
        chance_step=state["chance_step"],
        phase=phase,
        to_move=state["to_move"],
        round=number,
        dealer=dealer,
        stocks=stocks,
        scores=scores,
        boneyard=read_all(state["boneyard"], "state.boneyard", r.error),
        tableau=Tableau.read(
            Reader(state["tableau"], "state.tableau", r.error), rules.layout_for(options), watch
        ),
        scoring=entries,
    )
    if rules.has_discards:
        model.discards = read_all(state["discards"], "state.discards", r.error)
    if not trusted:
        _check_places(model, r)
    if rules.has_rolls:
        model.rolls = _rolls(r, seats)
    if lay_score is not None and entries and not trusted:
        _check_lays(lay_score, options, model, scored if watch is not None else None)
    if rules.trains:
        model.to_start = _seats(r, seats)
    if rules.has_turn:
        model.turn = _turn(r, seats)
    if rules.consecutive:
        model.turned = _turned(r["turned"], model.stocks)
    if trusted:
        model.rounds = list(state["rounds"])  # (their records are never changed, only added)
    elif state["rounds"] != []:  # (none finished, the usual case, needs no reader)
        model.rounds = [
            _record(rules, options, rec, i, seats)
            for i, rec in enumerate(r["rounds"].items(MAX_ROUNDS))
        ]
    if not trusted:
        _check_scores(model)
        check(model, state["terminal"])
    return model


_LIVE = frozenset(PHASES) - {"deal", "over"}
"""The phases of a round in play, whose scoring lays are this round's (between rounds they
are in the last round's record)."""


def _players(r: Reader, players: list[Any]) -> tuple[list[list[Tile]], list[int]]:
    """Each player's stock and score (from 0 to ``MAX_SCORE``)."""
    stocks, scores = [], []
    for i, player in enumerate(players):
        if type(player) is not dict or player.keys() != _PLAYER:
            path = f"state.players[{i}]"
            Reader(player, path, r.error).obj(_PLAYER)
            raise r.error(f"{path} must have the members 'stock' and 'score'.", field=path)
        stocks.append(read_all(player["stock"], f"state.players[{i}].stock", r.error))
        score = player["score"]
        if type(score) is not int or not 0 <= score <= MAX_SCORE:
            score = Reader(player, f"state.players[{i}]", r.error)["score"].int(0, MAX_SCORE)
        scores.append(score)
    return stocks, scores


def _rolls(r: Reader, seats: int) -> list[list[int]]:
    """Each seat's rolls this round: one list per seat of at most ``MAX_ROLLS`` dice from 1
    to 6."""
    value = r.value["rolls"]
    if type(value) is not list or len(value) != seats:
        rolls = r["rolls"]
        rolls.list(seats)
        raise rolls.fail(f"must hold one list of rolls per seat ({seats}).")
    out = []
    for i, dice in enumerate(value):
        usual = type(dice) is list and len(dice) <= MAX_ROLLS
        if usual:
            for die in dice:  # (a plain loop: no generator)
                if type(die) is not int or not 1 <= die <= 6:
                    usual = False
                    break
        if not usual:
            dice = [
                d.int(1, 6) for d in Reader(dice, f"state.rolls[{i}]", r.error).items(MAX_ROLLS)
            ]
        out.append(dice[:])
    return out


def _seats(r: Reader, seats: int) -> list[int]:
    """``to_start``: a list of distinct seats."""
    values = integers(r, "to_start", 0, seats - 1, seats)
    if len(set(values)) != len(values):
        raise r["to_start"].fail(f"names a seat twice: {values}.")
    return values


def _turn(r: Reader, seats: int) -> dict[str, Any] | None:
    """The member ``turn`` of the state ``r``: ``null``, or ``{"player": seat, "drew": n}``."""
    if r.value["turn"] is None:
        return None
    turn = r["turn"]
    within(turn, _TURN)
    return {
        "player": integer(turn, "player", 0, seats - 1),
        "drew": integer(turn, "drew", 0, len(TILES)),
    }


def _turned(r: Reader, stocks: list[list[Tile]]) -> list[list[Tile]]:
    """Per seat, distinct tiles of its own stock."""
    if r.value == [[]] * len(stocks):  # the usual case: nothing turned over
        return [[] for _ in stocks]
    if len(r.list(len(stocks))) != len(stocks):
        raise r.fail(f"must hold one list of tiles per seat ({len(stocks)}).")
    out = []
    for seat, item in enumerate(r.items()):
        tiles = read_all(item.value, item.path, r.error)
        for i, tile in enumerate(tiles):
            if tile not in stocks[seat] or tile in tiles[:i]:
                raise item.error(
                    f"{item.path}[{i}] is {tile}, which is not a tile of player "
                    f"{seat}'s stock turned over once.",
                    field=f"{item.path}[{i}]",
                )
        out.append(tiles)
    return out


_PLAYER = {"stock", "score"}
_TURN = frozenset({"player", "drew"})
_RECORD = frozenset({"round", "dealer", "ended", "winner", "pips", "points"})
_SCORED_RECORD = _RECORD | {"scoring"}


def _check_places(model: Model, r: Reader) -> None:
    """Every tile in exactly one place: 28 tiles in all, all different (where not, the first
    tile out of place is named)."""
    laid = []
    for p in model.tableau.placed:  # (plain loops: a comprehension is a call of its own)
        laid.append(p.tile)
    every = [*laid, *model.boneyard, *model.discards]
    for stock in model.stocks:
        every += stock
    if len(every) == len(TILES) and len(set(every)) == len(TILES):
        return
    where: list[str | None] = [None] * len(TILES)
    places = [(f"state.players[{i}].stock", s) for i, s in enumerate(model.stocks)]
    places += [
        ("state.boneyard", model.boneyard),
        ("state.discards", model.discards),
        ("state.tableau.tiles", laid),
    ]
    for path, tiles in places:
        for i, tile in enumerate(tiles):
            here = f"{path}[{i}]"
            if where[tile.index] is not None:
                raise InvalidState(
                    f"{here} is {tile}, which is also at {where[tile.index]}; "
                    f"each of the 28 tiles is in one place.",
                    field=here,
                )
            where[tile.index] = here
    missing = [tile.name for tile in TILES if where[tile.index] is None]
    if missing:
        raise r.fail(
            f"has no tile {missing[0]} anywhere (in no stock, nor the boneyard, nor "
            f"the tableau); each of the 28 tiles is in one place"
            + (f" ({len(missing)} are missing)." if len(missing) > 1 else ".")
        )


def _entries(
    lay_score: LayScore, holder: dict[str, Any], path: str, seats: int
) -> list[dict[str, Any]]:
    """The scoring entries of ``holder`` (the state, or a finished round, at ``path``), each
    ``{"player", "tile", "points", <key>}`` with a seat, a tile in printed form, points from
    1 to ``MAX_SCORE`` and a detail of the rule's kind (``_detail``). Whether the rule gives
    them is asked by the caller (``_check_lays``, ``_record``)."""
    value = holder["scoring"]
    if type(value) is not list or len(value) > len(TILES):
        Reader(holder, path, InvalidState)["scoring"].list(len(TILES))
    key, names, entries = lay_score.key, lay_score.members, []
    for i, raw in enumerate(value):
        if type(raw) is dict and raw.keys() == names:
            player, name, points = raw["player"], raw["tile"], raw["points"]
            tile = CANONICAL.get(name) if type(name) is str else None
            detail = _detail(key, raw[key])
            if (
                tile is not None
                and detail is not None
                and type(player) is int
                and 0 <= player < seats
                and type(points) is int
                and 1 <= points <= MAX_SCORE
            ):
                entries.append({"player": player, "tile": name, "points": points, key: detail})
                continue
        entries.append(_read_entry(lay_score, Reader(raw, f"{path}.scoring[{i}]"), seats))
    return entries


def _read_entry(lay_score: LayScore, r: Reader, seats: int) -> dict[str, Any]:
    """A scoring entry that plain tests did not take, member by member."""
    key, names = lay_score.key, lay_score.members
    raw = r.obj(names)
    for name in sorted(names - raw.keys()):
        raise r.fail(f"is missing the member {name!r}.")
    player, points = integer(r, "player", 0, seats - 1), integer(r, "points", 1, MAX_SCORE)
    tile = read(raw["tile"], f"{r.path}.tile", r.error)
    if key == "chain":
        detail: list[Any] = [t.name for t in read_all(raw[key], f"{r.path}.{key}", r.error, _CHAIN)]
    else:
        detail = integers(r, key, 0, HIGHEST, _ENDS)
    return {"player": player, "tile": tile.name, "points": points, key: detail}


_CHAIN = len(TILES) - 1
"""The most tiles a chain can hold: every tile but the double that closes it."""
_ENDS = 4 * len(TILES)
"""More values than any count of open ends."""


def _detail(key: str, value: Any) -> list[Any] | None:
    """A detail of the usual kind, as a new list, by plain tests: ``"chain"``, tile names in
    printed form; ``"ends"``, values from 0 to ``HIGHEST``. ``None`` for anything else."""
    if type(value) is not list or len(value) > (_CHAIN if key == "chain" else _ENDS):
        return None
    if key == "chain":
        for name in value:  # (plain loops: no generator)
            if type(name) is not str or name not in CANONICAL:
                return None
    else:
        for number in value:
            if type(number) is not int or not 0 <= number <= HIGHEST:
                return None
    return value[:]


def _check_lays(
    lay_score: LayScore,
    options: dict[str, Any],
    model: Model,
    scored: dict[str, tuple[int, list[Any]] | None] | None,
) -> None:
    """This round's scoring entries name tiles of the tableau, in the order laid, each once;
    while the round is in play (``scored`` given), each entry's points and detail are what
    the game's scoring rule gives (``scored[tile]``: what ``LayScore.score`` gave as the
    tableau's replay laid the tile). Who laid a tile is not in the tableau, so an entry's
    ``player`` is taken as it is; an entry left out only lowers a score, and is not asked
    for."""
    key, placed = lay_score.key, model.tableau.placed
    where, last = {}, -1
    for i, p in enumerate(placed):  # (a plain loop: a comprehension is a call of its own)
        where[p.tile.name] = i
    for k, entry in enumerate(model.scoring):
        name, points, detail = entry["tile"], entry["points"], entry[key]
        index = where.get(name)
        if index is None:
            path = f"state.scoring[{k}].tile"
            raise InvalidState(f"{path} is {name}, which is not in the tableau.", field=path)
        if index <= last:
            path = f"state.scoring[{k}]"
            raise InvalidState(
                f"{path} is the lay of {name} (tile {index} of the tableau), but an entry "
                f"before it is for {placed[last].tile} (tile {last}): each scoring lay has "
                f"one entry, in the order laid.",
                field=path,
            )
        last = index
        lay = scored[name] if scored is not None else (points, detail)
        if lay != (points, detail):
            by_rule = f"{lay[0]} from {key} {lay[1]}" if lay is not None else "nothing"
            path = f"state.scoring[{k}]"
            raise InvalidState(
                f"{path} gives {name} (tile {index} of the tableau) {points} point(s) from "
                f"{key} {detail}, but by the rule ({lay_score.rule(options)}) {name} laid "
                f"where it lies scores {by_rule}.",
                field=path,
            )


def _record(
    rules: Rules, options: dict[str, Any], r: Reader, index: int, seats: int
) -> dict[str, Any]:
    """A finished round, whose figures must add up: its winner fits how it ended, its
    scoring lays score what the game's scoring rule gives their tile and detail
    (``LayScore.points``; the round's tableau is gone, so where each tile lay is not
    asked), and its points are what its result and lays award."""
    lay_score = rules.lay_score
    within(r, _SCORED_RECORD if lay_score is not None else _RECORD)
    number = integer(r, "round", 1, MAX_ROUNDS)
    if number != index + 1:
        raise r["round"].fail(f"must be {index + 1} (rounds are listed in order).")
    dealer = integer(r, "dealer", 0, seats - 1)
    if dealer != index % seats:
        raise r["dealer"].fail(
            f"must be {index % seats}: seat 0 deals round 1 and the deal passes left."
        )
    ended = choice(r, "ended", ENDINGS)
    winner = r.value.get("winner")
    if winner is not None or "winner" not in r.value:
        winner = integer(r, "winner", 0, seats - 1)
    counts = _per_seat(
        r, "pips", seats, SET_PIPS + (DOUBLES_PIPS if options.get("doubles_bonus") else 0)
    )
    points = _per_seat(r, "points", seats, MAX_SCORE)
    entries: list[dict[str, Any]] = []
    if lay_score is not None:
        if "scoring" not in r.value:
            raise r.fail("is missing the member 'scoring'.")
        entries = _entries(lay_score, r.value, r.path, seats)
        for k, entry in enumerate(entries):
            tile, key = CANONICAL[entry["tile"]], lay_score.key
            worth = lay_score.points(tile, entry[key], options)
            if entry["points"] != worth:
                path = f"{r.path}.scoring[{k}].points"
                raise InvalidState(
                    f"{path} is {entry['points']}, but by the rule ({lay_score.rule(options)}) "
                    f"{tile} with {key} {entry[key]} scores {worth or 'nothing'}.",
                    field=path,
                )
    if ended == "out" and (winner is None or counts[winner] != 0):
        raise r["winner"].fail("must be the seat that went out (with no pips left).")
    if ended == "target" and (rules.match != "target" or not options["target"] or winner is None):
        raise r["ended"].fail(
            "can be 'target' only in a game played to a target score, "
            "with the seat that reached it as winner."
        )
    if ended == "blocked" and winner != blocked_winner(rules, options, counts):
        raise r["winner"].fail(
            f"must be {blocked_winner(rules, options, counts)} for a "
            f"blocked round with these pip counts {counts}."
        )
    expected = [a + b for a, b in zip(award(rules, winner, counts), lay_points(entries, seats))]
    if points != expected:
        raise r["points"].fail(f"must be {expected}: what this round's result awards.")
    record = {
        "round": number,
        "dealer": dealer,
        "ended": ended,
        "winner": winner,
        "pips": counts,
        "points": points,
    }
    if lay_score is not None:
        record["scoring"] = entries
    return record


def _per_seat(r: Reader, key: str, seats: int, maximum: int) -> list[int]:
    values = integers(r, key, 0, maximum, seats)
    if len(values) != seats:
        raise r[key].fail(f"must hold one figure per seat ({seats}).")
    return values


def _check_scores(model: Model) -> None:
    """Each seat's score is the sum of its points in the finished rounds and this one."""
    totals = lay_points(model.scoring, model.seats)
    for record in model.rounds:
        totals = [a + b for a, b in zip(totals, record["points"])]
    if totals == model.scores:
        return
    for seat, (score, total) in enumerate(zip(model.scores, totals)):
        if score != total:
            raise InvalidState(
                f"state.players[{seat}].score is {score}, but the rounds give {total}.",
                field=f"state.players[{seat}].score",
            )
