"""The reveal, sudden demise and standings of a Sabacc table (seed 001 §4-5; seed 002 steps
12-13, Judging Hands), shared by both games as a mixin of ``engine.SabaccTable``.

Every result is worked out again from the cards of the state: the hands revealed (each hand
without its sudden demise cards) are ranked by ``ranking.rank`` under the ``profile``
option; while the best are tied and sudden demise applies, each tied player takes one card
and the tied hands (or, with option ``sudden_demise: "card"``, the cards alone) are ranked
again. Nothing about the result is stored in the state but the cards drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..errors import InvalidState
from ..seats import left_of
from ..words import seat as seat_name
from . import ranking
from .model import Showdown, Table


class Showdowns:
    """The reveal, sudden demise and score of ``SabaccTable`` (which supplies ``info``,
    ``deck``, ``src``, ``out_key``, ``leave``, ``drawable`` and ``draw``)."""

    info: Any
    deck: ClassVar[Any]
    src: ClassVar[dict[str, str]]
    out_key: ClassVar[str]
    leave: ClassVar[str]
    drawable: Callable[[Table], int]
    draw: Callable[[Table, list[dict[str, Any]]], str]

    def rank(self, model: Table, seats: list[int], hands: list[list[str]]) -> dict[str, Any]:
        """One ranking of the hands held by ``seats`` under the ``profile`` option:
        ``{"players", "positions", "winners", "sudden_demise", "ranking"}``, where
        ``ranking`` is the ``ranking.rank`` answer unchanged (its hand ``i`` is held by
        ``players[i]``), ``positions[i]`` its position, ``winners`` the seats ranked first."""
        answer = ranking.rank(self.info.id, hands, model.options["profile"])
        positions = [0] * len(seats)
        for entry in answer["ranking"]:
            positions[entry["hand"]] = entry["position"]
        return {
            "players": seats,
            "positions": positions,
            "winners": [seats[i] for i in answer["winners"]],
            "sudden_demise": answer["sudden_demise"],
            "ranking": answer,
        }

    def rank_cards(self, model: Table, seats: list[int], cards: list[str]) -> dict[str, Any]:
        """The sudden demise cards alone (option ``card``), each ranked as a one-card hand:
        closest to zero first, positive before negative (seed 001 §5).
        ``{"players", "cards", "positions", "winners", "sudden_demise"}``."""
        groups = ranking.ranker(self.info.id, model.options["profile"]).order(
            [[self.deck.values[c]] for c in cards]
        )
        positions, position = [0] * len(seats), 1
        for group in groups:
            for i in group:
                positions[i] = position
            position += len(group)
        winners = [seats[i] for i in groups[0]]
        return {
            "players": seats,
            "cards": cards,
            "positions": positions,
            "winners": winners,
            "sudden_demise": len(winners) > 1,
        }

    def judge(self, model: Table) -> Showdown:
        """Rank the revealed hands, then each sudden demise draw, from the state's cards.

        :raises InvalidState: ``sudden_demise`` names draws the rankings do not call for, or
            cards that are not the last cards of those players' hands.
        """
        seats = model.active()
        drawn: dict[int, list[str]] = {s: [] for s in seats}
        for k, rnd in enumerate(model.demise):
            for seat, card in rnd:
                if seat not in drawn:
                    raise InvalidState(
                        f"state.sudden_demise[{k}] names "
                        f"{seat_name(seat).lower()}, who is not in the game.",
                        field="state.sudden_demise",
                    )
                drawn[seat].append(card)
        hands = {}
        for seat in seats:
            hand, extra = model.players[seat].hand, len(drawn[seat])
            if extra and hand[-extra:] != drawn[seat] or len(hand) - extra < 2:
                raise InvalidState(
                    f"state.sudden_demise: the cards of {seat_name(seat).lower()} "
                    "must be the last cards of that hand, in order.",
                    field="state.sudden_demise",
                )
            hands[seat] = hand[: len(hand) - extra]
        record = self.rank(model, seats, [hands[s] for s in seats])
        rankings = [record]
        by_card = model.options["sudden_demise"] == "card"
        for k, rnd in enumerate(model.demise):
            tied = record["winners"]
            if not self.demise_due(model, record) or [s for s, _ in rnd] != tied:
                raise InvalidState(
                    f"state.sudden_demise[{k}] does not give one card to each "
                    f"of the players tied first ({tied}).",
                    field=f"state.sudden_demise[{k}]",
                )
            for seat, card in rnd:
                hands[seat].append(card)
            record = (
                self.rank_cards(model, tied, [c for _, c in rnd])
                if by_card
                else self.rank(model, tied, [hands[s] for s in tied])
            )
            rankings.append(record)
        leaders = record["winners"]
        decided = (
            not self.demise_due(model, record)
            or self.drawable(model) < len(leaders)
            or not by_card
            and any(len(hands[s]) >= ranking.MAX_CARDS for s in leaders)
        )
        return Showdown(rankings, leaders, decided)

    def demise_due(self, model: Table, answer: dict[str, Any]) -> bool:
        """Whether a ranking leaves a tie that sudden demise breaks under the options."""
        return (
            len(answer["winners"]) > 1
            and answer["sudden_demise"]
            and model.options["sudden_demise"] != "share"
        )

    def reveal(self, model: Table, events: list[dict[str, Any]]) -> None:
        """Lay the hands face up from the dealer's left and rank them (seed 001 §4)."""
        model.showdown = showdown = self.judge(model)
        events.append({"event": "reveal", **showdown.rankings[0]})
        self.settle(model, events)

    def sudden_demise(self, model: Table) -> list[dict[str, Any]]:
        """Each tied player, from the dealer's left, takes the top card of the draw pile;
        the tied hands (or, with option ``card``, the cards alone) are ranked again."""
        events: list[dict[str, Any]] = []
        rnd = []
        assert model.showdown is not None, "sudden demise follows a reveal"
        for seat in model.showdown.leaders:
            card = self.draw(model, events)
            model.players[seat].hand.append(card)
            rnd.append((seat, card))
        model.demise.append(rnd)
        model.showdown = showdown = self.judge(model)
        events.append(
            {
                "event": "sudden_demise",
                "draws": [{"player": s, "card": c} for s, c in rnd],
                **showdown.rankings[-1],
            }
        )
        self.settle(model, events)
        return events

    def settle(self, model: Table, events: list[dict[str, Any]]) -> None:
        """After a ranking: the game is over, or a sudden demise draw is due."""
        assert model.showdown is not None, "settled after a ranking"
        if model.showdown.decided:
            leaders = model.showdown.leaders
            tied = len(leaders) > 1
            model.phase, model.to_move = "over", None
            events.append(
                {
                    "event": "game_over",
                    "winners": sorted(leaders),
                    "by": "shared: the tie stands"
                    if tied
                    else ("sudden demise" if model.demise else "reveal"),
                    "next_dealer": left_of(model.dealer, len(model.players)),
                }
            )
        else:
            model.phase, model.to_move = "sudden_demise", "chance"

    # -- score -----------------------------------------------------------------------------

    def standings(self, model: Table) -> dict[str, Any]:
        """Standings: each seat's status, and once hands are shown, its place, hand and the
        rule that put it below the hand above it. Winners once the game is over."""
        active = model.active()
        over = model.phase == "over"
        showdown = model.showdown
        places = self.places(showdown) if showdown else {}
        rows = []
        for seat, player in enumerate(model.players):
            row: dict[str, Any] = {
                "player": seat,
                "status": self.out_key if player.out else "playing",
                "cards": len(player.hand),
                "score": None,
                "position": None,
            }
            if player.out:
                row["how"] = f"Left the game ({self.leave}); cannot win."
            elif over and len(active) == 1:
                row.update(
                    status="won",
                    position=1,
                    how=(
                        f"The last player left: every other player chose {self.leave} "
                        f"({self.src['turn']})."
                    ),
                )
            elif showdown is not None and seat in places:
                row.update(self.placed(model, showdown, seat, places[seat]))
            else:
                row["how"] = (
                    f"Hands are ranked at the reveal ({self.src['reveal']}); no "
                    "standing before then."
                )
            rows.append(row)
        winners = (
            sorted(active if len(active) == 1 or showdown is None else showdown.leaders)
            if over
            else []
        )
        return {"terminal": over, "winners": winners, "standings": rows}

    @staticmethod
    def places(showdown: Showdown) -> dict[int, int]:
        """Final place of each revealed seat: its reveal position, then its position in each
        sudden demise (a seat in no later draw is already behind those who were)."""
        keys: dict[int, list[int]] = {}
        for record in showdown.rankings:
            for seat, position in zip(record["players"], record["positions"]):
                keys.setdefault(seat, []).append(position)
        width = len(showdown.rankings)
        full = {s: k + [0] * (width - len(k)) for s, k in keys.items()}
        return {s: 1 + sum(other < key for other in full.values()) for s, key in full.items()}

    def placed(self, model: Table, showdown: Showdown, seat: int, place: int) -> dict[str, Any]:
        """The standing of a seat whose hand was revealed: its hand as revealed, the last
        full ranking of it (name, total), and the rule against its neighbour there."""
        over = model.phase == "over"
        records = [r for r in showdown.rankings if seat in r["players"]]
        full = [r for r in records if "ranking" in r][-1]
        index = full["players"].index(seat)
        answer = full["ranking"]
        entry = next(e for e in answer["ranking"] if e["hand"] == index)
        drawn = [c for rnd in model.demise for s, c in rnd if s == seat]
        won = over and seat in showdown.leaders
        status = (
            ("won" if len(showdown.leaders) == 1 else "shared")
            if won
            else ("sudden_demise" if not over and seat in showdown.leaders else "lost")
        )
        last = records[-1]
        if "ranking" not in last:
            card = last["cards"][last["players"].index(seat)]
            how = (
                f"Sudden demise: drew {card}, "
                + (
                    "a card closest to zero"
                    if seat in last["winners"]
                    else "not the card closest to zero (positive beating negative)"
                )
                + f" ({self.src['tie']})."
            )
        else:
            below = next((d for d in answer["decisions"] if d["lower"] == index), None)
            above = next((d for d in answer["decisions"] if d["higher"] == index), None)
            if below is not None:
                how = (
                    f"{'Tied with' if below['tied'] else 'Below'} "
                    f"{seat_name(full['players'][below['higher']]).lower()}: {below['rule']} "
                    f"({below['source']})."
                )
            elif above is not None and not above["tied"]:
                how = (
                    f"Ranked first with {entry['name']}, above "
                    f"{seat_name(full['players'][above['lower']]).lower()}: {above['rule']} "
                    f"({above['source']})."
                )
            else:
                how = f"Ranked first with {entry['name']}."
            if len(records) > 1:
                how = f"After sudden demise draw {len(records) - 1}: {how}"
        return {
            "status": status,
            "score": entry["total"],
            "position": place,
            "name": entry["name"],
            "hand": self.revealed(showdown, seat),
            "sudden_demise": drawn,
            "how": how,
        }

    @staticmethod
    def revealed(showdown: Showdown, seat: int) -> list[Any]:
        """The hand ``seat`` laid face up at the reveal."""
        reveal = showdown.rankings[0]
        index = reveal["players"].index(seat)
        return next(e["cards"] for e in reveal["ranking"]["ranking"] if e["hand"] == index)
