from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.krayt_dragon_dealt_event import KraytDragonDealtEvent
  from ..models.krayt_dragon_discarded_event import KraytDragonDiscardedEvent
  from ..models.krayt_dragon_drew_event import KraytDragonDrewEvent
  from ..models.krayt_dragon_hunt_event import KraytDragonHuntEvent
  from ..models.krayt_dragon_match_over_event import KraytDragonMatchOverEvent
  from ..models.krayt_dragon_opener_event import KraytDragonOpenerEvent
  from ..models.krayt_dragon_passed_event import KraytDragonPassedEvent
  from ..models.krayt_dragon_placed_event import KraytDragonPlacedEvent
  from ..models.krayt_dragon_round_over_event import KraytDragonRoundOverEvent
  from ..models.krayt_dragon_state import KraytDragonState





T = TypeVar("T", bound="KraytDragonReplayStep")



@_attrs_define
class KraytDragonReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (KraytDragonState): A whole Krayt Dragon state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            events (list[KraytDragonDealtEvent | KraytDragonDiscardedEvent | KraytDragonDrewEvent | KraytDragonHuntEvent |
                KraytDragonMatchOverEvent | KraytDragonOpenerEvent | KraytDragonPassedEvent | KraytDragonPlacedEvent |
                KraytDragonRoundOverEvent]):
     """

    index: int
    move: Any
    state: KraytDragonState
    events: list[KraytDragonDealtEvent | KraytDragonDiscardedEvent | KraytDragonDrewEvent | KraytDragonHuntEvent | KraytDragonMatchOverEvent | KraytDragonOpenerEvent | KraytDragonPassedEvent | KraytDragonPlacedEvent | KraytDragonRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.krayt_dragon_dealt_event import KraytDragonDealtEvent # noqa: PLC0415
        from ..models.krayt_dragon_discarded_event import KraytDragonDiscardedEvent # noqa: PLC0415
        from ..models.krayt_dragon_drew_event import KraytDragonDrewEvent # noqa: PLC0415
        from ..models.krayt_dragon_hunt_event import KraytDragonHuntEvent # noqa: PLC0415
        from ..models.krayt_dragon_match_over_event import KraytDragonMatchOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_opener_event import KraytDragonOpenerEvent # noqa: PLC0415
        from ..models.krayt_dragon_passed_event import KraytDragonPassedEvent # noqa: PLC0415
        from ..models.krayt_dragon_placed_event import KraytDragonPlacedEvent # noqa: PLC0415
        from ..models.krayt_dragon_round_over_event import KraytDragonRoundOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, KraytDragonDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonHuntEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KraytDragonRoundOverEvent):
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
        from ..models.krayt_dragon_dealt_event import KraytDragonDealtEvent # noqa: PLC0415
        from ..models.krayt_dragon_discarded_event import KraytDragonDiscardedEvent # noqa: PLC0415
        from ..models.krayt_dragon_drew_event import KraytDragonDrewEvent # noqa: PLC0415
        from ..models.krayt_dragon_hunt_event import KraytDragonHuntEvent # noqa: PLC0415
        from ..models.krayt_dragon_match_over_event import KraytDragonMatchOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_opener_event import KraytDragonOpenerEvent # noqa: PLC0415
        from ..models.krayt_dragon_passed_event import KraytDragonPassedEvent # noqa: PLC0415
        from ..models.krayt_dragon_placed_event import KraytDragonPlacedEvent # noqa: PLC0415
        from ..models.krayt_dragon_round_over_event import KraytDragonRoundOverEvent # noqa: PLC0415
        from ..models.krayt_dragon_state import KraytDragonState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = KraytDragonState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> KraytDragonDealtEvent | KraytDragonDiscardedEvent | KraytDragonDrewEvent | KraytDragonHuntEvent | KraytDragonMatchOverEvent | KraytDragonOpenerEvent | KraytDragonPassedEvent | KraytDragonPlacedEvent | KraytDragonRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_0 = KraytDragonDealtEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_1 = KraytDragonHuntEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_2 = KraytDragonOpenerEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_3 = KraytDragonPlacedEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_4 = KraytDragonDrewEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_5 = KraytDragonDiscardedEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_6 = KraytDragonPassedEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_krayt_dragon_event_type_7 = KraytDragonRoundOverEvent.from_dict(data)



                    return componentsschemas_krayt_dragon_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_krayt_dragon_event_type_8 = KraytDragonMatchOverEvent.from_dict(data)



                return componentsschemas_krayt_dragon_event_type_8

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        krayt_dragon_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return krayt_dragon_replay_step

