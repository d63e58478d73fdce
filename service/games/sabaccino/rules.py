"""One Sabaccino game as data: its layout, deal, opener, scoring and match end, its options.

Each game module (``sabaccinos``, ``bergamor`` ...) builds one ``Rules``; the shared engine
(``engine``, ``round``, ``model``) plays any of them. The option specs every game picks from
are here, each reading a line of seed 000 (see docs/rules/sabaccino-common.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..errors import InvalidOption
from ..interface import INTERFACE_ENDPOINTS, GameInfo
from ..options import OptionSet, OptionSpec
from .tableau import LINE, Layout, Tableau
from .tiles import Tile

MIN_PLAYERS, MAX_PLAYERS = 2, 4
"""Every Sabaccino game of seed 000 is "for 2 to 4 players"."""

DRAW = OptionSpec(
    "draw",
    "boolean",
    False,
    "The Draw variant (seed 000 Sabbacino Draw, Cross Draw, Krayt Dragon Draw): a player who "
    "cannot place draws from the boneyard until a tile fits, passing only when it is empty.",
)
ROUNDS = OptionSpec(
    "rounds",
    "integer",
    3,
    "Rounds in the match (seed 000: 'usually between 3 to five').",
    minimum=1,
    maximum=20,
)
BLOCKED = OptionSpec(
    "blocked",
    "string",
    "lowest-pips",
    "A blocked round (nobody can place; the seed says nothing of it): 'lowest-pips' - the "
    "player with the lowest pip count wins the round, a tie wins nothing; 'none' - nobody wins.",
    choices=("lowest-pips", "none"),
)
OPEN_WITH_DECIDER = OptionSpec(
    "open_with_decider",
    "boolean",
    True,
    "The opener must place the tile that made them opener (their lowest double, or lowest "
    "tile); false lets them place any tile of their stock.",
)
OPENER_SCORES = OptionSpec(
    "opener_scores",
    "boolean",
    True,
    "The opening tile scores when its two halves already make the scoring pair.",
)


def target(default: int, minimum: int, maximum: int, description: str) -> OptionSpec:
    """The ``target`` option: the score that ends the match, at most ``maximum`` (issue 22):
    a match to it ends in tens of rounds, far below the round ceiling (``MAX_ROUNDS``, 1000)
    and its record far below the replay and body caps, where a target of 1000 in a game
    scoring about a point a round reached the ceiling unfinished. Each game's maximum is the
    largest score the seed names for it, doubled where a random-play match to that still
    ends within about 50 rounds (docs/rules/<game>.md)."""
    return OptionSpec(
        "target",
        "integer",
        default,
        f"{description} At most {maximum}: a "
        "match to it ends in tens of rounds, within every ceiling.",
        minimum=minimum,
        maximum=maximum,
    )


class LayScore:
    """Points a player scores for the tile they lay (Muggins, Bergamor, Nerf Herder, Rule of Two).

    A scoring entry is a JSON object ``{"player", "tile", "points", <key>: [...]}`` where
    ``key`` names what the points were counted from (``"ends"``: values, ``"chain"``: tile
    names). Each rule is stated once, in two parts: ``detail`` (what the lay shows on the
    tableau) and ``points`` (what that is worth); ``score`` joins them when a tile is laid,
    and a state's entries are checked by them (``reading``).
    """

    key = ""

    @cached_property
    def members(self) -> frozenset[str]:
        """The members of a scoring entry."""
        return frozenset({"player", "tile", "points", self.key})

    def rule(self, options: dict[str, Any]) -> str:
        """The scoring rule in words, for refusals."""
        raise NotImplementedError

    def detail(self, tableau: Tableau, options: dict[str, Any]) -> list[Any] | None:
        """What the points of the tile just laid (the last of ``tableau.placed``) are counted
        from, as an entry holds it (``key``), or ``None`` when the rule does not count this
        lay at all."""
        raise NotImplementedError

    def points(self, tile: Tile, detail: list[Any], options: dict[str, Any]) -> int:
        """The points a lay of ``tile`` with ``detail`` scores (0: it scores nothing)."""
        raise NotImplementedError

    def score(self, tableau: Tableau, options: dict[str, Any]) -> tuple[int, list[Any]] | None:
        """The points and detail of the tile just laid, or ``None`` when it scores nothing."""
        detail = self.detail(tableau, options)
        if detail is None:
            return None
        points = self.points(tableau.placed[-1].tile, detail, options)
        return (points, detail) if points else None

    def explain(self, entry: dict[str, Any]) -> str:
        """How an entry's points were reached, in words."""
        raise NotImplementedError


@dataclass(frozen=True)
class Rules:
    """A Sabaccino game as data.

    :param id: the game id (``"sabaccinos"``).
    :param name: its name in seed 000.
    :param section: the seed 000 section holding its rules (``"Rules for Basic Sabbacinos"``).
    :param summary: one sentence for the catalog.
    :param options: the options a table may choose.
    :param layout: how tiles lie (``LINE``, ``CROSS``, ``FORK``).
    :param deal: ``"fixed"`` (``stock`` tiles each) or ``"dice"`` (each player rolls a die
        and draws that many).
    :param stock: tiles dealt to each player in a fixed deal; 0 means the seed's usual "2
        Players - 7 tiles each / 3-4 Players - 5 tiles each" (Sleemo deals 3).
    :param opener: ``"lowest"`` (lowest double, else lowest tile), ``"lowest-double"`` (the
        same, and it must be a double: a deal with none is dealt again), ``"dice"`` (highest
        roll), ``"eyes"`` (the holder of the double 4, found by discarding and redrawing),
        ``"porg"`` (the players holding a double roll, the lowest roll places a double; a deal
        with no double is dealt again) or ``"highest-double"`` (the highest double, the
        double sylop highest of all; with none, the highest roll).
    :param round_points: what a round's winner earns: ``"pips"`` (every opponent's pips),
        ``"wins"`` (one round won) or ``"none"`` (points come only from laying tiles).
    :param match: ``"rounds"`` (the ``rounds`` option), ``"target"`` (first to the
        ``target`` option, even mid-round; a target of 0 means the match is one round) or
        ``"score"`` (rounds until one ends with a player at or past ``target``; a target of
        0 plays the ``rounds`` option's count).
    :param lay_score: points for laying a tile, if the game has them.
    :param trains: Tatooine Spice Train: the deal sets the double sylop in the centre as the
        hub, and each player's first turn of a round must begin a train on it.
    :param stuck: what a player who cannot place does: ``"pass"`` (or, with the ``draw``
        option, draw until a tile fits), ``"draw-one"`` (draw one tile, then place or pass;
        Porg Foot) or ``"roll-draw"`` (roll a die and draw that many, then place or pass;
        Sleemo).
    :param consecutive: Sleemo: a tile showing consecutive values lets its player turn over
        an opponent's tile, which its owner cannot use on their next turn.
    :param layouts: the layout under a table's options, where options change it (Porg Foot's
        Smuggler's Standoff); ``None``: always ``layout``.
    """

    id: str
    name: str
    section: str
    summary: str
    options: tuple[OptionSpec, ...]
    layout: Layout = LINE
    deal: str = "fixed"
    stock: int = 0
    opener: str = "lowest"
    round_points: str = "pips"
    match: str = "rounds"
    lay_score: LayScore | None = field(default=None, compare=False)
    trains: bool = False
    stuck: str = "pass"
    consecutive: bool = False
    layouts: Callable[[dict[str, Any]], Layout] | None = field(default=None, compare=False)

    def source(self, part: str) -> str:
        """The citation of a part of this game's rules: ``"seed 000 <section>, <part>"``."""
        return f"seed 000 {self.section}, {part}"

    @property
    def info(self) -> GameInfo:
        """The catalog entry."""
        return GameInfo(
            id=self.id,
            name=self.name,
            family="sabaccino",
            min_players=MIN_PLAYERS,
            max_players=MAX_PLAYERS,
            source=f"seed 000 (Sabaccino tiles) {self.section}",
            summary=self.summary,
            options=OptionSet(self.options),
            endpoints=INTERFACE_ENDPOINTS,
            status="available",
        )

    def layout_for(self, options: dict[str, Any]) -> Layout:
        """How tiles lie under these (resolved) options."""
        return self.layouts(options) if self.layouts else self.layout

    @cached_property
    def has_rolls(self) -> bool:
        """Whether dice may be rolled at the start of a round (the deal or the first player)."""
        return self.deal == "dice" or self.opener in ("dice", "porg", "highest-double")

    @cached_property
    def has_turn(self) -> bool:
        """Whether a turn has steps the state must hold (a draw, a die roll to draw)."""
        return self.stuck != "pass"

    def cannot_place(self, options: dict[str, Any]) -> str:
        """What a player who cannot place does in a game whose ``stuck`` is ``"pass"``, under
        these (resolved) options: ``"pass"``, ``"draw"`` (the ``draw`` option: draw until a
        tile fits) or ``"choice"`` (Muggins' ``cannot_place``: pass or draw, at each such
        turn). Games that draw otherwise (Porg Foot, Sleemo) answer ``"draw"``.

        :raises InvalidOption: ``draw`` true with ``cannot_place`` ``"pass"``, which contradict.
        """
        if self.stuck != "pass":
            return "draw"
        mode = options.get("cannot_place")
        if options.get("draw"):
            if mode == "pass":
                raise InvalidOption(
                    "Options 'draw' true and 'cannot_place' 'pass' contradict each other: "
                    "leave 'draw' false, or choose 'cannot_place' 'draw'.",
                    field="options.cannot_place",
                )
            return "draw"
        return mode or "pass"

    def draws(self, options: dict[str, Any]) -> bool:
        """Whether players ever draw from the boneyard in play (a Draw variant, Muggins'
        choice B, Porg Foot, Sleemo)."""
        return (
            self.stuck != "pass"
            or bool(options.get("draw"))
            or (options.get("cannot_place", "pass") != "pass")
        )

    def rolls_to_draw(self, options: dict[str, Any]) -> bool:
        """Whether a player who cannot place rolls a die before drawing (Sleemo; Porg Foot's
        HoloNet Interference)."""
        return self.stuck == "roll-draw" or (
            self.stuck == "draw-one" and bool(options.get("holonet_interference"))
        )

    @cached_property
    def has_discards(self) -> bool:
        """Whether tiles can be discarded (Krayt Dragon's hunt for the double 4)."""
        return self.opener == "eyes"
