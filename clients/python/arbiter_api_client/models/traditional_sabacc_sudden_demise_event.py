from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.traditional_sabacc_card import TraditionalSabaccCard
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.sabacc_ranking import SabaccRanking
  from ..models.traditional_sabacc_sudden_demise_event_draws_item import TraditionalSabaccSuddenDemiseEventDrawsItem





T = TypeVar("T", bound="TraditionalSabaccSuddenDemiseEvent")



@_attrs_define
class TraditionalSabaccSuddenDemiseEvent:
    """ The tied hands ranked again (`ranking`), or with option sudden_demise "card" the drawn cards alone (`cards`).

        Attributes:
            event (Literal['sudden_demise']):
            draws (list[TraditionalSabaccSuddenDemiseEventDrawsItem]):
            players (list[int]):
            positions (list[int]):
            winners (list[int]):
            sudden_demise (bool):
            ranking (SabaccRanking | Unset): Hands ranked: winners, each hand's standing, and the rule between each
                neighbouring pair.
            cards (list[TraditionalSabaccCard] | Unset):
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['sudden_demise']
    draws: list[TraditionalSabaccSuddenDemiseEventDrawsItem]
    players: list[int]
    positions: list[int]
    winners: list[int]
    sudden_demise: bool
    ranking: SabaccRanking | Unset = UNSET
    cards: list[TraditionalSabaccCard] | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabacc_ranking import SabaccRanking # noqa: PLC0415
        from ..models.traditional_sabacc_sudden_demise_event_draws_item import TraditionalSabaccSuddenDemiseEventDrawsItem # noqa: PLC0415
        event = self.event

        draws = []
        for draws_item_data in self.draws:
            draws_item = draws_item_data.to_dict()
            draws.append(draws_item)



        players = self.players



        positions = self.positions



        winners = self.winners



        sudden_demise = self.sudden_demise

        ranking: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ranking, Unset):
            ranking = self.ranking.to_dict()

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.value
                cards.append(cards_item)



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "draws": draws,
            "players": players,
            "positions": positions,
            "winners": winners,
            "sudden_demise": sudden_demise,
        })
        if ranking is not UNSET:
            field_dict["ranking"] = ranking
        if cards is not UNSET:
            field_dict["cards"] = cards
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabacc_ranking import SabaccRanking # noqa: PLC0415
        from ..models.traditional_sabacc_sudden_demise_event_draws_item import TraditionalSabaccSuddenDemiseEventDrawsItem # noqa: PLC0415
        d = dict(src_dict)
        event = cast(Literal['sudden_demise'] , d.pop("event"))
        if event != 'sudden_demise':
            raise ValueError(f"event must match const 'sudden_demise', got '{event}'")

        draws = []
        _draws = d.pop("draws")
        for draws_item_data in (_draws):
            draws_item = TraditionalSabaccSuddenDemiseEventDrawsItem.from_dict(draws_item_data)



            draws.append(draws_item)


        players = cast(list[int], d.pop("players"))


        positions = cast(list[int], d.pop("positions"))


        winners = cast(list[int], d.pop("winners"))


        sudden_demise = d.pop("sudden_demise")

        _ranking = d.pop("ranking", UNSET)
        ranking: SabaccRanking | Unset
        if isinstance(_ranking,  Unset):
            ranking = UNSET
        else:
            ranking = SabaccRanking.from_dict(_ranking)




        _cards = d.pop("cards", UNSET)
        cards: list[TraditionalSabaccCard] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = TraditionalSabaccCard(cards_item_data)



                cards.append(cards_item)


        text = d.pop("text", UNSET)

        traditional_sabacc_sudden_demise_event = cls(
            event=event,
            draws=draws,
            players=players,
            positions=positions,
            winners=winners,
            sudden_demise=sudden_demise,
            ranking=ranking,
            cards=cards,
            text=text,
        )

        return traditional_sabacc_sudden_demise_event

