from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.corellian_spike_dice_event import CorellianSpikeDiceEvent
  from ..models.corellian_spike_gain_event import CorellianSpikeGainEvent
  from ..models.corellian_spike_game_over_event import CorellianSpikeGameOverEvent
  from ..models.corellian_spike_junk_event import CorellianSpikeJunkEvent
  from ..models.corellian_spike_reshuffle_event import CorellianSpikeReshuffleEvent
  from ..models.corellian_spike_reveal_event import CorellianSpikeRevealEvent
  from ..models.corellian_spike_shift_event import CorellianSpikeShiftEvent
  from ..models.corellian_spike_stand_event import CorellianSpikeStandEvent
  from ..models.corellian_spike_state import CorellianSpikeState
  from ..models.corellian_spike_sudden_demise_event import CorellianSpikeSuddenDemiseEvent
  from ..models.corellian_spike_swap_event import CorellianSpikeSwapEvent





T = TypeVar("T", bound="CorellianSpikeReplayStep")



@_attrs_define
class CorellianSpikeReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (CorellianSpikeState): A whole Corellian Spike Sabacc state as the service writes it. Every card of the
                deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a player who
                has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the sudden demise
                draws are the last cards of the tied players' hands, and the reveal is worked out again from the hands.
            events (list[CorellianSpikeDiceEvent | CorellianSpikeGainEvent | CorellianSpikeGameOverEvent |
                CorellianSpikeJunkEvent | CorellianSpikeReshuffleEvent | CorellianSpikeRevealEvent | CorellianSpikeShiftEvent |
                CorellianSpikeStandEvent | CorellianSpikeSuddenDemiseEvent | CorellianSpikeSwapEvent]):
     """

    index: int
    move: Any
    state: CorellianSpikeState
    events: list[CorellianSpikeDiceEvent | CorellianSpikeGainEvent | CorellianSpikeGameOverEvent | CorellianSpikeJunkEvent | CorellianSpikeReshuffleEvent | CorellianSpikeRevealEvent | CorellianSpikeShiftEvent | CorellianSpikeStandEvent | CorellianSpikeSuddenDemiseEvent | CorellianSpikeSwapEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.corellian_spike_dice_event import CorellianSpikeDiceEvent # noqa: PLC0415
        from ..models.corellian_spike_gain_event import CorellianSpikeGainEvent # noqa: PLC0415
        from ..models.corellian_spike_game_over_event import CorellianSpikeGameOverEvent # noqa: PLC0415
        from ..models.corellian_spike_junk_event import CorellianSpikeJunkEvent # noqa: PLC0415
        from ..models.corellian_spike_reshuffle_event import CorellianSpikeReshuffleEvent # noqa: PLC0415
        from ..models.corellian_spike_reveal_event import CorellianSpikeRevealEvent # noqa: PLC0415
        from ..models.corellian_spike_shift_event import CorellianSpikeShiftEvent # noqa: PLC0415
        from ..models.corellian_spike_stand_event import CorellianSpikeStandEvent # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_sudden_demise_event import CorellianSpikeSuddenDemiseEvent # noqa: PLC0415
        from ..models.corellian_spike_swap_event import CorellianSpikeSwapEvent # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CorellianSpikeGainEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeSwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeStandEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeJunkEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeDiceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeShiftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeReshuffleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeRevealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CorellianSpikeSuddenDemiseEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "move": move,
            "state": state,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corellian_spike_dice_event import CorellianSpikeDiceEvent # noqa: PLC0415
        from ..models.corellian_spike_gain_event import CorellianSpikeGainEvent # noqa: PLC0415
        from ..models.corellian_spike_game_over_event import CorellianSpikeGameOverEvent # noqa: PLC0415
        from ..models.corellian_spike_junk_event import CorellianSpikeJunkEvent # noqa: PLC0415
        from ..models.corellian_spike_reshuffle_event import CorellianSpikeReshuffleEvent # noqa: PLC0415
        from ..models.corellian_spike_reveal_event import CorellianSpikeRevealEvent # noqa: PLC0415
        from ..models.corellian_spike_shift_event import CorellianSpikeShiftEvent # noqa: PLC0415
        from ..models.corellian_spike_stand_event import CorellianSpikeStandEvent # noqa: PLC0415
        from ..models.corellian_spike_state import CorellianSpikeState # noqa: PLC0415
        from ..models.corellian_spike_sudden_demise_event import CorellianSpikeSuddenDemiseEvent # noqa: PLC0415
        from ..models.corellian_spike_swap_event import CorellianSpikeSwapEvent # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = CorellianSpikeState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> CorellianSpikeDiceEvent | CorellianSpikeGainEvent | CorellianSpikeGameOverEvent | CorellianSpikeJunkEvent | CorellianSpikeReshuffleEvent | CorellianSpikeRevealEvent | CorellianSpikeShiftEvent | CorellianSpikeStandEvent | CorellianSpikeSuddenDemiseEvent | CorellianSpikeSwapEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_0 = CorellianSpikeGainEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_1 = CorellianSpikeSwapEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_2 = CorellianSpikeStandEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_3 = CorellianSpikeJunkEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_4 = CorellianSpikeDiceEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_5 = CorellianSpikeShiftEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_6 = CorellianSpikeReshuffleEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_7 = CorellianSpikeRevealEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_corellian_spike_event_type_8 = CorellianSpikeSuddenDemiseEvent.from_dict(data)



                    return componentsschemas_corellian_spike_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_corellian_spike_event_type_9 = CorellianSpikeGameOverEvent.from_dict(data)



                return componentsschemas_corellian_spike_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        corellian_spike_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return corellian_spike_replay_step

