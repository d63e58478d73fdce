from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scoundrels_run_state import ScoundrelsRunState





T = TypeVar("T", bound="ScoundrelsRunStateRequest")



@_attrs_define
class ScoundrelsRunStateRequest:
    """ 
        Attributes:
            state (ScoundrelsRunState | Unset): A whole Scoundrel's Run state as the service writes it. Each of the 28 tiles
                is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the
                tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one
                item per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            token (str | Unset): A sealed game's token as the last answer gave it, instead of `state` (docs/security.md).
                Its header `arb1.<key id>.<game>.<move counter>.` is readable: a relay refuses a counter lower than the last it
                saw.
            seat_key (str | Unset): With `token`: one seat's key from the sealed deal. The answer is that seat's; without a
                key, a spectator's.
            viewer (int | str | Unset): A player index, or "spectator": the answer holds only what that viewer may see
                (moves only to the seat to move; standings without other seats' secrets). Without it the answer is complete,
                every seat's secrets included: for a trusted server only.
     """

    state: ScoundrelsRunState | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    viewer: int | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        token = self.token

        seat_key = self.seat_key

        viewer: int | str | Unset
        if isinstance(self.viewer, Unset):
            viewer = UNSET
        else:
            viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key
        if viewer is not UNSET:
            field_dict["viewer"] = viewer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: ScoundrelsRunState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = ScoundrelsRunState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        def _parse_viewer(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        viewer = _parse_viewer(d.pop("viewer", UNSET))


        scoundrels_run_state_request = cls(
            state=state,
            token=token,
            seat_key=seat_key,
            viewer=viewer,
        )

        return scoundrels_run_state_request

