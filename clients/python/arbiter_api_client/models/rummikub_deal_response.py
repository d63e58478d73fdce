from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_state import RummikubState
  from ..models.rummikub_view import RummikubView





T = TypeVar("T", bound="RummikubDealResponse")



@_attrs_define
class RummikubDealResponse:
    """ 
        Attributes:
            state (RummikubState | Unset): A whole Rummikub (Sabra rules) state as the service writes it. Every tile of the
                tile set (option tile_set: sabra-104 (104 tiles: one R9, one Y5, two of every other tile); standard-106 (106
                tiles: two of every tile)) is in exactly one place: a rack, the pool or a meld on the table; every meld on the
                table is a valid group or run; a player who has laid has made the initial meld.
            token (str | Unset): The sealed game (a sealed deal).
            seat_keys (list[str] | Unset): A sealed deal: each seat's key, by seat; hand each to its player.
            view (RummikubView | Unset): The state as one seat or a spectator may see it: other players' racks (until the
                game is over) and the pool are replaced by their counts. The seed is left out.
     """

    state: RummikubState | Unset = UNSET
    token: str | Unset = UNSET
    seat_keys: list[str] | Unset = UNSET
    view: RummikubView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
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
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        from ..models.rummikub_view import RummikubView # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: RummikubState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = RummikubState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_keys = cast(list[str], d.pop("seat_keys", UNSET))


        _view = d.pop("view", UNSET)
        view: RummikubView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = RummikubView.from_dict(_view)




        rummikub_deal_response = cls(
            state=state,
            token=token,
            seat_keys=seat_keys,
            view=view,
        )

        return rummikub_deal_response

