"""Reading a Sabaccino state as the contract shapes it (``schema.py``: every member there,
of its type, within its range), checking what a schema cannot say: the tiles' places, the
tableau replayed, this round's scoring lays checked by the game's scoring rule, the finished
rounds' figures and the scores, and the seats each member names (the model and its members:
model.py; the checks that need the rules of play: checks.py).

A state reaches ``read_state`` only once it fits its game's ``<Game>State`` component (the
HTTP boundary, ``service/api/boundary.py``, refuses any other), so the readers take members
as they are and state no JSON type, member or static range of their own.
"""

from __future__ import annotations

from typing import Any

from ..errors import InvalidState
from .checks import check
from .model import DOUBLES_PIPS, PHASES, SET_PIPS, Model
from .rules import LayScore, Rules
from .scoring import award, blocked_winner, lay_points
from .tableau import Tableau
from .tiles import CANONICAL, TILES, Tile


def read_state(rules: Rules, state: dict[str, Any], trusted: bool = False) -> Model:
    """Read and check a state whose header ``Game.header`` has read, which fits the game's
    ``<Game>State`` schema, ending with ``checks.check``. A ``trusted`` state (one this
    service made: ``Game.parse``) is read without the checks: its tableau is replayed
    without scoring each lay, its finished rounds are taken as they are (the model holds
    them in their JSON form), and nothing it holds is compared with anything else.

    :raises InvalidState: naming the path: a member that names a seat the state does not
        have, or holds a figure per seat for another count of seats, a tile in two places or
        in none, a tableau whose open ends do not follow from its tiles, a scoring lay the
        game's scoring rule does not give, a finished round whose figures do not add up,
        scores that are not the sum of the rounds, and whatever ``checks.check`` refuses.
    """
    options, players, phase = state["options"], state["players"], state["phase"]
    seats = len(players)
    lay_score, entries, watch = rules.lay_score, [], None
    scored: dict[str, tuple[int, list[Any]] | None] = {}
    if lay_score is not None:
        entries = _entries(lay_score, state["scoring"])
        if not trusted:
            _check_seats(entries, "state", seats)
            if entries and phase in _LIVE:

                def score(tableau: Tableau) -> None:
                    scored[tableau.placed[-1].tile.name] = lay_score.score(tableau, options)

                watch = {CANONICAL[entry["tile"]]: score for entry in entries}
    stocks = [_tiles(player["stock"]) for player in players]
    scores = [player["score"] for player in players]
    model = Model(
        rules=rules,
        options=options,
        seed=state["seed"],
        chance_step=state["chance_step"],
        phase=phase,
        to_move=state["to_move"],
        round=state["round"],
        dealer=state["dealer"],
        stocks=stocks,
        scores=scores,
        boneyard=_tiles(state["boneyard"]),
        tableau=Tableau.read(state["tableau"], rules.layout_for(options), watch),
        scoring=entries,
    )
    if rules.has_discards:
        model.discards = _tiles(state["discards"])
    if not trusted:
        _check_places(model)
    if rules.has_rolls:
        model.rolls = _rolls(state["rolls"], seats, trusted)
    if lay_score is not None and entries and not trusted:
        _check_lays(lay_score, options, model, scored if watch is not None else None)
    if rules.trains:
        model.to_start = list(state["to_start"])  # (checks.check: the seats yet to start)
    if rules.has_turn:
        model.turn = _turn(state["turn"], seats, trusted)
    if rules.consecutive:
        model.turned = _turned(state["turned"], model.stocks, trusted)
    if trusted:
        model.rounds = list(state["rounds"])  # (their records are never changed, only added)
    elif state["rounds"]:  # (none finished is the usual case)
        model.rounds = [
            _record(rules, options, rec, i, seats) for i, rec in enumerate(state["rounds"])
        ]
    if not trusted:
        _check_scores(model)
        check(model, state["terminal"])
    return model


_LIVE = frozenset(PHASES) - {"deal", "over"}
"""The phases of a round in play, whose scoring lays are this round's (between rounds they
are in the last round's record)."""


def _tiles(names: list[str]) -> list[Tile]:
    """The tiles of a list of tile names in printed form (``SabaccinoTile``), as a new list."""
    return [CANONICAL[name] for name in names]


def _seat(value: int, path: str, seats: int) -> None:
    """Refuse a seat ``value`` at ``path`` that the state, with ``seats`` players, does not
    have (the schema allows every seat of the largest table)."""
    if value >= seats:
        raise InvalidState(f"{path} must be between 0 and {seats - 1}; got {value}.", field=path)


def _per_seat(values: list[Any], path: str, seats: int, what: str) -> None:
    """Refuse a list at ``path`` that does not hold one ``what`` per seat."""
    if len(values) != seats:
        raise InvalidState(f"{path} must hold one {what} per seat ({seats}).", field=path)


def _rolls(value: list[list[int]], seats: int, trusted: bool) -> list[list[int]]:
    """Each seat's rolls this round, one list per seat (new lists)."""
    if not trusted:
        _per_seat(value, "state.rolls", seats, "list of rolls")
    out = []
    for dice in value:
        out.append(dice[:])
    return out


def _turn(value: dict[str, Any] | None, seats: int, trusted: bool) -> dict[str, Any] | None:
    """The member ``turn``: ``null``, or ``{"player": seat, "drew": n}`` (a new object)."""
    if value is None:
        return None
    if not trusted:
        _seat(value["player"], "state.turn.player", seats)
    return {"player": value["player"], "drew": value["drew"]}


def _turned(value: list[list[str]], stocks: list[list[Tile]], trusted: bool) -> list[list[Tile]]:
    """Per seat, distinct tiles of its own stock."""
    if trusted or value == [[]] * len(stocks):  # the usual case: nothing turned over
        return [_tiles(names) for names in value]
    _per_seat(value, "state.turned", len(stocks), "list of tiles")
    out = []
    for seat, names in enumerate(value):
        tiles = _tiles(names)
        for i, tile in enumerate(tiles):
            if tile not in stocks[seat] or tile in tiles[:i]:
                path = f"state.turned[{seat}][{i}]"
                raise InvalidState(
                    f"{path} is {tile}, which is not a tile of player "
                    f"{seat}'s stock turned over once.",
                    field=path,
                )
        out.append(tiles)
    return out


def _check_places(model: Model) -> None:
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
        raise InvalidState(
            f"state has no tile {missing[0]} anywhere (in no stock, nor the boneyard, nor "
            f"the tableau); each of the 28 tiles is in one place"
            + (f" ({len(missing)} are missing)." if len(missing) > 1 else "."),
            field="state",
        )


def _entries(lay_score: LayScore, value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The scoring entries ``value`` (of the state, or of a finished round), each
    ``{"player", "tile", "points", <key>}``, as new objects in that order (``SabaccinoState``
    states their shape). Whether the rule gives them is asked by the caller (``_check_lays``,
    ``_record``)."""
    key = lay_score.key
    return [
        {"player": raw["player"], "tile": raw["tile"], "points": raw["points"], key: raw[key][:]}
        for raw in value
    ]


def _check_seats(entries: list[dict[str, Any]], path: str, seats: int) -> None:
    """Each scoring entry of ``path`` (the state, or a finished round) names a seat of the
    state."""
    for k, entry in enumerate(entries):
        _seat(entry["player"], f"{path}.scoring[{k}].player", seats)


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
    rules: Rules, options: dict[str, Any], value: dict[str, Any], index: int, seats: int
) -> dict[str, Any]:
    """A finished round ``value``, ``state.rounds[index]``, whose figures must add up: it is
    the round after the one before it, dealt by the seat whose deal it was, its winner a seat
    that fits how it ended, its pips and points one per seat (pips within what a stock can hold),
    its scoring lays scoring what the game's scoring rule gives their tile and detail
    (``LayScore.points``; the round's tableau is gone, so where each tile lay is not asked),
    and its points what its result and lays award. A new object, in the order the service
    writes it."""
    lay_score, path = rules.lay_score, f"state.rounds[{index}]"
    number, dealer, ended, winner = value["round"], value["dealer"], value["ended"], value["winner"]
    if number != index + 1:
        raise InvalidState(
            f"{path}.round must be {index + 1} (rounds are listed in order).", field=f"{path}.round"
        )
    if dealer != index % seats:
        raise InvalidState(
            f"{path}.dealer must be {index % seats}: seat 0 deals round 1 and the deal passes "
            "left.",
            field=f"{path}.dealer",
        )
    if winner is not None:
        _seat(winner, f"{path}.winner", seats)
    counts, points = value["pips"][:], value["points"][:]
    _per_seat(counts, f"{path}.pips", seats, "figure")
    most = SET_PIPS + (DOUBLES_PIPS if options.get("doubles_bonus") else 0)
    for seat, count in enumerate(counts):
        if count > most:
            raise InvalidState(
                f"{path}.pips[{seat}] must be between 0 and {most}; got {count}.",
                field=f"{path}.pips[{seat}]",
            )
    _per_seat(points, f"{path}.points", seats, "figure")
    entries: list[dict[str, Any]] = []
    if lay_score is not None:
        entries = _entries(lay_score, value["scoring"])
        _check_seats(entries, path, seats)
        for k, entry in enumerate(entries):
            tile, key = CANONICAL[entry["tile"]], lay_score.key
            worth = lay_score.points(tile, entry[key], options)
            if entry["points"] != worth:
                where = f"{path}.scoring[{k}].points"
                raise InvalidState(
                    f"{where} is {entry['points']}, but by the rule ({lay_score.rule(options)}) "
                    f"{tile} with {key} {entry[key]} scores {worth or 'nothing'}.",
                    field=where,
                )
    if ended == "out" and (winner is None or counts[winner] != 0):
        raise InvalidState(
            f"{path}.winner must be the seat that went out (with no pips left).",
            field=f"{path}.winner",
        )
    if ended == "target" and (rules.match != "target" or not options["target"] or winner is None):
        raise InvalidState(
            f"{path}.ended can be 'target' only in a game played to a target score, "
            "with the seat that reached it as winner.",
            field=f"{path}.ended",
        )
    if ended == "blocked" and winner != blocked_winner(rules, options, counts):
        raise InvalidState(
            f"{path}.winner must be {blocked_winner(rules, options, counts)} for a "
            f"blocked round with these pip counts {counts}.",
            field=f"{path}.winner",
        )
    expected = [a + b for a, b in zip(award(rules, winner, counts), lay_points(entries, seats))]
    if points != expected:
        raise InvalidState(
            f"{path}.points must be {expected}: what this round's result awards.",
            field=f"{path}.points",
        )
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
