"""The Sabaccino engine: one ``Game`` that plays any game described by a ``Rules``.

States are described in ``model``; the moves are::

    {"action": "place", "tile": "3-5", "end": 2}   on open end 2 ("end" left out to open)
    {"action": "pass"}                             when no tile fits (and no draw is due)
    {"action": "draw"}                             Draw variants, Porg Foot, Sleemo (a die
                                                   roll to draw), when no tile fits
    {"action": "discard", "tile": "2-6"}           Krayt Dragon, hunting the Dragon's Eyes
    {"action": "turn_over", "player": 1, "index": 0}
                                                   Sleemo, after a consecutive tile
    {"action": "decline"}                          Sleemo, turning nothing over
    {"action": "chance"}                           a deal or a die drawn from the seed
    {"action": "roll", "die": 4}                   a die the table rolled itself
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..errors import InvalidOption, InvalidState
from ..interface import Game
from ..words import Sayer
from . import round as rounds, words
from .model import MAX_ROLLS, MAX_ROUNDS, MAX_SCORE, VERSION, Model, dump, stock_pips
from .moves import legal, play
from .reading import read_state
from .rules import Rules
from .scoring import explain_round
from .secrecy import Secrecy
from .tableau import Tableau
from .tiles import TILES


class SabaccinoGame(Secrecy, Game[Model]):
    """A Sabaccino game of seed 000, played by the shared round rules.

    :param rules: the game as data (layout, deal, opener, scoring, match end, options).
    """

    version = VERSION
    words = words
    chance_outcomes = {"roll": ()}  # a die as the table rolled it

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.info = rules.info

    def new(self, players: int, seed: int, options: dict[str, Any]) -> Model:
        """Round 1, dealt by seat 0 from the seed (chance step 0).

        :raises InvalidOption: options that contradict each other (``Rules.cannot_place``).
        """
        self.rules.cannot_place(options)
        model = Model(
            rules=self.rules,
            options=options,
            seed=seed,
            chance_step=0,
            phase="deal",
            to_move="chance",
            round=1,
            dealer=0,
            stocks=[[] for _ in range(players)],
            scores=[0] * players,
            boneyard=list(TILES),
            tableau=Tableau(self.rules.layout_for(options)),
        )
        rounds.deal(model)
        return model

    def load(self, state: Any, trusted: bool = False) -> Model:
        """Read and check a state that fits the game's ``<Game>State`` schema
        (``reading.read_state``, which ends with ``checks.check``; a ``trusted`` one without
        the checks).

        :raises InvalidState: anything that contradicts the rules, naming the path.
        """
        state = self.header(state)
        try:
            self.rules.cannot_place(state["options"])
        except InvalidOption as exc:
            raise InvalidState(f"state.options: {exc}", field="state.options") from exc
        return read_state(self.rules, state, trusted)

    dump = staticmethod(dump)
    """``state.dump`` itself: no method in between on every play's way out."""

    def counters(self, state: dict[str, Any]) -> Iterator[tuple[str, int, int]]:
        """``chance_step``, ``round``, each seat's ``score`` and, in dice games, how many
        times each seat rolled this round: each at most what the game's ``<Game>State`` schema
        accepts (``schema.py``)."""
        yield from super().counters(state)
        yield "state.round", state["round"], MAX_ROUNDS
        for i, player in enumerate(state["players"]):
            yield f"state.players[{i}].score", player["score"], MAX_SCORE
        for i, dice in enumerate(state.get("rolls", ())):
            yield f"state.rolls[{i}]", len(dice), MAX_ROLLS

    def moves(self, model: Model) -> tuple[int | str | None, list[dict[str, Any]], bool]:
        to_move, moves = legal(model)
        return to_move, moves, True

    def move_sayers(self, model: Model) -> Mapping[str, Sayer]:
        return words.on_tableau(model)

    def apply(self, model: Model, move: Any) -> list[dict[str, Any]]:
        return play(model, move)

    def standings(self, model: Model) -> dict[str, Any]:
        """Scores, winners once the match is over, and how each figure was reached.

        ``standings[i]`` is ``{"player", "score", "how", "rounds", "current"}``: ``how`` sums
        the score round by round; ``rounds`` gives each finished round from that seat's side
        (``round``, ``ended``, ``winner``, the seat's ``pips`` left and ``points`` won, and
        ``how`` in words); ``current`` (while a round is in play) its pips and lay points so
        far. ``score`` counts points, or rounds won where the game counts rounds.
        """
        rules = self.rules
        lay_score = rules.lay_score
        over = model.phase == "over"
        pips = stock_pips(model)
        standings = []
        for seat in range(model.seats):
            rows = [
                {
                    "round": r["round"],
                    "ended": r["ended"],
                    "winner": r["winner"],
                    "pips": r["pips"][seat],
                    "points": r["points"][seat],
                    "how": explain_round(rules, r, seat),
                }
                for r in model.rounds
            ]
            parts = [f"round {row['round']}: {row['points']}" for row in rows]
            entry = {"player": seat, "score": model.scores[seat], "how": "", "rounds": rows}
            if model.phase not in ("deal", "over"):
                lays = [e for e in model.scoring if e["player"] == seat]
                points = sum(e["points"] for e in lays)
                entry["current"] = {
                    "round": model.round,
                    "pips": pips[seat],
                    "points": points,
                    "how": "; ".join(lay_score.explain(e) for e in lays)
                    if lays and lay_score
                    else "no points yet this round",
                }
                parts.append(f"round {model.round} so far: {points}")
            entry["how"] = (
                " + ".join(parts)
                + f" = {model.scores[seat]}"
                + (" round(s) won" if rules.round_points == "wins" else "")
            )
            standings.append(entry)
        return {
            "terminal": over,
            "winners": rounds.winners(model) if over else [],
            "standings": standings,
        }
