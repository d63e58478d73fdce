from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sleemo_consecutive_event import SleemoConsecutiveEvent
  from ..models.sleemo_dealt_event import SleemoDealtEvent
  from ..models.sleemo_declined_event import SleemoDeclinedEvent
  from ..models.sleemo_drew_event import SleemoDrewEvent
  from ..models.sleemo_match_over_event import SleemoMatchOverEvent
  from ..models.sleemo_opener_event import SleemoOpenerEvent
  from ..models.sleemo_passed_event import SleemoPassedEvent
  from ..models.sleemo_placed_event import SleemoPlacedEvent
  from ..models.sleemo_roll_to_draw_event import SleemoRollToDrawEvent
  from ..models.sleemo_rolled_event import SleemoRolledEvent
  from ..models.sleemo_round_over_event import SleemoRoundOverEvent
  from ..models.sleemo_state import SleemoState
  from ..models.sleemo_turned_over_event import SleemoTurnedOverEvent





T = TypeVar("T", bound="SleemoReplayStep")



@_attrs_define
class SleemoReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (SleemoState): A whole Sleemo state as the service writes it. Each of the 28 tiles is in exactly one place
                (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile by tile;
                every seat a member names is one of the table's, and every list per seat holds one item per seat; each finished
                round's figures add up to what its result awards, and each score is the sum of the rounds.
            events (list[SleemoConsecutiveEvent | SleemoDealtEvent | SleemoDeclinedEvent | SleemoDrewEvent |
                SleemoMatchOverEvent | SleemoOpenerEvent | SleemoPassedEvent | SleemoPlacedEvent | SleemoRolledEvent |
                SleemoRollToDrawEvent | SleemoRoundOverEvent | SleemoTurnedOverEvent]):
     """

    index: int
    move: Any
    state: SleemoState
    events: list[SleemoConsecutiveEvent | SleemoDealtEvent | SleemoDeclinedEvent | SleemoDrewEvent | SleemoMatchOverEvent | SleemoOpenerEvent | SleemoPassedEvent | SleemoPlacedEvent | SleemoRolledEvent | SleemoRollToDrawEvent | SleemoRoundOverEvent | SleemoTurnedOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sleemo_consecutive_event import SleemoConsecutiveEvent # noqa: PLC0415
        from ..models.sleemo_dealt_event import SleemoDealtEvent # noqa: PLC0415
        from ..models.sleemo_declined_event import SleemoDeclinedEvent # noqa: PLC0415
        from ..models.sleemo_drew_event import SleemoDrewEvent # noqa: PLC0415
        from ..models.sleemo_match_over_event import SleemoMatchOverEvent # noqa: PLC0415
        from ..models.sleemo_opener_event import SleemoOpenerEvent # noqa: PLC0415
        from ..models.sleemo_passed_event import SleemoPassedEvent # noqa: PLC0415
        from ..models.sleemo_placed_event import SleemoPlacedEvent # noqa: PLC0415
        from ..models.sleemo_roll_to_draw_event import SleemoRollToDrawEvent # noqa: PLC0415
        from ..models.sleemo_rolled_event import SleemoRolledEvent # noqa: PLC0415
        from ..models.sleemo_round_over_event import SleemoRoundOverEvent # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_turned_over_event import SleemoTurnedOverEvent # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SleemoDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoConsecutiveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoTurnedOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoRollToDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoRoundOverEvent):
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
        from ..models.sleemo_consecutive_event import SleemoConsecutiveEvent # noqa: PLC0415
        from ..models.sleemo_dealt_event import SleemoDealtEvent # noqa: PLC0415
        from ..models.sleemo_declined_event import SleemoDeclinedEvent # noqa: PLC0415
        from ..models.sleemo_drew_event import SleemoDrewEvent # noqa: PLC0415
        from ..models.sleemo_match_over_event import SleemoMatchOverEvent # noqa: PLC0415
        from ..models.sleemo_opener_event import SleemoOpenerEvent # noqa: PLC0415
        from ..models.sleemo_passed_event import SleemoPassedEvent # noqa: PLC0415
        from ..models.sleemo_placed_event import SleemoPlacedEvent # noqa: PLC0415
        from ..models.sleemo_roll_to_draw_event import SleemoRollToDrawEvent # noqa: PLC0415
        from ..models.sleemo_rolled_event import SleemoRolledEvent # noqa: PLC0415
        from ..models.sleemo_round_over_event import SleemoRoundOverEvent # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_turned_over_event import SleemoTurnedOverEvent # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = SleemoState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SleemoConsecutiveEvent | SleemoDealtEvent | SleemoDeclinedEvent | SleemoDrewEvent | SleemoMatchOverEvent | SleemoOpenerEvent | SleemoPassedEvent | SleemoPlacedEvent | SleemoRolledEvent | SleemoRollToDrawEvent | SleemoRoundOverEvent | SleemoTurnedOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_0 = SleemoDealtEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_1 = SleemoOpenerEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_2 = SleemoPlacedEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_3 = SleemoConsecutiveEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_4 = SleemoTurnedOverEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_5 = SleemoDeclinedEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_6 = SleemoRollToDrawEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_7 = SleemoRolledEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_8 = SleemoDrewEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_9 = SleemoPassedEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_10 = SleemoRoundOverEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_event_type_11 = SleemoMatchOverEvent.from_dict(data)



                return componentsschemas_sleemo_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        sleemo_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return sleemo_replay_step

