from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sabaccinos_dealt_event import SabaccinosDealtEvent
  from ..models.sabaccinos_drew_event import SabaccinosDrewEvent
  from ..models.sabaccinos_match_over_event import SabaccinosMatchOverEvent
  from ..models.sabaccinos_opener_event import SabaccinosOpenerEvent
  from ..models.sabaccinos_passed_event import SabaccinosPassedEvent
  from ..models.sabaccinos_placed_event import SabaccinosPlacedEvent
  from ..models.sabaccinos_round_over_event import SabaccinosRoundOverEvent
  from ..models.sabaccinos_state import SabaccinosState





T = TypeVar("T", bound="SabaccinosReplayStep")



@_attrs_define
class SabaccinosReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (SabaccinosState): A whole Basic Sabbacinos state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            events (list[SabaccinosDealtEvent | SabaccinosDrewEvent | SabaccinosMatchOverEvent | SabaccinosOpenerEvent |
                SabaccinosPassedEvent | SabaccinosPlacedEvent | SabaccinosRoundOverEvent]):
     """

    index: int
    move: Any
    state: SabaccinosState
    events: list[SabaccinosDealtEvent | SabaccinosDrewEvent | SabaccinosMatchOverEvent | SabaccinosOpenerEvent | SabaccinosPassedEvent | SabaccinosPlacedEvent | SabaccinosRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sabaccinos_dealt_event import SabaccinosDealtEvent # noqa: PLC0415
        from ..models.sabaccinos_drew_event import SabaccinosDrewEvent # noqa: PLC0415
        from ..models.sabaccinos_match_over_event import SabaccinosMatchOverEvent # noqa: PLC0415
        from ..models.sabaccinos_opener_event import SabaccinosOpenerEvent # noqa: PLC0415
        from ..models.sabaccinos_passed_event import SabaccinosPassedEvent # noqa: PLC0415
        from ..models.sabaccinos_placed_event import SabaccinosPlacedEvent # noqa: PLC0415
        from ..models.sabaccinos_round_over_event import SabaccinosRoundOverEvent # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SabaccinosDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SabaccinosRoundOverEvent):
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
        from ..models.sabaccinos_dealt_event import SabaccinosDealtEvent # noqa: PLC0415
        from ..models.sabaccinos_drew_event import SabaccinosDrewEvent # noqa: PLC0415
        from ..models.sabaccinos_match_over_event import SabaccinosMatchOverEvent # noqa: PLC0415
        from ..models.sabaccinos_opener_event import SabaccinosOpenerEvent # noqa: PLC0415
        from ..models.sabaccinos_passed_event import SabaccinosPassedEvent # noqa: PLC0415
        from ..models.sabaccinos_placed_event import SabaccinosPlacedEvent # noqa: PLC0415
        from ..models.sabaccinos_round_over_event import SabaccinosRoundOverEvent # noqa: PLC0415
        from ..models.sabaccinos_state import SabaccinosState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = SabaccinosState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SabaccinosDealtEvent | SabaccinosDrewEvent | SabaccinosMatchOverEvent | SabaccinosOpenerEvent | SabaccinosPassedEvent | SabaccinosPlacedEvent | SabaccinosRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_0 = SabaccinosDealtEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_1 = SabaccinosOpenerEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_2 = SabaccinosPlacedEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_3 = SabaccinosDrewEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_4 = SabaccinosPassedEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sabaccinos_event_type_5 = SabaccinosRoundOverEvent.from_dict(data)



                    return componentsschemas_sabaccinos_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sabaccinos_event_type_6 = SabaccinosMatchOverEvent.from_dict(data)



                return componentsschemas_sabaccinos_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        sabaccinos_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return sabaccinos_replay_step

