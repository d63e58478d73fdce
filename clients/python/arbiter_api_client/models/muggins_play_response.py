from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.muggins_dealt_event import MugginsDealtEvent
  from ..models.muggins_drew_event import MugginsDrewEvent
  from ..models.muggins_match_over_event import MugginsMatchOverEvent
  from ..models.muggins_opener_event import MugginsOpenerEvent
  from ..models.muggins_passed_event import MugginsPassedEvent
  from ..models.muggins_placed_event import MugginsPlacedEvent
  from ..models.muggins_record import MugginsRecord
  from ..models.muggins_round_over_event import MugginsRoundOverEvent
  from ..models.muggins_scored_event import MugginsScoredEvent
  from ..models.muggins_state import MugginsState
  from ..models.muggins_view import MugginsView





T = TypeVar("T", bound="MugginsPlayResponse")



@_attrs_define
class MugginsPlayResponse:
    """ 
        Attributes:
            events (list[MugginsDealtEvent | MugginsDrewEvent | MugginsMatchOverEvent | MugginsOpenerEvent |
                MugginsPassedEvent | MugginsPlacedEvent | MugginsRoundOverEvent | MugginsScoredEvent]): What the move caused;
                with a `viewer`, a card or tile the viewer may not see is left out (a hidden list becomes its `_count`).
            state (MugginsState | Unset): A whole Muggins state as the service writes it. Each of the 28 tiles is in exactly
                one place (a stock, the boneyard, the discards or the tableau); the open ends follow from the tiles placed, tile
                by tile; every seat a member names is one of the table's, and every list per seat holds one item per seat; each
                finished round's figures add up to what its result awards, and each score is the sum of the rounds.
            view (MugginsView | Unset): The state as one seat or a spectator may see it: other players' stocks (while a
                round is in play) and the boneyard are replaced by their counts. The seed is left out.
            token (str | Unset): A sealed game: the next state, sealed; send it with the next request.
            record (MugginsRecord | Unset): A game record (docs/records.md): the start (a seed or a whole state) and every
                move.
     """

    events: list[MugginsDealtEvent | MugginsDrewEvent | MugginsMatchOverEvent | MugginsOpenerEvent | MugginsPassedEvent | MugginsPlacedEvent | MugginsRoundOverEvent | MugginsScoredEvent]
    state: MugginsState | Unset = UNSET
    view: MugginsView | Unset = UNSET
    token: str | Unset = UNSET
    record: MugginsRecord | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.muggins_dealt_event import MugginsDealtEvent # noqa: PLC0415
        from ..models.muggins_drew_event import MugginsDrewEvent # noqa: PLC0415
        from ..models.muggins_match_over_event import MugginsMatchOverEvent # noqa: PLC0415
        from ..models.muggins_opener_event import MugginsOpenerEvent # noqa: PLC0415
        from ..models.muggins_passed_event import MugginsPassedEvent # noqa: PLC0415
        from ..models.muggins_placed_event import MugginsPlacedEvent # noqa: PLC0415
        from ..models.muggins_record import MugginsRecord # noqa: PLC0415
        from ..models.muggins_round_over_event import MugginsRoundOverEvent # noqa: PLC0415
        from ..models.muggins_scored_event import MugginsScoredEvent # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, MugginsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsOpenerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MugginsRoundOverEvent):
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
        from ..models.muggins_dealt_event import MugginsDealtEvent # noqa: PLC0415
        from ..models.muggins_drew_event import MugginsDrewEvent # noqa: PLC0415
        from ..models.muggins_match_over_event import MugginsMatchOverEvent # noqa: PLC0415
        from ..models.muggins_opener_event import MugginsOpenerEvent # noqa: PLC0415
        from ..models.muggins_passed_event import MugginsPassedEvent # noqa: PLC0415
        from ..models.muggins_placed_event import MugginsPlacedEvent # noqa: PLC0415
        from ..models.muggins_record import MugginsRecord # noqa: PLC0415
        from ..models.muggins_round_over_event import MugginsRoundOverEvent # noqa: PLC0415
        from ..models.muggins_scored_event import MugginsScoredEvent # noqa: PLC0415
        from ..models.muggins_state import MugginsState # noqa: PLC0415
        from ..models.muggins_view import MugginsView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> MugginsDealtEvent | MugginsDrewEvent | MugginsMatchOverEvent | MugginsOpenerEvent | MugginsPassedEvent | MugginsPlacedEvent | MugginsRoundOverEvent | MugginsScoredEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_0 = MugginsDealtEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_1 = MugginsOpenerEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_2 = MugginsPlacedEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_3 = MugginsScoredEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_4 = MugginsDrewEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_5 = MugginsPassedEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_muggins_event_type_6 = MugginsRoundOverEvent.from_dict(data)



                    return componentsschemas_muggins_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_muggins_event_type_7 = MugginsMatchOverEvent.from_dict(data)



                return componentsschemas_muggins_event_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        _state = d.pop("state", UNSET)
        state: MugginsState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = MugginsState.from_dict(_state)




        _view = d.pop("view", UNSET)
        view: MugginsView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = MugginsView.from_dict(_view)




        token = d.pop("token", UNSET)

        _record = d.pop("record", UNSET)
        record: MugginsRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = MugginsRecord.from_dict(_record)




        muggins_play_response = cls(
            events=events,
            state=state,
            view=view,
            token=token,
            record=record,
        )

        return muggins_play_response

