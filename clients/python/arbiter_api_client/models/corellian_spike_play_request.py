from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.corellian_spike_chance import CorellianSpikeChance
  from ..models.corellian_spike_gain import CorellianSpikeGain
  from ..models.corellian_spike_junk import CorellianSpikeJunk
  from ..models.corellian_spike_roll import CorellianSpikeRoll
  from ..models.corellian_spike_stand import CorellianSpikeStand
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.corellian_spike_swap import CorellianSpikeSwap





T = TypeVar("T", bound="CorellianSpikePlayRequest")



@_attrs_define
class CorellianSpikePlayRequest:
    """ 
        Attributes:
            move (CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand
                | CorellianSpikeSwap): A move of Corellian Spike Sabacc, by its action.
            state (CorellianSpikeState | Unset): A whole Corellian Spike Sabacc state as the service writes it. Every card
                of the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a
                player who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the
                sudden demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the
                hands.
            token (str | Unset): A sealed game's token as the last answer gave it, instead of `state` (docs/security.md).
                Its header `arb1.<key id>.<game>.<move counter>.` is readable: a relay refuses a counter lower than the last it
                saw.
            seat_key (str | Unset): With `token`: one seat's key from the sealed deal. The answer is that seat's; without a
                key, a spectator's.
            viewer (int | str | Unset): A player index, or "spectator": the answer has `view` (the next state as that viewer
                sees it) instead of `state`, and events without what the viewer may not see. Without it the answer is complete,
                every seat's secrets included: for a trusted server only.
     """

    move: CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap
    state: CorellianSpikeState | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    viewer: int | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, CorellianSpikeGain):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeSwap):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeStand):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeJunk):
            move = self.move.to_dict()
        elif isinstance(self.move, CorellianSpikeChance):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


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
            "move": move,
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
        from ..models.corellian_spike_chance import CorellianSpikeChance # noqa: PLC0415
        from ..models.corellian_spike_gain import CorellianSpikeGain # noqa: PLC0415
        from ..models.corellian_spike_junk import CorellianSpikeJunk # noqa: PLC0415
        from ..models.corellian_spike_roll import CorellianSpikeRoll # noqa: PLC0415
        from ..models.corellian_spike_stand import CorellianSpikeStand # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_swap import CorellianSpikeSwap # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> CorellianSpikeChance | CorellianSpikeGain | CorellianSpikeJunk | CorellianSpikeRoll | CorellianSpikeStand | CorellianSpikeSwap:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_0 = CorellianSpikeGain.from_dict(data)



                return componentsschemas_corellian_spike_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_1 = CorellianSpikeSwap.from_dict(data)



                return componentsschemas_corellian_spike_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_2 = CorellianSpikeStand.from_dict(data)



                return componentsschemas_corellian_spike_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_3 = CorellianSpikeJunk.from_dict(data)



                return componentsschemas_corellian_spike_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_move_type_4 = CorellianSpikeChance.from_dict(data)



                return componentsschemas_corellian_spike_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_corellian_spike_move_type_5 = CorellianSpikeRoll.from_dict(data)



            return componentsschemas_corellian_spike_move_type_5

        move = _parse_move(d.pop("move"))


        _state = d.pop("state", UNSET)
        state: CorellianSpikeState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = CorellianSpikeState.from_dict(_state)




        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        def _parse_viewer(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        viewer = _parse_viewer(d.pop("viewer", UNSET))


        corellian_spike_play_request = cls(
            move=move,
            state=state,
            token=token,
            seat_key=seat_key,
            viewer=viewer,
        )

        return corellian_spike_play_request

