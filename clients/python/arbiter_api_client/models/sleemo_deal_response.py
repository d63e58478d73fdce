from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sleemo_state import SleemoState
  from ..models.sleemo_view import SleemoView





T = TypeVar("T", bound="SleemoDealResponse")



@_attrs_define
class SleemoDealResponse:
    """ 
        Attributes:
            state (SleemoState | Unset): A whole Sleemo state as the service writes it. Each of the 28 tiles is in exactly
                one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile
                by tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            token (str | Unset): The sealed game (a sealed deal).
            seat_keys (list[str] | Unset): A sealed deal: each seat's key, by seat; hand each to its player.
            view (SleemoView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a round
                is in play) and the boneyard are replaced by their counts. The seed is left out.
     """

    state: SleemoState | Unset = UNSET
    token: str | Unset = UNSET
    seat_keys: list[str] | Unset = UNSET
    view: SleemoView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        token = self.token

        seat_keys: list[str] | Unset = UNSET
        if not isinstance(self.seat_keys, Unset):
            seat_keys = self.seat_keys



        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token
        if seat_keys is not UNSET:
            field_dict["seat_keys"] = seat_keys
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: SleemoState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SleemoState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_keys = cast(list[str], d.pop("seat_keys", UNSET))


        _view = d.pop("view", UNSET)
        view: SleemoView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SleemoView.from_dict(_view)




        sleemo_deal_response = cls(
            state=state,
            token=token,
            seat_keys=seat_keys,
            view=view,
        )

        return sleemo_deal_response

