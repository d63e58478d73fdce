from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sabacc_ranking_game import SabaccRankingGame
from typing import cast

if TYPE_CHECKING:
  from ..models.sabacc_ranking_decisions_item import SabaccRankingDecisionsItem
  from ..models.sabacc_ranking_ranking_item import SabaccRankingRankingItem





T = TypeVar("T", bound="SabaccRanking")



@_attrs_define
class SabaccRanking:
    """ Hands ranked: winners, each hand's standing, and the rule between each neighbouring pair.

        Attributes:
            game (SabaccRankingGame):
            profile (str): The profile used.
            winners (list[int]): Hands ranked first (indexes).
            sudden_demise (bool): True when every rule leaves the winners tied: sudden demise decides.
            verdict (str): The verdict in words.
            ranking (list[SabaccRankingRankingItem]):
            decisions (list[SabaccRankingDecisionsItem]):
     """

    game: SabaccRankingGame
    profile: str
    winners: list[int]
    sudden_demise: bool
    verdict: str
    ranking: list[SabaccRankingRankingItem]
    decisions: list[SabaccRankingDecisionsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabacc_ranking_decisions_item import SabaccRankingDecisionsItem # noqa: PLC0415
        from ..models.sabacc_ranking_ranking_item import SabaccRankingRankingItem # noqa: PLC0415
        game = self.game.value

        profile = self.profile

        winners = self.winners



        sudden_demise = self.sudden_demise

        verdict = self.verdict

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)



        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "profile": profile,
            "winners": winners,
            "sudden_demise": sudden_demise,
            "verdict": verdict,
            "ranking": ranking,
            "decisions": decisions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabacc_ranking_decisions_item import SabaccRankingDecisionsItem # noqa: PLC0415
        from ..models.sabacc_ranking_ranking_item import SabaccRankingRankingItem # noqa: PLC0415
        d = dict(src_dict)
        game = SabaccRankingGame(d.pop("game"))




        profile = d.pop("profile")

        winners = cast(list[int], d.pop("winners"))


        sudden_demise = d.pop("sudden_demise")

        verdict = d.pop("verdict")

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = SabaccRankingRankingItem.from_dict(ranking_item_data)



            ranking.append(ranking_item)


        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = SabaccRankingDecisionsItem.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        sabacc_ranking = cls(
            game=game,
            profile=profile,
            winners=winners,
            sudden_demise=sudden_demise,
            verdict=verdict,
            ranking=ranking,
            decisions=decisions,
        )

        return sabacc_ranking

