from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rule_of_two_dealt_event import RuleOfTwoDealtEvent
  from ..models.rule_of_two_match_over_event import RuleOfTwoMatchOverEvent
  from ..models.rule_of_two_opener_event import RuleOfTwoOpenerEvent
  from ..models.rule_of_two_passed_event import RuleOfTwoPassedEvent
  from ..models.rule_of_two_placed_event import RuleOfTwoPlacedEvent
  from ..models.rule_of_two_record import RuleOfTwoRecord
  from ..models.rule_of_two_rolled_event import RuleOfTwoRolledEvent
  from ..models.rule_of_two_round_over_event import RuleOfTwoRoundOverEvent
  from ..models.rule_of_two_scored_event import RuleOfTwoScoredEvent
  from ..models.rule_of_two_state import RuleOfTwoState
  from ..models.rule_of_two_view import RuleOfTwoView





T = TypeVar("T", bound="RuleOfTwoPlayResponse")



@_attrs_define
class RuleOfTwoPlayResponse:
    """ 
        Attributes:
            events (list[RuleOfTwoDealtEvent | RuleOfTwoMatchOverEvent | RuleOfTwoOpenerEvent | RuleOfTwoPassedEvent |
                RuleOfTwoPlacedEvent | RuleOfTwoRolledEvent | RuleOfTwoRoundOverEvent | RuleOfTwoScoredEvent]): What the move
                caused; with a `viewer`, a card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (RuleOfTwoState | Unset): A whole Rule of Two state as the service writes it. Each of the 28 tiles is in
                exactly one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles
                placed, tile by tile; every seat a member names is one of the table's, and every list per seat holds one item
                per seat; each finished round's figures add up to what its result awards, and each score is the sum of the
                rounds.
            view (RuleOfTwoView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (RuleOfTwoRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    events: list[RuleOfTwoDealtEvent | RuleOfTwoMatchOverEvent | RuleOfTwoOpenerEvent | RuleOfTwoPassedEvent | RuleOfTwoPlacedEvent | RuleOfTwoRolledEvent | RuleOfTwoRoundOverEvent | RuleOfTwoScoredEvent]
    state: RuleOfTwoState | Unset = UNSET
    view: RuleOfTwoView | Unset = UNSET
    token: str | Unset = UNSET
    record: RuleOfTwoRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_of_two_dealt_event import RuleOfTwoDealtEvent # noqa: PLC0415
        from ..models.rule_of_two_match_over_event import RuleOfTwoMatchOverEvent # noqa: PLC0415
        from ..models.rule_of_two_opener_event import RuleOfTwoOpenerEvent # noqa: PLC0415
        from ..models.rule_of_two_passed_event import RuleOfTwoPassedEvent # noqa: PLC0415
        from ..models.rule_of_two_placed_event import RuleOfTwoPlacedEvent # noqa: PLC0415
        from ..models.rule_of_two_record import RuleOfTwoRecord # noqa: PLC0415
        from ..models.rule_of_two_rolled_event import RuleOfTwoRolledEvent # noqa: PLC0415
        from ..models.rule_of_two_round_over_event import RuleOfTwoRoundOverEvent # noqa: PLC0415
        from ..models.rule_of_two_scored_event import RuleOfTwoScoredEvent # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
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



        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        token = self.token

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if view is not UNSET:
            field_dict["view"] = view
        if token is not UNSET:
            field_dict["token"] = token
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_of_two_dealt_event import RuleOfTwoDealtEvent # noqa: PLC0415
        from ..models.rule_of_two_match_over_event import RuleOfTwoMatchOverEvent # noqa: PLC0415
        from ..models.rule_of_two_opener_event import RuleOfTwoOpenerEvent # noqa: PLC0415
        from ..models.rule_of_two_passed_event import RuleOfTwoPassedEvent # noqa: PLC0415
        from ..models.rule_of_two_placed_event import RuleOfTwoPlacedEvent # noqa: PLC0415
        from ..models.rule_of_two_record import RuleOfTwoRecord # noqa: PLC0415
        from ..models.rule_of_two_rolled_event import RuleOfTwoRolledEvent # noqa: PLC0415
        from ..models.rule_of_two_round_over_event import RuleOfTwoRoundOverEvent # noqa: PLC0415
        from ..models.rule_of_two_scored_event import RuleOfTwoScoredEvent # noqa: PLC0415
        from ..models.rule_of_two_state import RuleOfTwoState # noqa: PLC0415
        from ..models.rule_of_two_view import RuleOfTwoView # noqa: PLC0415
        d = dict(src_dict)
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


        _state = d.pop("state", UNSET)
        state: RuleOfTwoState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = RuleOfTwoState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: RuleOfTwoView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = RuleOfTwoView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: RuleOfTwoRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = RuleOfTwoRecord.from_dict(_record)




        rule_of_two_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return rule_of_two_play_response

