"""Reading a Sabaccino state: every member checked, the tiles' places, the finished
rounds' figures and the scores (the model and its members: state.py).

Each reader takes the usual case by plain tests and hands anything else to the checked
path, which names the path of the first thing wrong.
"""

from __future__ import annotations

from typing import Any

from ..chance import SEED_MAX
from ..errors import InvalidState
from ..reader import Reader, choice, integer, integers, within
from .rules import MAX_PLAYERS, MIN_PLAYERS, LayScore, Rules
from .scoring import award, blocked_winner, lay_points
from .state import (
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
from .tableau import Tableau
from .tiles import CANONICAL, TILES, Tile, plain_tiles, read, read_all


def read_state(rules: Rules, r: Reader) -> Model:
    """Parse a state whose header ``Game.header`` has checked.

    :raises InvalidState: naming the path: an unknown or missing member, a wrong type, an
        index out of range, a tile in two places or in none, a tableau whose open ends do
        not follow from its tiles, a finished round whose figures do not add up, scores
        that are not the sum of the rounds.
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
    seed, step, phase, number, dealer = _figures(r, seats)
    model = Model(
        rules=rules, options=options, seed=seed, chance_step=step, phase=phase,
        to_move=state["to_move"], round=number, dealer=dealer, stocks=stocks, scores=scores,
        boneyard=read_all(state["boneyard"], "state.boneyard", r.error),
        tableau=Tableau.read(Reader(state["tableau"], "state.tableau", r.error),
                             rules.layout_for(options)))
    if rules.has_discards:
        model.discards = read_all(state["discards"], "state.discards", r.error)
    laid = _check_places(model, r)
    if rules.has_rolls:
        model.rolls = _rolls(r, seats)
    if rules.lay_score is not None:
        if state["scoring"] != []:  # (no scoring lay yet needs no reader)
            model.scoring = _scoring(rules.lay_score, options, r, seats, laid)
    if rules.trains:
        model.to_start = _seats(r, seats)
    if rules.has_turn:
        model.turn = _turn(r, seats)
    if rules.consecutive:
        model.turned = _turned(r["turned"], model.stocks)
    if state["rounds"] != []:  # (none finished, the usual case, needs no reader)
        model.rounds = [_record(rules, options, rec, i, seats)
                        for i, rec in enumerate(r["rounds"].items(MAX_ROUNDS))]
    _check_scores(model)
    return model


def _figures(r: Reader, seats: int) -> tuple[int, int, str, int, int]:
    """``seed``, ``chance_step``, ``phase``, ``round`` and ``dealer``. The usual ones by one
    plain test of all five (integers, not booleans, in range; a phase among ``PHASES``: what
    ``integer`` and ``choice`` ask), else through them one by one in this order, so that the
    first refusal is theirs."""
    state = r.value
    seed, step, phase = state["seed"], state["chance_step"], state["phase"]
    number, dealer = state["round"], state["dealer"]
    if (type(seed) is int and 0 <= seed <= SEED_MAX and type(step) is int and step >= 0
            and type(phase) is str and phase in PHASES
            and type(number) is int and 1 <= number <= MAX_ROUNDS
            and type(dealer) is int and 0 <= dealer < seats):
        return seed, step, phase, number, dealer
    return (integer(r, "seed", 0, SEED_MAX), integer(r, "chance_step", 0),
            choice(r, "phase", PHASES), integer(r, "round", 1, MAX_ROUNDS),
            integer(r, "dealer", 0, seats - 1))


def _players(r: Reader, players: list[Any]) -> tuple[list[list[Tile]], list[int]]:
    """Each player's stock and score. The usual players by plain tests: objects with just
    ``stock`` and ``score``, a stock ``tiles.plain_tiles`` reads (at most 28 tile names in
    printed form), a score from 0 to ``MAX_SCORE``. At
    the first player that is not, ``_read_players`` reads them all again from the start: the
    players before it pass there alike, so the first refusal is the checked path's own."""
    stocks, scores = [], []
    for player in players:
        if type(player) is not dict or player.keys() != _PLAYER:
            break
        stock, score = plain_tiles(player["stock"]), player["score"]
        if stock is None or type(score) is not int or not 0 <= score <= MAX_SCORE:
            break
        stocks.append(stock)
        scores.append(score)
    else:
        return stocks, scores
    return _read_players(r, players)


def _read_players(r: Reader, players: list[Any]) -> tuple[list[list[Tile]], list[int]]:
    """``_players`` by the checked path, naming the path of the first thing wrong."""
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
    """Each seat's rolls this round: one list per seat of dice from 1 to 6."""
    plain = _plain_rolls(r.value["rolls"], seats)
    return plain if plain is not None else _read_rolls(r, seats)


def _read_rolls(r: Reader, seats: int) -> list[list[int]]:
    """``_rolls`` by the checked path, naming the path of the first thing wrong."""
    rolls = r["rolls"]
    if len(rolls.list(seats)) != seats:
        raise rolls.fail(f"must hold one list of rolls per seat ({seats}).")
    return [[die.int(1, 6) for die in dice.items(MAX_ROLLS)] for dice in rolls.items()]


def _plain_rolls(value: Any, seats: int) -> list[list[int]] | None:
    """``_rolls``' usual case by plain tests (loops: no generator, no comprehension), else
    ``None``: exact, for it asks what the checked path does of every item (a list per seat,
    each at most ``MAX_ROLLS`` integers, not booleans, from 1 to 6)."""
    if type(value) is not list or len(value) != seats:
        return None
    rolls = []
    for dice in value:
        if type(dice) is not list or len(dice) > MAX_ROLLS:
            return None
        for die in dice:
            if type(die) is not int or not 1 <= die <= 6:
                return None
        rolls.append(dice[:])
    return rolls


def _seats(r: Reader, seats: int) -> list[int]:
    """``to_start``: a list of distinct seats."""
    values = integers(r, "to_start", 0, seats - 1, seats)
    if len(set(values)) != len(values):
        raise r["to_start"].fail(f"names a seat twice: {values}.")
    return values


def _turn(state: Reader, seats: int) -> dict[str, Any] | None:
    """The member ``turn`` of ``state``: ``null``, or ``{"player": seat, "drew": n}``. The
    usual turn by plain tests (both members, integers, not booleans, in range: what the
    checked path asks of them); anything else through a ``Reader``, for the message."""
    turn = state.value["turn"]
    if turn is None:
        return None
    if type(turn) is dict and turn.keys() == _TURN:
        player, drew = turn["player"], turn["drew"]
        if (type(player) is int and 0 <= player < seats
                and type(drew) is int and 0 <= drew <= len(TILES)):
            return {"player": player, "drew": drew}
    return _read_turn(state["turn"], seats)


def _read_turn(r: Reader, seats: int) -> dict[str, Any] | None:
    """``_turn`` of the member ``r`` by the checked path, naming the path of the first thing
    wrong."""
    if r.value is None:
        return None
    within(r, _TURN)
    return {"player": integer(r, "player", 0, seats - 1), "drew": integer(r, "drew", 0, len(TILES))}


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
                raise item.error(f"{item.path}[{i}] is {tile}, which is not a tile of player "
                                 f"{seat}'s stock turned over once.", field=f"{item.path}[{i}]")
        out.append(tiles)
    return out


_PLAYER = {"stock", "score"}
_TURN = frozenset({"player", "drew"})
_RECORD = frozenset({"round", "dealer", "ended", "winner", "pips", "points"})
_SCORED_RECORD = _RECORD | {"scoring"}


def _check_places(model: Model, r: Reader) -> list[Tile]:
    """Every tile in exactly one place: 28 tiles in all, all different (where not, the first
    tile out of place is named). Returns the tableau's tiles, which this round's scoring
    entries must name."""
    laid = []
    for p in model.tableau.placed:  # (plain loops: a comprehension is a call of its own)
        laid.append(p.tile)
    every = [*laid, *model.boneyard, *model.discards]
    for stock in model.stocks:
        every += stock
    if len(every) == len(TILES) and len(set(every)) == len(TILES):
        return laid
    where: list[str | None] = [None] * len(TILES)
    places = [(f"state.players[{i}].stock", s) for i, s in enumerate(model.stocks)]
    places += [("state.boneyard", model.boneyard), ("state.discards", model.discards),
               ("state.tableau.tiles", laid)]
    for path, tiles in places:
        for i, tile in enumerate(tiles):
            here = f"{path}[{i}]"
            if where[tile.index] is not None:
                raise InvalidState(f"{here} is {tile}, which is also at {where[tile.index]}; "
                                   f"each of the 28 tiles is in one place.", field=here)
            where[tile.index] = here
    missing = [tile.name for tile in TILES if where[tile.index] is None]
    if missing:
        raise r.fail(f"has no tile {missing[0]} anywhere (in no stock, nor the boneyard, nor "
                     f"the tableau); each of the 28 tiles is in one place"
                     + (f" ({len(missing)} are missing)." if len(missing) > 1 else "."))
    return laid


def _scoring(lay_score: LayScore, options: dict[str, Any], r: Reader, seats: int,
             laid: list[Tile] | None) -> list[dict[str, Any]]:
    """The scoring entries of the object ``r`` (the state, whose entries must name tiles
    ``laid`` in the tableau, or a finished round, ``laid`` ``None``).

    The usual entries by plain tests: an array of at most 28 objects with just the rule's
    members, ``player`` and ``points`` integers (not booleans) in ``_entry``'s ranges, a tile
    in printed form (``CANONICAL`` holds only those) among ``laid``, and a detail that
    ``LayScore.plain`` finds to be what ``LayScore.read`` accepts. At the first entry that is
    not, ``_read_scoring`` reads them all again from the start: the entries before it pass
    there alike, to equal entries, so the first refusal is the checked path's own."""
    value = r.value.get("scoring")
    if type(value) is list and len(value) <= len(TILES):
        key, names, plain = lay_score.key, lay_score.members, lay_score.plain
        entries = []
        for raw in value:
            if type(raw) is not dict or raw.keys() != names:
                break
            player, name, points = raw["player"], raw["tile"], raw["points"]
            tile = CANONICAL.get(name) if type(name) is str else None
            if (tile is None or laid is not None and tile not in laid
                    or type(player) is not int or not 0 <= player < seats
                    or type(points) is not int or not 1 <= points <= MAX_SCORE):
                break
            detail = plain(tile, points, raw[key], options)
            if detail is None:
                break
            entries.append({"player": player, "tile": tile.name, "points": points, key: detail})
        else:
            return entries
    return _read_scoring(lay_score, options, r, seats, laid)


def _read_scoring(lay_score: LayScore, options: dict[str, Any], r: Reader, seats: int,
                  laid: list[Tile] | None) -> list[dict[str, Any]]:
    """``_scoring`` by the checked path, naming the path of the first thing wrong."""
    entries = []
    for e in r["scoring"].items(len(TILES)):
        entry = _entry(lay_score, options, e, seats)
        if laid is not None and CANONICAL[entry["tile"]] not in laid:
            raise e["tile"].fail(f"is {entry['tile']}, which is not in the tableau.")
        entries.append(entry)
    return entries


def _entry(lay_score: LayScore, options: dict[str, Any], r: Reader, seats: int
           ) -> dict[str, Any]:
    """A scoring entry ``{"player", "tile", "points", <key>}``, checked by the game's rule."""
    key, names = lay_score.key, lay_score.members
    raw = r.value
    if type(raw) is not dict or raw.keys() != names:
        raw = r.obj(names)
        for name in sorted(names - raw.keys()):
            raise r.fail(f"is missing the member {name!r}.")
    player, points = integer(r, "player", 0, seats - 1), integer(r, "points", 1, MAX_SCORE)
    tile = CANONICAL.get(raw["tile"]) if type(raw["tile"]) is str else None
    tile = tile or read(raw["tile"], f"{r.path}.tile", r.error)
    detail = lay_score.read(r, tile, points, options)
    return {"player": player, "tile": tile.name, "points": points, key: detail}


def _record(rules: Rules, options: dict[str, Any], r: Reader, index: int,
            seats: int) -> dict[str, Any]:
    """A finished round, whose figures must add up."""
    within(r, _SCORED_RECORD if rules.lay_score is not None else _RECORD)
    number = integer(r, "round", 1, MAX_ROUNDS)
    if number != index + 1:
        raise r["round"].fail(f"must be {index + 1} (rounds are listed in order).")
    dealer = integer(r, "dealer", 0, seats - 1)
    if dealer != index % seats:
        raise r["dealer"].fail(f"must be {index % seats}: seat 0 deals round 1 and the deal "
                               f"passes left.")
    ended = choice(r, "ended", ENDINGS)
    winner = r.value.get("winner")
    if winner is not None or "winner" not in r.value:
        winner = integer(r, "winner", 0, seats - 1)
    counts = _per_seat(r, "pips", seats,
                       SET_PIPS + (DOUBLES_PIPS if options.get("doubles_bonus") else 0))
    points = _per_seat(r, "points", seats, MAX_SCORE)
    entries = (_scoring(rules.lay_score, options, r, seats, None)
               if rules.lay_score is not None else [])
    if ended == "out" and (winner is None or counts[winner] != 0):
        raise r["winner"].fail("must be the seat that went out (with no pips left).")
    if ended == "target" and (rules.match != "target" or not options["target"]
                              or winner is None):
        raise r["ended"].fail("can be 'target' only in a game played to a target score, "
                              "with the seat that reached it as winner.")
    if ended == "blocked" and winner != blocked_winner(rules, options, counts):
        raise r["winner"].fail(f"must be {blocked_winner(rules, options, counts)} for a "
                               f"blocked round with these pip counts {counts}.")
    expected = [a + b for a, b in zip(award(rules, winner, counts), lay_points(entries, seats))]
    if points != expected:
        raise r["points"].fail(f"must be {expected}: what this round's result awards.")
    record = {"round": number, "dealer": dealer, "ended": ended, "winner": winner,
              "pips": counts, "points": points}
    if rules.lay_score is not None:
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
                field=f"state.players[{seat}].score")
