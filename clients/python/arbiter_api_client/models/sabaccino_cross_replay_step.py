from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccino_cross_dealt_event import SabaccinoCrossDealtEvent
  from ..models.sabaccino_cross_drew_event import SabaccinoCrossDrewEvent
  from ..models.sabaccino_cross_match_over_event import SabaccinoCrossMatchOverEvent
  from ..models.sabaccino_cross_opener_event import SabaccinoCrossOpenerEvent
  from ..models.sabaccino_cross_passed_event import SabaccinoCrossPassedEvent
  from ..models.sabaccino_cross_placed_event import SabaccinoCrossPlacedEvent
  from ..models.sabaccino_cross_redeal_event import SabaccinoCrossRedealEvent
  from ..models.sabaccino_cross_round_over_event import SabaccinoCrossRoundOverEvent
  from ..models.sabaccino_cross_state import SabaccinoCrossState





T = TypeVar("T", bound="SabaccinoCrossReplayStep")



@_attrs_define
class SabaccinoCrossReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (SabaccinoCrossState): A whole Sabbacino Cross state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            events (list[SabaccinoCrossDealtEvent | SabaccinoCrossDrewEvent | SabaccinoCrossMatchOverEvent |
                SabaccinoCrossOpenerEvent | SabaccinoCrossPassedEvent | SabaccinoCrossPlacedEvent | SabaccinoCrossRedealEvent |
                SabaccinoCrossRoundOverEvent]):
     """

    index: int
    move: Any
    state: SabaccinoCrossState
    events: list[SabaccinoCrossDealtEvent | SabaccinoCrossDrewEvent | SabaccinoCrossMatchOverEvent | SabaccinoCrossOpenerEvent | SabaccinoCrossPassedEvent | SabaccinoCrossPlacedEvent | SabaccinoCrossRedealEvent | SabaccinoCrossRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccino_cross_dealt_event import SabaccinoCrossDealtEvent # noqa: PLC0415
        from ..models.sabaccino_cross_drew_event import SabaccinoCrossDrewEvent # noqa: PLC0415
        from ..models.sabaccino_cross_match_over_event import SabaccinoCrossMatchOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_opener_event import SabaccinoCrossOpenerEvent # noqa: PLC0415
        from ..models.sabaccino_cross_passed_event import SabaccinoCrossPassedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_placed_event import SabaccinoCrossPlacedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_redeal_event import SabaccinoCrossRedealEvent # noqa: PLC0415
        from ..models.sabaccino_cross_round_over_event import SabaccinoCrossRoundOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SabaccinoCrossDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossRedealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinoCrossRoundOverEvent):
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
        from ..models.sabaccino_cross_dealt_event import SabaccinoCrossDealtEvent # noqa: PLC0415
        from ..models.sabaccino_cross_drew_event import SabaccinoCrossDrewEvent # noqa: PLC0415
        from ..models.sabaccino_cross_match_over_event import SabaccinoCrossMatchOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_opener_event import SabaccinoCrossOpenerEvent # noqa: PLC0415
        from ..models.sabaccino_cross_passed_event import SabaccinoCrossPassedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_placed_event import SabaccinoCrossPlacedEvent # noqa: PLC0415
        from ..models.sabaccino_cross_redeal_event import SabaccinoCrossRedealEvent # noqa: PLC0415
        from ..models.sabaccino_cross_round_over_event import SabaccinoCrossRoundOverEvent # noqa: PLC0415
        from ..models.sabaccino_cross_state import SabaccinoCrossState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = SabaccinoCrossState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SabaccinoCrossDealtEvent | SabaccinoCrossDrewEvent | SabaccinoCrossMatchOverEvent | SabaccinoCrossOpenerEvent | SabaccinoCrossPassedEvent | SabaccinoCrossPlacedEvent | SabaccinoCrossRedealEvent | SabaccinoCrossRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_0 = SabaccinoCrossDealtEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_1 = SabaccinoCrossRedealEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_2 = SabaccinoCrossOpenerEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_3 = SabaccinoCrossPlacedEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_4 = SabaccinoCrossDrewEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_5 = SabaccinoCrossPassedEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccino_cross_event_type_6 = SabaccinoCrossRoundOverEvent.from_dict(data)



                    return componentsschemas_sabaccino_cross_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccino_cross_event_type_7 = SabaccinoCrossMatchOverEvent.from_dict(data)



                return componentsschemas_sabaccino_cross_event_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        sabaccino_cross_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return sabaccino_cross_replay_step

