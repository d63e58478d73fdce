"""The game of Rummikub under Sabra rules (seed 004) on the shared game interface.

State (``version`` 1), besides the common header::

    players  [{"rack": [tile, ...], "initial_meld_done": bool}, ...]   2 to 4 seats
    pool     [tile, ...]            the face-down tiles, as a multiset (order means nothing)
    table    [[tile, ...], ...]     the melds on the table, each as laid

A fresh deal has every tile in the pool and ``to_move`` ``"chance"``: the chance step is the
pick for first player (seed 004 First to play: "Each player picks a tile, the one who picks
the highest goes first. Players then return tiles to the pool and shuffles them") and the
deal of 14 tiles each (Shuffle). Then each turn the player to move draws one tile or lays
(The play), or takes the penalty of three tiles. Play ends when a player lays their last
tile, or when the player to move would draw and the pool is empty (Scoring).

Moves::

    {"action": "chance"}                           the pick and the deal from the seed
    {"action": "chance", "first": 1, "racks": [[14 tiles], ...]}   the same, as it fell
    {"action": "draw"}                             one tile from the pool (or "tile": "R5")
    {"action": "lay", "table": [[...], ...], "from_rack": [...]}   the whole table after
    {"action": "penalty"}                          undo, draw three (or "tiles": [...])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import chance, seats
from ..errors import IllegalMove, InvalidMove, InvalidState
from ..interface import INTERFACE_ENDPOINTS, Game, GameInfo
from ..options import OptionSet, OptionSpec
from ..reader import Reader, choice, within
from . import melds, solver, turn, words
from .secrecy import Secrecy
from .tiles import (
    JOKER,
    TILE_SETS,
    code,
    codes,
    indexes,
    meld_indexes,
    number_of,
    parse,
    parse_list,
    parse_melds,
    points,
    sort_key,
)

SOURCE = "seed 004 (Sabra Rummikub)"
RACK_SIZE = 14
PENALTY_TILES = 3
LEGAL_MOVES_TIME_LIMIT = 2.0
"""Seconds the solver may spend on the best turn ``legal-moves`` lists."""

MAX_MELDS = 60
"""Most melds a move's table may list (106 tiles make at most 35 melds)."""
MAX_MELD_TILES = 20
"""Most tiles one meld of a move may list (a run has at most 13; longer ones are refused
as invalid melds, with the reason)."""
MAX_TILES = 106

OPTIONS = OptionSet((
    OptionSpec("tile_set", "string", "sabra-104",
               "Which tiles: 'sabra-104', the seed's set (two jokers take the place of one "
               "red 9 and one yellow 5; seed 004 Tiles used), or 'standard-106' (all 104 "
               "numbered tiles and two jokers).", choices=tuple(TILE_SETS)),
    OptionSpec("initial_meld", "integer", 30,
               "Least worth of the initial meld (seed 004 The play: 'at least 30 points').",
               minimum=0, maximum=100),
    OptionSpec("rearrange_on_opening", "boolean", True,
               "Whether the player may add to melds and rearrange the table on the turn of "
               "the initial meld (seed 004 The play: 'on the same or subsequent turns'); "
               "false forbids it, as other editions do."),
    OptionSpec("freed_joker_new_meld", "boolean", False,
               "Whether a joker freed by a swap may start a new meld. By default it goes "
               "into a combination already on the table (seed 004 The play: 'he may then "
               "apply the joker to some other existing combination on the table'); true "
               "lets it start a new meld too, as many published rules do."),
    OptionSpec("empty_pool_scoring", "string", "less-own",
               "Scores when the pool runs out: 'less-own', the winner is credited with the "
               "others' rack totals less its own (seed 004 Scoring, last line); "
               "'differences', with the sum of the differences between each loser's total "
               "and its own, each loser scoring minus that difference.",
               choices=("less-own", "differences")),
))

INFO = GameInfo(
    id="rummikub", name="Rummikub (Sabra rules)", family="rummikub", min_players=2,
    max_players=4, source="seed 004 (Sabra Rummikub)",
    summary="Meld groups and runs; first to empty the rack wins.", options=OPTIONS,
    endpoints=(*INTERFACE_ENDPOINTS, "check-table", "solve"),
    status="available")


def rules(options: dict[str, Any]) -> dict[str, Any]:
    """The turn checker's and solver's keyword options, from resolved game options (a state
    saved before an option existed has it at its default: ``OptionSet.resolve``)."""
    return {"threshold": options["initial_meld"],
            "rearrange_on_opening": options["rearrange_on_opening"],
            "freed_joker_new_meld": options["freed_joker_new_meld"]}


@dataclass
class Model:
    """One Rummikub state, tiles as indexes (``tiles.py``)."""

    options: dict[str, Any]
    seed: int
    chance_step: int
    to_move: int | str | None
    terminal: bool
    racks: list[list[int]]
    opened: list[bool]
    pool: list[int]
    table: list[list[int]]

    @property
    def seats(self) -> int:
        """How many players."""
        return len(self.racks)

    @property
    def mover(self) -> int:
        """The seat to move, once the first player is picked and while the game goes on
        (``to_move`` is checked when the state is read, so asking otherwise is a bug)."""
        seat = self.to_move
        assert isinstance(seat, int), "no player is to move"
        return seat

    def rules(self) -> dict[str, Any]:
        """The turn checker's and solver's keyword options."""
        return rules(self.options)


# -- the actions: verify / can / do ---------------------------------------------------------

def _to_move(model: Model, action: str) -> int:
    if model.terminal:
        raise IllegalMove(f"The game is over; no one may {action}.", source=SOURCE)
    if model.to_move == "chance":
        raise IllegalMove(f"The first player is not picked yet: the next move is the chance "
                          f"step, not {action}.", rule="Each player picks a tile; the highest "
                          "goes first.", source=f"{SOURCE}, First to play")
    return model.mover


def verify_chance(model: Model, first: int | None, racks: list[list[int]] | None) -> None:
    """Refuse a chance step out of turn, or an outcome the pool cannot give.

    :raises IllegalMove: not at the chance step; racks not of 14 tiles each, or not in
        the pool; ``first`` not a seat.
    """
    if model.to_move != "chance":
        raise IllegalMove("There is no chance step now: the first player was picked and the "
                          "tiles dealt.", source=f"{SOURCE}, First to play")
    if racks is None:
        return
    if first is None or not 0 <= first < model.seats:
        raise IllegalMove(f"move.first must be a seat from 0 to {model.seats - 1}.",
                          field="move.first")
    if len(racks) != model.seats or any(len(rack) != RACK_SIZE for rack in racks):
        raise IllegalMove(f"move.racks must hold {model.seats} racks of {RACK_SIZE} tiles.",
                          rule="Each player takes 14 tiles.", source=f"{SOURCE}, Shuffle",
                          field="move.racks")
    short = Counter(t for rack in racks for t in rack) - Counter(model.pool)
    if short:
        t = min(short, key=sort_key)
        raise IllegalMove(f"move.racks hold more {code(t)} than the pool does.",
                          field="move.racks")


def can_chance(model: Model, first: int | None = None, racks: list[Any] | None = None) -> bool:
    """Whether ``verify_chance`` passes."""
    return _can(verify_chance, model, first, racks)


def do_chance(model: Model, first: int | None,
              racks: list[list[int]] | None) -> list[dict[str, Any]]:
    """Pick the first player and deal 14 tiles each (from the seed unless given)."""
    events: list[dict[str, Any]] = []
    if racks is None:
        rng = chance.generator(model.seed, model.chance_step)
        hidden = list(model.pool)
        contenders = list(range(model.seats))
        round_ = 0
        while len(contenders) > 1:
            round_ += 1
            if len(hidden) < len(contenders):  # ties all the way down: picks go back
                hidden = list(model.pool)
            picks = {p: hidden.pop(rng.randrange(len(hidden))) for p in contenders}
            events.append({"event": "first_pick", "round": round_,
                           "picks": [{"player": p, "tile": code(t)} for p, t in picks.items()]})
            best = max(_pick_number(t) for t in picks.values())
            contenders = [p for p, t in picks.items() if _pick_number(t) == best]
        first = contenders[0]
        pile = list(model.pool)
        rng.shuffle(pile)
        racks = seats.deal_round_robin(pile, model.seats, RACK_SIZE, first)
    left = Counter(model.pool) - Counter(t for rack in racks for t in rack)
    model.pool = sorted(left.elements(), key=sort_key)
    model.racks = [list(rack) for rack in racks]
    model.chance_step += 1
    model.to_move = first
    events += [{"event": "first_player", "player": first},
               {"event": "deal", "tiles_each": RACK_SIZE, "pool": len(model.pool)}]
    return events


def _pick_number(t: int) -> int:
    """A pick's number; a joker has none and counts 0 (docs/rules/rummikub.md)."""
    return 0 if t == JOKER else number_of(t)


def verify_draw(model: Model, tile: int | None) -> int:
    """The seat drawing; refuse a draw out of turn or a named tile not in the pool.

    :raises IllegalMove: the game is over or at the chance step; ``tile`` not in the pool.
    """
    seat = _to_move(model, "draw")
    if tile is not None and tile not in model.pool:
        raise IllegalMove(f"{code(tile)} is not in the pool"
                          + ("; the pool is empty, so a draw ends play: send "
                             "{\"action\": \"draw\"} without a tile." if not model.pool else "."),
                          field="move.tile", source=f"{SOURCE}, The play")
    return seat


def can_draw(model: Model, tile: int | None = None) -> bool:
    """Whether ``verify_draw`` passes."""
    return _can(verify_draw, model, tile)


def do_draw(model: Model, tile: int | None) -> list[dict[str, Any]]:
    """Draw one tile (``tile`` when the caller names it, else from the seed) and pass the
    turn; with the pool empty, play ends instead (seed 004 Scoring: "Since the current player
    cannot draw from the pool, play ends")."""
    return _draw(model, 1, None if tile is None else [tile], "draw")


def _draw(model: Model, count: int, given: list[int] | None, kind: str) -> list[dict[str, Any]]:
    seat = model.mover
    if not model.pool:
        model.terminal, model.to_move = True, None
        return [{"event": "pool_empty", "player": seat}, _game_over(model)]
    if given is None:
        rng = chance.generator(model.seed, model.chance_step)
        given = [model.pool.pop(rng.randrange(len(model.pool)))
                 for _ in range(min(count, len(model.pool)))]
    else:
        for t in given:
            model.pool.remove(t)
    model.chance_step += 1
    model.racks[seat].extend(given)
    model.to_move = seats.next_seat(seat, model.seats)
    return [{"event": kind, "player": seat, "tiles": codes(given), "pool": len(model.pool)}]


def verify_lay(model: Model, table: list[list[int]], laid: list[int]) -> turn.Laying:
    """Check a laying in full.

    :raises IllegalMove: out of turn. :raises turn.TurnRefused: naming every broken rule.
    """
    seat = _to_move(model, "lay")
    return turn.check(model.table, table, model.racks[seat], laid,
                      initial_meld_done=model.opened[seat], **model.rules())


def can_lay(model: Model, table: list[list[int]], laid: list[int]) -> bool:
    """Whether ``verify_lay`` passes."""
    return _can(verify_lay, model, table, laid)


def do_lay(model: Model, table: list[list[int]], laying: turn.Laying) -> list[dict[str, Any]]:
    """Lay: the table becomes ``table``, the tiles leave the rack; an empty rack wins."""
    seat = model.mover
    rack = model.racks[seat]
    for t in laying.laid:
        rack.remove(t)
    model.table = [list(meld) for meld in table]
    events = [{"event": "lay", "player": seat, "tiles": codes(laying.laid),
               "points": sum(map(points, laying.laid))}]
    if not model.opened[seat]:
        model.opened[seat] = True
        events.append({"event": "initial_meld", "player": seat, "worth": laying.opening})
    if not rack:
        model.terminal, model.to_move = True, None
        events += [{"event": "out", "player": seat}, _game_over(model)]
    else:
        model.to_move = seats.next_seat(seat, model.seats)
    return events


def verify_penalty(model: Model, tiles: list[int] | None) -> int:
    """The seat penalised; refuse out of turn, or named tiles that are not the pool's.

    :raises IllegalMove: the game is over or at the chance step; ``tiles`` not three (or the
        whole pool when it holds fewer) tiles of the pool.
    """
    seat = _to_move(model, "take a penalty")
    if tiles is not None:
        want = min(PENALTY_TILES, len(model.pool))
        if len(tiles) != want or Counter(tiles) - Counter(model.pool):
            raise IllegalMove(f"move.tiles must be {want} tiles of the pool.",
                              field="move.tiles", source=f"{SOURCE}, The play")
    return seat


def can_penalty(model: Model, tiles: list[int] | None = None) -> bool:
    """Whether ``verify_penalty`` passes."""
    return _can(verify_penalty, model, tiles)


def do_penalty(model: Model, tiles: list[int] | None) -> list[dict[str, Any]]:
    """Draw three tiles (all the pool holds, when fewer) and pass the turn; with the pool
    empty play ends, as for a draw."""
    return _draw(model, PENALTY_TILES, tiles, "penalty")


def _can(verify: Callable[..., object], *args: Any) -> bool:
    try:
        verify(*args)
    except IllegalMove:
        return False
    return True


# -- scoring ------------------------------------------------------------------------------

def _game_over(model: Model) -> dict[str, Any]:
    result = standings(model)
    return {"event": "game_over", "winners": result["winners"],
            "scores": [s["score"] for s in result["standings"]]}


def standings(model: Model) -> dict[str, Any]:
    """The ``score`` answer: rack totals so far; once over, the winners and their credit.

    Seed 004 Scoring: the player out wins; the others score minus their rack (a joker 30)
    and the winner plus the sum. When the pool runs out the lowest rack total wins and is
    credited with the others' totals less its own (``empty_pool_scoring`` "less-own"), or
    with the differences ("differences"); tied lowest totals all win.
    """
    totals = [sum(map(points, rack)) for rack in model.racks]
    rows: list[dict[str, Any]] = [
        {"player": p, "score": 0, "rack_points": totals[p], "rack_tiles": len(rack),
         "initial_meld_done": model.opened[p]} for p, rack in enumerate(model.racks)]
    if not model.terminal:
        for row in rows:
            row["how"] = "The game goes on."
        return {"terminal": False, "winners": [], "standings": rows}
    out = [p for p, rack in enumerate(model.racks) if not rack]
    low = min(totals)
    winners = out or [p for p in range(model.seats) if totals[p] == low]
    losers = [p for p in range(model.seats) if p not in winners]
    differences = not out and model.options["empty_pool_scoring"] == "differences"
    for p in losers:
        lost = totals[p] - low if differences else totals[p]
        rows[p]["score"] = -lost
        rows[p]["how"] = (f"Rack {' '.join(codes(sorted(model.racks[p], key=sort_key)))} "
                          f"counts {totals[p]}" + (f", {lost} more than the winner's "
                                                   f"{low}." if differences else "."))
    for p in winners:
        credit = sum(-rows[q]["score"] for q in losers)
        if out:
            rows[p]["how"] = f"Out first: credited with the others' racks, {credit}."
        elif differences:
            rows[p]["how"] = (f"Lowest rack ({totals[p]}) when the pool ran out: credited "
                              f"with the differences, {credit}.")
        else:
            rows[p]["how"] = (f"Lowest rack ({totals[p]}) when the pool ran out: credited "
                              f"with the others' racks, {credit}, less its own {totals[p]}.")
            credit -= totals[p]
        rows[p]["score"] = credit
    return {"terminal": True, "winners": winners, "standings": rows}


# -- reading a state and a move ----------------------------------------------------------

ACTIONS = ("chance", "draw", "lay", "penalty")
MOVE_MEMBERS = {"chance": frozenset({"action", "first", "racks"}),
                "draw": frozenset({"action", "tile"}),
                "penalty": frozenset({"action", "tiles"}),
                "lay": frozenset({"action", "table", "from_rack"})}
"""The members each action's move may have."""

STATE_MEMBERS = frozenset({"game", "version", "options", "seed", "chance_step", "to_move",
                           "terminal", "players", "pool", "table"})
PLAYER_MEMBERS = frozenset({"rack", "initial_meld_done"})

_EVERY_TILE = {name: tile_set.tiles() for name, tile_set in TILE_SETS.items()}
"""Every tile of each set, in index order (``_check_counts``)."""


def _players(r: Reader, fewest: int, most: int) -> tuple[list[list[int]], list[bool]]:
    """The racks and ``initial_meld_done`` of ``state.players``; ``r`` is the state, an object.

    The usual case by plain tests: an array of ``fewest`` to ``most`` objects with exactly
    the two members, a rack of tile codes (``indexes``) and a boolean; anything else is
    read by the checked path, which refuses it or reads it the same.

    :raises InvalidState: naming the path of what is wrong.
    """
    value = r.value.get("players")
    if type(value) is list and fewest <= len(value) <= most:
        racks, opened = [], []
        for p in value:
            rack = (indexes(p["rack"], MAX_TILES)
                    if type(p) is dict and p.keys() == PLAYER_MEMBERS else None)
            if rack is None or type(p["initial_meld_done"]) is not bool:
                break
            racks.append(rack)
            opened.append(p["initial_meld_done"])
        else:
            return racks, opened
    return _read_players(r, fewest, most)


def _read_players(r: Reader, fewest: int, most: int) -> tuple[list[list[int]], list[bool]]:
    """``_players`` by the checked path, which names what is wrong.

    :raises InvalidState: naming the path of what is wrong.
    """
    players = list(r["players"].items(most))
    if len(players) < fewest:
        raise InvalidState(f"state.players must list 2 to 4 seats; got {len(players)}.",
                           field="state.players")
    racks, opened = [], []
    for p in players:
        p.obj(PLAYER_MEMBERS)
        racks.append(parse_list(p["rack"], MAX_TILES, InvalidState))
        opened.append(p["initial_meld_done"].bool())
    return racks, opened


def _check_counts(set_name: str, parts: list[list[int]]) -> None:
    """Refuse a state whose racks, pool and table (``parts``) do not hold each tile of the
    set exactly as often as the set does, naming the first tile that is off.

    The usual case is one sort and compare: the tiles sorted are ``_EVERY_TILE`` exactly when
    each count is right (every tile read is an index of the set's ``copies``).

    :raises InvalidState: a count is off.
    """
    tiles: list[int] = []
    for part in parts:
        tiles += part  # (a list extend: cheaper than chaining tile by tile)
    tiles.sort()
    if tiles == _EVERY_TILE[set_name]:
        return
    tile_set = TILE_SETS[set_name]
    held = Counter(tiles)
    for t in range(len(tile_set.copies)):
        if held[t] != tile_set.copies[t]:
            raise InvalidState(
                f"The racks, pool and table hold {held[t]} × {code(t)}; the "
                f"{tile_set.name} set has {tile_set.copies[t]}, each in exactly one place.",
                field="state", source=f"{SOURCE}, Tiles used")


# -- the engine -----------------------------------------------------------------------------

class Rummikub(Secrecy, Game[Model]):
    """Sabra Rummikub (seed 004) on the shared interface; see the module docstring."""

    info = INFO
    version = 1
    words = words
    chance_outcomes = {"chance": ("first", "racks"), "draw": ("tile",), "penalty": ("tiles",)}
    """The pick and deal, or tiles drawn, as they fell at a real table."""

    def new(self, players: int, seed: int, options: dict[str, Any]) -> Model:
        """Every tile in the pool; the chance step picks the first player and deals."""
        pool = TILE_SETS[options["tile_set"]].tiles()
        return Model(options, seed, 0, "chance", False, [[] for _ in range(players)],
                     [False] * players, pool, [])

    def load(self, state: Any) -> Model:
        """Parse and check a state: every tile of the set in exactly one place, every meld
        valid, ``to_move`` fitting the racks.

        :raises InvalidState: naming the path of what is wrong.
        """
        r = self.header(state)
        value = within(r, STATE_MEMBERS)
        options = value["options"]  # (the header checked it, and seed, chance_step, terminal)
        racks, opened = _players(r, self.info.min_players, self.info.max_players)
        pool = indexes(value.get("pool"), MAX_TILES)
        if pool is None:
            pool = parse_list(r["pool"], MAX_TILES, InvalidState)
        table = meld_indexes(value.get("table"), MAX_TILES, MAX_TILES)
        if table is None:
            table = parse_melds(r["table"], MAX_TILES, MAX_TILES, InvalidState)
        for i, meld in enumerate(table):
            fault = melds.diagnose(meld)
            if fault:
                raise InvalidState(f"state.table[{i}] is not a valid meld: {fault}",
                                   field=f"state.table[{i}]")
        _check_counts(options["tile_set"], [pool, *racks, *table])
        to_move = value["to_move"] if "to_move" in value else r["to_move"].value
        model = Model(dict(options), value["seed"], value["chance_step"], to_move,
                      value["terminal"], racks, opened, pool, table)
        self._check_turn(model)
        return model

    @staticmethod
    def _check_turn(model: Model) -> None:
        to_move = model.to_move
        before_deal = not model.table and not any(model.racks)
        empty = [p for p, rack in enumerate(model.racks) if not rack]
        fault = None
        if model.terminal:
            if to_move is not None:
                fault = "must be null once the game is over"
            elif before_deal:
                fault = "cannot be null before the deal"
            elif len(empty) > 1 or (not empty and model.pool):
                fault = ("is null, but no one is out and the pool is not empty" if not empty
                         else "is null, but more than one rack is empty")
        elif before_deal:
            if to_move != "chance" or any(model.opened):
                fault = "must be 'chance' before the deal, with no initial meld made"
        elif to_move == "chance":
            fault = "is 'chance', but the tiles are dealt"
        elif to_move is None:
            fault = "is null, but the game is not over (terminal is false)"
        elif isinstance(to_move, bool) or not isinstance(to_move, int) or not (
                0 <= to_move < model.seats):
            fault = f"must be a seat from 0 to {model.seats - 1}, 'chance' or null"
        elif empty:
            fault = f"names a seat, but seat {empty[0]}'s rack is empty: the game is over"
        if fault:
            raise InvalidState(f"state.to_move {fault}; got {to_move!r}.", field="state.to_move")
        if bool(model.table) != any(model.opened):
            raise InvalidState(
                "state.table holds tiles, but no player has made the initial meld"
                if model.table else
                "a player has made the initial meld, but state.table is empty; tiles laid on "
                "the table never leave it", field="state.table",
                source=f"{SOURCE}, The play (a player's first laying is the initial meld)")
        out = empty[0] if model.terminal and empty else None
        if out is not None and not model.opened[out]:
            raise InvalidState(
                f"state.players[{out}] has laid every tile but has not made the initial meld; "
                "a player's first laying is the initial meld.",
                field=f"state.players[{out}].initial_meld_done", source=f"{SOURCE}, The play")

    def dump(self, model: Model) -> dict[str, Any]:
        """The JSON state of ``model``."""
        return {"game": self.info.id, "version": self.version, "options": model.options,
                "seed": model.seed, "chance_step": model.chance_step,
                "to_move": model.to_move, "terminal": model.terminal,
                "players": [{"rack": codes(rack), "initial_meld_done": done}
                            for rack, done in zip(model.racks, model.opened)],
                "pool": codes(model.pool), "table": [codes(meld) for meld in model.table]}

    def moves(self, model: Model) -> tuple[int | str | None, list[dict[str, Any]], bool]:
        """Chance: the pick. A seat: draw, and the solver's best laying (not every laying)."""
        if model.terminal:
            return None, [], True
        if model.to_move == "chance":
            return "chance", [{"action": "chance"}], True
        seat = model.mover
        best = solver.solve(model.racks[seat], model.table, initial_meld_done=model.opened[seat],
                            time_limit=LEGAL_MOVES_TIME_LIMIT, **model.rules())
        moves: list[dict[str, Any]] = [{"action": "draw"}]
        if best.laid:
            moves.append({"action": "lay", "table": [codes(m) for m in best.table],
                          "from_rack": codes(best.laid)})
        return seat, moves, False

    def apply(self, model: Model, move: Any) -> list[dict[str, Any]]:
        """Check ``move`` and carry it out.

        :raises InvalidMove: a malformed move. :raises IllegalMove: a move the rules forbid
            (``turn.TurnRefused`` for a laying, naming every broken rule).
        """
        m = Reader(move, "move", InvalidMove)
        action = choice(m, "action", ACTIONS)
        given = within(m, MOVE_MEMBERS[action])
        if action == "chance":
            if ("first" in given) != ("racks" in given):
                raise InvalidMove("move.first and move.racks come together, or neither.",
                                  field="move")
            first = m["first"].int() if "first" in given else None
            racks = ([parse_list(rack, RACK_SIZE + 1) for rack in m["racks"].items(4)]
                     if "racks" in given else None)
            verify_chance(model, first, racks)
            return do_chance(model, first, racks)
        if action == "draw":
            tile = parse(m["tile"]) if "tile" in given else None
            verify_draw(model, tile)
            return do_draw(model, tile)
        if action == "penalty":
            tiles = parse_list(m["tiles"], PENALTY_TILES + 1) if "tiles" in given else None
            verify_penalty(model, tiles)
            return do_penalty(model, tiles)
        table = parse_melds(m["table"], MAX_MELDS, MAX_MELD_TILES)
        laid = parse_list(m["from_rack"], MAX_TILES)
        laying = verify_lay(model, table, laid)
        return do_lay(model, table, laying)

    def standings(self, model: Model) -> dict[str, Any]:
        """See ``standings``."""
        return standings(model)
