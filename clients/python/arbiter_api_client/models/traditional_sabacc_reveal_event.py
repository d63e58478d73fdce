from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.sabacc_ranking import SabaccRanking





T = TypeVar("T", bound="TraditionalSabaccRevealEvent")



@_attrs_define
class TraditionalSabaccRevealEvent:
    """ 
        Attributes:
            event (Literal['reveal']):
            players (list[int]):
            positions (list[int]):
            winners (list[int]):
            sudden_demise (bool):
            ranking (SabaccRanking): Hands ranked: winners, each hand's standing, and the rule between each neighbouring
                pair.
            text (str | Unset): The move or event in words (plain English); not a rule input: a listed move sent back with
                its text is accepted.
     """

    event: Literal['reveal']
    players: list[int]
    positions: list[int]
    winners: list[int]
    sudden_demise: bool
    ranking: SabaccRanking
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabacc_ranking import SabaccRanking # noqa: PLC0415
        event = self.event

        players = self.players



        positions = self.positions



        winners = self.winners



        sudden_demise = self.sudden_demise

        ranking = self.ranking.to_dict()

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "players": players,
            "positions": positions,
            "winners": winners,
            "sudden_demise": sudden_demise,
            "ranking": ranking,
        })
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabacc_ranking import SabaccRanking # noqa: PLC0415
        d = dict(src_dict)
        event = cast(Literal['reveal'] , d.pop("event"))
        if event != 'reveal':
            raise ValueError(f"event must match const 'reveal', got '{event}'")

        players = cast(list[int], d.pop("players"))


        positions = cast(list[int], d.pop("positions"))


        winners = cast(list[int], d.pop("winners"))


        sudden_demise = d.pop("sudden_demise")

        ranking = SabaccRanking.from_dict(d.pop("ranking"))




        text = d.pop("text", UNSET)

        traditional_sabacc_reveal_event = cls(
            event=event,
            players=players,
            positions=positions,
            winners=winners,
            sudden_demise=sudden_demise,
            ranking=ranking,
            text=text,
        )

        return traditional_sabacc_reveal_event

