from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.scoundrels_run_dealt_event import ScoundrelsRunDealtEvent
  from ..models.scoundrels_run_match_over_event import ScoundrelsRunMatchOverEvent
  from ..models.scoundrels_run_opener_event import ScoundrelsRunOpenerEvent
  from ..models.scoundrels_run_passed_event import ScoundrelsRunPassedEvent
  from ..models.scoundrels_run_placed_event import ScoundrelsRunPlacedEvent
  from ..models.scoundrels_run_rolled_event import ScoundrelsRunRolledEvent
  from ..models.scoundrels_run_round_over_event import ScoundrelsRunRoundOverEvent
  from ..models.scoundrels_run_state import ScoundrelsRunState





T = TypeVar("T", bound="ScoundrelsRunReplayStep")



@_attrs_define
class ScoundrelsRunReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (ScoundrelsRunState): A whole Scoundrel's Run state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            events (list[ScoundrelsRunDealtEvent | ScoundrelsRunMatchOverEvent | ScoundrelsRunOpenerEvent |
                ScoundrelsRunPassedEvent | ScoundrelsRunPlacedEvent | ScoundrelsRunRolledEvent | ScoundrelsRunRoundOverEvent]):
     """

    index: int
    move: Any
    state: ScoundrelsRunState
    events: list[ScoundrelsRunDealtEvent | ScoundrelsRunMatchOverEvent | ScoundrelsRunOpenerEvent | ScoundrelsRunPassedEvent | ScoundrelsRunPlacedEvent | ScoundrelsRunRolledEvent | ScoundrelsRunRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.scoundrels_run_dealt_event import ScoundrelsRunDealtEvent # noqa: PLC0415
        from ..models.scoundrels_run_match_over_event import ScoundrelsRunMatchOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_opener_event import ScoundrelsRunOpenerEvent # noqa: PLC0415
        from ..models.scoundrels_run_passed_event import ScoundrelsRunPassedEvent # noqa: PLC0415
        from ..models.scoundrels_run_placed_event import ScoundrelsRunPlacedEvent # noqa: PLC0415
        from ..models.scoundrels_run_rolled_event import ScoundrelsRunRolledEvent # noqa: PLC0415
        from ..models.scoundrels_run_round_over_event import ScoundrelsRunRoundOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ScoundrelsRunDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ScoundrelsRunRoundOverEvent):
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
        from ..models.scoundrels_run_dealt_event import ScoundrelsRunDealtEvent # noqa: PLC0415
        from ..models.scoundrels_run_match_over_event import ScoundrelsRunMatchOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_opener_event import ScoundrelsRunOpenerEvent # noqa: PLC0415
        from ..models.scoundrels_run_passed_event import ScoundrelsRunPassedEvent # noqa: PLC0415
        from ..models.scoundrels_run_placed_event import ScoundrelsRunPlacedEvent # noqa: PLC0415
        from ..models.scoundrels_run_rolled_event import ScoundrelsRunRolledEvent # noqa: PLC0415
        from ..models.scoundrels_run_round_over_event import ScoundrelsRunRoundOverEvent # noqa: PLC0415
        from ..models.scoundrels_run_state import ScoundrelsRunState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = ScoundrelsRunState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> ScoundrelsRunDealtEvent | ScoundrelsRunMatchOverEvent | ScoundrelsRunOpenerEvent | ScoundrelsRunPassedEvent | ScoundrelsRunPlacedEvent | ScoundrelsRunRolledEvent | ScoundrelsRunRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_0 = ScoundrelsRunDealtEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_1 = ScoundrelsRunOpenerEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_2 = ScoundrelsRunPlacedEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_3 = ScoundrelsRunRolledEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_4 = ScoundrelsRunPassedEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_scoundrels_run_event_type_5 = ScoundrelsRunRoundOverEvent.from_dict(data)



                    return componentsschemas_scoundrels_run_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scoundrels_run_event_type_6 = ScoundrelsRunMatchOverEvent.from_dict(data)



                return componentsschemas_scoundrels_run_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        scoundrels_run_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return scoundrels_run_replay_step

