from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bergamor_dealt_event import BergamorDealtEvent
  from ..models.bergamor_match_over_event import BergamorMatchOverEvent
  from ..models.bergamor_opener_event import BergamorOpenerEvent
  from ..models.bergamor_passed_event import BergamorPassedEvent
  from ..models.bergamor_placed_event import BergamorPlacedEvent
  from ..models.bergamor_round_over_event import BergamorRoundOverEvent
  from ..models.bergamor_scored_event import BergamorScoredEvent
  from ..models.bergamor_state import BergamorState





T = TypeVar("T", bound="BergamorReplayStep")



@_attrs_define
class BergamorReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (BergamorState): A whole Bergamor state as the service writes it. Each of the 28 tiles is in exactly one
                place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile by
                tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            events (list[BergamorDealtEvent | BergamorMatchOverEvent | BergamorOpenerEvent | BergamorPassedEvent |
                BergamorPlacedEvent | BergamorRoundOverEvent | BergamorScoredEvent]):
     """

    index: int
    move: Any
    state: BergamorState
    events: list[BergamorDealtEvent | BergamorMatchOverEvent | BergamorOpenerEvent | BergamorPassedEvent | BergamorPlacedEvent | BergamorRoundOverEvent | BergamorScoredEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.bergamor_dealt_event import BergamorDealtEvent # noqa: PLC0415
        from ..models.bergamor_match_over_event import BergamorMatchOverEvent # noqa: PLC0415
        from ..models.bergamor_opener_event import BergamorOpenerEvent # noqa: PLC0415
        from ..models.bergamor_passed_event import BergamorPassedEvent # noqa: PLC0415
        from ..models.bergamor_placed_event import BergamorPlacedEvent # noqa: PLC0415
        from ..models.bergamor_round_over_event import BergamorRoundOverEvent # noqa: PLC0415
        from ..models.bergamor_scored_event import BergamorScoredEvent # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BergamorDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BergamorRoundOverEvent):
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
        from ..models.bergamor_dealt_event import BergamorDealtEvent # noqa: PLC0415
        from ..models.bergamor_match_over_event import BergamorMatchOverEvent # noqa: PLC0415
        from ..models.bergamor_opener_event import BergamorOpenerEvent # noqa: PLC0415
        from ..models.bergamor_passed_event import BergamorPassedEvent # noqa: PLC0415
        from ..models.bergamor_placed_event import BergamorPlacedEvent # noqa: PLC0415
        from ..models.bergamor_round_over_event import BergamorRoundOverEvent # noqa: PLC0415
        from ..models.bergamor_scored_event import BergamorScoredEvent # noqa: PLC0415
        from ..models.bergamor_state import BergamorState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = BergamorState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BergamorDealtEvent | BergamorMatchOverEvent | BergamorOpenerEvent | BergamorPassedEvent | BergamorPlacedEvent | BergamorRoundOverEvent | BergamorScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_0 = BergamorDealtEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_1 = BergamorOpenerEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_2 = BergamorPlacedEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_3 = BergamorScoredEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_4 = BergamorPassedEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bergamor_event_type_5 = BergamorRoundOverEvent.from_dict(data)



                    return componentsschemas_bergamor_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bergamor_event_type_6 = BergamorMatchOverEvent.from_dict(data)



                return componentsschemas_bergamor_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        bergamor_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return bergamor_replay_step

