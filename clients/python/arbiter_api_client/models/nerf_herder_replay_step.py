from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.nerf_herder_dealt_event import NerfHerderDealtEvent
  from ..models.nerf_herder_match_over_event import NerfHerderMatchOverEvent
  from ..models.nerf_herder_opener_event import NerfHerderOpenerEvent
  from ..models.nerf_herder_passed_event import NerfHerderPassedEvent
  from ..models.nerf_herder_placed_event import NerfHerderPlacedEvent
  from ..models.nerf_herder_round_over_event import NerfHerderRoundOverEvent
  from ..models.nerf_herder_scored_event import NerfHerderScoredEvent
  from ..models.nerf_herder_state import NerfHerderState





T = TypeVar("T", bound="NerfHerderReplayStep")



@_attrs_define
class NerfHerderReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (NerfHerderState): A whole Nerf Herder state as the service writes it. Each of the 28 tiles is in exactly
                one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile
                by tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            events (list[NerfHerderDealtEvent | NerfHerderMatchOverEvent | NerfHerderOpenerEvent | NerfHerderPassedEvent |
                NerfHerderPlacedEvent | NerfHerderRoundOverEvent | NerfHerderScoredEvent]):
     """

    index: int
    move: Any
    state: NerfHerderState
    events: list[NerfHerderDealtEvent | NerfHerderMatchOverEvent | NerfHerderOpenerEvent | NerfHerderPassedEvent | NerfHerderPlacedEvent | NerfHerderRoundOverEvent | NerfHerderScoredEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.nerf_herder_dealt_event import NerfHerderDealtEvent # noqa: PLC0415
        from ..models.nerf_herder_match_over_event import NerfHerderMatchOverEvent # noqa: PLC0415
        from ..models.nerf_herder_opener_event import NerfHerderOpenerEvent # noqa: PLC0415
        from ..models.nerf_herder_passed_event import NerfHerderPassedEvent # noqa: PLC0415
        from ..models.nerf_herder_placed_event import NerfHerderPlacedEvent # noqa: PLC0415
        from ..models.nerf_herder_round_over_event import NerfHerderRoundOverEvent # noqa: PLC0415
        from ..models.nerf_herder_scored_event import NerfHerderScoredEvent # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, NerfHerderDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NerfHerderRoundOverEvent):
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
        from ..models.nerf_herder_dealt_event import NerfHerderDealtEvent # noqa: PLC0415
        from ..models.nerf_herder_match_over_event import NerfHerderMatchOverEvent # noqa: PLC0415
        from ..models.nerf_herder_opener_event import NerfHerderOpenerEvent # noqa: PLC0415
        from ..models.nerf_herder_passed_event import NerfHerderPassedEvent # noqa: PLC0415
        from ..models.nerf_herder_placed_event import NerfHerderPlacedEvent # noqa: PLC0415
        from ..models.nerf_herder_round_over_event import NerfHerderRoundOverEvent # noqa: PLC0415
        from ..models.nerf_herder_scored_event import NerfHerderScoredEvent # noqa: PLC0415
        from ..models.nerf_herder_state import NerfHerderState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = NerfHerderState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> NerfHerderDealtEvent | NerfHerderMatchOverEvent | NerfHerderOpenerEvent | NerfHerderPassedEvent | NerfHerderPlacedEvent | NerfHerderRoundOverEvent | NerfHerderScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_0 = NerfHerderDealtEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_1 = NerfHerderOpenerEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_2 = NerfHerderPlacedEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_3 = NerfHerderScoredEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_4 = NerfHerderPassedEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nerf_herder_event_type_5 = NerfHerderRoundOverEvent.from_dict(data)



                    return componentsschemas_nerf_herder_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nerf_herder_event_type_6 = NerfHerderMatchOverEvent.from_dict(data)



                return componentsschemas_nerf_herder_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        nerf_herder_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return nerf_herder_replay_step

