from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_state import TraditionalSabaccState
  from ..models.traditional_sabacc_view import TraditionalSabaccView





T = TypeVar("T", bound="TraditionalSabaccDealResponse")



@_attrs_define
class TraditionalSabaccDealResponse:
    """ 
        Attributes:
            state (TraditionalSabaccState | Unset): A whole Traditional 76-card Sabacc state as the service writes it. Every
                card of the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a
                player who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the
                sudden demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the
                hands.
            token (str | Unset): The sealed game (a sealed deal).
            seat_keys (list[str] | Unset): A sealed deal: each seat's key, by seat; hand each to its player.
            view (TraditionalSabaccView | Unset): The state as one seat or a spectator may see it: other players' hands
                (until the reveal) and the draw pile are replaced by their counts; the discard pile is face up. The seed is left
                out.
     """

    state: TraditionalSabaccState | Unset = UNSET
    token: str | Unset = UNSET
    seat_keys: list[str] | Unset = UNSET
    view: TraditionalSabaccView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
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
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_view import TraditionalSabaccView # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: TraditionalSabaccState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = TraditionalSabaccState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_keys = cast(list[str], d.pop("seat_keys", UNSET))


        _view = d.pop("view", UNSET)
        view: TraditionalSabaccView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TraditionalSabaccView.from_dict(_view)




        traditional_sabacc_deal_response = cls(
            state=state,
            token=token,
            seat_keys=seat_keys,
            view=view,
        )

        return traditional_sabacc_deal_response

