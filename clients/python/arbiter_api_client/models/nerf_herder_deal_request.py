from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.nerf_herder_options import NerfHerderOptions





T = TypeVar("T", bound="NerfHerderDealRequest")



@_attrs_define
class NerfHerderDealRequest:
    """ 
        Attributes:
            players (int): Number of seats: 2 to 8 over all the games; each game's own range is in its catalog entry
                (another number is 422 `invalid_request`, the game's rule).
            seed (int | Unset): Seed of every chance outcome (0 to 2^53-1).
            options (NerfHerderOptions | Unset): Options by name; a missing one takes its default.
            sealed (bool | Unset): Deal a sealed game: the answer has `token`, `seat_keys` and a spectator's `view` instead
                of `state` (docs/security.md).
     """

    players: int
    seed: int | Unset = UNSET
    options: NerfHerderOptions | Unset = UNSET
    sealed: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        players = self.players

        seed = self.seed

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        sealed = self.sealed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if options is not UNSET:
            field_dict["options"] = options
        if sealed is not UNSET:
            field_dict["sealed"] = sealed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nerf_herder_options import NerfHerderOptions # noqa: PLC0415
        d = dict(src_dict)
        players = d.pop("players")

        seed = d.pop("seed", UNSET)

        _options = d.pop("options", UNSET)
        options: NerfHerderOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = NerfHerderOptions.from_dict(_options)




        sealed = d.pop("sealed", UNSET)

        nerf_herder_deal_request = cls(
            players=players,
            seed=seed,
            options=options,
            sealed=sealed,
        )

        return nerf_herder_deal_request

