from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="BergamorViewOptions")



@_attrs_define
class BergamorViewOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            target (int | Unset): The score that wins the match (seed 000: 'usually 4, 6 or 12'). At most 24: a match to it
                ends in tens of rounds, within every ceiling. Default: 6.
            open_with_decider (bool | Unset): The opener must place the tile that made them opener (their lowest double, or
                lowest tile); false lets them place any tile of their stock. Default: True.
            opener_scores (bool | Unset): The opening tile scores when its two halves already make the scoring pair.
                Default: True.
     """

    target: int | Unset = 6
    open_with_decider: bool | Unset = True
    opener_scores: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        target = self.target

        open_with_decider = self.open_with_decider

        opener_scores = self.opener_scores


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if target is not UNSET:
            field_dict["target"] = target
        if open_with_decider is not UNSET:
            field_dict["open_with_decider"] = open_with_decider
        if opener_scores is not UNSET:
            field_dict["opener_scores"] = opener_scores

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target", UNSET)

        open_with_decider = d.pop("open_with_decider", UNSET)

        opener_scores = d.pop("opener_scores", UNSET)

        bergamor_view_options = cls(
            target=target,
            open_with_decider=open_with_decider,
            opener_scores=opener_scores,
        )

        return bergamor_view_options

