from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.traditional_sabacc_call_event import TraditionalSabaccCallEvent
  from ..models.traditional_sabacc_dice_event import TraditionalSabaccDiceEvent
  from ..models.traditional_sabacc_fold_event import TraditionalSabaccFoldEvent
  from ..models.traditional_sabacc_freeze_event import TraditionalSabaccFreezeEvent
  from ..models.traditional_sabacc_gain_event import TraditionalSabaccGainEvent
  from ..models.traditional_sabacc_game_over_event import TraditionalSabaccGameOverEvent
  from ..models.traditional_sabacc_reshuffle_event import TraditionalSabaccReshuffleEvent
  from ..models.traditional_sabacc_reveal_event import TraditionalSabaccRevealEvent
  from ..models.traditional_sabacc_shift_event import TraditionalSabaccShiftEvent
  from ..models.traditional_sabacc_stand_event import TraditionalSabaccStandEvent
  from ..models.traditional_sabacc_state import TraditionalSabaccState
  from ..models.traditional_sabacc_sudden_demise_event import TraditionalSabaccSuddenDemiseEvent
  from ..models.traditional_sabacc_swap_event import TraditionalSabaccSwapEvent





T = TypeVar("T", bound="TraditionalSabaccReplayStep")



@_attrs_define
class TraditionalSabaccReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (TraditionalSabaccState): A whole Traditional 76-card Sabacc state as the service writes it. Every card of
                the deck is, by its code, in exactly one place: a hand, the draw pile or the discard pile (top last); a player
                who has left holds no card, one in the game two or more; the phase, to_move and terminal agree; the sudden
                demise draws are the last cards of the tied players' hands, and the reveal is worked out again from the hands.
            events (list[TraditionalSabaccCallEvent | TraditionalSabaccDiceEvent | TraditionalSabaccFoldEvent |
                TraditionalSabaccFreezeEvent | TraditionalSabaccGainEvent | TraditionalSabaccGameOverEvent |
                TraditionalSabaccReshuffleEvent | TraditionalSabaccRevealEvent | TraditionalSabaccShiftEvent |
                TraditionalSabaccStandEvent | TraditionalSabaccSuddenDemiseEvent | TraditionalSabaccSwapEvent]):
     """

    index: int
    move: Any
    state: TraditionalSabaccState
    events: list[TraditionalSabaccCallEvent | TraditionalSabaccDiceEvent | TraditionalSabaccFoldEvent | TraditionalSabaccFreezeEvent | TraditionalSabaccGainEvent | TraditionalSabaccGameOverEvent | TraditionalSabaccReshuffleEvent | TraditionalSabaccRevealEvent | TraditionalSabaccShiftEvent | TraditionalSabaccStandEvent | TraditionalSabaccSuddenDemiseEvent | TraditionalSabaccSwapEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.traditional_sabacc_call_event import TraditionalSabaccCallEvent # noqa: PLC0415
        from ..models.traditional_sabacc_dice_event import TraditionalSabaccDiceEvent # noqa: PLC0415
        from ..models.traditional_sabacc_fold_event import TraditionalSabaccFoldEvent # noqa: PLC0415
        from ..models.traditional_sabacc_freeze_event import TraditionalSabaccFreezeEvent # noqa: PLC0415
        from ..models.traditional_sabacc_gain_event import TraditionalSabaccGainEvent # noqa: PLC0415
        from ..models.traditional_sabacc_game_over_event import TraditionalSabaccGameOverEvent # noqa: PLC0415
        from ..models.traditional_sabacc_reshuffle_event import TraditionalSabaccReshuffleEvent # noqa: PLC0415
        from ..models.traditional_sabacc_reveal_event import TraditionalSabaccRevealEvent # noqa: PLC0415
        from ..models.traditional_sabacc_shift_event import TraditionalSabaccShiftEvent # noqa: PLC0415
        from ..models.traditional_sabacc_stand_event import TraditionalSabaccStandEvent # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_sudden_demise_event import TraditionalSabaccSuddenDemiseEvent # noqa: PLC0415
        from ..models.traditional_sabacc_swap_event import TraditionalSabaccSwapEvent # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TraditionalSabaccGainEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccSwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccStandEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccFoldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccDiceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccShiftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccReshuffleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccRevealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccSuddenDemiseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TraditionalSabaccCallEvent):
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
        from ..models.traditional_sabacc_call_event import TraditionalSabaccCallEvent # noqa: PLC0415
        from ..models.traditional_sabacc_dice_event import TraditionalSabaccDiceEvent # noqa: PLC0415
        from ..models.traditional_sabacc_fold_event import TraditionalSabaccFoldEvent # noqa: PLC0415
        from ..models.traditional_sabacc_freeze_event import TraditionalSabaccFreezeEvent # noqa: PLC0415
        from ..models.traditional_sabacc_gain_event import TraditionalSabaccGainEvent # noqa: PLC0415
        from ..models.traditional_sabacc_game_over_event import TraditionalSabaccGameOverEvent # noqa: PLC0415
        from ..models.traditional_sabacc_reshuffle_event import TraditionalSabaccReshuffleEvent # noqa: PLC0415
        from ..models.traditional_sabacc_reveal_event import TraditionalSabaccRevealEvent # noqa: PLC0415
        from ..models.traditional_sabacc_shift_event import TraditionalSabaccShiftEvent # noqa: PLC0415
        from ..models.traditional_sabacc_stand_event import TraditionalSabaccStandEvent # noqa: PLC0415
        from ..models.traditional_sabacc_state import TraditionalSabaccState # noqa: PLC0415
        from ..models.traditional_sabacc_sudden_demise_event import TraditionalSabaccSuddenDemiseEvent # noqa: PLC0415
        from ..models.traditional_sabacc_swap_event import TraditionalSabaccSwapEvent # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = TraditionalSabaccState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> TraditionalSabaccCallEvent | TraditionalSabaccDiceEvent | TraditionalSabaccFoldEvent | TraditionalSabaccFreezeEvent | TraditionalSabaccGainEvent | TraditionalSabaccGameOverEvent | TraditionalSabaccReshuffleEvent | TraditionalSabaccRevealEvent | TraditionalSabaccShiftEvent | TraditionalSabaccStandEvent | TraditionalSabaccSuddenDemiseEvent | TraditionalSabaccSwapEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_0 = TraditionalSabaccGainEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_1 = TraditionalSabaccSwapEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_2 = TraditionalSabaccStandEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_3 = TraditionalSabaccFoldEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_4 = TraditionalSabaccDiceEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_5 = TraditionalSabaccShiftEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_6 = TraditionalSabaccReshuffleEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_7 = TraditionalSabaccRevealEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_8 = TraditionalSabaccSuddenDemiseEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_9 = TraditionalSabaccGameOverEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_traditional_sabacc_event_type_10 = TraditionalSabaccCallEvent.from_dict(data)



                    return componentsschemas_traditional_sabacc_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_traditional_sabacc_event_type_11 = TraditionalSabaccFreezeEvent.from_dict(data)



                return componentsschemas_traditional_sabacc_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        traditional_sabacc_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return traditional_sabacc_replay_step

