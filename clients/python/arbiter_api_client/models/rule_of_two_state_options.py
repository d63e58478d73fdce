from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RuleOfTwoStateOptions")



@_attrs_define
class RuleOfTwoStateOptions:
    """ Every option of the game (see the catalog); a state saved before an option existed lacks it and loads with its
    default.

        Attributes:
            double_counts (bool | Unset): The double that closes a chain counts in it (seed 000: 'they will score the value
                of the previously laid tiles' reads it out; false). Default: False.
            target (int | Unset): 0 (seed 000 Ending the game): the game ends when a player runs out of tiles. A positive
                score plays rounds until a player reaches it (seed 000 Gameplay: 'until one player reaches the agreed score').
                At most 300: a match to it ends in tens of rounds, within every ceiling. Default: 0.
     """

    double_counts: bool | Unset = False
    target: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        double_counts = self.double_counts

        target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if double_counts is not UNSET:
            field_dict["double_counts"] = double_counts
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        double_counts = d.pop("double_counts", UNSET)

        target = d.pop("target", UNSET)

        rule_of_two_state_options = cls(
            double_counts=double_counts,
            target=target,
        )

        return rule_of_two_state_options

