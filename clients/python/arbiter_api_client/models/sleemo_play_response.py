from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sleemo_consecutive_event import SleemoConsecutiveEvent
  from ..models.sleemo_dealt_event import SleemoDealtEvent
  from ..models.sleemo_declined_event import SleemoDeclinedEvent
  from ..models.sleemo_drew_event import SleemoDrewEvent
  from ..models.sleemo_match_over_event import SleemoMatchOverEvent
  from ..models.sleemo_opener_event import SleemoOpenerEvent
  from ..models.sleemo_passed_event import SleemoPassedEvent
  from ..models.sleemo_placed_event import SleemoPlacedEvent
  from ..models.sleemo_record import SleemoRecord
  from ..models.sleemo_roll_to_draw_event import SleemoRollToDrawEvent
  from ..models.sleemo_rolled_event import SleemoRolledEvent
  from ..models.sleemo_round_over_event import SleemoRoundOverEvent
  from ..models.sleemo_state import SleemoState
  from ..models.sleemo_turned_over_event import SleemoTurnedOverEvent
  from ..models.sleemo_view import SleemoView





T = TypeVar("T", bound="SleemoPlayResponse")



@_attrs_define
class SleemoPlayResponse:
    """ 
        Attributes:
            events (list[SleemoConsecutiveEvent | SleemoDealtEvent | SleemoDeclinedEvent | SleemoDrewEvent |
                SleemoMatchOverEvent | SleemoOpenerEvent | SleemoPassedEvent | SleemoPlacedEvent | SleemoRolledEvent |
                SleemoRollToDrawEvent | SleemoRoundOverEvent | SleemoTurnedOverEvent]): What the move caused; with a `viewer`, a
                card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (SleemoState | Unset): A whole Sleemo state as the service writes it. Each of the 28 tiles is in exactly
                one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile
                by tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            view (SleemoView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a round
                is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (SleemoRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    events: list[SleemoConsecutiveEvent | SleemoDealtEvent | SleemoDeclinedEvent | SleemoDrewEvent | SleemoMatchOverEvent | SleemoOpenerEvent | SleemoPassedEvent | SleemoPlacedEvent | SleemoRolledEvent | SleemoRollToDrawEvent | SleemoRoundOverEvent | SleemoTurnedOverEvent]
    state: SleemoState | Unset = UNSET
    view: SleemoView | Unset = UNSET
    token: str | Unset = UNSET
    record: SleemoRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sleemo_consecutive_event import SleemoConsecutiveEvent # noqa: PLC0415
        from ..models.sleemo_dealt_event import SleemoDealtEvent # noqa: PLC0415
        from ..models.sleemo_declined_event import SleemoDeclinedEvent # noqa: PLC0415
        from ..models.sleemo_drew_event import SleemoDrewEvent # noqa: PLC0415
        from ..models.sleemo_match_over_event import SleemoMatchOverEvent # noqa: PLC0415
        from ..models.sleemo_opener_event import SleemoOpenerEvent # noqa: PLC0415
        from ..models.sleemo_passed_event import SleemoPassedEvent # noqa: PLC0415
        from ..models.sleemo_placed_event import SleemoPlacedEvent # noqa: PLC0415
        from ..models.sleemo_record import SleemoRecord # noqa: PLC0415
        from ..models.sleemo_roll_to_draw_event import SleemoRollToDrawEvent # noqa: PLC0415
        from ..models.sleemo_rolled_event import SleemoRolledEvent # noqa: PLC0415
        from ..models.sleemo_round_over_event import SleemoRoundOverEvent # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_turned_over_event import SleemoTurnedOverEvent # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SleemoDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoConsecutiveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoTurnedOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoRollToDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SleemoRoundOverEvent):
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
        from ..models.sleemo_consecutive_event import SleemoConsecutiveEvent # noqa: PLC0415
        from ..models.sleemo_dealt_event import SleemoDealtEvent # noqa: PLC0415
        from ..models.sleemo_declined_event import SleemoDeclinedEvent # noqa: PLC0415
        from ..models.sleemo_drew_event import SleemoDrewEvent # noqa: PLC0415
        from ..models.sleemo_match_over_event import SleemoMatchOverEvent # noqa: PLC0415
        from ..models.sleemo_opener_event import SleemoOpenerEvent # noqa: PLC0415
        from ..models.sleemo_passed_event import SleemoPassedEvent # noqa: PLC0415
        from ..models.sleemo_placed_event import SleemoPlacedEvent # noqa: PLC0415
        from ..models.sleemo_record import SleemoRecord # noqa: PLC0415
        from ..models.sleemo_roll_to_draw_event import SleemoRollToDrawEvent # noqa: PLC0415
        from ..models.sleemo_rolled_event import SleemoRolledEvent # noqa: PLC0415
        from ..models.sleemo_round_over_event import SleemoRoundOverEvent # noqa: PLC0415
        from ..models.sleemo_state import SleemoState # noqa: PLC0415
        from ..models.sleemo_turned_over_event import SleemoTurnedOverEvent # noqa: PLC0415
        from ..models.sleemo_view import SleemoView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SleemoConsecutiveEvent | SleemoDealtEvent | SleemoDeclinedEvent | SleemoDrewEvent | SleemoMatchOverEvent | SleemoOpenerEvent | SleemoPassedEvent | SleemoPlacedEvent | SleemoRolledEvent | SleemoRollToDrawEvent | SleemoRoundOverEvent | SleemoTurnedOverEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_0 = SleemoDealtEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_1 = SleemoOpenerEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_2 = SleemoPlacedEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_3 = SleemoConsecutiveEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_4 = SleemoTurnedOverEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_5 = SleemoDeclinedEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_6 = SleemoRollToDrawEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_7 = SleemoRolledEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_8 = SleemoDrewEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_9 = SleemoPassedEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sleemo_event_type_10 = SleemoRoundOverEvent.from_dict(data)



                    return componentsschemas_sleemo_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sleemo_event_type_11 = SleemoMatchOverEvent.from_dict(data)



                return componentsschemas_sleemo_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: SleemoState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SleemoState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: SleemoView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SleemoView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: SleemoRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = SleemoRecord.from_dict(_record)




        sleemo_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return sleemo_play_response

