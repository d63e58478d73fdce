from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.never_tell_me_the_odds_dealt_event import NeverTellMeTheOddsDealtEvent
  from ..models.never_tell_me_the_odds_match_over_event import NeverTellMeTheOddsMatchOverEvent
  from ..models.never_tell_me_the_odds_opener_event import NeverTellMeTheOddsOpenerEvent
  from ..models.never_tell_me_the_odds_passed_event import NeverTellMeTheOddsPassedEvent
  from ..models.never_tell_me_the_odds_placed_event import NeverTellMeTheOddsPlacedEvent
  from ..models.never_tell_me_the_odds_rolled_event import NeverTellMeTheOddsRolledEvent
  from ..models.never_tell_me_the_odds_round_over_event import NeverTellMeTheOddsRoundOverEvent
  from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState





T = TypeVar("T", bound="NeverTellMeTheOddsReplayStep")



@_attrs_define
class NeverTellMeTheOddsReplayStep:
    """ 
        Attributes:
            index (int):
            move (Any):
            state (NeverTellMeTheOddsState): A whole Never Tell Me The Odds state as the service writes it. Each of the 28
                tiles is in exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from
                the tiles placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds
                one item per seat; each finished round's figures add up to what its result awards, and each score is the sum of
                the rounds.
            events (list[NeverTellMeTheOddsDealtEvent | NeverTellMeTheOddsMatchOverEvent | NeverTellMeTheOddsOpenerEvent |
                NeverTellMeTheOddsPassedEvent | NeverTellMeTheOddsPlacedEvent | NeverTellMeTheOddsRolledEvent |
                NeverTellMeTheOddsRoundOverEvent]):
     """

    index: int
    move: Any
    state: NeverTellMeTheOddsState
    events: list[NeverTellMeTheOddsDealtEvent | NeverTellMeTheOddsMatchOverEvent | NeverTellMeTheOddsOpenerEvent | NeverTellMeTheOddsPassedEvent | NeverTellMeTheOddsPlacedEvent | NeverTellMeTheOddsRolledEvent | NeverTellMeTheOddsRoundOverEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.never_tell_me_the_odds_dealt_event import NeverTellMeTheOddsDealtEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_match_over_event import NeverTellMeTheOddsMatchOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_opener_event import NeverTellMeTheOddsOpenerEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_passed_event import NeverTellMeTheOddsPassedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_placed_event import NeverTellMeTheOddsPlacedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_rolled_event import NeverTellMeTheOddsRolledEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_round_over_event import NeverTellMeTheOddsRoundOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        index = self.index

        move = self.move

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, NeverTellMeTheOddsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NeverTellMeTheOddsRoundOverEvent):
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
        from ..models.never_tell_me_the_odds_dealt_event import NeverTellMeTheOddsDealtEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_match_over_event import NeverTellMeTheOddsMatchOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_opener_event import NeverTellMeTheOddsOpenerEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_passed_event import NeverTellMeTheOddsPassedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_placed_event import NeverTellMeTheOddsPlacedEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_rolled_event import NeverTellMeTheOddsRolledEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_round_over_event import NeverTellMeTheOddsRoundOverEvent # noqa: PLC0415
        from ..models.never_tell_me_the_odds_state import NeverTellMeTheOddsState # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        state = NeverTellMeTheOddsState.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> NeverTellMeTheOddsDealtEvent | NeverTellMeTheOddsMatchOverEvent | NeverTellMeTheOddsOpenerEvent | NeverTellMeTheOddsPassedEvent | NeverTellMeTheOddsPlacedEvent | NeverTellMeTheOddsRolledEvent | NeverTellMeTheOddsRoundOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_0 = NeverTellMeTheOddsDealtEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_1 = NeverTellMeTheOddsOpenerEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_2 = NeverTellMeTheOddsPlacedEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_3 = NeverTellMeTheOddsRolledEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_4 = NeverTellMeTheOddsPassedEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_never_tell_me_the_odds_event_type_5 = NeverTellMeTheOddsRoundOverEvent.from_dict(data)



                    return componentsschemas_never_tell_me_the_odds_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_never_tell_me_the_odds_event_type_6 = NeverTellMeTheOddsMatchOverEvent.from_dict(data)



                return componentsschemas_never_tell_me_the_odds_event_type_6

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        never_tell_me_the_odds_replay_step = cls(
            index=index,
            move=move,
            state=state,
            events=events,
        )

        return never_tell_me_the_odds_replay_step

