from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_standing_current import SabaccinoStandingCurrent
  from ..models.sabaccino_standing_rounds_item import SabaccinoStandingRoundsItem





T = TypeVar("T", bound="SabaccinoStanding")



@_attrs_define
class SabaccinoStanding:
    """ One seat's score in a Sabaccino game.

        Attributes:
            player (int):
            score (int):
            how (str): The score, round by round.
            rounds (list[SabaccinoStandingRoundsItem]):
            current (SabaccinoStandingCurrent | Unset): While a round is in play: its figures so far (another seat's `pips`
                are left out of an answer for a viewer).
     """

    player: int
    score: int
    how: str
    rounds: list[SabaccinoStandingRoundsItem]
    current: SabaccinoStandingCurrent | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_standing_current import SabaccinoStandingCurrent # noqa: PLC0415
        from ..models.sabaccino_standing_rounds_item import SabaccinoStandingRoundsItem # noqa: PLC0415
        player = self.player

        score = self.score

        how = self.how

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)



        current: dict[str, Any] | Unset = UNSET
        if not isinstance(self.current, Unset):
            current = self.current.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "score": score,
            "how": how,
            "rounds": rounds,
        })
        if current is not UNSET:
            field_dict["current"] = current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sabaccino_standing_current import SabaccinoStandingCurrent # noqa: PLC0415
        from ..models.sabaccino_standing_rounds_item import SabaccinoStandingRoundsItem # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        score = d.pop("score")

        how = d.pop("how")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = SabaccinoStandingRoundsItem.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        _current = d.pop("current", UNSET)
        current: SabaccinoStandingCurrent | Unset
        if isinstance(_current,  Unset):
            current = UNSET
        else:
            current = SabaccinoStandingCurrent.from_dict(_current)




        sabaccino_standing = cls(
            player=player,
            score=score,
            how=how,
            rounds=rounds,
            current=current,
        )

        return sabaccino_standing

