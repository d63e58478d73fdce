from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rummikub_deal_event import RummikubDealEvent
  from ..models.rummikub_draw_event import RummikubDrawEvent
  from ..models.rummikub_first_pick_event import RummikubFirstPickEvent
  from ..models.rummikub_first_player_event import RummikubFirstPlayerEvent
  from ..models.rummikub_game_over_event import RummikubGameOverEvent
  from ..models.rummikub_initial_meld_event import RummikubInitialMeldEvent
  from ..models.rummikub_lay_event import RummikubLayEvent
  from ..models.rummikub_out_event import RummikubOutEvent
  from ..models.rummikub_penalty_event import RummikubPenaltyEvent
  from ..models.rummikub_pool_empty_event import RummikubPoolEmptyEvent
  from ..models.rummikub_state import RummikubState





T = TypeVar("T", bound="RummikubReplayStep")



@_attrs_define
class RummikubReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (RummikubState): A whole Rummikub (Sabra rules) state as the service writes it. Every tile of the tile set
                (option tile_set: sabra-104 (104 tiles: one R9, one Y5, two of every other tile); standard-106 (106 tiles: two
                of every tile)) is in exactly one place: a rack, the pool or a meld on the table; every meld on the table is a
                valid group or run; a player who has laid has made the initial meld.
            events (list[RummikubDealEvent | RummikubDrawEvent | RummikubFirstPickEvent | RummikubFirstPlayerEvent |
                RummikubGameOverEvent | RummikubInitialMeldEvent | RummikubLayEvent | RummikubOutEvent | RummikubPenaltyEvent |
                RummikubPoolEmptyEvent]):
     """

    index: int
    move: Any
    state: RummikubState
    events: list[RummikubDealEvent | RummikubDrawEvent | RummikubFirstPickEvent | RummikubFirstPlayerEvent | RummikubGameOverEvent | RummikubInitialMeldEvent | RummikubLayEvent | RummikubOutEvent | RummikubPenaltyEvent | RummikubPoolEmptyEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.rummikub_deal_event import RummikubDealEvent # noqa: PLC0415
        from ..models.rummikub_draw_event import RummikubDrawEvent # noqa: PLC0415
        from ..models.rummikub_first_pick_event import RummikubFirstPickEvent # noqa: PLC0415
        from ..models.rummikub_first_player_event import RummikubFirstPlayerEvent # noqa: PLC0415
        from ..models.rummikub_game_over_event import RummikubGameOverEvent # noqa: PLC0415
        from ..models.rummikub_initial_meld_event import RummikubInitialMeldEvent # noqa: PLC0415
        from ..models.rummikub_lay_event import RummikubLayEvent # noqa: PLC0415
        from ..models.rummikub_out_event import RummikubOutEvent # noqa: PLC0415
        from ..models.rummikub_penalty_event import RummikubPenaltyEvent # noqa: PLC0415
        from ..models.rummikub_pool_empty_event import RummikubPoolEmptyEvent # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RummikubFirstPickEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubFirstPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubDealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubPenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubLayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubInitialMeldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RummikubPoolEmptyEvent):
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
        from ..models.rummikub_deal_event import RummikubDealEvent # noqa: PLC0415
        from ..models.rummikub_draw_event import RummikubDrawEvent # noqa: PLC0415
        from ..models.rummikub_first_pick_event import RummikubFirstPickEvent # noqa: PLC0415
        from ..models.rummikub_first_player_event import RummikubFirstPlayerEvent # noqa: PLC0415
        from ..models.rummikub_game_over_event import RummikubGameOverEvent # noqa: PLC0415
        from ..models.rummikub_initial_meld_event import RummikubInitialMeldEvent # noqa: PLC0415
        from ..models.rummikub_lay_event import RummikubLayEvent # noqa: PLC0415
        from ..models.rummikub_out_event import RummikubOutEvent # noqa: PLC0415
        from ..models.rummikub_penalty_event import RummikubPenaltyEvent # noqa: PLC0415
        from ..models.rummikub_pool_empty_event import RummikubPoolEmptyEvent # noqa: PLC0415
        from ..models.rummikub_state import RummikubState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = RummikubState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RummikubDealEvent | RummikubDrawEvent | RummikubFirstPickEvent | RummikubFirstPlayerEvent | RummikubGameOverEvent | RummikubInitialMeldEvent | RummikubLayEvent | RummikubOutEvent | RummikubPenaltyEvent | RummikubPoolEmptyEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_0 = RummikubFirstPickEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_1 = RummikubFirstPlayerEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_2 = RummikubDealEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_3 = RummikubDrawEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_4 = RummikubPenaltyEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_5 = RummikubLayEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_6 = RummikubInitialMeldEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_7 = RummikubOutEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummikub_event_type_8 = RummikubPoolEmptyEvent.from_dict(data)



                    return componentsschemas_rummikub_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummikub_event_type_9 = RummikubGameOverEvent.from_dict(data)



                return componentsschemas_rummikub_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        rummikub_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return rummikub_replay_step

