from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SabaccRankingDecisionsItem")



@_attrs_define
class SabaccRankingDecisionsItem:
    """ 
        Attributes:
            higher (int): Hand ranked above.
            lower (int): Hand ranked below.
            tied (bool):
            step (str): Ranking step that decided.
            rule (str): The rule, in words.
            source (str): Seed file and section.
     """

    higher: int
    lower: int
    tied: bool
    step: str
    rule: str
    source: str





    def to_dict(self) -> dict[str, Any]:
        higher = self.higher

        lower = self.lower

        tied = self.tied

        step = self.step

        rule = self.rule

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "higher": higher,
            "lower": lower,
            "tied": tied,
            "step": step,
            "rule": rule,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        higher = d.pop("higher")

        lower = d.pop("lower")

        tied = d.pop("tied")

        step = d.pop("step")

        rule = d.pop("rule")

        source = d.pop("source")

        sabacc_ranking_decisions_item = cls(
            higher=higher,
            lower=lower,
            tied=tied,
            step=step,
            rule=rule,
            source=source,
        )

        return sabacc_ranking_decisions_item

