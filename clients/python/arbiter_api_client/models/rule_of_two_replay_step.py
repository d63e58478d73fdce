from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rule_of_two_dealt_event import RuleOfTwoDealtEvent
  from ..models.rule_of_two_match_over_event import RuleOfTwoMatchOverEvent
  from ..models.rule_of_two_opener_event import RuleOfTwoOpenerEvent
  from ..models.rule_of_two_passed_event import RuleOfTwoPassedEvent
  from ..models.rule_of_two_placed_event import RuleOfTwoPlacedEvent
  from ..models.rule_of_two_rolled_event import RuleOfTwoRolledEvent
  from ..models.rule_of_two_round_over_event import RuleOfTwoRoundOverEvent
  from ..models.rule_of_two_scored_event import RuleOfTwoScoredEvent
  from ..models.rule_of_two_state import RuleOfTwoState





T = TypeVar("T", bound="RuleOfTwoReplayStep")



@_attrs_define
class RuleOfTwoReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (RuleOfTwoState): A whole Rule of Two state as the service writes it. Each of the 28 tiles is in exactly
                one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile
                by tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            events (list[RuleOfTwoDealtEvent | RuleOfTwoMatchOverEvent | RuleOfTwoOpenerEvent | RuleOfTwoPassedEvent |
                RuleOfTwoPlacedEvent | RuleOfTwoRolledEvent | RuleOfTwoRoundOverEvent | RuleOfTwoScoredEvent]):
     """

    index: int
    move: Any
    state: RuleOfTwoState
    events: list[RuleOfTwoDealtEvent | RuleOfTwoMatchOverEvent | RuleOfTwoOpenerEvent | RuleOfTwoPassedEvent | RuleOfTwoPlacedEvent | RuleOfTwoRolledEvent | RuleOfTwoRoundOverEvent | RuleOfTwoScoredEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_of_two_dealt_event import RuleOfTwoDealtEvent # noqa: PLC0415
        from ..models.rule_of_two_match_over_event import RuleOfTwoMatchOverEvent # noqa: PLC0415
        from ..models.rule_of_two_opener_event import RuleOfTwoOpenerEvent # noqa: PLC0415
        from ..models.rule_of_two_passed_event import RuleOfTwoPassedEvent # noqa: PLC0415
        from ..models.rule_of_two_placed_event import RuleOfTwoPlacedEvent # noqa: PLC0415
        from ..models.rule_of_two_rolled_event import RuleOfTwoRolledEvent # noqa: PLC0415
        from ..models.rule_of_two_round_over_event import RuleOfTwoRoundOverEvent # noqa: PLC0415
        from ..models.rule_of_two_scored_event import RuleOfTwoScoredEvent # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RuleOfTwoDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RuleOfTwoOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RuleOfTwoPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RuleOfTwoScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RuleOfTwoRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RuleOfTwoPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RuleOfTwoRoundOverEvent):
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
        from ..models.rule_of_two_dealt_event import RuleOfTwoDealtEvent # noqa: PLC0415
        from ..models.rule_of_two_match_over_event import RuleOfTwoMatchOverEvent # noqa: PLC0415
        from ..models.rule_of_two_opener_event import RuleOfTwoOpenerEvent # noqa: PLC0415
        from ..models.rule_of_two_passed_event import RuleOfTwoPassedEvent # noqa: PLC0415
        from ..models.rule_of_two_placed_event import RuleOfTwoPlacedEvent # noqa: PLC0415
        from ..models.rule_of_two_rolled_event import RuleOfTwoRolledEvent # noqa: PLC0415
        from ..models.rule_of_two_round_over_event import RuleOfTwoRoundOverEvent # noqa: PLC0415
        from ..models.rule_of_two_scored_event import RuleOfTwoScoredEvent # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = RuleOfTwoState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RuleOfTwoDealtEvent | RuleOfTwoMatchOverEvent | RuleOfTwoOpenerEvent | RuleOfTwoPassedEvent | RuleOfTwoPlacedEvent | RuleOfTwoRolledEvent | RuleOfTwoRoundOverEvent | RuleOfTwoScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_0 = RuleOfTwoDealtEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_1 = RuleOfTwoOpenerEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_2 = RuleOfTwoPlacedEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_3 = RuleOfTwoScoredEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_4 = RuleOfTwoRolledEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_5 = RuleOfTwoPassedEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rule_of_two_event_type_6 = RuleOfTwoRoundOverEvent.from_dict(data)



                    return componentsschemas_rule_of_two_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rule_of_two_event_type_7 = RuleOfTwoMatchOverEvent.from_dict(data)



                return componentsschemas_rule_of_two_event_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        rule_of_two_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return rule_of_two_replay_step

