from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.muggins_dealt_event import MugginsDealtEvent
  from ..models.muggins_drew_event import MugginsDrewEvent
  from ..models.muggins_match_over_event import MugginsMatchOverEvent
  from ..models.muggins_opener_event import MugginsOpenerEvent
  from ..models.muggins_passed_event import MugginsPassedEvent
  from ..models.muggins_placed_event import MugginsPlacedEvent
  from ..models.muggins_round_over_event import MugginsRoundOverEvent
  from ..models.muggins_scored_event import MugginsScoredEvent
  from ..models.muggins_state import MugginsState





T = TypeVar("T", bound="MugginsReplayStep")



@_attrs_define
class MugginsReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (MugginsState): A whole Muggins state as the service writes it. Each of the 28 tiles is in exactly one
                place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile by
                tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            events (list[MugginsDealtEvent | MugginsDrewEvent | MugginsMatchOverEvent | MugginsOpenerEvent |
                MugginsPassedEvent | MugginsPlacedEvent | MugginsRoundOverEvent | MugginsScoredEvent]):
     """

    index: int
    move: Any
    state: MugginsState
    events: list[MugginsDealtEvent | MugginsDrewEvent | MugginsMatchOverEvent | MugginsOpenerEvent | MugginsPassedEvent | MugginsPlacedEvent | MugginsRoundOverEvent | MugginsScoredEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.muggins_dealt_event import MugginsDealtEvent # noqa: PLC0415
        from ..models.muggins_drew_event import MugginsDrewEvent # noqa: PLC0415
        from ..models.muggins_match_over_event import MugginsMatchOverEvent # noqa: PLC0415
        from ..models.muggins_opener_event import MugginsOpenerEvent # noqa: PLC0415
        from ..models.muggins_passed_event import MugginsPassedEvent # noqa: PLC0415
        from ..models.muggins_placed_event import MugginsPlacedEvent # noqa: PLC0415
        from ..models.muggins_round_over_event import MugginsRoundOverEvent # noqa: PLC0415
        from ..models.muggins_scored_event import MugginsScoredEvent # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, MugginsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsRoundOverEvent):
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
        from ..models.muggins_dealt_event import MugginsDealtEvent # noqa: PLC0415
        from ..models.muggins_drew_event import MugginsDrewEvent # noqa: PLC0415
        from ..models.muggins_match_over_event import MugginsMatchOverEvent # noqa: PLC0415
        from ..models.muggins_opener_event import MugginsOpenerEvent # noqa: PLC0415
        from ..models.muggins_passed_event import MugginsPassedEvent # noqa: PLC0415
        from ..models.muggins_placed_event import MugginsPlacedEvent # noqa: PLC0415
        from ..models.muggins_round_over_event import MugginsRoundOverEvent # noqa: PLC0415
        from ..models.muggins_scored_event import MugginsScoredEvent # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = MugginsState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> MugginsDealtEvent | MugginsDrewEvent | MugginsMatchOverEvent | MugginsOpenerEvent | MugginsPassedEvent | MugginsPlacedEvent | MugginsRoundOverEvent | MugginsScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_0 = MugginsDealtEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_1 = MugginsOpenerEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_2 = MugginsPlacedEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_3 = MugginsScoredEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_4 = MugginsDrewEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_5 = MugginsPassedEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_6 = MugginsRoundOverEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_muggins_event_type_7 = MugginsMatchOverEvent.from_dict(data)



                return componentsschemas_muggins_event_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        muggins_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return muggins_replay_step

